/**
 * A v3 value is text in Postman's own files; a v2.1 variable or auth setting may also be a number,
 * a boolean, a list, an object or null. Those keep their own YAML form, so the folder gives back
 * exactly what v2.1 held, and a `type` beside the value is kept as it was.
 */
import type { JsonRecord } from '../untrusted.js';

/** The `{value, type?}` of a v3 row in v2.1's words. */
export function typedValue(row: Record<string, unknown>): JsonRecord {
  const typed = typeof row.type === 'string' ? { type: row.type } : {};
  return { value: row.value === undefined ? '' : row.value, ...typed };
}

/** The `{value, type?}` of a v2.1 row for a v3 file: `string` is what v3 text is anyway, said only when the value is not text. */
export function textValue(row: Record<string, unknown>): JsonRecord {
  const { value } = row;
  const typed =
    typeof row.type === 'string' && (row.type !== 'string' || typeof value !== 'string') ? { type: row.type } : {};
  return { value: value === undefined ? '' : value, ...typed };
}
