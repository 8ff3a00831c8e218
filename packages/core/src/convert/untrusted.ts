/**
 * Readers for values from files we did not write: they never throw and never trust a type, so the
 * converters can state the shape they expect once and fall back to Postman's defaults.
 */
export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function textOf(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** A string, or any number/boolean as text, for fields Postman writes loosely (values, ports). */
export function looseText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function recordsOf(value: unknown): JsonRecord[] {
  return listOf(value).filter(isRecord);
}

/** Postman descriptions are text or `{ content, type }`. */
export function descriptionOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value['content'] === 'string') return value['content'];
  return undefined;
}

/**
 * Copies own keys into a fresh object. `JSON.parse` turns a `"__proto__"` key into an own
 * property; it is dropped here so no later assignment can reach a prototype.
 */
export function safeEntries(value: JsonRecord): [string, unknown][] {
  return Object.entries(value).filter(([key]) => key !== '__proto__');
}

export function safeRecord(value: JsonRecord): JsonRecord {
  return Object.fromEntries(safeEntries(value));
}

/** A JSON value copied without `__proto__` keys at any depth. */
export function safeJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(safeJson);
  if (isRecord(value)) return Object.fromEntries(safeEntries(value).map(([key, item]) => [key, safeJson(item)]));
  return value;
}

/** Postman switches rows off with `disabled: true`; older files write `enabled: false`. */
export function isSwitchedOn(row: JsonRecord): boolean {
  return row['disabled'] !== true && row['enabled'] !== false;
}
