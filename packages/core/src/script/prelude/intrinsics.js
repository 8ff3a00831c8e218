// Built-ins as they were when the prelude started, so the prelude keeps working after a script
// breaks one (`Array.prototype.map = null`) and so the host can put every original back after
// each run (issue 3 §4). Properties scripts ADD are kept: Postman shares one context per run and
// collections share helpers through `Object.prototype`.
export const {
  apply,
  construct,
  defineProperty,
  deleteProperty,
  getOwnPropertyDescriptor,
  getPrototypeOf,
  isExtensible,
  ownKeys,
  setPrototypeOf,
} = Reflect;
export const isArray = Array.isArray;
const { hasOwn, keys: objectKeys } = Object;
export const stringifyJson = JSON.stringify;
export const parseJson = JSON.parse;
export const { random, floor } = Math;
const nativeTrim = String.prototype.trim;
/** Whether a script has any code; String#trim itself may be replaced later (Sugar.js, scripts). */
export function isBlank(text) {
  return apply(nativeTrim, text, []) === '';
}
export const dateNow = Date.now;
export const FunctionConstructor = Function;

const AsyncFunction = getPrototypeOf(async function () {}).constructor;
const GeneratorFunction = getPrototypeOf(function* () {}).constructor;
const AsyncGeneratorFunction = getPrototypeOf(async function* () {}).constructor;
const TypedArray = getPrototypeOf(Uint8Array);
const IteratorPrototype = getPrototypeOf(getPrototypeOf([][Symbol.iterator]()));

function guardedObjects(global) {
  const roots = [
    Object,
    Function,
    Array,
    String,
    Number,
    Boolean,
    Symbol,
    BigInt,
    Date,
    RegExp,
    Error,
    TypeError,
    RangeError,
    SyntaxError,
    ReferenceError,
    EvalError,
    URIError,
    Promise,
    Map,
    Set,
    WeakMap,
    WeakSet,
    ArrayBuffer,
    DataView,
    TypedArray,
    Uint8Array,
    Int8Array,
    Uint16Array,
    Int16Array,
    Uint32Array,
    Int32Array,
    Float32Array,
    Float64Array,
    Uint8ClampedArray,
    AsyncFunction,
    GeneratorFunction,
    AsyncGeneratorFunction,
  ];
  const objects = [global, JSON, Math, Reflect, IteratorPrototype];
  for (const root of roots) {
    objects.push(root);
    if (root.prototype) objects.push(root.prototype);
  }
  for (const name of ['ArrayIterator', 'MapIterator', 'SetIterator', 'StringIterator']) {
    const iterable = { ArrayIterator: [], MapIterator: new Map(), SetIterator: new Set(), StringIterator: '' }[name];
    objects.push(getPrototypeOf(iterable[Symbol.iterator]()));
  }
  return objects;
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

/** The own keys of every guarded built-in, taken before anything extends them. */
export function intrinsicKeys(global) {
  return new Map(guardedObjects(global).map((object) => [object, ownKeys(object)]));
}

/**
 * Records the given properties of the built-ins as they are now; `restore()` puts back each one a
 * script changed or deleted and reports false when it cannot (a script froze a built-in or made a
 * changed property non-configurable): the host then throws the context away. Only the keys
 * recorded by `intrinsicKeys` are checked, so the hundreds of Sugar.js extensions do not make
 * every run pay for a check nobody relies on.
 *
 * Reading a descriptor per key after every run costs more than the scripts of a typical request,
 * so most properties (non-enumerable data properties with string keys) are compared by value;
 * their attributes can change only through the functions `takeReshaped` watches (reshaping.js)
 * or by becoming enumerable, which `Object.keys` shows. After a run that reshaped a guarded
 * object, every descriptor is compared. Accessors, symbol keys and enumerable properties are
 * always compared by descriptor; properties nothing can change (non-configurable and, for data,
 * non-writable) are not compared at all.
 */
export function snapshotIntrinsics(keys, takeReshaped) {
  // Flat arrays and index loops: this runs after every script, so it must stay cheap.
  const records = [];
  for (const [object, names] of keys) {
    const byValue = [];
    const values = [];
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
        values.push(descriptor.value);
        hidden[key] = descriptor;
      } else {
        byDescriptor.push(key);
        descriptors.push(descriptor);
      }
    }
    records.push({
      object,
      prototype: getPrototypeOf(object),
      extensible: isExtensible(object),
      byValue,
      values,
      hidden,
      byDescriptor,
      descriptors,
    });
  }
  takeReshaped();

  return function restore() {
    const reshaped = takeReshaped();
    let intact = true;
    const put = (object, key, descriptor) => {
      if (!defineProperty(object, key, descriptor)) intact = false;
    };
    for (let index = 0; index < records.length; index += 1) {
      const record = records[index];
      const { object, byValue, values, hidden, byDescriptor, descriptors } = record;
      if (getPrototypeOf(object) !== record.prototype && !setPrototypeOf(object, record.prototype)) intact = false;
      if (isExtensible(object) !== record.extensible) intact = false;
      for (let key = 0; key < byValue.length; key += 1) {
        const name = byValue[key];
        if (reshaped) {
          const current = getOwnPropertyDescriptor(object, name);
          if (current === undefined || !sameDescriptor(current, hidden[name])) put(object, name, hidden[name]);
        } else if (!hasOwn(object, name) || object[name] !== values[key]) {
          put(object, name, hidden[name]);
        }
      }
      if (!reshaped) {
        const visible = objectKeys(object);
        for (let key = 0; key < visible.length; key += 1) {
          const descriptor = hidden[visible[key]];
          if (descriptor !== undefined) put(object, visible[key], descriptor);
        }
      }
      for (let key = 0; key < byDescriptor.length; key += 1) {
        const current = getOwnPropertyDescriptor(object, byDescriptor[key]);
        if (current === undefined || !sameDescriptor(current, descriptors[key])) {
          put(object, byDescriptor[key], descriptors[key]);
        }
      }
    }
    return intact;
  };
}

/** A property no script can change: non-configurable, and for data properties non-writable. */
function fixed(descriptor) {
  return !descriptor.configurable && (!('value' in descriptor) || !descriptor.writable);
}
