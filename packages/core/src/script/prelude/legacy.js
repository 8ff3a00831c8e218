// The globals older Postman scripts still use: `tests[...]`, `responseBody`,
// `responseCode`, `postman.setEnvironmentVariable`, … — each a view over the same state `pm` uses.
import { defineOwn, hasOwn } from './intrinsics.js';

/**
 * @typedef {import('./index.js').Scopes} Scopes
 * @typedef {import('./types/prelude.js').Flow} Flow
 * @typedef {import('../host.js').ScriptInfo} ScriptInfo
 * @typedef {import('./request.js').RequestView} RequestView
 * @typedef {import('./response.js').ResponseView} ResponseView
 * @typedef {import('./propertyList.js').PropertyList} PropertyList
 * @typedef {typeof LEGACY_NAMES[number]} LegacyName
 * @typedef {'environment' | 'globals'} LegacyScope the scopes legacy `postman` writes to
 */
/**
 * What the legacy globals are views over: the script's `pm` (for its request), the run's scopes,
 * flow, response and cookies, and the input's info.
 * @typedef {{ pm: { request: RequestView }, scopes: Scopes, flow: Flow, response: ResponseView | undefined,
 *   cookies: PropertyList, info: ScriptInfo }} LegacySources
 */
/**
 * A request body as RequestView.toModel gives it: the raw text and the form rows are what
 * legacy `request.data` reads.
 * @typedef {{ key: string, value?: unknown, enabled?: boolean }} BodyRow
 * @typedef {{ mode: 'raw', raw: string } | { mode: 'urlencoded', urlencoded: BodyRow[] }
 *   | { mode: 'formdata', formdata: BodyRow[] } | { mode: 'none' | 'graphql' | 'file' }} LegacyBody
 */

/** Script parameters computed only for scripts whose source names them (or uses eval). */
export const LEGACY_NAMES = /** @type {const} */ ([
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
]);

/**
 * The legacy names a script's text mentions; all of them when it uses eval, which could reach any.
 * @param {string} source
 * @returns {readonly LegacyName[]}
 */
export function legacyNamesUsedBy(source) {
  if (/\beval\b/.test(source)) return LEGACY_NAMES;
  return LEGACY_NAMES.filter((name) => new RegExp(`\\b${name}\\b`).test(source));
}

/**
 * The legacy globals, each a function computing its value for the script about to run.
 * @param {LegacySources} sources
 */
export function legacyGlobals({ pm, scopes, flow, response, cookies, info }) {
  // The `environment` and `globals` objects the running script was given: postman-sandbox's
  // legacy setters change them too, so the script reads back what it set.
  /** @type {Record<LegacyScope, Record<PropertyKey, unknown> | undefined>} */
  const seen = { environment: undefined, globals: undefined };
  // A script's key is taken as a property key the way assignment takes it (a symbol stays one).
  /** @param {LegacyScope} scope */
  const setter = (scope) => /** @param {unknown} key @param {unknown} value */ (key, value) => {
    const kept = legacyValue(value);
    const object = seen[scope];
    if (object) defineOwn(object, /** @type {PropertyKey} */ (key), kept);
    scopes[scope].set(key, kept);
  };
  /** @param {LegacyScope} scope */
  const unsetter = (scope) => /** @param {unknown} key */ (key) => {
    const object = seen[scope];
    if (object && key) delete object[/** @type {PropertyKey} */ (key)];
    scopes[scope].unset(key);
  };
  /** @param {LegacyScope} scope */
  const clearer = (scope) => () => {
    const object = seen[scope];
    if (object) for (const key of Object.keys(object)) delete object[key];
    scopes[scope].clear();
  };
  const postman = {
    setEnvironmentVariable: setter('environment'),
    getEnvironmentVariable: /** @param {unknown} key */ (key) => scopes.environment.get(key),
    clearEnvironmentVariable: unsetter('environment'),
    clearEnvironmentVariables: clearer('environment'),
    setGlobalVariable: setter('globals'),
    getGlobalVariable: /** @param {unknown} key */ (key) => scopes.globals.get(key),
    clearGlobalVariable: unsetter('globals'),
    clearGlobalVariables: clearer('globals'),
    setNextRequest: /** @param {unknown} name */ (name) => flow.setNextRequest(name),
    getResponseHeader: /** @param {unknown} name */ (name) => response?.headers.get(name),
    getResponseCookie: /** @param {unknown} name */ (name) => cookies.one(name),
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

/**
 * The legacy setters store a truthy value as its toString(), as postman-sandbox does; false stays false.
 * @param {unknown} value
 */
function legacyValue(value) {
  return value && typeof value.toString === 'function' ? value.toString() : value;
}

/**
 * `request.data` was the raw text, or the form fields as an object where a repeated field holds
 * all its values in an array (an empty first value is replaced, as postman-sandbox does).
 * @param {LegacyBody} body
 */
function legacyData(body) {
  if (body.mode === 'raw') return body.raw === '' ? {} : body.raw;
  const rows = body.mode === 'urlencoded' ? body.urlencoded : body.mode === 'formdata' ? body.formdata : [];
  /** @type {Record<string, unknown>} */
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

/**
 * Legacy `responseHeaders`: each header under its name as the server wrote it, the last one winning.
 * @param {PropertyList} headers
 */
function headersAsSent(headers) {
  /** @type {Record<string, unknown>} */
  const object = {};
  headers.each((header) => {
    if (header.disabled !== true) defineOwn(object, header.key, header.value);
  });
  return object;
}
