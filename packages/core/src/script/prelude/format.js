// Turning script values into text and JSON without trusting them: a script may hand the prelude a
// Proxy whose traps throw, a circular object, a Symbol, or objects whose prototype it polluted
// (a `toJSON` on Object.prototype), and none of that may crash the run.
import { apply, getOwnPropertyDescriptor, isArray, objectKeys, ownKeys, stringifyJson } from './intrinsics.js';

/** @typedef {import('./types/partA.js').PlainValue} PlainValue */

const MAX_DEPTH = 20;

/**
 * A JSON-compatible copy built from own enumerable data properties only (no getters, no toJSON).
 * @param {unknown} value
 * @param {number} [depth]
 * @param {unknown[]} [seen] the objects above this one, to cut cycles
 * @returns {PlainValue | undefined}
 */
export function toPlain(value, depth = 0, seen = []) {
  try {
    if (value === null) return null;
    if (typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value === 'bigint') return `${value}`;
    if (typeof value !== 'object') return undefined;
    if (depth > MAX_DEPTH || seen.includes(value)) return '[Circular]';
    const path = [...seen, value];
    if (isArray(value)) {
      const out = [];
      for (let index = 0; index < value.length; index += 1) {
        const item = toPlain(ownValue(value, String(index)), depth + 1, path);
        out.push(item === undefined ? null : item);
      }
      return out;
    }
    /** @type {Record<string, PlainValue>} */
    const out = {};
    for (const key of ownKeys(value)) {
      if (typeof key !== 'string') continue;
      const descriptor = getOwnPropertyDescriptor(value, key);
      if (!descriptor || !descriptor.enumerable || !('value' in descriptor)) continue;
      const item = toPlain(descriptor.value, depth + 1, path);
      if (item !== undefined) out[key] = item;
    }
    return out;
  } catch {
    return '[Unreadable]';
  }
}

/**
 * @param {object} object
 * @param {string} key
 */
function ownValue(object, key) {
  const descriptor = getOwnPropertyDescriptor(object, key);
  return descriptor && 'value' in descriptor ? descriptor.value : undefined;
}

const { hasOwn } = Object;

/**
 * JSON text of a value. Native JSON.stringify when no script has planted a `toJSON` where plain
 * objects and arrays would find it and the value is well-behaved; otherwise the own serializer,
 * which reads own data properties only and survives cycles, throwing Proxies and getters.
 * @param {unknown} value
 * @returns {string}
 */
export function toJsonText(value) {
  if (!hasOwn(Object.prototype, 'toJSON') && !hasOwn(Array.prototype, 'toJSON')) {
    try {
      const text = stringifyJson(value);
      if (text !== undefined) return text;
    } catch {
      // A cycle, a BigInt or a throwing getter: the careful path below handles each.
    }
  }
  const plain = toPlain(value);
  return plain === undefined ? 'null' : writeJson(plain);
}

/**
 * JSON text of toPlain's copy, whose arrays have no holes and whose objects no undefined values.
 * @param {PlainValue} value
 * @returns {string}
 */
function writeJson(value) {
  if (value === null || typeof value !== 'object') return stringifyJson(value);
  if (isArray(value)) {
    let out = '[';
    for (let index = 0; index < value.length; index += 1)
      out += (index ? ',' : '') + writeJson(/** @type {PlainValue} */ (value[index]));
    return `${out}]`;
  }
  let out = '{';
  let first = true;
  for (const key of objectKeys(value)) {
    out += `${first ? '' : ','}${stringifyJson(key)}:${writeJson(/** @type {PlainValue} */ (value[key]))}`;
    first = false;
  }
  return `${out}}`;
}

/**
 * A short readable form for messages: numbers plain, strings and objects as JSON.
 * @param {unknown} value
 * @returns {string}
 */
export function show(value) {
  try {
    if (value === undefined) return 'undefined';
    if (typeof value === 'symbol') return apply(Symbol.prototype.toString, value, []);
    if (typeof value === 'function') return `[Function${value.name ? ` ${value.name}` : ''}]`;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return `${value}`;
    const text = toJsonText(value);
    return text.length > 500 ? `${text.slice(0, 500)}…` : text;
  } catch {
    return '[Unreadable]';
  }
}

/**
 * What `console.log(a, b)` prints: strings as they are, everything else shown.
 * @param {unknown[]} args
 */
export function logText(args) {
  return args.map((arg) => (typeof arg === 'string' ? arg : show(arg))).join(' ');
}

/**
 * Name and message of anything thrown: an Error, null, a number, a Symbol, a Proxy…
 * @param {unknown} thrown
 * @returns {import('./types/prelude.js').Failure}
 */
export function describeThrown(thrown) {
  try {
    if (thrown !== null && (typeof thrown === 'object' || typeof thrown === 'function')) {
      const message = ownOrInherited(thrown, 'message');
      const name = ownOrInherited(thrown, 'name');
      if (typeof message === 'string') {
        return { name: typeof name === 'string' && name ? name : 'Error', message };
      }
    }
    return { name: 'Error', message: `Script threw ${show(thrown)}` };
  } catch {
    return { name: 'Error', message: 'Script threw an unreadable value' };
  }
}

/**
 * @param {object} object
 * @param {string} key
 * @returns {unknown}
 */
function ownOrInherited(object, key) {
  try {
    return /** @type {Record<string, unknown>} */ (object)[key];
  } catch {
    return undefined;
  }
}
