import type { HttpRequest } from '../../model/request.js';
import type { VariableScopes } from '../../script/host.js';
import { lookupFromScopes, resolveRequest, withDynamicVariables, type ResolveOptions } from '../../variables/index.js';

/** `{{placeholders}}` in URL, headers, body and auth, Postman's precedence. */
export function resolveWithScopes(
  request: HttpRequest,
  scopes: VariableScopes,
  options?: ResolveOptions,
): Promise<HttpRequest> {
  return withDynamicVariables(() => resolveRequest(request, lookupFromScopes(scopes), options));
}

const FIELDS = ['method', 'url', 'headers', 'pathVariables', 'body', 'auth'] as const;

/**
 * The request after a pre-request script. The script saw the resolved request (variables are
 * resolved before scripts run), but in Postman variables a pre-request script sets still reach the request it
 * precedes, because Postman resolves afterwards. So a field the script edited keeps the edit,
 * and a field it left alone is resolved again from its template with the updated scopes. The
 * script's view leaves dynamic variables (`{{$guid}}`) as written, so each is generated once.
 */
export function resolveAfterPreRequest(
  template: HttpRequest,
  shown: HttpRequest,
  edited: HttpRequest,
  scopes: VariableScopes,
): Promise<HttpRequest> {
  const merged = { ...template };
  for (const field of FIELDS) {
    if (!sameJson(shown[field], edited[field])) Object.assign(merged, { [field]: edited[field] });
  }
  return resolveWithScopes(merged, scopes);
}

function sameJson(a: unknown, b: unknown): boolean {
  // The sandbox's copy almost always keeps key order, and a plain stringify is several times
  // faster than one with a replacer: this runs for six fields of every scripted request.
  return JSON.stringify(a) === JSON.stringify(b) || stableJson(a) === stableJson(b);
}

/** JSON with object keys sorted: the sandbox copy may reorder keys without changing anything. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
