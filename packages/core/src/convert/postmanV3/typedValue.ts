/**
 * v3 values are text; a v2.1 variable or auth setting may be a number or a boolean, which its `type`
 * names, so the text is written with that `type` and read back as what it was.
 */
import type { JsonRecord } from '../untrusted.js';

/** The `{value, type?}` of a v3 row, the value read back as what its `type` names. */
export function typedValue(row: Record<string, unknown>): JsonRecord {
  const value = String(row.value ?? '');
  if (typeof row.type !== 'string') return { value };
  try {
    return {
      value: row.type === 'boolean' || row.type === 'number' ? (JSON.parse(value) as unknown) : value,
      type: row.type,
    };
  } catch {
    return { value, type: row.type };
  }
}

/** The `{value, type?}` of a v2.1 row as v3 text. */
export function textValue(row: Record<string, unknown>): JsonRecord {
  const value = typeof row.value === 'string' ? row.value : JSON.stringify(row.value ?? '');
  return typeof row.type === 'string' && row.type !== 'string' ? { value, type: row.type } : { value };
}
