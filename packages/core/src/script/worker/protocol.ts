// Messages between the page (workerScriptHost.ts) and the worker (scriptWorker.ts): text only.

export type ToWorker =
  | { type: 'run'; id: number; input: string; libraries: string[] }
  | { type: 'callResult'; callId: number; reply: string };

export type FromWorker =
  | { type: 'result'; id: number; output: string }
  | { type: 'failed'; id: number; message: string }
  /** `pm.sendRequest` or `pm.cookies.jar()`, for the page's bridge (bridgeReply.ts). */
  | { type: 'call'; id: number; callId: number; call: string };
