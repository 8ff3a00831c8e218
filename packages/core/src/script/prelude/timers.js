// setTimeout and friends for scripts. isolated-vm has no timers, so both hosts give the prelude a
// `sleep(ms)` hook; every timer counts as pending work the run waits for (the host's
// deadline ends a run whose timers never stop).
import { runOwned } from './tests.js';

/** @typedef {import('./types/prelude.js').RunState} RunState */

/**
 * @param {typeof globalThis} global
 * @param {import('./types/prelude.js').Hooks['sleep']} sleep
 * @param {() => RunState | undefined} currentRun the run going on; none
 *   only before the first, when no script can start a timer
 */
export function defineTimers(global, sleep, currentRun) {
  let nextId = 1;
  // The finish() of each timer's pending work, by id; clearTimeout is given whatever the script passes.
  /** @type {Map<unknown, () => void>} */
  const active = new Map();

  /**
   * @param {unknown} fn
   * @param {unknown} ms
   * @param {unknown[]} args
   * @param {boolean} repeat
   */
  function schedule(fn, ms, args, repeat) {
    const id = nextId++;
    const run = /** @type {RunState} */ (currentRun());
    // A timer started by a done-style test belongs to it: its error fails that test (tests.js).
    const owner = run.asyncTest.current;
    active.set(id, run.pending.start());
    const tick = () =>
      sleep(Math.max(0, Number(ms) || 0)).then(() => {
        if (!active.has(id)) return;
        runOwned(run, owner, () => {
          if (typeof fn === 'function') fn(...args);
        });
        if (repeat && active.has(id) && !run.failed()) tick();
        else clear(id);
      });
    tick();
    return id;
  }

  /** @param {unknown} id */
  function clear(id) {
    const finish = active.get(id);
    if (!finish) return;
    active.delete(id);
    finish();
  }

  const timers = {
    /** @type {(fn: unknown, ms: unknown, ...args: unknown[]) => number} */
    setTimeout: (fn, ms, ...args) => schedule(fn, ms, args, false),
    /** @type {(fn: unknown, ms: unknown, ...args: unknown[]) => number} */
    setInterval: (fn, ms, ...args) => schedule(fn, ms, args, true),
    /** @type {(fn: unknown, ...args: unknown[]) => number} */
    setImmediate: (fn, ...args) => schedule(fn, 0, args, false),
    clearTimeout: clear,
    clearInterval: clear,
    clearImmediate: clear,
  };
  for (const [name, value] of Object.entries(timers)) {
    Object.defineProperty(global, name, { value, writable: true, configurable: true, enumerable: false });
  }
}
