/**
 * Postman stores the parameters of auth types as loosely typed data (strings, booleans, numbers,
 * sometimes `{{vars}}` already resolved to strings): read them leniently.
 */
export type AuthParams = Record<string, unknown>;

export function stringParam(params: AuthParams | undefined, name: string): string {
  const value = params?.[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** `true`, `'true'` → true; `false`, `'false'` → false; anything else → the fallback. */
export function booleanParam(params: AuthParams | undefined, name: string, fallback: boolean): boolean {
  const value = params?.[name];
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return fallback;
}
