// Messages between the page (workerScriptHost.ts) and the worker (scriptWorker.ts): text only.

export type ToWorker =
  | { type: 'run'; id: number; input: string; libraries: string[] }
  | { type: 'sendResult'; callId: number; reply: string };

export type FromWorker =
  | { type: 'result'; id: number; output: string }
  | { type: 'failed'; id: number; message: string }
  | { type: 'sendRequest'; id: number; callId: number; request: string };
