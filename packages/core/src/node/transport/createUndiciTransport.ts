import { performance } from 'node:perf_hooks';
import type { Header, HttpResponse } from '../../model/response.js';
import { setCookiesOf } from '../../send/cookieJar.js';
import { SendError } from '../../send/errors.js';
import { encodeRequestTarget } from '../../send/requestTarget.js';
import { parseRequestUrl, protocolNotAllowed } from '../../send/requestUrl.js';
import type { Transport, TransportBody, TransportRequest } from '../../send/transport.js';
import { signAwsV4 } from '../auth/awsv4.js';
import { createConnector, type CheckAddress, type LookupFunction, type TlsOptions } from './connector.js';
import { createCookieJar, type RunCookieJar } from './cookieJar.js';
import { exchange, type Hop, type HopResult } from './exchange.js';
import { nextHop } from './redirect.js';
import { toDispatchBody, type DispatchBody } from './requestBody.js';
import { routeOf, type ClientCertificate, type OutboundProxies, type OutboundRoute } from './outboundRoute.js';
import { Agent, createProxyAgent, type ProxyAgent } from './undiciParts.js';
import { sendErrorOf } from './sendErrorOf.js';
import { assertSendableHeaders, withoutTransportManagedHeaders } from './sendableHeaders.js';

export interface UndiciTransportOptions {
  /** Where relative file paths of bodies resolve (Newman's --working-dir). Default: the current directory. */
  workingDir?: string;
  /** Let bodies read absolute paths and files outside workingDir (Newman allows it by default; the server must not). */
  allowFilesOutsideWorkingDir?: boolean;
  /** Shared by every request sent through this transport; defaults to a fresh jar. */
  cookieJar?: RunCookieJar;
  /**
   * Instead, a jar of each send's own, forgotten after it: the cookies a redirect chain sets go with
   * its later hops, as in a browser, and with no other request (the proxy, which every user shares).
   */
  cookiesPerSend?: boolean;
  /** Total deadline when a request has none. Default: none. */
  timeoutMs?: number;
  /** Deadline for DNS + TCP + TLS. Default 10000 ms. */
  connectTimeoutMs?: number;
  /** Decoded response bytes kept at most when a request has no cap. Default 100 MiB. */
  maxResponseBytes?: number;
  /** Default 10, as in Postman. */
  maxRedirects?: number;
  /** False accepts any certificate (-k). Default true; a request's strictSSL wins. */
  strictSSL?: boolean;
  /** Extra certificate authorities, PEM (--ssl-extra-ca-certs). */
  ca?: TlsOptions['ca'];
  /** Client certificate and key, PEM, with the key's passphrase (--ssl-client-cert/-key/-passphrase). */
  cert?: TlsOptions['cert'];
  key?: TlsOptions['key'];
  passphrase?: string;
  /** Certificates presented only to the URLs they match (--ssl-client-cert-list, Settings); the first match wins over `cert`. */
  clientCertificates?: readonly ClientCertificate[];
  /** Outbound proxies (HTTP_PROXY/HTTPS_PROXY/NO_PROXY, Settings). Never with `checkAddress`: the proxy connects to the target, not this process. */
  proxies?: OutboundProxies;
  /** Custom DNS resolution (tests inject results and failures; the server may pin resolvers). */
  lookup?: LookupFunction;
  /** Called for every address about to be connected to, on every hop; throw to refuse it. */
  checkAddress?: CheckAddress;
  /** URL schemes that may be requested, without the colon. Default ['http', 'https']. */
  allowedProtocols?: string[];
}

export interface UndiciTransport extends Transport {
  /** The run's cookies; pass it to the runner as `cookies` and scripts see them as `pm.cookies`. */
  readonly cookieJar: RunCookieJar;
  /** Closes pooled connections; the transport cannot send afterwards. */
  close(): Promise<void>;
}

const DEFAULT_MAX_RESPONSE_BYTES = 100 * 1024 * 1024;
const DEFAULT_HEADERS: Array<[string, string]> = [
  ['User-Agent', 'Courier'],
  ['Accept', '*/*'],
  ['Accept-Encoding', 'gzip, deflate, br'],
];

/** The Node transport: undici with Courier's redirects, cookies, decoding, caps, TLS and timings. */
export function createUndiciTransport(options: UndiciTransportOptions = {}): UndiciTransport {
  const cookieJar = options.cookieJar ?? createCookieJar();
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const allowed = new Set((options.allowedProtocols ?? ['http', 'https']).map((scheme) => `${scheme.toLowerCase()}:`));
  const access = {
    workingDir: options.workingDir ?? process.cwd(),
    allowOutside: options.allowFilesOutsideWorkingDir ?? false,
  };
  const agents = new Map<string, Agent | ProxyAgent>();
  if (options.proxies && options.checkAddress) {
    // Through a proxy the addresses connected to are the proxy's: the guard could not see the target.
    throw new Error('An address guard cannot be combined with an outbound proxy');
  }
  const certificates = options.clientCertificates ?? [];

  /** One pool per certificate policy, client certificate and proxy: requests that differ in them must not share sockets. */
  const agentFor = (strict: boolean, route: OutboundRoute): Agent | ProxyAgent => {
    const key = `${strict}|${route.key}`;
    let agent = agents.get(key);
    if (!agent) {
      agent = createAgent(tlsFor(strict, route.certificate), route);
      agents.set(key, agent);
    }
    return agent;
  };

  const tlsFor = (strict: boolean, certificate: ClientCertificate | undefined): TlsOptions => {
    const tls: TlsOptions = { rejectUnauthorized: strict };
    if (options.ca) tls.ca = options.ca;
    const own = certificate ?? options;
    if (own.cert) tls.cert = own.cert;
    if (own.key) tls.key = own.key;
    if (certificate?.pfx) tls.pfx = certificate.pfx;
    if (own.passphrase) tls.passphrase = own.passphrase;
    return tls;
  };

  const createAgent = (tls: TlsOptions, route: OutboundRoute): Agent | ProxyAgent => {
    if (route.proxy) {
      const { url, username, password } = route.proxy;
      const token =
        username !== undefined || password !== undefined
          ? `Basic ${Buffer.from(`${username ?? ''}:${password ?? ''}`).toString('base64')}`
          : undefined;
      return createProxyAgent({ uri: url, ...(token && { token }), requestTls: tls, connectTimeout: connectTimeoutMs });
    }
    const connect = createConnector({
      tls,
      connectTimeoutMs,
      lookup: options.lookup,
      checkAddress: options.checkAddress,
    });
    return new Agent({ connect });
  };

  async function send(request: TransportRequest): Promise<HttpResponse> {
    assertSendableHeaders(request.headers);
    const timeoutMs = request.timeoutMs ?? options.timeoutMs;
    // A timer cleared when the exchange ends, rather than AbortSignal.timeout/any, which would
    // keep a timer or a listener per request alive on a long run's shared signal.
    const deadline = timeoutMs !== undefined && timeoutMs > 0 ? new AbortController() : undefined;
    const timer = deadline && setTimeout(() => deadline.abort(), timeoutMs);
    const signals: AbortSignal[] = [];
    if (request.signal) signals.push(request.signal);
    if (deadline) signals.push(deadline.signal);
    // With an idle limit, an open stream has no total deadline: the deadline covered the wait for its head.
    const streamOpened = request.eventStream?.idleTimeoutMs ? () => clearTimeout(timer) : undefined;
    try {
      const response = await follow(
        request,
        signals,
        (error, url, route) =>
          sendErrorOf(error, {
            url,
            clientCertificate: route.certificate !== undefined || options.cert !== undefined,
            timeoutMs,
            connectTimeoutMs,
            timedOut: deadline?.signal.aborted === true,
            ...(route.proxy && { proxy: new URL(route.proxy.url) }),
          }),
        streamOpened,
      );
      // The deadline ends a stream as a cancel does; the response says which it was.
      if (response.eventStream?.endedBy === 'stopped' && deadline?.signal.aborted)
        response.eventStream.endedBy = 'timeout';
      return response;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends the request and the redirects it leads to, summing each hop's timing phases. */
  async function follow(
    request: TransportRequest,
    signals: AbortSignal[],
    describe: (error: unknown, url: URL, route: OutboundRoute) => SendError,
    streamOpened?: () => void,
  ): Promise<HttpResponse> {
    const started = performance.now();
    const maxBytes = request.maxResponseBytes ?? options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    const maxRedirects = request.maxRedirects ?? options.maxRedirects ?? 10;
    const strict = request.strictSSL ?? options.strictSSL ?? true;
    let hop = firstHop(request);
    // Only a body may need reading (a file); most requests go on without waiting a turn.
    if (request.body) hop = await withBody(hop, request.body);
    const totals = { dns: 0, connect: 0, tls: 0, firstByte: 0, download: 0 };
    const setCookies: NonNullable<HttpResponse['setCookies']> = [];
    const jar = options.cookiesPerSend ? createCookieJar() : cookieJar;
    for (let redirects = 0; ; redirects++) {
      if (!allowed.has(hop.url.protocol)) throw protocolNotAllowed(hop.url.protocol, allowed);
      let result: HopResult;
      const sent = await jar.withCookies(hop);
      const route = routeOf(hop.url, certificates, options.proxies);
      try {
        result = await exchange(agentFor(strict, route), sent, signals, maxBytes, {
          options: request.eventStream,
          opened: (head) => {
            streamOpened?.();
            request.eventStream?.listener?.opened?.({ ...head, url: sent.url.href, requestHeaders: wireHeaders(sent) });
          },
        });
      } catch (error) {
        throw describe(error, hop.url, route);
      }
      await jar.storeFrom(hop.url, result.headers);
      for (const value of setCookiesOf(result.headers)) setCookies.push({ url: hop.url.href, value });
      addTimings(totals, result.timings);

      const next = request.followRedirects === false ? undefined : nextHop(hop, result, request);
      if (!next) {
        const response = toResponse(result, sent, { ...totals, total: performance.now() - started });
        return setCookies.length > 0 ? { ...response, setCookies } : response;
      }
      if (redirects >= maxRedirects) {
        throw new SendError('TOO_MANY_REDIRECTS', `Stopped after ${maxRedirects} redirects (last to ${next.url.href})`);
      }
      hop = next;
    }
  }

  function firstHop(request: TransportRequest): Hop {
    const url = parseRequestUrl(request.url);
    const headers = withoutTransportManagedHeaders(request.headers);
    for (const [name, value] of DEFAULT_HEADERS) {
      if (!headers.some((header) => header.name.toLowerCase() === name.toLowerCase())) headers.push({ name, value });
    }
    const credentials = urlCredentials(url);
    if (credentials && !headers.some((header) => header.name.toLowerCase() === 'authorization')) {
      headers.push({ name: 'Authorization', value: `Basic ${Buffer.from(credentials).toString('base64')}` });
    }
    const path = rawPath(request.url);
    return {
      method: request.method,
      url,
      path: request.disableUrlEncoding ? path : encodeRequestTarget(path),
      headers,
    };
  }

  async function withBody(hop: Hop, body: TransportBody): Promise<Hop> {
    const dispatched = await toDispatchBody(body, access);
    return { ...hop, body: dispatched, headers: withBodyContentType(hop.headers, dispatched) };
  }

  return {
    cookieJar,
    signers: { awsv4: signAwsV4 },
    send,
    async close() {
      await Promise.all([...agents.values()].map((agent) => agent.close()));
    },
  };
}

function addTimings(totals: HopResult['timings'], hop: HopResult['timings']): void {
  totals.dns += hop.dns;
  totals.connect += hop.connect;
  totals.tls += hop.tls;
  totals.firstByte += hop.firstByte;
  totals.download += hop.download;
}

function withBodyContentType(headers: Hop['headers'], body: DispatchBody): Hop['headers'] {
  const own = headers.filter((header) => !(body.ownsContentType && header.name.toLowerCase() === 'content-type'));
  if (body.contentType && !own.some((header) => header.name.toLowerCase() === 'content-type')) {
    own.push({ name: 'Content-Type', value: body.contentType });
  }
  return own;
}

/**
 * The headers of the last hop as sent, for the test script's `pm.request` (Newman shows them):
 * with the cookies from the jar, and the Host and Content-Length undici adds when absent.
 */
function wireHeaders(hop: Hop): Header[] {
  let host = false;
  let contentLength = false;
  for (const { name } of hop.headers) {
    const lower = name.toLowerCase();
    if (lower === 'host') host = true;
    else if (lower === 'content-length') contentLength = true;
  }
  const headers = host ? [...hop.headers] : [{ name: 'Host', value: hop.url.host }, ...hop.headers];
  const body = hop.body?.body;
  if (!contentLength && (typeof body === 'string' || Buffer.isBuffer(body))) {
    headers.push({ name: 'Content-Length', value: String(Buffer.byteLength(body)) });
  }
  return headers;
}

/** `user:password` from `http://user:password@host/` (RFC 3986 §3.2.1), which Postman sends as Basic auth. */
function urlCredentials(url: URL): string | undefined {
  if (url.username === '' && url.password === '') return undefined;
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  return `${decode(url.username)}:${decode(url.password)}`;
}

/** The path and query exactly as typed (Postman's disableUrlEncoding), without the fragment. */
function rawPath(url: string): string {
  const afterAuthority = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const path = afterAuthority.split('#')[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** The response of the last hop, with the request headers as that hop sent them. */
function toResponse(result: HopResult, sent: Hop, timings: HttpResponse['timings'] & object): HttpResponse {
  const text = utf8OrUndefined(result.body);
  return {
    status: result.status,
    statusText: result.statusText,
    headers: result.headers,
    body: text ?? result.body.toString('base64'),
    bodyEncoding: text === undefined ? 'base64' : 'utf8',
    size: result.body.length,
    duration: timings.total,
    timings,
    url: sent.url.href,
    requestHeaders: wireHeaders(sent),
    ...(result.eventStream ? { eventStream: result.eventStream } : {}),
  };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function utf8OrUndefined(bytes: Buffer): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined; // Not UTF-8: the caller sends the bytes as base64 (model/response.ts).
  }
}
