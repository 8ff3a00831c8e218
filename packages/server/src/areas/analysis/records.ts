// What the Comparisons, Schemas and Validations tabs receive, made from their stored rows.
import type { ResponseComparisonResult, SchemaValidationResult } from '@courier/core';
import type { Comparison, ResponseSchema, Validation } from '@courier/core/analysis-replies';
import type { ComparisonRow, SchemaRow, ValidationRow } from './repo.js';

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
