// `require()` inside scripts: chai from the prelude; lodash, moment, crypto-js, ajv,
// tv4, uuid, xml2js, cheerio, csv-parse/lib/sync, buffer and Node's url, querystring, util, path,
// assert, punycode and string_decoder (as their browser ports) as separate code strings the host
// hands over on first use, so a script that needs none of them pays for none of them. Anything
// else — `child_process`, `fs` — is refused with the same message Postman gives.
import { FunctionConstructor } from './intrinsics.js';
import { chai } from './expect.js';
import { atob, btoa } from './helpers.js';

export const LIBRARY_NAMES = [
  'lodash',
  'moment',
  'crypto-js',
  'ajv',
  'tv4',
  'uuid',
  'xml2js',
  'cheerio',
  'csv-parse/lib/sync',
  'buffer',
  'url',
  'querystring',
  'util',
  'path',
  'assert',
  'punycode',
  'string_decoder',
];

/**
 * @typedef {(...args: unknown[]) => void} Listener
 * @typedef {{ exports: unknown }} Module
 * @typedef {(id: string) => unknown} LoadLibrary the exports of a library by its id
 */

// Node modules the bundled libraries ask for; none reaches anything outside the sandbox.
/** @type {Record<string, () => unknown>} */
const SHIMS = {
  timers: () => {
    const global = /** @type {typeof globalThis & import('./types/partA.js').SandboxTimers} */ (globalThis);
    return {
      setTimeout: global.setTimeout,
      clearTimeout: global.clearTimeout,
      /** @param {unknown} fn @param {unknown[]} args */
      setImmediate: (fn, ...args) => global.setTimeout(fn, 0, ...args),
    };
  },
  // Node's `require('events')` is the EventEmitter class itself.
  events: () => MiniEmitter,
  // Postman lists both as modules of its sandbox: `require('atob')` is the function itself.
  atob: () => atob,
  btoa: () => btoa,
};

/** Enough of Node's EventEmitter for xml2js, whose parser is an emitter. */
class MiniEmitter {
  constructor() {
    /** @type {Record<PropertyKey, Listener[]>} */
    this._events = {};
  }

  /**
   * @param {PropertyKey} name
   * @param {Listener} fn
   */
  on(name, fn) {
    (this._events[name] ??= []).push(fn);
    return this;
  }

  /**
   * @param {PropertyKey} name
   * @param {Listener} fn
   */
  addListener(name, fn) {
    return this.on(name, fn);
  }

  /**
   * @param {PropertyKey} name
   * @param {Listener} fn
   */
  once(name, fn) {
    /** @type {Listener} */
    const wrapper = (...args) => {
      this.removeListener(name, wrapper);
      fn(...args);
    };
    return this.on(name, wrapper);
  }

  /**
   * @param {PropertyKey} name
   * @param {Listener} fn
   */
  removeListener(name, fn) {
    this._events[name] = (this._events[name] ?? []).filter((listener) => listener !== fn);
    return this;
  }

  /** @param {PropertyKey} [name] */
  removeAllListeners(name) {
    if (name === undefined) this._events = {};
    else delete this._events[name];
    return this;
  }

  /**
   * @param {PropertyKey} name
   * @param {unknown[]} args
   */
  emit(name, ...args) {
    const listeners = this._events[name] ?? [];
    for (const listener of [...listeners]) listener.apply(this, args);
    return listeners.length > 0;
  }
}
MiniEmitter.EventEmitter = MiniEmitter;

/** Libraries only the sandbox's own globals and `replaceIn` use, which `require()` does not offer. */
const GLOBAL_ONLY = ['lodash3', 'faker-variables'];

/**
 * Builds `require` over the host's `loadLibrary(name) → code | undefined` hook, and `load` for the
 * legacy globals, which may also use the libraries `require` does not offer.
 * @param {import('./types/prelude.js').Hooks['loadLibrary']} loadLibrary
 */
export function createLibraries(loadLibrary) {
  /** @type {Map<string, Module>} */
  const cache = new Map();
  /**
   * @param {unknown} name
   * @returns {unknown}
   */
  function require(name) {
    const id = String(name) === 'csv-parse/sync' ? 'csv-parse/lib/sync' : String(name);
    if (id === 'chai') return chai;
    return evaluate(id, LIBRARY_NAMES.includes(id));
  }
  /** @type {LoadLibrary} */
  function load(id) {
    return evaluate(id, LIBRARY_NAMES.includes(id) || GLOBAL_ONLY.includes(id));
  }
  /**
   * @param {string} id
   * @param {boolean} offered
   * @returns {unknown}
   */
  function evaluate(id, offered) {
    const makeShim = Object.hasOwn(SHIMS, id) ? SHIMS[id] : undefined;
    // Asked before the cache: a library the `_` global loaded is still no module for require().
    if (!offered && !makeShim) throw new Error(`Cannot find module '${id}'`);
    const cached = cache.get(id);
    if (cached) return cached.exports;
    if (makeShim) {
      const shim = { exports: makeShim() };
      cache.set(id, shim);
      return shim.exports;
    }
    const code = loadLibrary(id);
    if (typeof code !== 'string') throw new Error(`Cannot find module '${id}'`);
    // Cached before it runs, as in Node: lodash reads the `_` global, which requires lodash.
    /** @type {Module} */
    const module = { exports: {} };
    cache.set(id, module);
    try {
      new FunctionConstructor('module', 'exports', 'require', code)(module, module.exports, require);
    } catch (error) {
      cache.delete(id);
      throw error;
    }
    return module.exports;
  }
  return { require, load };
}

/**
 * Legacy globals of Postman's sandbox that stand for libraries; loaded when first read.
 * @param {typeof globalThis} global
 * @param {LoadLibrary} load
 */
export function defineLibraryGlobals(global, load) {
  const lazy = {
    _: () => load('lodash3'),
    CryptoJS: () => load('crypto-js'),
    tv4: () => load('tv4'),
    cheerio: () => load('cheerio'),
    Buffer: () => /** @type {{ Buffer: unknown }} */ (load('buffer')).Buffer,
    xml2Json: () => xml2Json(load),
  };
  // Not replaced by the value once read: a library that reads its own global while loading
  // (lodash reads `_`) would otherwise pin the half-built module there.
  for (const [name, load] of Object.entries(lazy)) {
    Object.defineProperty(global, name, {
      configurable: true,
      enumerable: false,
      get: load,
      /** @param {unknown} value */
      set(value) {
        Object.defineProperty(global, name, { configurable: true, writable: true, enumerable: false, value });
      },
    });
  }
}

/**
 * Postman's `xml2Json(text)`: xml2js synchronously, without arrays for single children, text
 * trimmed. Text that is not XML gives undefined, not an error: postman-sandbox drops the parser's
 * error, and scripts test the result instead.
 * @param {LoadLibrary} load
 */
function xml2Json(load) {
  /** @param {unknown} text */
  return function (text) {
    /** @type {unknown} */
    let result;
    const options = { explicitArray: false, async: false, trim: true, mergeAttrs: false };
    const xml2js = /** @type {import('./types/partA.js').Xml2jsModule} */ (load('xml2js'));
    new xml2js.Parser(options).parseString(String(text), (_error, parsed) => {
      result = parsed;
    });
    return result;
  };
}
