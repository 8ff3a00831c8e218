// Built-ins as they were when the prelude started, so the prelude keeps working after a script
// breaks one (`Array.prototype.map = null`) and so the host can put every original back after
// each run. Properties scripts ADD are kept: Postman shares one context per run and
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
/**
 * Sets an own enumerable property by definition: a key such as "__proto__" never reaches the prototype.
 * @param {object} object
 * @param {PropertyKey} key
 * @param {unknown} value
 */
export function defineOwn(object, key, value) {
  defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
}
export const { hasOwn, keys: objectKeys } = Object;
const nativeIsEnumerable = Object.prototype.propertyIsEnumerable;
/**
 * Whether `key` is an own enumerable property of `object` (propertyIsEnumerable, as it was).
 * @param {object} object
 * @param {PropertyKey} key
 * @returns {boolean}
 */
export function isEnumerable(object, key) {
  return apply(nativeIsEnumerable, object, [key]);
}
export const stringifyJson = JSON.stringify;
export const parseJson = JSON.parse;
export const { random, floor } = Math;
const nativeTrim = String.prototype.trim;
/**
 * Whether a script has any code; String#trim itself may be replaced later (Sugar.js, scripts).
 * @param {string} text
 * @returns {boolean}
 */
export function isBlank(text) {
  return apply(nativeTrim, text, []) === '';
}
export const dateNow = Date.now;
export const FunctionConstructor = Function;

/** The prototype of a value that has one (every built-in below does). @param {unknown} value @returns {object} */
const prototypeOf = (value) => /** @type {object} */ (getPrototypeOf(/** @type {object} */ (value)));
const AsyncFunction = prototypeOf(async function () {}).constructor;
const GeneratorFunction = prototypeOf(function* () {}).constructor;
const AsyncGeneratorFunction = prototypeOf(async function* () {}).constructor;
/** %TypedArray%, the constructor every typed array class extends. */
const TypedArray = /** @type {Function} */ (prototypeOf(Uint8Array));
const IteratorPrototype = prototypeOf(prototypeOf([][Symbol.iterator]()));

/**
 * @param {typeof globalThis} global
 * @returns {object[]}
 */
function guardedObjects(global) {
  /** @type {Function[]} */
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
  /** @type {object[]} */
  const objects = [global, JSON, Math, Reflect, IteratorPrototype];
  // The global's own prototypes (isolated-vm's global template, a Worker's scope classes): a
  // value read from the global after a `delete` would come from them.
  for (let link = getPrototypeOf(global); link !== null && link !== Object.prototype; link = getPrototypeOf(link)) {
    objects.push(link);
  }
  for (const root of roots) {
    objects.push(root);
    if (root.prototype) objects.push(root.prototype);
  }
  // The prototypes of ArrayIterator, MapIterator, SetIterator and StringIterator.
  /** @type {Iterable<unknown>[]} */
  const iterables = [[], new Map(), new Set(), ''];
  for (const iterable of iterables) objects.push(prototypeOf(iterable[Symbol.iterator]()));
  return objects;
}

/**
 * The own keys of every guarded built-in, taken before anything extends them.
 * @param {typeof globalThis} global
 * @returns {Map<object, Array<string | symbol>>}
 */
export function intrinsicKeys(global) {
  return new Map(guardedObjects(global).map((object) => [object, ownKeys(object)]));
}
