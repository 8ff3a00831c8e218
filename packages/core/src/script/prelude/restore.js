// Putting the built-ins back after each run (issue 3 §4): a script that breaks one
// (`Array.prototype.map = null`) must not break the scripts after it. Properties scripts ADD are
// kept: Postman shares one context per run and collections share helpers through
// `Object.prototype`.
import {
  defineProperty,
  getOwnPropertyDescriptor,
  getPrototypeOf,
  isExtensible,
  objectKeys,
  setPrototypeOf,
} from './intrinsics.js';
import { compileValueCheck } from './valueCheck.js';

/**
 * Records the given properties of the built-ins as they are now; `restore()` puts back each one a
 * script changed or deleted and reports false when it cannot (a script froze a built-in or made a
 * changed property non-configurable): the host then throws the context away. Only the keys
 * recorded by `intrinsicKeys` are checked, so the hundreds of Sugar.js extensions do not make
 * every run pay for a check nobody relies on.
 *
 * Reading a descriptor per key after every run costs more than the scripts of a typical request,
 * so most properties (non-enumerable data properties with string keys) are compared by value
 * (valueCheck.js); their attributes can change only through the functions `takeReshaped` watches
 * (reshaping.js) or by becoming enumerable, which `Object.keys` shows. After a run that reshaped
 * a guarded object, or where a value differs, that object's descriptors are compared. Accessors,
 * symbol keys and enumerable properties are always compared by descriptor; properties nothing can
 * change (non-configurable and, for data, non-writable) are not compared at all.
 */
export function snapshotIntrinsics(keys, takeReshaped) {
  const records = [];
  for (const [object, names] of keys) {
    const prototype = getPrototypeOf(object);
    const byValue = [];
    const valueDescriptors = [];
    const byDescriptor = [];
    const descriptors = [];
    // Null prototype: a script's Object.prototype additions must not answer lookups here.
    const hidden = { __proto__: null };
    for (const key of names) {
      const found = getOwnPropertyDescriptor(object, key);
      if (found === undefined || fixed(found)) continue;
      // Null prototype: defineProperty must not read a `get` a script adds to Object.prototype.
      const descriptor = { __proto__: null, ...found };
      if (typeof key === 'string' && 'value' in descriptor && !descriptor.enumerable) {
        byValue.push(key);
        valueDescriptors.push(descriptor);
        hidden[key] = descriptor;
      } else {
        byDescriptor.push(key);
        descriptors.push(descriptor);
      }
    }
    const values = valueDescriptors.map((descriptor) => descriptor.value);
    const guardedChain = chainOf(prototype).every((link) => keys.has(link));
    const owned = byValue.map((key, index) => !guardedChain || !distinctFromChain(prototype, key, values[index]));
    records.push({
      object,
      prototype,
      extensible: isExtensible(object),
      byValue,
      valueDescriptors,
      hidden,
      byDescriptor,
      descriptors,
      holdsValues: compileValueCheck(object, prototype, byValue, values, owned),
    });
  }
  takeReshaped();

  return function restore() {
    const reshaped = takeReshaped();
    let intact = true;
    const put = (object, key, descriptor) => {
      if (!defineProperty(object, key, descriptor)) intact = false;
    };
    const compare = (object, names, recorded) => {
      for (let key = 0; key < names.length; key += 1) {
        const current = getOwnPropertyDescriptor(object, names[key]);
        if (current === undefined || !sameDescriptor(current, recorded[key])) put(object, names[key], recorded[key]);
      }
    };
    // Prototypes first: the value checks read through them.
    for (let index = 0; index < records.length; index += 1) {
      const { object, prototype, extensible } = records[index];
      if (getPrototypeOf(object) !== prototype && !setPrototypeOf(object, prototype)) intact = false;
      if (isExtensible(object) !== extensible) intact = false;
    }
    if (!intact) return false;
    for (let index = 0; index < records.length; index += 1) {
      const { object, byValue, valueDescriptors, hidden, byDescriptor, descriptors, holdsValues } = records[index];
      if (reshaped || !holdsValues()) compare(object, byValue, valueDescriptors);
      if (!reshaped) {
        const visible = objectKeys(object);
        for (let key = 0; key < visible.length; key += 1) {
          const descriptor = hidden[visible[key]];
          if (descriptor !== undefined) put(object, visible[key], descriptor);
        }
      }
      compare(object, byDescriptor, descriptors);
    }
    return intact;
  };
}

function chainOf(prototype) {
  const chain = [];
  for (let link = prototype; link !== null; link = getPrototypeOf(link)) chain.push(link);
  return chain;
}

/** Whether reading `key` through `prototype` can never give `value`: absent, or another value. */
function distinctFromChain(prototype, key, value) {
  if (prototype === null) return value !== undefined;
  for (const link of chainOf(prototype)) {
    const found = getOwnPropertyDescriptor(link, key);
    if (found !== undefined) return 'value' in found && found.value !== value;
  }
  return value !== undefined;
}

function sameDescriptor(a, b) {
  return (
    a.value === b.value &&
    a.get === b.get &&
    a.set === b.set &&
    a.writable === b.writable &&
    a.enumerable === b.enumerable &&
    a.configurable === b.configurable
  );
}

/** A property no script can change: non-configurable, and for data properties non-writable. */
function fixed(descriptor) {
  return !descriptor.configurable && (!('value' in descriptor) || !descriptor.writable);
}
