import { performance } from 'node:perf_hooks';
import type { Dispatcher } from 'undici';
import type { Header, Timings } from '../../model/response.js';
import { captureSocketPhases, type SocketPhases } from './connector.js';
import { createBodyCollector, type BodyCollector } from './decodeBody.js';
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
}

/** Sends one hop through undici's dispatcher and collects the decoded body under the size cap. */
export function exchange(
  dispatcher: Dispatcher,
  hop: Hop,
  /** The caller's cancel and the total deadline; listened to directly, not merged, so nothing outlives the hop. */
  signals: AbortSignal[],
  maxBytes: number,
): Promise<HopResult> {
  return new Promise<HopResult>((resolve, reject) => {
    let phases: SocketPhases = { dns: 0, connect: 0, tls: 0 };
    let writingAt = performance.now();
    let headersAt = writingAt;
    let abortRequest: ((reason?: Error) => void) | undefined;
    let settled = false;
    let collector: BodyCollector | undefined;
    let statusCode = 0;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      for (const signal of signals) signal.removeEventListener('abort', onAbort);
      collector?.destroy();
      abortRequest?.(error instanceof Error ? error : new Error(String(error)));
      reject(error);
    };
    const onAbort = () => fail(new DOMException('Aborted', 'AbortError'));
    if (signals.some((signal) => signal.aborted)) return onAbort();
    for (const signal of signals) signal.addEventListener('abort', onAbort, { once: true });

    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(controller) {
        // Cancelled while queued for a connection: stop before anything is written.
        if (settled) return controller.abort(new DOMException('Aborted', 'AbortError'));
        abortRequest = (reason) => controller.abort(reason ?? new DOMException('Aborted', 'AbortError'));
        writingAt = performance.now();
        captureSocketPhases((opened) => (phases = opened));
      },
      onResponseStart(controller, status, _parsed, statusText = '') {
        headersAt = performance.now();
        statusCode = status;
        // The parsed headers are lower-cased and merged; the raw ones keep the server's order and case.
        const headers = pairs((controller.rawHeaders ?? []) as Buffer[]);
        const encoding = headers.find((header) => header.name.toLowerCase() === 'content-encoding')?.value;
        collector = createBodyCollector(encoding, maxBytes, {
          onDrain: () => controller.resume(),
          onError: fail,
          onDone: (body) => {
            if (settled) return;
            settled = true;
            for (const signal of signals) signal.removeEventListener('abort', onAbort);
            const endAt = performance.now();
            resolve({
              status,
              statusText,
              headers,
              body,
              timings: { ...phases, firstByte: headersAt - writingAt, download: endAt - headersAt },
            });
          },
        });
      },
      onResponseData(controller, chunk) {
        // A full collector asks for a pause; it resumes the response when it has drained.
        if (collector && !collector.write(chunk)) controller.pause();
      },
      onResponseEnd() {
        collector?.end();
      },
      onResponseError(_controller, error) {
        // A 204 or 304 has no content whatever its Content-Length says (RFC 9110 §8.6); undici
        // still counts the missing bytes as an error, where browsers and Newman take the response.
        const withoutContent = statusCode === 204 || statusCode === 304;
        if (
          withoutContent &&
          collector &&
          (error as { code?: string }).code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH'
        ) {
          collector.end();
          return;
        }
        fail(error);
      },
    };
    dispatcher.dispatch(
      {
        origin: hop.url.origin,
        path: hop.path,
        method: hop.method,
        headers: hop.headers.flatMap(({ name, value }) => [name, value]),
        body: hop.body?.body ?? null,
      } as Dispatcher.DispatchOptions,
      handler,
    );
  });
}

/** undici's raw headers alternate name and value buffers, in the server's order and case. */
function pairs(raw: Buffer[]): Header[] {
  const headers: Header[] = [];
  for (let index = 0; index + 1 < raw.length; index += 2) {
    headers.push({ name: String(raw[index]), value: String(raw[index + 1]) });
  }
  return headers;
}
