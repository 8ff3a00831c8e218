/** Variables of collections, folders, environments and globals in Postman files, and back. */
import { VariableSchema, type Variable } from '../../model/variable.js';
import { descriptionOf, isSwitchedOn, recordsOf, safeEntries, textOf, type JsonRecord } from '../untrusted.js';

type VariableType = NonNullable<Variable['type']>;
const TYPES = VariableSchema.shape.type.unwrap().options as readonly string[];

function variableType(value: unknown): VariableType | undefined {
  // Older Postman environments call the plain type 'text'; it is today's 'default'.
  if (value === 'text') return 'default';
  return TYPES.includes(value as string) ? (value as VariableType) : undefined;
}

/** A JSON value copied without `__proto__` keys, so nothing in it can reach a prototype. */
function jsonValue(value: unknown): Variable['value'] {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.map(jsonValue);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(safeEntries(value as JsonRecord).map(([key, item]) => [key, jsonValue(item)]));
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  return value as Variable['value'];
}

export function importVariables(rows: unknown): Variable[] {
  return recordsOf(rows).map((row) => {
    const type = variableType(row['type']);
    const description = descriptionOf(row['description']);
    return {
      // Postman v2.0 variables may name themselves with `id` instead of `key`.
      key: textOf(row['key'], textOf(row['id'])),
      value: jsonValue(row['value']),
      enabled: isSwitchedOn(row),
      ...(type !== undefined && { type }),
      ...(description !== undefined && { description }),
    };
  });
}

/** Collection and folder variables (Postman's `variable` list). */
export function exportVariables(variables: readonly Variable[]): JsonRecord[] | undefined {
  if (variables.length === 0) return undefined;
  return variables.map((variable) => ({
    key: variable.key,
    value: variable.value,
    ...(variable.type !== undefined && { type: variable.type }),
    ...(variable.enabled ? {} : { disabled: true }),
    ...(variable.description !== undefined && { description: variable.description }),
  }));
}
