// What the detailed reports (Newman-shaped JSON, HTML) show of each execution beyond its result:
// the request as sent, the response, the scripts' console output. Recorded from the run's events.
import type { Body } from '../model/body.js';
import type { HttpRequest } from '../model/request.js';
import type { Header, HttpResponse, Timings } from '../model/response.js';
import type { LogEntry } from '../model/testResult.js';
import type { RequestRef, RunEvent } from '../runner/events.js';

/**
 * Bodies are kept up to this many characters each: a report of 10,000 requests must stay a file a
 * browser opens, and a run must not hold every megabyte it downloaded until it ends.
 */
export const REPORT_BODY_LIMIT = 10 * 1024;

/** A body as a report keeps it: the first REPORT_BODY_LIMIT characters and the full size. */
export interface KeptBody {
  text: string;
  /** Bytes of the whole body. */
  size: number;
  truncated: boolean;
  /** The text is base64 (a binary response). */
  base64: boolean;
}

export interface ConsoleLine extends Pick<LogEntry, 'level' | 'message'> {
  event: 'prerequest' | 'test';
}

export interface Exchange {
  request: {
    method: string;
    url: string;
    /** The headers on the wire when the transport reports them, else the request's own. */
    headers: Header[];
    /** The body as the request holds it, a raw text kept up to the limit. */
    body: Body;
    bodyTruncated: boolean;
  };
  response?: {
    status: number;
    statusText: string;
    headers: Header[];
    body: KeptBody;
    timings?: Timings;
  };
  console: ConsoleLine[];
}

/**
 * The start of a long text as a string of its own: V8 may keep a slice as a view on the whole
 * text, which would hold every megabyte of a large response until the report is written.
 */
function head(text: string): string {
  return new TextDecoder().decode(new TextEncoder().encode(text.slice(0, REPORT_BODY_LIMIT)));
}

function keepText(text: string, size: number, base64: boolean): KeptBody {
  const truncated = text.length > REPORT_BODY_LIMIT;
  return { text: truncated ? head(text) : text, size, truncated, base64 };
}

function keptRequest(request: HttpRequest, response: HttpResponse | undefined): Exchange['request'] {
  const sent =
    response?.requestHeaders ??
    request.headers.filter((header) => header.enabled !== false).map(({ key, value }) => ({ name: key, value }));
  let body: Body = request.body;
  let bodyTruncated = false;
  if (body.mode === 'raw' && body.raw.length > REPORT_BODY_LIMIT) {
    body = { ...body, raw: head(body.raw) };
    bodyTruncated = true;
  }
  return { method: request.method, url: request.url, headers: sent, body, bodyTruncated };
}

function keptResponse(response: HttpResponse): Exchange['response'] {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    body: keepText(response.body, response.size, response.bodyEncoding === 'base64'),
    ...(response.timings && { timings: response.timings }),
  };
}

const refKey = (ref: RequestRef) => `${ref.iteration}\u0000${ref.requestId}`;

/**
 * Listens to a run started with `includeResponses` and keeps each execution's exchange by
 * execution id. Console lines arrive before their request's `request:done`; they wait under the
 * request and iteration they came from.
 */
export class ExchangeRecorder {
  private readonly exchanges = new Map<string, Exchange>();
  private readonly pendingConsole = new Map<string, ConsoleLine[]>();

  readonly listener = (event: RunEvent): void => {
    if (event.type === 'console') {
      const key = refKey(event);
      const lines = this.pendingConsole.get(key) ?? [];
      lines.push({ event: event.event, level: event.entry.level, message: event.entry.message });
      this.pendingConsole.set(key, lines);
    } else if (event.type === 'request:skipped') {
      this.pendingConsole.delete(refKey(event));
    } else if (event.type === 'request:done') {
      const { result } = event;
      const key = `${result.iteration}\u0000${result.requestId ?? ''}`;
      const console = this.pendingConsole.get(key) ?? [];
      this.pendingConsole.delete(key);
      if (!event.request) return;
      const exchange: Exchange = { request: keptRequest(event.request, event.response), console };
      if (event.response) exchange.response = keptResponse(event.response);
      this.exchanges.set(result.id, exchange);
    }
  };

  get(executionId: string): Exchange | undefined {
    return this.exchanges.get(executionId);
  }
}
