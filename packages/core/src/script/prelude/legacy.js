// The globals older Postman scripts still use: `tests[...]`, `responseBody`,
// `responseCode`, `postman.setEnvironmentVariable`, … — each a view over the same state `pm` uses.
import { defineOwn, hasOwn } from './intrinsics.js';

/** Script parameters computed only for scripts whose source names them (or uses eval). */
export const LEGACY_NAMES = [
  'responseBody',
  'responseCode',
  'responseTime',
  'responseHeaders',
  'responseCookies',
  'request',
  'environment',
  'globals',
  'data',
  'iteration',
];

/** The legacy names a script's text mentions; all of them when it uses eval, which could reach any. */
export function legacyNamesUsedBy(source) {
  if (/\beval\b/.test(source)) return LEGACY_NAMES;
  return LEGACY_NAMES.filter((name) => new RegExp(`\\b${name}\\b`).test(source));
}

export function legacyGlobals({ pm, scopes, flow, response, cookies, info }) {
  // The `environment` and `globals` objects the running script was given: postman-sandbox's
  // legacy setters change them too, so the script reads back what it set.
  const seen = { environment: undefined, globals: undefined };
  const setter = (scope) => (key, value) => {
    const kept = legacyValue(value);
    if (seen[scope]) defineOwn(seen[scope], key, kept);
    scopes[scope].set(key, kept);
  };
  const unsetter = (scope) => (key) => {
    if (seen[scope] && key) delete seen[scope][key];
    scopes[scope].unset(key);
  };
  const clearer = (scope) => () => {
    if (seen[scope]) for (const key of Object.keys(seen[scope])) delete seen[scope][key];
    scopes[scope].clear();
  };
  const postman = {
    setEnvironmentVariable: setter('environment'),
    getEnvironmentVariable: (key) => scopes.environment.get(key),
    clearEnvironmentVariable: unsetter('environment'),
    clearEnvironmentVariables: clearer('environment'),
    setGlobalVariable: setter('globals'),
    getGlobalVariable: (key) => scopes.globals.get(key),
    clearGlobalVariable: unsetter('globals'),
    clearGlobalVariables: clearer('globals'),
    setNextRequest: (name) => flow.setNextRequest(name),
    getResponseHeader: (name) => response?.headers.get(name),
    getResponseCookie: (name) => cookies.one(name),
  };
  // Each value is computed when a script that names it starts, as Postman computes them per script.
  return {
    postman: () => postman,
    responseBody: () => (response ? response.text() : undefined),
    responseCode: () =>
      response ? { code: response.code, name: response.status, detail: response.status } : undefined,
    responseTime: () => response?.responseTime,
    responseHeaders: () => (response ? headersAsSent(response.headers) : undefined),
    // The cookie list itself, as in Newman (`responseCookies.get(name)`), not an array.
    responseCookies: () => cookies,
    request: () => {
      const request = pm.request.toModel();
      return {
        id: info.requestId,
        name: info.requestName,
        description: pm.request.description?.toString(),
        url: request.url,
        method: request.method,
        // As postman-sandbox builds it: enabled headers with a name.
        headers: pm.request.headers.toObject(true, false, true, true),
        data: legacyData(request.body),
      };
    },
    environment: () => (seen.environment = scopes.environment.toObject()),
    globals: () => (seen.globals = scopes.globals.toObject()),
    data: () => scopes.iterationData.toObject(),
    iteration: () => info.iteration,
  };
}

/** The legacy setters store a truthy value as its toString(), as postman-sandbox does; false stays false. */
function legacyValue(value) {
  return value && typeof value.toString === 'function' ? value.toString() : value;
}

/**
 * `request.data` was the raw text, or the form fields as an object where a repeated field holds
 * all its values in an array (an empty first value is replaced, as postman-sandbox does).
 */
function legacyData(body) {
  if (body.mode === 'raw') return body.raw === '' ? {} : body.raw;
  const rows = body.mode === 'urlencoded' ? body.urlencoded : body.mode === 'formdata' ? body.formdata : [];
  const data = {};
  for (const row of rows) {
    if (row.enabled === false) continue;
    const current = hasOwn(data, row.key) ? data[row.key] : undefined;
    if (!current) defineOwn(data, row.key, row.value);
    else if (Array.isArray(current)) current.push(row.value);
    else defineOwn(data, row.key, [current, row.value]);
  }
  return data;
}

/** Legacy `responseHeaders`: each header under its name as the server wrote it, the last one winning. */
function headersAsSent(headers) {
  const object = {};
  headers.each((header) => {
    if (header.disabled !== true) defineOwn(object, header.key, header.value);
  });
  return object;
}
