import type { ActiveRun, RequestResult, RunResult } from '../model/run.js';
import type { HttpRequest } from '../model/request.js';
import type { HttpResponse } from '../model/response.js';
import type { LogEntry, TestResult } from '../model/testResult.js';

/**
 * A run is a stream of these events: the CLI reporters, the
 * web store and the server consume the same union. Events carry what a consumer shows; the
 * per-request result is the one reports keep.
 */
export interface RequestRef {
  iteration: number;
  /** The saved request's id. */
  requestId: string;
  name: string;
  /** Folder names from the collection root down. */
  path: string[];
}

export type RunEvent =
  | { type: 'run:start'; run: ActiveRun; requestCount: number }
  | { type: 'iteration:start'; iteration: number; data: Record<string, unknown> }
  | ({ type: 'request:start' } & RequestRef)
  | ({ type: 'console'; event: 'prerequest' | 'test'; entry: LogEntry } & RequestRef)
  | ({ type: 'test'; test: TestResult } & RequestRef)
  /** `pm.execution.skipRequest()`: nothing was sent, nothing is recorded. */
  | ({ type: 'request:skipped' } & RequestRef)
  | {
      type: 'request:done';
      result: RequestResult;
      /** Steps done so far and planned (requests × iterations). */
      current: number;
      total: number;
      /** Only with `includeResponses`: the full response, body included. */
      response?: HttpResponse;
      /** Only with `includeResponses`: the request as sent (variables resolved), for reports that show it. */
      request?: HttpRequest;
    }
  | { type: 'iteration:end'; iteration: number }
  /** A note from the runner itself, e.g. a setNextRequest target that does not exist. */
  | { type: 'warning'; message: string }
  | { type: 'run:end'; result: RunResult };

export type RunListener = (event: RunEvent) => void;

/**
 * Fans events out to listeners and to async iterators. An iterator buffers only what its
 * consumer has not read yet, and only from the moment it was opened.
 */
export class RunEventChannel {
  private readonly listeners = new Set<RunListener>();
  private closed = false;

  on(listener: RunListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: RunEvent): void {
    for (const listener of this.listeners) listener(event);
    if (event.type === 'run:end') this.close();
  }

  private close(): void {
    this.closed = true;
    this.listeners.clear();
  }

  /** Every event from now until `run:end` (included). */
  async *stream(): AsyncGenerator<RunEvent, void, undefined> {
    if (this.closed) return;
    const queue: Array<RunEvent | undefined> = [];
    let wake: (() => void) | undefined;
    let ended = false;
    const off = this.on((event) => {
      queue.push(event);
      if (event.type === 'run:end') ended = true;
      wake?.();
    });
    let head = 0;
    try {
      for (;;) {
        // An index instead of shift(): a slow consumer may fall thousands of events behind.
        const event = queue[head];
        if (event) {
          queue[head] = undefined;
          head += 1;
          if (head > 1024 && head * 2 > queue.length) {
            queue.splice(0, head);
            head = 0;
          }
          yield event;
          if (event.type === 'run:end') return;
        } else if (ended) {
          return;
        } else {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
        }
      }
    } finally {
      off();
    }
  }
}
