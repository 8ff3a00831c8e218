// The globals older Postman scripts still use (issue 3 §2): `tests[...]`, `responseBody`,
// `responseCode`, `postman.setEnvironmentVariable`, … — each a view over the same state `pm` uses.
import { defineOwn } from './intrinsics.js';

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
  const postman = {
    setEnvironmentVariable: (key, value) => scopes.environment.set(key, value),
    getEnvironmentVariable: (key) => scopes.environment.get(key),
    clearEnvironmentVariable: (key) => scopes.environment.unset(key),
    clearEnvironmentVariables: () => scopes.environment.clear(),
    setGlobalVariable: (key, value) => scopes.globals.set(key, value),
    getGlobalVariable: (key) => scopes.globals.get(key),
    clearGlobalVariable: (key) => scopes.globals.unset(key),
    clearGlobalVariables: () => scopes.globals.clear(),
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
        url: request.url,
        method: request.method,
        // As postman-sandbox builds it: enabled headers with a name.
        headers: pm.request.headers.toObject(true, false, true, true),
        data: legacyData(request.body),
      };
    },
    environment: () => scopes.environment.toObject(),
    globals: () => scopes.globals.toObject(),
    data: () => scopes.iterationData.toObject(),
    iteration: () => info.iteration,
  };
}

/** `request.data` was the raw text or the form fields as an object. */
function legacyData(body) {
  if (body.mode === 'raw') return body.raw;
  const rows = body.mode === 'urlencoded' ? body.urlencoded : body.mode === 'formdata' ? body.formdata : [];
  return Object.fromEntries(rows.filter((row) => row.enabled !== false).map((row) => [row.key, row.value ?? '']));
}

/** Legacy `responseHeaders`: each header under its name as the server wrote it, the last one winning. */
function headersAsSent(headers) {
  const object = {};
  headers.each((header) => {
    if (header.disabled !== true) defineOwn(object, header.key, header.value);
  });
  return object;
}
