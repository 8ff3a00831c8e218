// What the response panel shows: nothing yet, a send in flight, a failure, or a response
// with its tests and script logs. Not persisted: history keeps past responses.
import type { ErrorInfo, HttpRequest, HttpResponse, LogEntry, TestResult } from '@courier/core';
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface ResponseView {
  response: HttpResponse | null;
  /** The request as written when it was sent (variables unresolved): what Save as example keeps with it. */
  sent?: HttpRequest;
  error?: ErrorInfo;
  testResults: TestResult[];
  preRequestLogs: LogEntry[];
  testLogs: LogEntry[];
}

type ResponsePhase = 'idle' | 'loading' | 'done';

export interface ResponseState extends ResponseView {
  phase: ResponsePhase;
  /** Counts the responses shown: views that hold per-response state (search) start afresh on a new count. */
  shown: number;
  /** Cancels the send in flight. */
  abort?: () => void;
  start(abort?: () => void): void;
  show(view: ResponseView): void;
  clear(): void;
}

const EMPTY: ResponseView = { response: null, sent: undefined, testResults: [], preRequestLogs: [], testLogs: [] };

export function createResponseStore(): StoreApi<ResponseState> {
  return createStore<ResponseState>()((set, get) => ({
    ...EMPTY,
    phase: 'idle',
    shown: 0,
    start: (abort) => set({ ...EMPTY, error: undefined, phase: 'loading', abort }),
    show: (view) =>
      set({ ...EMPTY, error: undefined, ...view, phase: 'done', abort: undefined, shown: get().shown + 1 }),
    clear: () => set({ ...EMPTY, error: undefined, phase: 'idle', abort: undefined }),
  }));
}
