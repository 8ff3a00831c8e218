/**
 * Postman's reference asks for text values; a v2.1 variable or auth setting may be a number or a
 * boolean, which its `type` names, so that text is read back as what it was. A list, an object or
 * null, which only Courier's own files hold, keeps its YAML form: as text it would come back as text.
 */
import type { JsonRecord } from '../untrusted.js';

/** The text a `number` or `boolean` type reads as that kind; any other text stays text. */
function parsedAs(type: string, text: string): unknown {
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  if (type === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

/** The `{value, type?}` of a v3 row in v2.1's words. */
export function typedValue(row: Record<string, unknown>): JsonRecord {
  const typed = typeof row.type === 'string' ? { type: row.type } : {};
  if (row.value === undefined) return { value: '', ...typed };
  if (typeof row.value !== 'string' || typeof row.type !== 'string') return { value: row.value, ...typed };
  return { value: parsedAs(row.type, row.value), ...typed };
}

/** The `{value, type?}` of a v2.1 row for a v3 file: `string` is what v3 text is anyway, said only when the value is not text. */
export function textValue(row: Record<string, unknown>): JsonRecord {
  const { value } = row;
  const typed =
    typeof row.type === 'string' && (row.type !== 'string' || typeof value !== 'string') ? { type: row.type } : {};
  if (value === undefined) return { value: '', ...typed };
  if (typeof value === 'number' || typeof value === 'boolean') return { value: String(value), ...typed };
  return { value, ...typed };
}
