// What script code may touch inside the Worker: the ECMAScript built-ins and a few
// harmless web APIs. Everything else on the worker global and its prototype chain — fetch,
// XMLHttpRequest, WebSocket, EventSource, importScripts, indexedDB, caches, postMessage,
// navigator, FontFace (which loads URLs), nested workers, BroadcastChannel — is removed before the
// prelude runs. `import()` is syntax and cannot be removed, so every route to compiling code
// (Function and its async/generator siblings, eval, string timers) refuses source that uses it.

const KEEP = new Set([
  // ECMAScript
  'Object',
  'Function',
  'Array',
  'Number',
  'parseFloat',
  'parseInt',
  'Infinity',
  'NaN',
  'undefined',
  'Boolean',
  'String',
  'Symbol',
  'Date',
  'Promise',
  'RegExp',
  'Error',
  'AggregateError',
  'EvalError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'TypeError',
  'URIError',
  'SuppressedError',
  'globalThis',
  'JSON',
  'Math',
  'Intl',
  'ArrayBuffer',
  'Atomics',
  'Uint8Array',
  'Int8Array',
  'Uint16Array',
  'Int16Array',
  'Uint32Array',
  'Int32Array',
  'Float16Array',
  'Float32Array',
  'Float64Array',
  'Uint8ClampedArray',
  'BigUint64Array',
  'BigInt64Array',
  'DataView',
  'Map',
  'BigInt',
  'Set',
  'WeakMap',
  'WeakSet',
  'Proxy',
  'Reflect',
  'FinalizationRegistry',
  'WeakRef',
  'decodeURI',
  'decodeURIComponent',
  'encodeURI',
  'encodeURIComponent',
  'escape',
  'unescape',
  'eval',
  'isFinite',
  'isNaN',
  'Iterator',
  'DisposableStack',
  'AsyncDisposableStack',
  'SharedArrayBuffer',
  // Web APIs without storage or network
  'console',
  'queueMicrotask',
  'atob',
  'btoa',
  'TextEncoder',
  'TextDecoder',
  'URL',
  'URLSearchParams',
  'crypto',
  'Crypto',
  'SubtleCrypto',
  'CryptoKey',
  'structuredClone',
  'DOMException',
  'AbortController',
  'AbortSignal',
  'performance',
  'Performance',
]);

/** Source that would load a module: `import(`, `import.meta`, also with comments in between. */
const IMPORT_PATTERN = /\bimport\s*(?:\/\*[\s\S]*?\*\/\s*|\/\/[^\n]*\n\s*)*[(.]/;

class ImportRefusedError extends Error {
  constructor() {
    super('import() is not available in scripts; use require() for the bundled libraries');
    this.name = 'ImportRefusedError';
  }
}

function refuseImports(sources: unknown[]): void {
  for (const source of sources) if (IMPORT_PATTERN.test(String(source))) throw new ImportRefusedError();
}

type AnyFunction = (...args: unknown[]) => unknown;

/** A code-compiling constructor that refuses `import()`; `instanceof` keeps working. */
function guardedConstructor(original: AnyFunction): AnyFunction {
  const guarded = function (...args: unknown[]) {
    refuseImports(args);
    return original(...args);
  };
  Object.defineProperty(guarded, 'prototype', { value: original.prototype });
  Object.defineProperty(original.prototype, 'constructor', { value: guarded, writable: true, configurable: true });
  return guarded;
}

/** Strips the worker global; returns nothing script code could use to get the originals back. */
export function lockDown(global: typeof globalThis): void {
  const prototypes = [
    Object.getPrototypeOf(async function () {}),
    Object.getPrototypeOf(function* () {}),
    Object.getPrototypeOf(async function* () {}),
  ];
  const FunctionGuarded = guardedConstructor(Function as unknown as AnyFunction);
  for (const prototype of prototypes) guardedConstructor(prototype.constructor as AnyFunction);
  const evalOriginal = global.eval;
  const evalGuarded = (source: unknown) => {
    refuseImports([source]);
    return evalOriginal(source as string);
  };

  let owner: object | null = global;
  while (owner && owner !== Object.prototype) {
    for (const key of Reflect.ownKeys(owner)) {
      if (typeof key === 'string' && KEEP.has(key)) continue;
      if (key === Symbol.toStringTag) continue;
      if (!Reflect.deleteProperty(owner, key) && owner === global) {
        Reflect.defineProperty(global, key, { value: undefined, writable: false, configurable: false });
      }
    }
    owner = Object.getPrototypeOf(owner);
  }
  Reflect.defineProperty(global, 'Function', { value: FunctionGuarded, writable: true, configurable: true });
  Reflect.defineProperty(global, 'eval', { value: evalGuarded, writable: true, configurable: true });
}
