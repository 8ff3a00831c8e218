// Contract cases for safety: each known way out of the sandbox, and the next
// script still running afterwards.
import { expect } from 'vitest';
import type { ScriptCase } from './scriptCase.js';
import { input } from './scriptCase.js';

const stillWorks = input(`pm.test('next script runs', () => pm.expect([1, 2].map((n) => n * 2)).to.eql([2, 4]));`);

function expectNextRuns(output: { tests: { passed: boolean }[] } | undefined) {
  expect(output!.tests).toMatchObject([{ passed: true }]);
}

// Probes every route from script code to the host realm: the Function constructor reached through
// `this`, pm.* functions, a bridge error, a chai error and captured stack frames (vm2/Hoppscotch).
const ESCAPE_PROBE = `
  const reach = (fn) => { try { return fn(); } catch (error) { return 'blocked'; } };
  const viaConstructor = (value) => reach(() => value.constructor.constructor('return typeof process + typeof require + typeof fetch')());
  const frames = [];
  Error.prepareStackTrace = (error, callSites) => { frames.push(...callSites); return 'captured'; };
  const bridgeError = await pm.sendRequest('http://unreachable.test/').catch((error) => error);
  let chaiError;
  try { pm.expect(1).to.equal(2); } catch (error) { chaiError = error; }
  String(bridgeError.stack); String(chaiError.stack); String(new Error('x').stack);
  Error.prepareStackTrace = undefined;
  const probes = {
    this: viaConstructor(this),
    pmTest: viaConstructor(pm.test),
    pmExpect: viaConstructor(pm.expect),
    pmGet: viaConstructor(pm.environment.get),
    pmSend: viaConstructor(pm.sendRequest),
    bridgeError: viaConstructor(bridgeError),
    chaiError: viaConstructor(chaiError),
    require: viaConstructor(require),
  };
  frames.forEach((frame, index) => {
    const self = reach(() => frame.getThis());
    const fn = reach(() => frame.getFunction());
    if (self && self !== 'blocked') probes['frameThis' + index] = viaConstructor(self);
    if (fn && fn !== 'blocked') probes['frameFunction' + index] = viaConstructor(fn);
  });
  for (const [name, result] of Object.entries(probes)) {
    pm.test(name, () => pm.expect(result === 'blocked' || result === 'undefinedundefinedundefined', name + ': ' + result).to.be.true);
  }
  const webGlobals = ['process', 'fetch', 'XMLHttpRequest', 'importScripts', 'WebSocket', 'EventSource', 'indexedDB', 'caches', 'postMessage', 'navigator', 'localStorage', 'document', 'Worker', 'BroadcastChannel', 'FontFace'];
  pm.test('no web or node globals', () => pm.expect(webGlobals.filter((name) => typeof globalThis[name] !== 'undefined')).to.eql([]));
`;

export const safetyCases: ScriptCase[] = [
  {
    name: 'an infinite loop times out and the next script runs',
    runs: [input('while (true) {}', { timeoutMs: 500 }), stillWorks],
    check([loop, next]) {
      expect(loop).toMatchObject({
        success: false,
        error: { code: 'SCRIPT_TIMEOUT', message: 'Script timed out after 500 ms' },
      });
      expectNextRuns(next);
    },
  },
  {
    // The Node host runs scripts on the caller's thread until they wait: a loop that starts after
    // an await or in a promise callback must end at the deadline there too.
    name: 'an infinite loop after an await or in a promise callback times out',
    runs: [
      input('await null; while (true) {}', { timeoutMs: 400 }),
      input('Promise.resolve().then(() => { while (true) {} });', { timeoutMs: 400 }),
      input('setTimeout(() => { while (true) {} }, 5);', { timeoutMs: 400 }),
      stillWorks,
    ],
    check([afterAwait, inCallback, inTimer, next]) {
      for (const output of [afterAwait, inCallback, inTimer]) {
        expect(output).toMatchObject({ success: false, error: { code: 'SCRIPT_TIMEOUT' } });
      }
      expectNextRuns(next);
    },
  },
  {
    name: 'a promise that never settles times out',
    runs: [
      input('await new Promise(() => {});', { timeoutMs: 300 }),
      // A timer still running keeps the run waiting for done() until the deadline.
      input("pm.test('t', (done) => { setInterval(() => {}, 50); });", { timeoutMs: 300 }),
      stillWorks,
    ],
    check([never, neverDone, next]) {
      expect(never!.error).toMatchObject({ code: 'SCRIPT_TIMEOUT' });
      expect(neverDone!.error).toMatchObject({ code: 'SCRIPT_TIMEOUT' });
      expectNextRuns(next);
    },
  },
  {
    // Browsers cannot cap one Worker's heap; there the deadline bounds a bomb, and running one in
    // the suite would take the shared machine's memory. The Node host enforces its memory limit.
    name: 'a memory bomb fails with the memory message and the next script runs',
    skip: 'worker',
    runs: [
      input('const hoard = []; while (true) hoard.push(new Array(1e6).fill(hoard.length));', { timeoutMs: 15_000 }),
      stillWorks,
    ],
    check([bomb, next]) {
      expect(bomb).toMatchObject({
        success: false,
        error: { code: 'SCRIPT_MEMORY_LIMIT', message: 'Script ran out of memory (limit 64 MB)' },
      });
      expectNextRuns(next);
    },
  },
  {
    name: "this.constructor.constructor('return process')() finds no process",
    runs: [input("this.constructor.constructor('return process')();")],
    check([output]) {
      expect(output).toMatchObject({
        success: false,
        error: { name: 'ReferenceError', message: 'process is not defined' },
      });
    },
  },
  {
    name: "require('child_process') and import() are refused",
    runs: [
      input("require('child_process');"),
      input("await import('node:fs');"),
      input('await (0, eval)(\'import("node:fs")\');'),
    ],
    check([child, dynamicImport, evalImport]) {
      expect(child!.error!.message).toBe("Cannot find module 'child_process'");
      expect(dynamicImport!.success).toBe(false);
      expect(evalImport!.success).toBe(false);
    },
  },
  {
    name: 'no route through host errors, pm.* functions or stack frames reaches the host',
    runs: [input(ESCAPE_PROBE)],
    check([output]) {
      expect(output!.tests.filter((test) => !test.passed)).toEqual([]);
      expect(output!.tests.length).toBeGreaterThanOrEqual(9);
    },
  },
  {
    name: 'a broken built-in is restored for the next script; added helpers are kept (Postman style)',
    runs: [
      input(`
        Object.prototype.sharedHelper = function () { return 'shared'; };
        Array.prototype.map = null;
        delete JSON.parse;
        Object.prototype.toJSON = () => { throw new Error('poisoned'); };
        String.prototype.includes = () => true;
        pm.environment.set('stillSaved', true);
      `),
      input(`
        pm.test('built-ins are back', () => {
          pm.expect([1].map((n) => n + 1)).to.eql([2]);
          pm.expect(JSON.parse('{"a":1}').a).to.equal(1);
          pm.expect('abc'.includes('z')).to.equal(false);
        });
        pm.test('helpers added by an earlier script remain', () => pm.expect(({}).sharedHelper()).to.equal('shared'));
        delete Object.prototype.sharedHelper;
        delete Object.prototype.toJSON;
      `),
    ],
    check([breaker, next]) {
      expect(breaker!.success).toBe(true);
      expect(breaker!.scopes.environment).toContainEqual({ key: 'stillSaved', value: true, enabled: true });
      expect(next!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([
        ['built-ins are back', true, undefined],
        ['helpers added by an earlier script remain', true, undefined],
      ]);
    },
  },
  {
    // The restore compares most properties by value alone; each of these keeps the value and
    // changes what the property is, through a different route.
    name: 'a built-in turned into a getter or made enumerable with its own value is restored too',
    runs: [
      input(`
        const { map, filter, slice, at } = Array.prototype;
        // A descriptor the restore reads inherits this unless it has no prototype.
        Object.prototype.get = function () { return 'poisoned trap'; };
        Object.defineProperty(Array.prototype, 'map', { get: () => map, configurable: true });
        Object.defineProperty(new Proxy(Array.prototype, {}), 'filter', { get: () => filter, configurable: true });
        class ReturnsTarget { constructor(target) { return target; } }
        class Stamp extends ReturnsTarget { slice = slice; }
        new Stamp(Array.prototype);
        delete Array.prototype.at;
        Array.prototype.at = at;
      `),
      input(`
        delete Object.prototype.get;
        const shape = (name) => {
          const { get, enumerable, writable } = Object.getOwnPropertyDescriptor(Array.prototype, name);
          return [typeof get, enumerable, writable].join(' ');
        };
        pm.test('data properties again', () => {
          pm.expect(['map', 'filter', 'slice', 'at'].map(shape)).to.eql(Array(4).fill('undefined false true'));
        });
        pm.test('nothing enumerable on arrays', () => pm.expect(Object.keys(Array.prototype)).to.eql([]));
      `),
    ],
    check([reshaper, next]) {
      expect(reshaper!.success).toBe(true);
      expect(next!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([
        ['data properties again', true, undefined],
        ['nothing enumerable on arrays', true, undefined],
      ]);
    },
  },
  {
    // Object.keys leaves symbols out: the restore asks each symbol-keyed built-in for its own.
    name: 'a symbol-keyed built-in replaced, deleted or re-added as enumerable is put back',
    runs: [
      input(`
        Array.prototype[Symbol.iterator] = function* () { yield 'poisoned'; };
        delete Promise.prototype[Symbol.toStringTag];
        const mapIterator = Map.prototype[Symbol.iterator];
        delete Map.prototype[Symbol.iterator];
        Map.prototype[Symbol.iterator] = mapIterator;
      `),
      input(`
        pm.test('symbol-keyed built-ins are back', () => {
          pm.expect([...[1, 2]]).to.eql([1, 2]);
          pm.expect(Object.prototype.toString.call(Promise.resolve())).to.equal('[object Promise]');
          pm.expect(Object.prototype.propertyIsEnumerable.call(Map.prototype, Symbol.iterator)).to.equal(false);
        });
      `),
    ],
    check([breaker, next]) {
      expect(breaker!.success).toBe(true);
      expect(next!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([
        ['symbol-keyed built-ins are back', true, undefined],
      ]);
    },
  },
  {
    // After the delete, Array.prototype.map still reads as the original (from Object.prototype).
    name: 'a built-in deleted while the same value is inherited is put back',
    runs: [
      input(`
        const { map } = Array.prototype;
        delete Array.prototype.map;
        Object.prototype.map = map;
      `),
      input(`
        delete Object.prototype.map;
        pm.test('map is an own property again', () => pm.expect([1].map((n) => n + 1)).to.eql([2]));
      `),
    ],
    check([, next]) {
      expect(next!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([
        ['map is an own property again', true, undefined],
      ]);
    },
  },
  {
    name: 'prototypes a script swapped, and a method it moved up the chain, are put back',
    runs: [
      input(`
        Object.setPrototypeOf(Math, { extra: 1 });
        Reflect.setPrototypeOf(JSON, null);
        String.prototype.__proto__ = Array.prototype;
      `),
      // A run of its own: with nothing reshaped, values alone are compared.
      input(`
        Object.prototype.toString = Array.prototype.toString;
        delete Array.prototype.toString;
      `),
      input(`
        pm.test('prototypes are back', () => {
          const protos = [Math, JSON, String.prototype].map((object) => Object.getPrototypeOf(object) === Object.prototype);
          pm.expect(protos).to.eql([true, true, true]);
        });
        pm.test('toString is back in place', () => {
          pm.expect(Object.prototype.hasOwnProperty.call(Array.prototype, 'toString')).to.equal(true);
          pm.expect(String([1, 2])).to.equal('1,2');
          pm.expect(Object.prototype.toString.call([])).to.equal('[object Array]');
        });
      `),
    ],
    check([swapper, mover, next]) {
      expect([swapper!.success, mover!.success]).toEqual([true, true]);
      expect(next!.tests.map((test) => [test.name, test.passed, test.error])).toEqual([
        ['prototypes are back', true, undefined],
        ['toString is back in place', true, undefined],
      ]);
    },
  },
  {
    name: 'a built-in changed and frozen fails that run and gets a fresh context',
    runs: [
      input('Array.prototype.map = () => "mine"; Object.freeze(Array.prototype); Object.freeze(Object.prototype);'),
      stillWorks,
    ],
    check([freezer, next]) {
      expect(freezer).toMatchObject({ success: false, error: { code: 'SCRIPT_CONTEXT_BROKEN' } });
      expectNextRuns(next);
    },
  },
  {
    name: '10^6 console.log calls are truncated, not kept',
    runs: [input("for (let i = 0; i < 1e6; i += 1) console.log('line', i);", { timeoutMs: 15_000 })],
    check([output]) {
      expect(output!.success).toBe(true);
      expect(output!.logs).toHaveLength(1001);
      expect(output!.logs[999]!.message).toBe('line 999');
      expect(output!.logs[1000]).toMatchObject({
        level: 'warn',
        message: '999000 more console messages were dropped (limit 1000 per script run)',
      });
    },
  },
];
