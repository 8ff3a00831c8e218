// A call out of the sandbox to its host (`pm.sendRequest`, `pm.cookies.jar()`): JSON text out and
// JSON text back (`{ result }` or `{ error: { message } }`), answered through a callback or, without
// one, as a promise. The call keeps the script's run open until it settles, and its callback runs
// as part of the test that made the call (tests.js).
import { toJsonText } from './format.js';
import { parseJson } from './intrinsics.js';
import { runOwned } from './tests.js';

/**
 * @param {Pick<import('./types/prelude.js').Hooks, 'call'>} hooks
 * @param {import('./types/prelude.js').RunState} run
 * @param {() => unknown} makeCall the call, built once the promise chain runs, so bad input rejects
 * @param {unknown} callback the script's `(error, result)`, when it gave one
 * @param {(result: any) => unknown} toResult what the script gets
 */
export function callHost(hooks, run, makeCall, callback, toResult) {
  const finish = run.pending.start();
  const owner = run.asyncTest.current;
  const settle = (error, result) => {
    runOwned(run, owner, () => {
      if (typeof callback === 'function') callback(error, result);
    });
    finish();
  };
  const result = Promise.resolve()
    .then(() => hooks.call(toJsonText(makeCall())))
    .then((text) => {
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
