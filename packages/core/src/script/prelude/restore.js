// Putting the built-ins back after each run: a script that breaks one
// (`Array.prototype.map = null`) must not break the scripts after it. Properties scripts ADD are
// kept: Postman shares one context per run and collections share helpers through
// `Object.prototype`.
import {
  defineProperty,
  getOwnPropertyDescriptor,
  getPrototypeOf,
  hasOwn,
  isExtensible,
  objectKeys,
  setPrototypeOf,
} from './intrinsics.js';
import { OWN_VALUE, PRESENT, VALUE, compileValueChecks } from './valueCheck.js';

/**
 * @typedef {string | symbol} Key
 * @typedef {import('./valueCheck.js').ReadKind} ReadKind
 */
/**
 * A recorded property: its fields for comparing, and a descriptor without prototype for putting it
 * back (defineProperty must not read a `get` a script adds to Object.prototype).
 * @typedef {{
 *   data: boolean,
 *   value: unknown,
 *   get: PropertyDescriptor['get'],
 *   set: PropertyDescriptor['set'],
 *   writable: boolean | undefined,
 *   enumerable: boolean | undefined,
 *   configurable: boolean | undefined,
 *   descriptor: PropertyDescriptor,
 * }} RecordedProperty
 */
/**
 * What restore() knows of one built-in: `checked` are its non-enumerable properties, compared by
 * value after a run that reshaped nothing (`hidden` has them by name), `exact` its enumerable ones,
 * always compared by descriptor.
 * @typedef {{
 *   object: object,
 *   prototype: object | null,
 *   depth: number,
 *   extensible: boolean,
 *   checked: Key[],
 *   checkedRecords: RecordedProperty[],
 *   kinds: ReadKind[],
 *   hidden: Record<Key, RecordedProperty>,
 *   exact: Key[],
 *   exactRecords: RecordedProperty[],
 *   heirs: Record<Key, boolean>,
 *   holdsValues: () => boolean,
 * }} BuiltinRecord
 */

/**
 * Records the given properties of the built-ins as they are now; `restore()` puts back each one a
 * script changed or deleted and reports false when it cannot (a script froze a built-in or made a
 * changed property non-configurable): the host then throws the context away. Only the keys
 * recorded by `intrinsicKeys` are checked, so the hundreds of Sugar.js extensions do not make
 * every run pay for a check nobody relies on.
 *
 * Reading a descriptor per key after every run costs more than the scripts of a typical request,
 * so after a run that reshaped nothing (reshaping.js) the non-enumerable properties are checked
 * by value (valueCheck.js): what they are can then only have changed by turning enumerable,
 * which `Object.keys` shows for string keys and the check itself asks of symbol keys. A value
 * read after a `delete` comes from the prototype chain; for string keys the check relies on the
 * chain's own guarded values (put back first: objects are visited after their prototypes) and on
 * anything added to the chain being enumerable too. Enumerable properties are always compared by
 * descriptor, and everything is after a run that reshaped a built-in. Properties nothing can
 * change (non-configurable and, for data, non-writable) are not compared at all.
 * @param {Map<object, Key[]>} keys the guarded built-ins and the keys of each (intrinsicKeys)
 * @param {() => boolean} takeReshaped whether a run reshaped a built-in (reshaping.js)
 * @returns {() => boolean} restore(): false when a built-in could not be put back
 */
export function snapshotIntrinsics(keys, takeReshaped) {
  /** @type {BuiltinRecord[]} */
  const records = [];
  for (const [object, names] of keys) {
    const prototype = getPrototypeOf(object);
    const chain = chainOf(prototype);
    const guardedChain = chain.every((link) => keys.has(link));
    /** @type {Key[]} */
    const checked = [];
    /** @type {RecordedProperty[]} */
    const checkedRecords = [];
    /** @type {ReadKind[]} */
    const kinds = [];
    /** @type {Key[]} */
    const exact = [];
    /** @type {RecordedProperty[]} */
    const exactRecords = [];
    /** @type {BuiltinRecord['hidden']} */
    const hidden = lookupTable();
    for (const key of names) {
      const found = getOwnPropertyDescriptor(object, key);
      if (found === undefined || fixed(found)) continue;
      const recorded = record(found);
      if (!found.enumerable) {
        checked.push(key);
        checkedRecords.push(recorded);
        hidden[key] = recorded;
        if (!recorded.data) kinds.push(PRESENT);
        // A symbol added up the chain is not seen by Object.keys: symbol-keyed values are read as own.
        else if (typeof key === 'string' && guardedChain && distinctFromChain(chain, key, found.value))
          kinds.push(VALUE);
        else kinds.push(OWN_VALUE);
      } else {
        exact.push(key);
        exactRecords.push(recorded);
      }
    }
    records.push({
      object,
      prototype,
      depth: chain.length,
      extensible: isExtensible(object),
      checked,
      checkedRecords,
      kinds,
      hidden,
      exact,
      exactRecords,
      // Names read by value in objects that inherit from this one (filled in below).
      heirs: lookupTable(),
      // Whether the object still holds the recorded values (compiled below, once all are known).
      holdsValues: () => false,
    });
  }
  records.sort((a, b) => a.depth - b.depth);
  const valueChecks = compileValueChecks(
    records.map(({ object, checked, checkedRecords, kinds }) => ({
      object,
      names: checked,
      values: checkedRecords.map((recorded) => recorded.value),
      kinds,
    })),
  );
  // One check for each record, in the same order.
  records.forEach((entry, index) => (entry.holdsValues = /** @type {() => boolean} */ (valueChecks.each[index])));
  const byObject = new Map(records.map((entry) => [entry.object, entry]));
  for (const entry of records) {
    for (const link of chainOf(entry.prototype)) {
      const heirs = byObject.get(link)?.heirs;
      if (!heirs) continue;
      entry.checked.forEach((name, index) => {
        if (entry.kinds[index] === VALUE) heirs[name] = true;
      });
    }
  }
  takeReshaped();

  return function restore() {
    let intact = true;
    /**
     * @param {object} object
     * @param {Key} key
     * @param {RecordedProperty} recorded
     */
    const put = (object, key, recorded) => {
      if (!defineProperty(object, key, recorded.descriptor)) intact = false;
    };
    /**
     * @param {object} object
     * @param {Key[]} names
     * @param {RecordedProperty[]} recorded the record of each name, in the same order
     */
    const compare = (object, names, recorded) => {
      for (let key = 0; key < names.length; key += 1) {
        const name = /** @type {Key} */ (names[key]);
        const expected = /** @type {RecordedProperty} */ (recorded[key]);
        const current = getOwnPropertyDescriptor(object, name);
        if (current === undefined || !sameDescriptor(current, expected)) put(object, name, expected);
      }
    };
    // Walked by index: a script may have replaced Array.prototype[Symbol.iterator].
    /** @param {number} index */
    const recordAt = (index) => /** @type {BuiltinRecord} */ (records[index]);
    if (takeReshaped()) {
      for (let index = 0; index < records.length; index += 1) {
        const { object, prototype, extensible } = recordAt(index);
        if (getPrototypeOf(object) !== prototype && !setPrototypeOf(object, prototype)) intact = false;
        if (isExtensible(object) !== extensible) intact = false;
      }
      if (!intact) return false;
      for (let index = 0; index < records.length; index += 1) {
        const { object, checked, checkedRecords, exact, exactRecords } = recordAt(index);
        compare(object, checked, checkedRecords);
        compare(object, exact, exactRecords);
      }
      return intact;
    }
    // Nothing reshaped: prototypes, extensibility and attributes are as recorded, except that a
    // property may have turned enumerable.
    let shadowed = false;
    const holdAll = valueChecks.all();
    for (let index = 0; index < records.length; index += 1) {
      const { object, checked, checkedRecords, hidden, heirs, exact, exactRecords, holdsValues } = recordAt(index);
      if (!holdAll && !holdsValues()) compare(object, checked, checkedRecords);
      const visible = objectKeys(object);
      for (let key = 0; key < visible.length; key += 1) {
        const name = /** @type {string} */ (visible[key]);
        const recorded = hidden[name];
        if (recorded !== undefined) put(object, name, recorded);
        else if (heirs[name]) shadowed = true;
      }
      compare(object, exact, exactRecords);
    }
    // Something added to a prototype under a name its heirs hold: their values may be inherited.
    if (shadowed) {
      for (let index = 0; index < records.length; index += 1) {
        const { object, checked, checkedRecords } = recordAt(index);
        compare(object, checked, checkedRecords);
      }
    }
    return intact;
  };
}

/**
 * The record of a property (RecordedProperty).
 * @param {PropertyDescriptor} found
 * @returns {RecordedProperty}
 */
function record(found) {
  const data = 'value' in found;
  return {
    data,
    value: found.value,
    get: found.get,
    set: found.set,
    writable: found.writable,
    enumerable: found.enumerable,
    configurable: found.configurable,
    // `__proto__` sets the prototype here, which TypeScript would read as a field.
    descriptor: /** @type {PropertyDescriptor} */ ({ __proto__: null, ...found }),
  };
}

/**
 * Compares only fields the descriptor has: reading a missing one would reach Object.prototype.
 * @param {PropertyDescriptor} current
 * @param {RecordedProperty} recorded
 */
function sameDescriptor(current, recorded) {
  if (hasOwn(current, 'value') !== recorded.data) return false;
  if (current.enumerable !== recorded.enumerable || current.configurable !== recorded.configurable) return false;
  return recorded.data
    ? current.value === recorded.value && current.writable === recorded.writable
    : current.get === recorded.get && current.set === recorded.set;
}

/**
 * An empty table without prototype: a script's Object.prototype additions must not answer lookups
 * in it. (`__proto__` sets the prototype here, which TypeScript would read as a field.)
 * @template T
 * @returns {Record<Key, T>}
 */
function lookupTable() {
  return /** @type {Record<Key, T>} */ (/** @type {unknown} */ ({ __proto__: null }));
}

/**
 * The prototype and the prototypes it inherits from.
 * @param {object | null} prototype
 */
function chainOf(prototype) {
  /** @type {object[]} */
  const chain = [];
  for (let link = prototype; link !== null; link = getPrototypeOf(link)) chain.push(link);
  return chain;
}

/**
 * Whether reading `key` through the chain can never give `value`: absent, or another value.
 * @param {object[]} chain
 * @param {string} key
 * @param {unknown} value
 */
function distinctFromChain(chain, key, value) {
  for (const link of chain) {
    const found = getOwnPropertyDescriptor(link, key);
    if (found !== undefined) return 'value' in found && found.value !== value;
  }
  return value !== undefined;
}

/**
 * A property no script can change: non-configurable, and for data properties non-writable.
 * @param {PropertyDescriptor} descriptor
 */
function fixed(descriptor) {
  return !descriptor.configurable && (!('value' in descriptor) || !descriptor.writable);
}
