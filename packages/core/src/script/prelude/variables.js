// Variable scopes as Postman has them: globals, environment, collectionVariables,
// iterationData and the run-local `pm.variables`, which reads through every scope in Postman's
// order: local → iteration data → environment → collection → globals.
import { randomInt, randomString, uuid } from './helpers.js';
import { substitute } from '../../variables/substitute.js';
import { apply, hasOwn, stringifyJson } from './intrinsics.js';
import { PropertyList, fromKeyValues } from './propertyList.js';

/**
 * A variable as a scope keeps it: the host's, or one a script set, with the value and the type
 * name the script gave.
 * @typedef {{ key: string, value: unknown, enabled?: boolean, type?: string, description?: string }} ScopeVariable
 * @typedef {import('../../model/variable.js').Variable} Variable
 */

// Scopes a script wrote to; the others go back to the host as they came (it keeps its own copy).
// The WeakSet methods are taken now: a script may replace them before it sets a variable.
const written = new WeakSet();
const { add: addWritten, has: hasWritten } = WeakSet.prototype;

/**
 * Whether a script set, unset or cleared anything in `scope`.
 * @param {VariableScope} scope
 */
export function wasWritten(scope) {
  return apply(hasWritten, written, [scope]);
}

/** One scope; keeps each variable's other fields (type, description) so they survive a run. */
export class VariableScope {
  /** @type {Map<string, ScopeVariable>} */
  #items;

  /**
   * @param {ScopeVariable[]} variables
   * @param {string} [name] the environment's, for `pm.environment.name`
   */
  constructor(variables, name) {
    if (name !== undefined) this.name = name;
    this.#items = new Map();
    for (const variable of variables) {
      if (!variable || typeof variable.key !== 'string') continue;
      // A repeated name: the last switched-on one counts, and a switched-off one never hides it.
      const kept = this.#items.get(variable.key);
      if (variable.enabled === false && kept !== undefined && kept.enabled !== false) continue;
      this.#items.set(variable.key, variable);
    }
  }

  /** @param {unknown} key */
  has(key) {
    const item = this.#items.get(String(key));
    return item !== undefined && item.enabled !== false;
  }

  /** @param {unknown} key */
  get(key) {
    return this.has(key) ? /** @type {ScopeVariable} */ (this.#items.get(String(key))).value : undefined;
  }

  /**
   * @param {unknown} key
   * @param {unknown} value
   * @param {unknown} [type] the variable's type name (Postman's 'string', 'secret', …), kept when it is text
   */
  set(key, value, type) {
    const name = String(key);
    const previous = this.#items.get(name);
    const next = { ...previous, key: name, value: storable(value), enabled: true };
    if (typeof type === 'string') next.type = type;
    this.#items.set(name, next);
    apply(addWritten, written, [this]);
  }

  /** @param {unknown} key */
  unset(key) {
    this.#items.delete(String(key));
    apply(addWritten, written, [this]);
  }

  clear() {
    this.#items.clear();
    apply(addWritten, written, [this]);
  }

  toObject() {
    /** @type {Record<string, unknown>} */
    const object = {};
    for (const [key, item] of this.#items) if (item.enabled !== false) object[key] = item.value;
    return object;
  }

  /** @param {unknown} template */
  replaceIn(template) {
    return replaceIn(template, (name) => (this.has(name) ? this.get(name) : undefined));
  }

  /** postman-collection's `values`: the variables as a list, a copy (changes go through set and unset). */
  get values() {
    return new PropertyList(fromKeyValues([...this.#items.values()]));
  }

  /**
   * The variables as the model stores them. A value a script set reaches the host through JSON
   * (toJsonText), which makes it the model's JSON value.
   * @returns {Variable[]}
   */
  toJSON() {
    return /** @type {Variable[]} */ ([...this.#items.values()]);
  }
}

/** `pm.variables`: writes go to the local scope, reads go through all scopes. */
export class ResolvedScope {
  #local;
  #chain;

  /**
   * @param {VariableScope} local
   * @param {VariableScope[]} chain the scopes read after the local one, in Postman's order
   */
  constructor(local, chain) {
    this.#local = local;
    this.#chain = [local, ...chain];
  }

  /** @param {unknown} key */
  has(key) {
    return this.#chain.some((scope) => scope.has(key));
  }

  /** @param {unknown} key */
  get(key) {
    const scope = this.#chain.find((candidate) => candidate.has(key));
    return scope ? scope.get(key) : undefined;
  }

  /**
   * @param {unknown} key
   * @param {unknown} value
   * @param {unknown} [type]
   */
  set(key, value, type) {
    this.#local.set(key, value, type);
  }

  /** @param {unknown} key */
  unset(key) {
    this.#local.unset(key);
  }

  clear() {
    this.#local.clear();
  }

  /** @returns {Record<string, unknown>} */
  toObject() {
    return Object.assign({}, ...[...this.#chain].reverse().map((scope) => scope.toObject()));
  }

  /** @param {unknown} template */
  replaceIn(template) {
    return replaceIn(template, (name) => this.get(name));
  }
}

/**
 * Data-file rows hold any JSON; iteration data is a scope over them.
 * @param {Record<string, unknown> | undefined} row
 */
export function iterationScope(row) {
  return new VariableScope(Object.entries(row ?? {}).map(([key, value]) => ({ key, value, enabled: true })));
}

/** @type {(name: string) => string | undefined} */
let fakerVariable = () => undefined;
/**
 * `(name) → value | undefined` for Postman's faker-backed `$random…` variables, loaded on first use.
 * @param {(name: string) => string | undefined} lookup
 */
export function useFakerVariables(lookup) {
  fakerVariable = lookup;
}

// Dynamic variables Postman resolves inside `replaceIn` (randomInt/randomString as the script
// helpers have them); the other `$…` names are faker's.
/** @type {Record<string, () => string>} */
const DYNAMIC = {
  $guid: () => uuid(),
  $randomUUID: () => uuid(),
  $timestamp: () => String(Math.floor(Date.now() / 1000)),
  $isoTimestamp: () => new Date().toISOString(),
  $randomInt: () => String(randomInt()),
  $randomString: () => randomString(),
};

/**
 * `{{name}}` → value, by Postman's rules (substitute.ts, shared with the send pipeline): the name
 * exactly as written, nested placeholders resolved, unknown names left as written; a defined
 * variable wins over a dynamic one of the same name.
 * @param {unknown} template only text has placeholders: anything else comes back as it is
 * @param {(name: string) => unknown} lookup
 */
function replaceIn(template, lookup) {
  if (typeof template !== 'string') return template;
  return substitute(template, (name) => {
    const value = lookup(name);
    if (value === undefined) return dynamicValue(name);
    if (value === null) return '';
    return typeof value === 'object' ? stringifyJson(value) : String(value);
  });
}

/** @param {string} name */
function dynamicValue(name) {
  if (hasOwn(DYNAMIC, name)) return /** @type {() => string} */ (DYNAMIC[name])();
  return name.startsWith('$') ? fakerVariable(name) : undefined;
}

/**
 * Values a variable can hold: JSON; functions and undefined become text as Postman shows them.
 * @param {unknown} value
 */
function storable(value) {
  if (value === undefined) return '';
  if (typeof value === 'function' || typeof value === 'symbol') return String(value);
  return value;
}
