// `pm.test`: every test is recorded with name, outcome, duration and timestamp. A failing test
// does not stop the script (as in Postman; docs/decisions/0014-failed-test-does-not-stop-the-script.md);
// tests may be synchronous, take a `done` callback, or return a promise.
import { chaiMessageOf } from './expect.js';
import { describeThrown } from './format.js';
import { dateNow } from './intrinsics.js';

/**
 * @typedef {import('./types/prelude.js').RunState} RunState
 * @typedef {import('../../model/testResult.js').TestResult} TestResult
 * @typedef {NonNullable<RunState['asyncTest']['current']>} Done the `done` of a done-style test
 */

/**
 * @param {() => RunState} currentScript the state of the script
 *   running: its pending work (createPending below), and in `asyncTest.current` the `done` of the
 *   done-style test whose code is running, so that a timer it starts fails that test when its
 *   callback throws (timers.js), not the whole script
 */
export function createTests(currentScript) {
  /** @type {TestResult[]} */
  const results = [];
  /**
   * done() of every done-style test, to close those still open when nothing can call them any more.
   * Walked by index: a script may have replaced Array.prototype[Symbol.iterator] by then.
   * @type {Done[]}
   */
  const doneTests = [];

  /**
   * @param {TestResult} slot
   * @param {number} started
   * @param {unknown} error undefined for a test that passed
   */
  function record(slot, started, error) {
    slot.passed = error === undefined;
    slot.duration = Math.max(0, dateNow() - started);
    if (error === undefined) return;
    slot.error = describeThrown(error).message;
    const chaiError = chaiMessageOf(error);
    if (chaiError !== undefined) slot.chaiError = chaiError;
  }

  /**
   * @param {unknown} name
   * @param {unknown} fn the test's code: `() => unknown` (a promise waited for), `(done) => void`, or
   *   anything else a script passed
   */
  function test(name, fn) {
    /** @type {TestResult} */
    const slot = { name: String(name), passed: false, duration: 0, timestamp: new Date().toISOString() };
    results.push(slot);
    const started = dateNow();
    if (typeof fn !== 'function') {
      // Postman records a test without a function as passed.
      record(slot, started, undefined);
      return test;
    }
    if (fn.length > 0) {
      // `done` style: the test ends when done() is called, with the error it is given if any.
      const { pending, asyncTest } = currentScript();
      const finish = pending.wait();
      let settled = false;
      /** @param {unknown} [error] */
      const done = (error) => {
        if (settled) return;
        settled = true;
        record(slot, started, error ?? undefined);
        finish();
      };
      doneTests[doneTests.length] = done;
      const outer = asyncTest.current;
      asyncTest.current = done;
      try {
        fn(done);
      } catch (error) {
        done(error);
      } finally {
        asyncTest.current = outer;
      }
      return test;
    }
    try {
      const returned = fn();
      if (returned && typeof returned.then === 'function') {
        const finish = currentScript().pending.start();
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

  /** @param {unknown} name */
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

  /**
   * Legacy `tests['name'] = condition`, recorded when the script ends.
   * @param {object} tests the script's `tests`: test names to conditions
   */
  function recordLegacy(tests) {
    for (const key of Object.keys(tests)) {
      const passed = Boolean(/** @type {Record<string, unknown>} */ (tests)[key]);
      /** @type {TestResult} */
      const slot = { name: key, passed, duration: 0, timestamp: new Date().toISOString() };
      if (!passed) slot.error = `Test "${key}" failed`;
      results.push(slot);
    }
  }

  /** Fails the done-style tests still open: nothing is left that could call their done(). */
  function closeOpen() {
    for (let index = 0; index < doneTests.length; index += 1) {
      const done = /** @type {Done} */ (doneTests[index]);
      done(new Error('The test never called done()')); // a no-op for a test already done
    }
  }

  return { test, results, recordLegacy, closeOpen };
}

/**
 * Runs the callback of a timer or of pm.sendRequest as part of the done-style test that started it
 * (`owner`, captured when it was started): a throw fails that test, as the user meant it to;
 * without an owner it is the script's error, and the script's other timers still run, as in
 * Newman, where such an error is reported and the script goes on. Timers the callback starts
 * belong to the same test. The
 * callbacks of a script that failed do not run: its work ended with it, as Newman ends a failed
 * script's timers, and the scripts after it must not see them.
 * @param {RunState} run
 * @param {Done | undefined} owner
 * @param {() => void} callback
 */
export function runOwned(run, owner, callback) {
  if (run.failed()) return;
  const outer = run.asyncTest.current;
  run.asyncTest.current = owner;
  try {
    callback();
  } catch (error) {
    if (owner) owner(error);
    else run.report(error);
  } finally {
    run.asyncTest.current = outer;
  }
}

/**
 * Counts what the run must wait for before it ends: work (timers, sendRequest) and done-style tests
 * waiting for their done(). A test can only be finished by work, so once no work is left the wait
 * ends and the caller closes the tests still open.
 * @returns {RunState['pending']}
 */
export function createPending() {
  let work = 0;
  let waits = 0;
  let aborted = false;
  /** @type {(() => void) | undefined} */
  let wake;
  /** @param {(by: number) => void} change */
  const counted = (change) => {
    change(1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      change(-1);
      if ((work === 0 || work + waits === 0) && wake) wake();
    };
  };
  return {
    /** Work that may finish tests; returns its finish(). */
    start: () => counted((by) => (work += by)),
    /** A test waiting for its done(); returns its finish(). */
    wait: () => counted((by) => (waits += by)),
    /**
     * Resolves once no work is pending; the host's deadline covers work that never ends. `settle`
     * (the host's sleep(0)) lets promise callbacks that may still call done() run first.
     */
    async drained(settle) {
      for (;;) {
        while (work > 0 && !aborted) await /** @type {Promise<void>} */ (new Promise((resolve) => (wake = resolve)));
        if (aborted || waits === 0) return;
        await settle();
        if (work === 0) return;
      }
    },
    /** A failure ends the wait: the script stops. */
    abort() {
      aborted = true;
      if (wake) wake();
    },
  };
}
