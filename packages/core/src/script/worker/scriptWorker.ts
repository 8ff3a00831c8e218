// The Worker entry (browser host): runs the prelude for the page's workerScriptHost.
// Create it with `new Worker(new URL(…/scriptWorker.ts), { type: 'module' })` or Vite's `?worker`.
import { loadLibraryCode } from '../libraryCode.js';
import { preludeCode, sugarCode } from '../preludeCode.js';
import { lockDown } from './lockdown.js';
import type { FromWorker, ToWorker } from './protocol.js';

type Install = (hooks: object) => (input: string) => Promise<string>;

// Privileged handles, taken before lockDown removes them from the global.
interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}
const scope = globalThis as unknown as WorkerScope;
const post = scope.postMessage.bind(scope);
const listen = scope.addEventListener.bind(scope);
const wait = setTimeout.bind(scope);
const compileFunction = Function;

lockDown(globalThis);

const libraries = new Map<string, string>([['sugar', sugarCode]]);
const replies = new Map<number, (reply: string) => void>();
let nextCallId = 1;
let runId = 0;

const install = new compileFunction(preludeCode)() as Install;
const run = install({
  loadLibrary: (name: string) => libraries.get(name),
  call: (call: string) =>
    new Promise<string>((resolve) => {
      const callId = nextCallId++;
      replies.set(callId, resolve);
      post({ type: 'call', id: runId, callId, call });
    }),
  sleep: (ms: number) => new Promise<void>((resolve) => wait(resolve, ms)),
});

listen('message', (event) => {
  const message = event.data;
  if (message.type === 'callResult') {
    replies.get(message.callId)?.(message.reply);
    replies.delete(message.callId);
    return;
  }
  runId = message.id;
  void (async () => {
    try {
      for (const name of message.libraries) if (!libraries.has(name)) libraries.set(name, await loadLibraryCode(name));
      post({ type: 'result', id: message.id, output: await run(message.input) });
    } catch (error) {
      post({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) });
    }
  })();
});
