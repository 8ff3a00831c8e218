// What the response panel shows: nothing yet, a send in flight, a failure, or a response
// with its tests and script logs. Not persisted: history keeps past responses.
import type {
  ErrorInfo,
  EventStreamHead,
  HttpRequest,
  HttpResponse,
  LogEntry,
  ServerSentEvent,
  TestResult,
} from '@courier/core';
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

/** An event stream still being received: its head, and its events so far (the array grows in place). */
interface LiveEventStream {
  head: EventStreamHead;
  events: ServerSentEvent[];
}

export interface ResponseState extends ResponseView {
  phase: ResponsePhase;
  /** Counts the responses shown: views that hold per-response state (search) start afresh on a new count. */
  shown: number;
  /** Cancels the send in flight; once an event stream is open, stops it keeping its events. */
  abort?: () => void;
  /** The event stream arriving while the send is in flight. */
  live?: LiveEventStream;
  start(abort?: () => void): void;
  streamOpened(head: EventStreamHead, stop: () => void): void;
  streamReceived(event: ServerSentEvent): void;
  show(view: ResponseView): void;
  clear(): void;
}

const EMPTY: ResponseView = { response: null, sent: undefined, testResults: [], preRequestLogs: [], testLogs: [] };

export function createResponseStore(): StoreApi<ResponseState> {
  return createStore<ResponseState>()((set, get) => ({
    ...EMPTY,
    phase: 'idle',
    shown: 0,
    start: (abort) => set({ ...EMPTY, error: undefined, phase: 'loading', abort, live: undefined }),
    streamOpened: (head, stop) => set({ live: { head, events: [] }, abort: stop }),
    streamReceived: (event) => {
      const { live } = get();
      if (!live) return;
      // A long stream has thousands of events: pushing in place and renewing the holder keeps each arrival cheap.
      live.events.push(event);
      set({ live: { ...live } });
    },
    show: (view) =>
      set({
        ...EMPTY,
        error: undefined,
        ...view,
        phase: 'done',
        abort: undefined,
        live: undefined,
        shown: get().shown + 1,
      }),
    clear: () => set({ ...EMPTY, error: undefined, phase: 'idle', abort: undefined, live: undefined }),
  }));
}
