// The browser script host: one dedicated Worker runs the prelude; the page enforces
// the deadline by terminating it, and the next run starts a fresh Worker. Only text crosses the
// boundary, plus `pm.sendRequest` and `pm.cookies.jar()` calls, which the page answers through the bridge.
import { messageOf } from '../../errors.js';
import { bridgeReply } from '../bridgeReply.js';
import { ScriptError } from '../errors.js';
import type { ScriptBridge, ScriptHost, ScriptInput, ScriptOutput } from '../host.js';
import { librariesMentionedIn } from '../libraryCode.js';
import { failedOutput, inputText, readSandboxResult, timeoutError } from '../output.js';
import type { FromWorker, ToWorker } from './protocol.js';

/** `createWorker` builds the Worker from scriptWorker.ts, e.g. with Vite's `?worker` import. */
export function createWorkerScriptHost(createWorker: () => Worker): ScriptHost {
  let worker: Worker | undefined;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();
  let disposed = false;

  function runOnce(input: ScriptInput, bridge: ScriptBridge): Promise<ScriptOutput> {
    if (disposed) return Promise.reject(new ScriptError('SCRIPT_HOST_DISPOSED', 'The script host has been disposed'));
    const current = (worker ??= createWorker());
    const id = nextId++;
    return new Promise<ScriptOutput>((resolve) => {
      const finish = (output: ScriptOutput, discard: boolean) => {
        clearTimeout(timer);
        current.removeEventListener('message', onMessage);
        current.removeEventListener('error', onError);
        if (discard) {
          current.terminate();
          if (worker === current) worker = undefined;
        }
        resolve(output);
      };
      const timer = setTimeout(() => finish(failedOutput(input, timeoutError(input.timeoutMs)), true), input.timeoutMs);
      const onError = (event: ErrorEvent) => {
        event.preventDefault();
        const message = event.message || 'the worker could not start';
        finish(
          failedOutput(input, new ScriptError('SCRIPT_SANDBOX_FAILED', `The script sandbox failed: ${message}`)),
          true,
        );
      };
      const onMessage = (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (message.id !== id) return;
        if (message.type === 'call') {
          void answer(current, bridge, message.callId, message.call);
        } else if (message.type === 'failed') {
          finish(
            failedOutput(
              input,
              new ScriptError('SCRIPT_SANDBOX_FAILED', `The script sandbox failed: ${message.message}`),
            ),
            true,
          );
        } else {
          try {
            const { output, intact } = readSandboxResult(message.output, input);
            finish(output, !intact);
          } catch (error) {
            finish(
              failedOutput(
                input,
                error instanceof ScriptError ? error : new ScriptError('SCRIPT_SANDBOX_FAILED', messageOf(error)),
              ),
              true,
            );
          }
        }
      };
      current.addEventListener('message', onMessage);
      current.addEventListener('error', onError);
      const libraries = librariesMentionedIn(input.scripts.map((script) => script.source));
      post(current, { type: 'run', id, input: inputText(input), libraries });
    });
  }

  return {
    run(input, bridge) {
      const result = queue.then(() => runOnce(input, bridge));
      queue = result.catch(() => undefined);
      return result;
    },
    async dispose() {
      disposed = true;
      worker?.terminate();
      worker = undefined;
    },
  };
}

function post(worker: Worker, message: ToWorker): void {
  worker.postMessage(message);
}

/** Answers a script's call through the bridge; the worker gets JSON text back, never an object. */
async function answer(worker: Worker, bridge: ScriptBridge, callId: number, callText: string): Promise<void> {
  post(worker, { type: 'callResult', callId, reply: await bridgeReply(bridge, callText) });
}
