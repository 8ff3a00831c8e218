// setTimeout and friends for scripts. isolated-vm has no timers, so both hosts give the prelude a
// `sleep(ms)` hook; every timer counts as pending work the run waits for (the host's
// deadline ends a run whose timers never stop).
import { runOwned } from './tests.js';

export function defineTimers(global, sleep, currentRun) {
  let nextId = 1;
  const active = new Map();

  function schedule(fn, ms, args, repeat) {
    const id = nextId++;
    const run = currentRun();
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

  function clear(id) {
    const finish = active.get(id);
    if (!finish) return;
    active.delete(id);
    finish();
  }

  const timers = {
    setTimeout: (fn, ms, ...args) => schedule(fn, ms, args, false),
    setInterval: (fn, ms, ...args) => schedule(fn, ms, args, true),
    setImmediate: (fn, ...args) => schedule(fn, 0, args, false),
    clearTimeout: clear,
    clearInterval: clear,
    clearImmediate: clear,
  };
  for (const [name, value] of Object.entries(timers)) {
    Object.defineProperty(global, name, { value, writable: true, configurable: true, enumerable: false });
  }
}
