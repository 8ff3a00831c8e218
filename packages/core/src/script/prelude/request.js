// `pm.request`: url, method, headers, body and auth of the request. Changes made in a
// pre-request script are read back with `toModel()` and sent.
import chai from 'chai';
import { RequestAuthView, authFromScript } from './auth.js';
import { hasOwn, objectKeys } from './intrinsics.js';
import { HEADERS, PropertyList, fromKeyValues, toKeyValues } from './propertyList.js';
import { Url } from './url.js';

/**
 * @typedef {import('../../model/auth.js').Auth} Auth
 * @typedef {import('../../model/keyValue.js').KeyValue} KeyValue
 * @typedef {import('./types/partA.js').AuthFromScript} AuthFromScript
 * @typedef {import('./propertyList.js').PropertyItem} PropertyItem
 * @typedef {import('./propertyList.js').ItemInput} ItemInput
 * @typedef {import('./propertyList.js').ItemMatch} ItemMatch
 * @typedef {import('./propertyList.js').KeyValueRow} KeyValueRow
 */
/**
 * A form part as the model has it, or as a script's edits left it (`src` as the script gave it).
 * @typedef {{ key: string, type: 'file', src: unknown[], enabled: boolean }
 *   | { key: string, type: 'text', value: string, enabled: boolean }} FormRow
 */
/**
 * A body as the model has it (Body), or as a script's edits left it: the raw language and a form
 * part's files as the script wrote them; the host checks the request against its schema.
 * @typedef {{ mode: 'none' }
 *   | { mode: 'raw', raw: string, language: unknown }
 *   | { mode: 'urlencoded', urlencoded: KeyValue[] }
 *   | { mode: 'formdata', formdata: FormRow[] }
 *   | { mode: 'graphql', query: string, variables: string }
 *   | { mode: 'file', src: string }} BodyModel
 */
/**
 * Postman's RequestBody fields (`pm.request.body`): what a script reads and changes, and what it
 * gives `update` or `pm.sendRequest`.
 * @typedef {{
 *   mode: string,
 *   raw?: unknown,
 *   options?: { raw?: { language?: unknown } },
 *   urlencoded?: PropertyList | PropertyItem[],
 *   formdata?: PropertyList | PropertyItem[],
 *   graphql?: { query?: unknown, variables?: unknown },
 *   file?: { src?: unknown },
 *   [field: string]: unknown,
 * }} BodyContent
 */
/**
 * The request a view shows: the host's, or one `pm.sendRequest` was given, whose method, URL and
 * auth are as the script wrote them.
 * @typedef {{
 *   method: unknown,
 *   url: unknown,
 *   headers: KeyValueRow[],
 *   pathVariables?: KeyValueRow[],
 *   body: BodyModel,
 *   auth?: Auth | AuthFromScript,
 *   description?: string,
 * }} RequestModel
 */
/**
 * A request in Postman's shape, as `pm.sendRequest` takes one besides a URL.
 * @typedef {{
 *   url?: string | { raw?: unknown } | null,
 *   method?: unknown,
 *   header?: PropertyList | ItemInput[] | string | Record<string, unknown> | null,
 *   body?: string | BodyContent | null,
 *   auth?: unknown,
 * }} ScriptRequest
 */

export class RequestView {
  /**
   * Parsed on first use; until then `toModel` hands back the text exactly as it came.
   * @type {Url | undefined}
   */
  #url;
  /** @type {unknown} */
  #urlText;
  /**
   * The auth `toModel` gives while `auth` is unset: the request's own none or inherit.
   * @type {Auth | AuthFromScript}
   */
  #authless;

  // No `id` or `name`: postman-collection's Request has neither; they belong to the item (`pm.info`).
  /** @param {RequestModel} model */
  constructor(model) {
    // postman-collection's Description: `{ content, type }`, its text when printed.
    if (model.description !== undefined) this.description = description(model.description);
    this.#urlText = model.url;
    this.method = model.method;
    this.headers = new PropertyList(fromKeyValues(model.headers), HEADERS);
    this.body = bodyView(model.body);
    // As in Postman, a request without auth of its own has no `auth` (`authorizeUsing` adds one).
    const { auth } = model;
    const authless = auth === undefined || auth.type === 'none' || auth.type === 'inherit';
    this.#authless = authless ? (auth ?? { type: 'none' }) : { type: 'none' };
    /** @type {RequestAuthView | AuthFromScript | undefined} */
    this.auth = authless ? undefined : new RequestAuthView(auth);
    this.pathVariables = model.pathVariables;
  }

  /** @returns {Url} */
  get url() {
    this.#url ??= new Url(this.#urlText, this.pathVariables);
    return this.#url;
  }

  /** `pm.request.to.have.header('Host')`: chai with Postman's request assertions (postmanAssertions.js). */
  get to() {
    return chai.expect(this).to;
  }

  /**
   * Postman scripts assign text (`pm.request.url = '…'`) as well as Url objects.
   * @param {unknown} value
   */
  set url(value) {
    this.#url = value instanceof Url ? value : new Url(String(value), this.pathVariables);
  }

  /**
   * postman-collection's `getHeaders({ enabled, ignoreCase, sanitizeKeys })`: names as written unless `ignoreCase`.
   * @param {{ enabled?: boolean, ignoreCase?: boolean, sanitizeKeys?: boolean }} [options]
   */
  getHeaders(options = {}) {
    return this.headers.toObject(options.enabled, !options.ignoreCase, true, options.sanitizeKeys);
  }

  /**
   * postman-collection's `authorizeUsing(type, params)`: sets the auth, or removes it for null.
   * @param {unknown} type a type name, or `{ type, …params }`
   * @param {unknown} [options] the type's parameters
   * @returns {void}
   */
  authorizeUsing(type, options) {
    if (type !== null && typeof type === 'object' && options == null) {
      const { type: named, ...rest } = /** @type {Record<string, unknown>} */ (type);
      return this.authorizeUsing(named, rest);
    }
    if (type === null) {
      this.auth = undefined;
      this.#authless = { type: 'none' };
      return;
    }
    if (this.auth instanceof RequestAuthView) this.auth.clear(type);
    else this.auth = new RequestAuthView({ type: 'none' });
    this.auth.use(type, options);
  }

  /** @param {ItemInput} header */
  addHeader(header) {
    this.headers.add(header);
  }

  /**
   * postman-collection's `forEachHeader(callback)`: each header with the request.
   * @param {(header: PropertyItem, request: RequestView) => void} callback
   */
  forEachHeader(callback) {
    this.headers.each((header) => callback(header, this));
  }

  /** @param {ItemInput} header */
  upsertHeader(header) {
    this.headers.upsert(header);
  }

  /** @param {ItemMatch} key */
  removeHeader(key) {
    this.headers.remove(key);
  }

  /** @param {ItemInput | ItemInput[]} params */
  addQueryParams(params) {
    this.url.addQueryParams(params);
  }

  /** @param {ItemMatch | ItemMatch[]} keys */
  removeQueryParams(keys) {
    this.url.removeQueryParams(keys);
  }

  toJSON() {
    return this.toModel();
  }

  toModel() {
    return {
      method: String(this.method).toUpperCase(),
      url: this.#url === undefined ? String(this.#urlText ?? '') : this.#url.toRaw(),
      headers: toKeyValues(this.headers),
      pathVariables: this.#url === undefined ? this.pathVariables : toKeyValues(this.#url.variables),
      body: bodyModel(this.body),
      // A script may also assign a model auth (`{ type: 'bearer', token }`).
      auth: this.auth instanceof RequestAuthView ? this.auth.toModel() : (this.auth ?? this.#authless),
    };
  }
}

/**
 * Postman's body shape: `{ mode, raw, urlencoded, formdata, graphql, file, options }`.
 * @param {BodyModel} body
 */
function bodyContent(body) {
  /** @type {BodyContent} */
  const content = { mode: body.mode };
  if (body.mode === 'raw') {
    content.raw = body.raw;
    content.options = { raw: { language: body.language } };
  }
  if (body.mode === 'urlencoded') content.urlencoded = new PropertyList(fromKeyValues(body.urlencoded));
  if (body.mode === 'formdata') content.formdata = new PropertyList(fromKeyValues(body.formdata));
  if (body.mode === 'graphql') content.graphql = { query: body.query, variables: body.variables };
  if (body.mode === 'file') content.file = { src: body.src };
  return content;
}

/**
 * `pm.request.body`: the content and postman-collection's RequestBody methods, which always act on this object.
 * @param {BodyModel} body
 */
function bodyView(body) {
  const view = bodyContent(body);
  // As postman-collection: raw text, or urlencoded parameters unparsed; other modes have no text.
  const methods = {
    toString() {
      if (view.mode === 'raw') return String(view.raw ?? '');
      if (view.mode === 'urlencoded') return view.urlencoded instanceof PropertyList ? view.urlencoded.toString() : '';
      return '';
    },
    // postman-collection's RequestBody#toJSON: the mode, its content, and options only when set.
    toJSON() {
      const { mode } = view;
      const content = mode === 'none' ? {} : { [mode]: view[mode] };
      const language = view.options?.raw?.language;
      return { mode, ...content, ...(mode === 'raw' && language !== 'text' && { options: view.options }) };
    },
    isEmpty: () => view.mode === 'none' || (view.mode === 'raw' && !view.raw),
    /**
     * `pm.request.body.update('text' | { mode, raw, … })`: the content is replaced, the object stays.
     * @param {string | BodyContent} next
     */
    update(next) {
      const source = typeof next === 'string' ? { mode: 'raw', raw: next } : next;
      const content = bodyContent(bodyModel(source));
      for (const key of objectKeys(view)) if (!hasOwn(methods, key)) delete view[key];
      Object.assign(view, content);
    },
  };
  return Object.assign(view, methods);
}

/**
 * The model's body of a body view, or of a body in Postman's shape a script gave.
 * @param {BodyContent | null | undefined} view
 * @returns {BodyModel}
 */
function bodyModel(view) {
  /** @param {PropertyList | PropertyItem[] | undefined} value */
  const list = (value) =>
    value instanceof PropertyList ? toKeyValues(value) : toKeyValues(new PropertyList(value ?? []));
  switch (view?.mode) {
    case 'raw':
      // An object as raw content goes as its JSON, as postman-runtime sends it.
      return { mode: 'raw', raw: stringOrJson(view.raw), language: view.options?.raw?.language ?? 'text' };
    case 'urlencoded':
      return { mode: 'urlencoded', urlencoded: list(view.urlencoded) };
    case 'formdata':
      return {
        mode: 'formdata',
        formdata: (view.formdata instanceof PropertyList ? view.formdata.all() : (view.formdata ?? [])).map((part) =>
          part.type === 'file'
            ? {
                key: String(part.key),
                type: 'file',
                src: /** @type {unknown[]} */ ([]).concat(part.src ?? []),
                enabled: part.disabled !== true,
              }
            : { key: String(part.key), type: 'text', value: String(part.value ?? ''), enabled: part.disabled !== true },
        ),
      };
    case 'graphql':
      return {
        mode: 'graphql',
        query: String(view.graphql?.query ?? ''),
        variables: stringOrJson(view.graphql?.variables),
      };
    case 'file':
      return { mode: 'file', src: String(view.file?.src ?? '') };
    default:
      return { mode: 'none' };
  }
}

/** @param {string} content */
function description(content) {
  return { content, type: 'text/plain', toString: () => content };
}

/** @param {unknown} value */
function stringOrJson(value) {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * What `pm.sendRequest` accepts (a URL or a Postman request object) as a model request.
 * @param {unknown} input
 */
export function requestFromScript(input) {
  if (typeof input === 'string')
    return new RequestView({
      method: 'GET',
      url: input,
      headers: [],
      body: { mode: 'none' },
      auth: { type: 'none' },
    }).toModel();
  if (input instanceof RequestView) return input.toModel();
  return requestFromObject(/** @type {ScriptRequest | null | undefined} */ (input));
}

/**
 * A request in Postman's shape as a model request; what is not there reads as missing.
 * @param {ScriptRequest | null | undefined} input
 */
function requestFromObject(input) {
  // Headers as Postman takes them, under `header` only (a `headers` key is not read there): a list of
  // items or of `Name: value` lines, that text itself, or an object.
  const given = input?.header ?? {};
  const headerList = new PropertyList([], HEADERS);
  if (given instanceof PropertyList) given.each((item) => headerList.add(item));
  else if (Array.isArray(given)) given.forEach((item) => headerList.add(item));
  else if (typeof given === 'string')
    given
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '')
      .forEach((line) => headerList.add(line));
  else Object.entries(given).forEach(([key, value]) => headerList.add({ key, value }));
  const headerRows = headerList.all();
  const view = new RequestView({
    method: input?.method ?? 'GET',
    url:
      typeof input?.url === 'object' && input.url !== null ? (input.url.raw ?? String(input.url)) : (input?.url ?? ''),
    headers: headerRows.map((row) => ({
      key: String(row.key),
      value: String(row.value ?? ''),
      enabled: row.disabled !== true,
    })),
    body: { mode: 'none' },
    auth: authFromScript(input?.auth),
  });
  if (input?.body) view.body.update(input.body);
  return view.toModel();
}
