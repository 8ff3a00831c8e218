// Variable scopes as Postman has them: globals, environment, collectionVariables,
// iterationData and the run-local `pm.variables`, which reads through every scope in Postman's
// order: local → iteration data → environment → collection → globals.
import { randomInt, randomString, uuid } from './helpers.js';
import { substitute } from '../../variables/substitute.js';
import { apply, hasOwn, stringifyJson } from './intrinsics.js';
import { PropertyList, fromKeyValues } from './propertyList.js';

// Scopes a script wrote to; the others go back to the host as they came (it keeps its own copy).
// The WeakSet methods are taken now: a script may replace them before it sets a variable.
const written = new WeakSet();
const { add: addWritten, has: hasWritten } = WeakSet.prototype;

/** Whether a script set, unset or cleared anything in `scope` (any VariableScope). */
export function wasWritten(scope) {
  return apply(hasWritten, written, [scope]);
}

/** One scope; keeps each variable's other fields (type, description) so they survive a run. */
export class VariableScope {
  #items;

  /** `name`: the environment's, for `pm.environment.name`. */
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

  has(key) {
    const item = this.#items.get(String(key));
    return item !== undefined && item.enabled !== false;
  }

  get(key) {
    return this.has(key) ? this.#items.get(String(key)).value : undefined;
  }

  set(key, value, type) {
    const name = String(key);
    const previous = this.#items.get(name);
    const next = { ...previous, key: name, value: storable(value), enabled: true };
    if (typeof type === 'string') next.type = type;
    this.#items.set(name, next);
    apply(addWritten, written, [this]);
  }

  unset(key) {
    this.#items.delete(String(key));
    apply(addWritten, written, [this]);
  }

  clear() {
    this.#items.clear();
    apply(addWritten, written, [this]);
  }

  toObject() {
    const object = {};
    for (const [key, item] of this.#items) if (item.enabled !== false) object[key] = item.value;
    return object;
  }

  replaceIn(template) {
    return replaceIn(template, (name) => (this.has(name) ? this.get(name) : undefined));
  }

  /** postman-collection's `values`: the variables as a list, a copy (changes go through set and unset). */
  get values() {
    return new PropertyList(fromKeyValues([...this.#items.values()]));
  }

  /** The variables as the model stores them. */
  toJSON() {
    return [...this.#items.values()];
  }
}

/** `pm.variables`: writes go to the local scope, reads go through all scopes. */
export class ResolvedScope {
  #local;
  #chain;

  constructor(local, chain) {
    this.#local = local;
    this.#chain = [local, ...chain];
  }

  has(key) {
    return this.#chain.some((scope) => scope.has(key));
  }

  get(key) {
    const scope = this.#chain.find((candidate) => candidate.has(key));
    return scope ? scope.get(key) : undefined;
  }

  set(key, value, type) {
    this.#local.set(key, value, type);
  }

  unset(key) {
    this.#local.unset(key);
  }

  clear() {
    this.#local.clear();
  }

  toObject() {
    return Object.assign({}, ...[...this.#chain].reverse().map((scope) => scope.toObject()));
  }

  replaceIn(template) {
    return replaceIn(template, (name) => this.get(name));
  }
}

/** Data-file rows hold any JSON; iteration data is a scope over them. */
export function iterationScope(row) {
  return new VariableScope(Object.entries(row ?? {}).map(([key, value]) => ({ key, value, enabled: true })));
}

/** @type {(name: string) => string | undefined} */
let fakerVariable = () => undefined;
/** `(name) → value | undefined` for Postman's faker-backed `$random…` variables, loaded on first use. */
export function useFakerVariables(lookup) {
  fakerVariable = lookup;
}

// Dynamic variables Postman resolves inside `replaceIn` (randomInt/randomString as the script
// helpers have them); the other `$…` names are faker's.
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

function dynamicValue(name) {
  if (hasOwn(DYNAMIC, name)) return DYNAMIC[name]();
  return name.startsWith('$') ? fakerVariable(name) : undefined;
}

/** Values a variable can hold: JSON; functions and undefined become text as Postman shows them. */
function storable(value) {
  if (value === undefined) return '';
  if (typeof value === 'function' || typeof value === 'symbol') return String(value);
  return value;
}
