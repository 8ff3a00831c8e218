// For a jar kept away from where requests are sent: the browser keeps its cookies while the
// server's proxy sends, so the proxy reports every Set-Cookie (`response.setCookies`) and the jar
// fills from that reply. The Node transport keeps its jar beside each hop instead.
import type { HttpResponse } from '../model/response.js';
import { setCookiesOf, type CookieJar } from './cookieJar.js';
import { withScheme } from './requestUrl.js';
import type { Transport } from './transport.js';

/**
 * `transport` with cookies: a request carries the jar's cookies for its URL (after any Cookie header
 * the user wrote), and every Set-Cookie of its response, redirects included, is stored. `jarOf`
 * is asked at each send, so the jar can follow the environment chosen at that moment.
 */
export function withCookieJar(transport: Transport, jarOf: () => CookieJar | Promise<CookieJar>): Transport {
  return {
    ...transport,
    async send(request) {
      const jar = await jarOf();
      const headers = await cookiesOrNone(() => jar.withCookies(withScheme(request.url), request.headers));
      const response = await transport.send(headers && headers !== request.headers ? { ...request, headers } : request);
      for (const [url, values] of setCookiesByUrl(response, request.url)) await jar.store(url, values);
      return response;
    },
  };
}

/** A URL the jar cannot read sends no cookies: the transport reports a bad URL itself, and cookies never fail a send. */
async function cookiesOrNone<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch {
    return undefined;
  }
}

function setCookiesByUrl(response: HttpResponse, requestUrl: string): Map<string, string[]> {
  const byUrl = new Map<string, string[]>();
  const reported =
    response.setCookies ??
    setCookiesOf(response.headers).map((value) => ({ url: response.url ?? withScheme(requestUrl), value }));
  for (const { url, value } of reported) byUrl.set(url, [...(byUrl.get(url) ?? []), value]);
  return byUrl;
}
