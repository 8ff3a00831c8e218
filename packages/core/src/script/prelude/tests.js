// `pm.test` (issue 3 §2/§3): every test is recorded with name, outcome, duration and timestamp. A
// failing test does not stop the script (as in Postman; ARCHITECTURE "Where the spec is
// defective"); tests may be synchronous, take a `done` callback, or return a promise.
import { describeThrown } from './format.js';
import { dateNow } from './intrinsics.js';

export function createTests(pending) {
  const results = [];

  function record(slot, started, error) {
    slot.passed = error === undefined;
    slot.duration = Math.max(0, dateNow() - started);
    if (error !== undefined) slot.error = describeThrown(error).message;
  }

  function test(name, fn) {
    const slot = { name: String(name), passed: false, duration: 0, timestamp: new Date().toISOString() };
    results.push(slot);
    const started = dateNow();
    if (typeof fn !== 'function') {
      record(slot, started, new Error('pm.test needs a function'));
      return test;
    }
    if (fn.length > 0) {
      // `done` style: the test ends when done() is called, with the error it is given if any.
      const finish = pending.start();
      let settled = false;
      const done = (error) => {
        if (settled) return;
        settled = true;
        record(slot, started, error ?? undefined);
        finish();
      };
      try {
        fn(done);
      } catch (error) {
        done(error);
      }
      return test;
    }
    try {
      const returned = fn();
      if (returned && typeof returned.then === 'function') {
        const finish = pending.start();
        Promise.resolve(returned).then(
          () => {
            record(slot, started, undefined);
            finish();
          },
          (error) => {
            record(slot, started, error ?? new Error('Test rejected'));
            finish();
          },
        );
      } else {
        record(slot, started, undefined);
      }
    } catch (error) {
      record(slot, started, error ?? new Error('Test threw'));
    }
    return test;
  }

  test.skip = (name) => {
    results.push({
      name: String(name),
      passed: false,
      skipped: true,
      duration: 0,
      timestamp: new Date().toISOString(),
    });
    return test;
  };

  /** Legacy `tests['name'] = condition`, recorded when the script ends. */
  function recordLegacy(tests) {
    for (const key of Object.keys(tests)) {
      const passed = Boolean(tests[key]);
      const slot = { name: key, passed, duration: 0, timestamp: new Date().toISOString() };
      if (!passed) slot.error = `Test "${key}" failed`;
      results.push(slot);
    }
  }

  return { test, results, recordLegacy };
}

/** Counts async work (tests, timers, sendRequest) the run must wait for before it ends. */
export function createPending() {
  let count = 0;
  let aborted = false;
  let wake;
  return {
    start() {
      count += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count -= 1;
        if (count === 0 && wake) wake();
      };
    },
    /** Resolves once nothing is pending; the host's deadline covers work that never ends. */
    async drained() {
      while (count > 0 && !aborted) await new Promise((resolve) => (wake = resolve));
    },
    /** A failure ends the wait: the script stops (spec 01 §4.2). */
    abort() {
      aborted = true;
      if (wake) wake();
    },
  };
}
