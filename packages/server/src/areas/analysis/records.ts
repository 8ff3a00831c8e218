// What the Comparisons, Schemas and Validations tabs receive, made from their stored rows.
import type { ResponseComparisonResult, SchemaValidationResult } from '@courier/core';
import type { ComparisonRow, SchemaRow, ValidationRow } from './repo.js';

export interface Comparison {
  id: string;
  responses: [string, string];
  metadata: { comparedAt: string };
  comparison: ResponseComparisonResult;
}

export interface ResponseSchema {
  id: string;
  name: string;
  description: string;
  schema: Record<string, unknown>;
  tags: string[];
  isDefault: boolean;
  createdAt: string;
}

export interface Validation {
  id: string;
  responseId: string;
  schemaId: string;
  result: SchemaValidationResult;
  metadata: { validatedAt: string };
}

export function comparisonOf(row: ComparisonRow): Comparison {
  return {
    id: row.id,
    responses: [row.response1_id, row.response2_id],
    metadata: { comparedAt: row.compared_at },
    comparison: JSON.parse(row.result) as ResponseComparisonResult,
  };
}

export function schemaOf(row: SchemaRow): ResponseSchema {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    schema: JSON.parse(row.schema) as Record<string, unknown>,
    tags: JSON.parse(row.tags) as string[],
    isDefault: false,
    createdAt: row.created_at,
  };
}

export function validationOf(row: ValidationRow): Validation {
  return {
    id: row.id,
    responseId: row.response_id,
    schemaId: row.schema_id,
    result: JSON.parse(row.result) as SchemaValidationResult,
    metadata: { validatedAt: row.validated_at },
  };
}
