// `pm.request.auth`: postman-collection's RequestAuth over the request's auth. A type's
// parameters are a list of `{ key, value }` under Postman's names (`pm.request.auth.parameters()
// .get('token')`); scripts that sign requests change them with `update` and `use`, and `toModel`
// turns them back into the request's auth.
import { PARAMS, PropertyList } from './propertyList.js';

/** The types whose parameters the model keeps as fields of its own; the others keep `params`. */
const FIELDS = {
  bearer: ['token'],
  basic: ['username', 'password'],
  apikey: ['key', 'value', 'in'],
};

export class RequestAuthView {
  /** The model's auth, handed back as it came while no script changed anything. */
  #model;
  #changed = false;

  constructor(model) {
    this.#model = model;
    this.type = postmanType(model?.type);
    if (this.type !== 'noauth') this[this.type] = new PropertyList(parametersOf(model), PARAMS);
  }

  /** The current type's parameters. */
  parameters() {
    return this[this.type];
  }

  /** Merges parameters (a list of `{ key, value }` or an object) into a type, the current one by default. */
  update(options, type = this.type) {
    if (options === null || typeof options !== 'object' || !validType(type)) return;
    this.#changed = true;
    if (!(this[type] instanceof PropertyList)) this[type] = new PropertyList([], PARAMS);
    const items = Array.isArray(options)
      ? options
      : options instanceof PropertyList
        ? options.all()
        : Object.entries(options).map(([key, value]) => ({ key, value }));
    for (const item of items) this[type].upsert(item);
  }

  /** Switches to a type, with these parameters merged into what it had. */
  use(type, options) {
    if (!validType(type)) return;
    this.#changed = true;
    this.type = type;
    this.update(options ?? {}, type);
  }

  /** Empties a type's parameters; a type other than the current one is forgotten. */
  clear(type) {
    if (!validType(type) || !(this[type] instanceof PropertyList)) return;
    this.#changed = true;
    this[type].clear();
    if (type !== this.type) delete this[type];
  }

  toJSON() {
    const list = this.parameters();
    return list instanceof PropertyList ? { type: this.type, [this.type]: list.all() } : { type: this.type };
  }

  toModel() {
    if (!this.#changed) return this.#model;
    const values = this.parameters() instanceof PropertyList ? this.parameters().toObject(true, true) : {};
    if (this.type === 'noauth') return { type: 'none' };
    if (FIELDS[this.type]) {
      const model = { type: this.type };
      for (const field of FIELDS[this.type]) if (values[field] !== undefined) model[field] = String(values[field]);
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

function postmanType(type) {
  return type === undefined || type === 'none' || type === 'inherit' ? 'noauth' : type;
}

/** Postman's RequestAuth ignores a type name that is not a word. */
function validType(type) {
  return typeof type === 'string' && /^[a-z0-9]+$/i.test(type);
}

function parametersOf(model) {
  const entries = FIELDS[model.type]
    ? FIELDS[model.type].map((field) => [field, model[field]])
    : model.type === 'oauth2'
      ? [...Object.entries(model.params ?? {}), ['accessToken', model.accessToken], ['tokenType', model.tokenType]]
      : Object.entries(model.params ?? {});
  return entries.filter(([, value]) => value !== undefined).map(([key, value]) => ({ key, value }));
}

/** The model auth of an auth a script wrote in Postman's shape (`{ type, bearer: [{ key, value }] }`) or the model's. */
export function authFromScript(auth) {
  if (auth === null || typeof auth !== 'object' || typeof auth.type !== 'string') return { type: 'none' };
  const { type, [type]: parameters, ...fields } = auth;
  const view = new RequestAuthView({ type: 'none' });
  view.use(String(type), parameters ?? fields);
  return view.toModel();
}
