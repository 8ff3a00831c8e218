// Mocks are served on the app's own origin, where the app keeps its session token, and their
// owners write whatever body and headers they like. So every answer below /mock/<slug> — a route's
// reply, static or made by its script, a miss, a refusal, an error — is sandboxed: a document made
// from it runs no script with the app's origin, and no header a route writes can lift that, change
// anything for the whole origin, or grant another site the visitor's credentials.
// Why: docs/decisions/0029-mock-responses-sandboxed.md
import type { OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';

/**
 * The policy on every answer: a document made from it gets an opaque origin and runs no script,
 * opens no popup and submits no form, so it can neither read the app's storage nor call the API as
 * its visitor. A route's own policies are sent beside it; every policy is enforced, and sandbox
 * flags only add up, so none of them can lift it.
 */
const MOCK_CONTENT_SECURITY_POLICY = 'sandbox';

/**
 * Headers that set something for the whole origin (or site) rather than for one answer, which a
 * mock's owner may not set for the app's: cookies on its host; Clear-Site-Data, which would sign
 * the visitor out and delete their local work; an HSTS max-age of 0, lifting the app's; a service
 * worker's scope beyond its own folder; Network Error Logging, which would report the visitor's
 * later requests to the app elsewhere; another service for the origin. And the CORS grant of
 * credentials, which no mock gives (serve.ts, allowCors).
 */
const ORIGIN_WIDE_HEADERS = new Set([
  'set-cookie',
  'clear-site-data',
  'strict-transport-security',
  'service-worker-allowed',
  'nel',
  'report-to',
  'reporting-endpoints',
  'alt-svc',
  'access-control-allow-credentials',
]);

/** Fetch destinations whose body the browser runs as script of the page that asked for it. */
const SCRIPT_DESTINATIONS = new Set([
  'script',
  'worker',
  'sharedworker',
  'serviceworker',
  'audioworklet',
  'paintworklet',
  'xslt',
]);

/**
 * Whether a page of this origin asks for the mock as script: the app never does, and a mock so
 * loaded would run as the app (the app's own policy allows scripts of 'self'), so it is refused.
 * A service worker's script is refused from anywhere: only a page of this origin can register one.
 */
export function wantedAsScriptHere(req: Request): boolean {
  if (req.headers['service-worker'] !== undefined) return true;
  const destination = req.headers['sec-fetch-dest'];
  return req.headers['sec-fetch-site'] === 'same-origin' && SCRIPT_DESTINATIONS.has(String(destination));
}

/** The headers as they go out: origin-wide ones dropped, the sandbox policy and nosniff added. */
function makeSafe(res: Response): void {
  for (const name of res.getHeaderNames()) if (ORIGIN_WIDE_HEADERS.has(name)) res.removeHeader(name);
  const own = res.getHeader('content-security-policy');
  const policies = own === undefined ? [] : Array.isArray(own) ? own : [String(own)];
  res.setHeader('Content-Security-Policy', [MOCK_CONTENT_SECURITY_POLICY, ...policies]);
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * Makes every answer on `res` safe as its head is written, whichever code writes it (this router,
 * body-parser's refusals through the app's error handler, Node itself): headers passed to
 * writeHead are set first, so they are made safe too.
 */
export function sandboxEveryAnswer(res: Response): void {
  const writeHead = res.writeHead;
  res.writeHead = function (
    this: Response,
    status: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ) {
    const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
    const given = typeof reasonOrHeaders === 'string' ? headers : reasonOrHeaders;
    if (!this.headersSent) {
      if (Array.isArray(given)) {
        for (let at = 0; at + 1 < given.length; at += 2) this.appendHeader(String(given[at]), given[at + 1] as string);
      } else if (given) {
        for (const [name, value] of Object.entries(given)) if (value !== undefined) this.setHeader(name, value);
      }
      makeSafe(this);
    }
    return Reflect.apply(writeHead, this, reason === undefined ? [status] : [status, reason]) as Response;
  } as Response['writeHead'];
}
