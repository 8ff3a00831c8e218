// `pm.request.auth`: postman-collection's RequestAuth over the request's auth. A type's
// parameters are a list of `{ key, value }` under Postman's names (`pm.request.auth.parameters()
// .get('token')`); scripts that sign requests change them with `update` and `use`, and `toModel`
// turns them back into the request's auth.
import { PARAMS, PropertyList } from './propertyList.js';

/**
 * @typedef {import('../../model/auth.js').Auth} Auth
 * @typedef {import('./types/partA.js').AuthFromScript} AuthFromScript
 */

/**
 * The types whose parameters the model keeps as fields of its own; the others keep `params`.
 * @type {Record<string, string[]>}
 */
const FIELDS = {
  bearer: ['token'],
  basic: ['username', 'password'],
  apikey: ['key', 'value', 'in'],
};

export class RequestAuthView {
  /**
   * The model's auth, handed back as it came while no script changed anything.
   * @type {Auth | AuthFromScript}
   */
  #model;
  #changed = false;

  /** @param {Auth | AuthFromScript} model the request's auth, or the one a script gave `pm.sendRequest` */
  constructor(model) {
    this.#model = model;
    this.type = postmanType(model?.type);
    if (this.type !== 'noauth') byType(this)[this.type] = new PropertyList(parametersOf(model), PARAMS);
  }

  /** The current type's parameters (a PropertyList, unless a script put something else there). */
  parameters() {
    return byType(this)[this.type];
  }

  /**
   * Merges parameters (a list of `{ key, value }` or an object) into a type, the current one by default.
   * @param {unknown} options
   * @param {unknown} [type]
   */
  update(options, type = this.type) {
    if (options === null || typeof options !== 'object' || !validType(type)) return;
    this.#changed = true;
    if (!(byType(this)[type] instanceof PropertyList)) byType(this)[type] = new PropertyList([], PARAMS);
    const items = Array.isArray(options)
      ? options
      : options instanceof PropertyList
        ? options.all()
        : Object.entries(options).map(([key, value]) => ({ key, value }));
    for (const item of items) /** @type {PropertyList} */ (byType(this)[type]).upsert(item);
  }

  /**
   * Switches to a type, with these parameters merged into what it had.
   * @param {unknown} type
   * @param {unknown} [options]
   */
  use(type, options) {
    if (!validType(type)) return;
    this.#changed = true;
    this.type = type;
    this.update(options ?? {}, type);
  }

  /**
   * Empties a type's parameters; a type other than the current one is forgotten.
   * @param {unknown} type
   */
  clear(type) {
    if (!validType(type)) return;
    const list = byType(this)[type];
    if (!(list instanceof PropertyList)) return;
    this.#changed = true;
    list.clear();
    if (type !== this.type) delete byType(this)[type];
  }

  toJSON() {
    const list = this.parameters();
    return list instanceof PropertyList ? { type: this.type, [this.type]: list.all() } : { type: this.type };
  }

  /** @returns {Auth | AuthFromScript} the request's auth while no script changed it */
  toModel() {
    if (!this.#changed) return this.#model;
    const list = this.parameters();
    const values = list instanceof PropertyList ? list.toObject(true, true) : {};
    if (this.type === 'noauth') return { type: 'none' };
    const fields = FIELDS[this.type];
    if (fields) {
      /** @type {AuthFromScript} */
      const model = { type: this.type };
      for (const field of fields) if (values[field] !== undefined) model[field] = String(values[field]);
      return model;
    }
    if (this.type === 'oauth2') {
      const { accessToken, tokenType, ...params } = values;
      return {
        type: 'oauth2',
        ...(accessToken !== undefined && { accessToken: String(accessToken) }),
        tokenType: tokenType === undefined ? 'Bearer' : String(tokenType),
        params,
      };
    }
    return { type: this.type, params: values };
  }
}

/**
 * A view as Postman's RequestAuth is: each type's parameters under the type's name
 * (`pm.request.auth.bearer`), which scripts may read or replace.
 * @param {RequestAuthView} view
 * @returns {Record<string, unknown>}
 */
function byType(view) {
  return /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (view));
}

/** @param {string | undefined} type */
function postmanType(type) {
  return type === undefined || type === 'none' || type === 'inherit' ? 'noauth' : type;
}

/**
 * Postman's RequestAuth ignores a type name that is not a word.
 * @param {unknown} type
 * @returns {type is string}
 */
function validType(type) {
  return typeof type === 'string' && /^[a-z0-9]+$/i.test(type);
}

/**
 * A type's parameters as `{ key, value }` items, from the model's fields or its `params`.
 * @param {Auth | AuthFromScript} model
 */
function parametersOf(model) {
  const fields = FIELDS[model.type];
  /** @type {Record<string, unknown>} */
  const values = model;
  /** @type {Array<[string, unknown]>} */
  const entries = fields
    ? fields.map((field) => [field, values[field]])
    : model.type === 'oauth2'
      ? [...Object.entries(values.params ?? {}), ['accessToken', values.accessToken], ['tokenType', values.tokenType]]
      : Object.entries(values.params ?? {});
  return entries.filter(([, value]) => value !== undefined).map(([key, value]) => ({ key, value }));
}

/**
 * The model auth of an auth a script wrote in Postman's shape (`{ type, bearer: [{ key, value }] }`) or the model's.
 * @param {unknown} auth
 * @returns {Auth | AuthFromScript}
 */
export function authFromScript(auth) {
  if (auth === null || typeof auth !== 'object') return { type: 'none' };
  const given = /** @type {Record<string, unknown>} */ (auth);
  if (typeof given.type !== 'string') return { type: 'none' };
  const { type, [/** @type {string} */ (type)]: parameters, ...fields } = given;
  const view = new RequestAuthView({ type: 'none' });
  view.use(String(type), parameters ?? fields);
  return view.toModel();
}
