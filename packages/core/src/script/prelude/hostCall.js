// A call out of the sandbox to its host (`pm.sendRequest`, `pm.cookies.jar()`): JSON text out and
// JSON text back (`{ result }` or `{ error: { message } }`), answered through a callback or, without
// one, as a promise. The call keeps the script's run open until it settles, and its callback runs
// as part of the test that made the call (tests.js).
import { toJsonText } from './format.js';
import { parseJson } from './intrinsics.js';
import { runOwned } from './tests.js';

/**
 * callHost with the hooks and the run already given: how cookieJar.js calls out.
 * @typedef {<R, T>(makeCall: () => unknown, callback: unknown, toResult: (result: R) => T)
 *   => Promise<T | undefined>} HostCall
 */

/**
 * @template R, T
 * @param {Pick<import('./types/prelude.js').Hooks, 'call'>} hooks
 * @param {import('./types/prelude.js').RunState} run
 * @param {() => unknown} makeCall the call, built once the promise chain runs, so bad input rejects
 * @param {unknown} callback the script's `(error, result)`, when it gave one
 * @param {(result: R) => T} toResult what the script gets, from the host's answer to this call
 *   (R, as the host's bridge answers it: bridgeReply.ts)
 * @returns {Promise<T | undefined>} undefined when the call failed and the callback was told
 */
export function callHost(hooks, run, makeCall, callback, toResult) {
  const finish = run.pending.start();
  const owner = run.asyncTest.current;
  /**
   * @param {unknown} error
   * @param {T | undefined} result
   */
  const settle = (error, result) => {
    runOwned(run, owner, () => {
      if (typeof callback === 'function') callback(error, result);
    });
    finish();
  };
  const result = Promise.resolve()
    .then(() => hooks.call(toJsonText(makeCall())))
    .then((text) => {
      /** @type {{ result: R, error?: { message: string } }} */
      const reply = parseJson(text);
      if (reply.error) throw new Error(reply.error.message);
      return toResult(reply.result);
    });
  return result.then(
    (value) => {
      settle(null, value);
      return value;
    },
    (error) => {
      settle(error, undefined);
      if (typeof callback !== 'function') throw error;
      return undefined;
    },
  );
}
