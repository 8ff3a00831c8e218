import { performance } from 'node:perf_hooks';
import type { Dispatcher } from 'undici';
import type { EventStream, EventStreamEnding } from '../../model/eventStream.js';
import type { Header, Timings } from '../../model/response.js';
import type { SendError } from '../../send/errors.js';
import { isEventStream } from '../../send/eventStreamReader.js';
import type { EventStreamOptions } from '../../send/transport.js';
import { captureSocketPhases, type SocketPhases, type SocketPhasesReceiver } from './connector.js';
import { createBodyCollector, type BodyCollector, type CollectCallbacks } from './decodeBody.js';
import { EventStreamBody } from './eventStreamBody.js';
import type { DispatchBody } from './requestBody.js';

/** One request/response on the wire: a redirect chain is several of these. */
export interface Hop {
  method: string;
  url: URL;
  /** The request target as sent (path and query); differs from `url` when encoding is disabled. */
  path: string;
  headers: Array<{ name: string; value: string }>;
  body?: DispatchBody;
}

export interface HopResult {
  status: number;
  statusText: string;
  headers: Header[];
  body: Buffer;
  timings: Omit<Timings, 'total'>;
  /** Set when the answer was an event stream, read until it ended. */
  eventStream?: EventStream;
}

/** How a hop follows an event stream: the request's options, and who hears that one opened. */
export interface HopStreamOptions {
  options?: EventStreamOptions;
  opened?(head: Pick<HopResult, 'status' | 'statusText' | 'headers'>): void;
}

/** Sends one hop through undici's dispatcher and collects the decoded body under the size cap. */
export function exchange(
  dispatcher: Dispatcher,
  hop: Hop,
  /** The caller's cancel and the total deadline; listened to directly, not merged, so nothing outlives the hop. */
  signals: readonly AbortSignal[],
  maxBytes: number,
  stream: HopStreamOptions = {},
): Promise<HopResult> {
  return new Promise<HopResult>((resolve, reject) => {
    const handler = new HopHandler(signals, maxBytes, stream, resolve, reject);
    if (!handler.listen()) return;
    const headers: string[] = [];
    for (const { name, value } of hop.headers) headers.push(name, value);
    dispatcher.dispatch(
      {
        origin: hop.url.origin,
        path: hop.path,
        method: hop.method,
        headers,
        body: hop.body?.body ?? null,
      } as Dispatcher.DispatchOptions,
      handler,
    );
  });
}

/**
 * undici's handler for one hop, also the body collector's callbacks. One object with methods
 * rather than a closure per callback: a run sends thousands of requests a second, and each
 * closure is an allocation of every one of them.
 */
class HopHandler implements Dispatcher.DispatchHandler, CollectCallbacks, SocketPhasesReceiver {
  private phases: SocketPhases = NO_SETUP;
  private writingAt = performance.now();
  private headersAt = this.writingAt;
  private controller: Dispatcher.DispatchController | undefined;
  private settled = false;
  private collector: BodyCollector | undefined;
  private status = 0;
  private statusText = '';
  private headers: Header[] = [];
  /** The open event stream, once the head said the body is one. */
  private streamBody: EventStreamBody | undefined;

  constructor(
    private readonly signals: readonly AbortSignal[],
    private readonly maxBytes: number,
    private readonly stream: HopStreamOptions,
    private readonly resolve: (result: HopResult) => void,
    private readonly reject: (error: unknown) => void,
  ) {}

  // A function rather than this object as the listener: with an object listener on the run's
  // signal, hops outlived their requests and a long run's young generation doubled (measured).
  private readonly onAbort = (): void => {
    // Once a stream is open, a cancel ends it and keeps what arrived, like the Stop button.
    if (this.streamBody) this.endStream('stopped');
    else this.onError(new DOMException('Aborted', 'AbortError'));
  };
  private readonly onStop = (): void => this.endStream('stopped');

  /** Listens to the signals; false when one has already aborted (the hop then failed). */
  listen(): boolean {
    for (const signal of this.signals) {
      if (signal.aborted) {
        this.onAbort();
        return false;
      }
    }
    for (const signal of this.signals) signal.addEventListener('abort', this.onAbort, { once: true });
    return true;
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    // Cancelled while queued for a connection: stop before anything is written.
    if (this.settled) return controller.abort(new DOMException('Aborted', 'AbortError'));
    this.controller = controller;
    this.writingAt = performance.now();
    captureSocketPhases(this);
  }

  receivePhases(phases: SocketPhases): void {
    this.phases = phases;
  }

  onResponseStart(controller: Dispatcher.DispatchController, status: number, _headers: unknown, statusText = ''): void {
    this.headersAt = performance.now();
    this.status = status;
    this.statusText = statusText;
    // The parsed headers are lower-cased and merged; the raw ones keep the server's order and case.
    this.headers = pairs((controller.rawHeaders ?? []) as Buffer[]);
    if (status >= 200 && status < 300 && isEventStream(this.headers)) return this.openStream();
    this.collector = createBodyCollector(contentEncodingOf(this.headers), this.maxBytes, this);
  }

  /** Reads the body as an event stream: each decoded chunk goes to the stream as it comes. */
  private openStream(): void {
    const { options = {} } = this.stream;
    const body = new EventStreamBody(this.maxBytes, options.idleTimeoutMs, options.listener, (ending) =>
      this.endStream(ending),
    );
    this.streamBody = body;
    this.collector = createBodyCollector(contentEncodingOf(this.headers), this.maxBytes, {
      onDecoded: (chunk) => body.take(chunk),
      onDone: () => this.endStream('server'),
      onError: (error) => this.onError(error),
      onDrain: () => this.onDrain(),
    });
    this.stream.opened?.({ status: this.status, statusText: this.statusText, headers: this.headers });
    if (options.stop?.aborted) this.endStream('stopped');
    else options.stop?.addEventListener('abort', this.onStop, { once: true });
  }

  /** Ends an open stream, keeping its text and events; the connection closes unless the server closed it. */
  private endStream(ending: EventStreamEnding): void {
    const body = this.streamBody;
    if (!body || !this.finish()) return;
    body.close();
    if (ending !== 'server') {
      this.collector?.destroy();
      this.controller?.abort(new DOMException('The event stream was ended', 'AbortError'));
    }
    this.resolve({
      status: this.status,
      statusText: this.statusText,
      headers: this.headers,
      body: body.body,
      timings: this.timings(),
      eventStream: { events: body.events, endedBy: ending },
    });
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    // A full collector asks for a pause; it resumes the response when it has drained.
    if (this.collector && !this.collector.write(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    this.collector?.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    // A stream the connection dropped under has still delivered its events.
    if (this.streamBody) return this.endStream('server');
    // A 204 or 304 has no content whatever its Content-Length says (RFC 9110 §8.6); undici
    // still counts the missing bytes as an error, where browsers and Newman take the response.
    const withoutContent = this.status === 204 || this.status === 304;
    if (
      withoutContent &&
      this.collector &&
      (error as { code?: string }).code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH'
    ) {
      this.collector.end();
      return;
    }
    this.onError(error);
  }

  onDrain(): void {
    this.controller?.resume();
  }

  onDone(body: Buffer): void {
    if (!this.finish()) return;
    this.resolve({
      status: this.status,
      statusText: this.statusText,
      headers: this.headers,
      body,
      timings: this.timings(),
    });
  }

  private timings(): HopResult['timings'] {
    const { dns, connect, tls } = this.phases;
    const endAt = performance.now();
    return { dns, connect, tls, firstByte: this.headersAt - this.writingAt, download: endAt - this.headersAt };
  }

  onError(error: SendError | Error | DOMException): void {
    if (!this.finish()) return;
    this.collector?.destroy();
    this.controller?.abort(error instanceof Error ? error : new Error(String(error)));
    this.reject(error);
  }

  /** Settles once: false when the hop already has. */
  private finish(): boolean {
    if (this.settled) return false;
    this.settled = true;
    for (const signal of this.signals) signal.removeEventListener('abort', this.onAbort);
    this.stream.options?.stop?.removeEventListener('abort', this.onStop);
    return true;
  }
}

/** A request sent on a connection that was already open: no setup time to charge. */
const NO_SETUP: SocketPhases = { dns: 0, connect: 0, tls: 0 };

function contentEncodingOf(headers: Header[]): string | undefined {
  for (const header of headers) {
    if (header.name.length === 16 && header.name.toLowerCase() === 'content-encoding') return header.value;
  }
  return undefined;
}

/** undici's raw headers alternate name and value buffers, in the server's order and case. */
function pairs(raw: Buffer[]): Header[] {
  const headers: Header[] = [];
  for (let index = 0; index + 1 < raw.length; index += 2) {
    headers.push({ name: String(raw[index]), value: String(raw[index + 1]) });
  }
  return headers;
}
