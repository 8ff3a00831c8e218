import type { ServerSentEvent } from '../model/eventStream.js';
import type { HttpResponse } from '../model/response.js';

/**
 * How bytes reach a server. Node sends with undici (`@courier/core/node`); the browser posts to
 * the server's `/api/proxy`, which uses the same undici transport. Everything above this interface —
 * variables, scripts, auth, the runner — is shared by both.
 */

/** A body ready to send. Files are read by the transport: from disk in Node, from picks in the browser. */
export type TransportBody =
  | { type: 'text'; text: string }
  | { type: 'base64'; data: string }
  | { type: 'urlencoded'; fields: Array<{ key: string; value: string }> }
  | {
      type: 'multipart';
      parts: Array<
        | { kind: 'text'; name: string; value: string; contentType?: string }
        | { kind: 'file'; name: string; path: string; contentType?: string }
        /** A file whose bytes are already known (uploaded in the browser), base64-encoded. */
        | { kind: 'blob'; name: string; fileName: string; data: string; contentType?: string }
      >;
    }
  | { type: 'file'; path: string };

export interface TransportRequest {
  method: string;
  url: string;
  /** In order, duplicates allowed; names and values already resolved. */
  headers: Array<{ name: string; value: string }>;
  body?: TransportBody;
  /** Total deadline in milliseconds. */
  timeoutMs?: number;
  followRedirects?: boolean;
  followOriginalHttpMethod?: boolean;
  /** Don't send `Referer: <previous URL>` on a followed redirect (Postman's removeRefererHeaderOnRedirect). */
  removeRefererHeaderOnRedirect?: boolean;
  maxRedirects?: number;
  /** False accepts any certificate (`-k`, Postman's strictSSL: false). */
  strictSSL?: boolean;
  /** Send the URL's path and query exactly as written instead of percent-encoding them (Postman's disableUrlEncoding). */
  disableUrlEncoding?: boolean;
  /** Bytes of decoded body kept at most; more fails with code RESPONSE_TOO_LARGE. */
  maxResponseBytes?: number;
  /**
   * Lower-case names of the headers Postman's runtime adds on its own that this request turns off
   * (Postman's disabledSystemHeaders): a sender that adds Postman's headers leaves these out.
   */
  disabledSystemHeaders?: string[];
  signal?: AbortSignal;
  /** How a `text/event-stream` response is followed while it is open (never sent over the wire). */
  eventStream?: EventStreamOptions;
}

/** The status and headers of an event stream, known before its first event. */
export type EventStreamHead = Omit<
  HttpResponse,
  'body' | 'bodyEncoding' | 'size' | 'duration' | 'timings' | 'eventStream'
>;

/** Told of an event stream as it is read, so a face can show events live. */
export interface EventStreamListener {
  opened?(head: EventStreamHead): void;
  /** Each piece of the stream's decoded text, before it is parsed (the proxy passes these on). */
  read?(text: string): void;
  received?(event: ServerSentEvent): void;
}

export interface EventStreamOptions {
  listener?: EventStreamListener;
  /** Ends an open stream, keeping what arrived (the Stop button); before the head it does nothing. */
  stop?: AbortSignal;
  /**
   * When set, an open stream has no total deadline (`timeoutMs` covers the wait for its head) and
   * ends after this many quiet milliseconds instead: the proxy's rule. Unset, `timeoutMs` ends it.
   */
  idleTimeoutMs?: number;
}

/** Signs a request for an auth scheme whose reference library runs only on some platforms. */
export type RequestSigner = (request: TransportRequest, params: Record<string, unknown>) => TransportRequest;

/** Auth types a platform may sign for `sendWithAuth`: AWS SigV4 uses aws4, which needs node:crypto. */
type PlatformSignedAuthType = 'awsv4';

export interface Transport {
  /** Resolves with the response, whatever its status; rejects with a `SendError` on failure. */
  send(request: TransportRequest): Promise<HttpResponse>;
  /** Signers this platform supplies (the Node transport: AWS SigV4); `sendWithAuth` uses them. */
  signers?: Partial<Record<PlatformSignedAuthType, RequestSigner>>;
}
