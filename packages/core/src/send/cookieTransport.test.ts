import { describe, expect, it } from 'vitest';
import type { HttpResponse } from '../model/response.js';
import { createCookieJar } from './cookieJar.js';
import { withCookieJar } from './cookieTransport.js';
import type { Transport, TransportRequest } from './transport.js';

/** A transport standing in for the proxy: it answers with what it is given and records each request. */
function answering(responses: HttpResponse[]): Transport & { sent: TransportRequest[] } {
  const sent: TransportRequest[] = [];
  return {
    sent,
    send: async (request) => {
      sent.push(request);
      return responses.shift() as HttpResponse;
    },
  };
}

const ok = (extra: Partial<HttpResponse>): HttpResponse => ({
  status: 200,
  statusText: 'OK',
  headers: [],
  body: '',
  bodyEncoding: 'utf8',
  size: 0,
  duration: 1,
  ...extra,
});

describe('a transport carrying a jar kept away from it (the browser’s, in front of the proxy)', () => {
  it('stores the Set-Cookie of every redirect hop the proxy reports, and sends them with later requests', async () => {
    const jar = createCookieJar();
    const proxy = answering([
      ok({
        url: 'http://app.test/home',
        setCookies: [
          { url: 'http://login.test/login', value: 'sso=1' },
          { url: 'http://app.test/home', value: 'session=abc' },
        ],
      }),
      ok({}),
    ]);
    const transport = withCookieJar(proxy, () => jar);
    await transport.send({ method: 'POST', url: 'http://login.test/login', headers: [] });
    await transport.send({ method: 'GET', url: 'app.test/me', headers: [{ name: 'Cookie', value: 'mine=1' }] });
    expect(proxy.sent[1]?.headers).toEqual([{ name: 'Cookie', value: 'mine=1; session=abc' }]);
    expect((await jar.list()).map((cookie) => `${cookie.domain} ${cookie.name}`)).toEqual([
      'app.test session',
      'login.test sso',
    ]);
  });

  it('reads the Set-Cookie headers of a response that reports no hops', async () => {
    const jar = createCookieJar();
    const transport = withCookieJar(answering([ok({ headers: [{ name: 'set-cookie', value: 'a=1' }] })]), () => jar);
    await transport.send({ method: 'GET', url: 'http://api.test/', headers: [] });
    expect((await jar.cookiesFor('http://api.test/')).map((cookie) => cookie.name)).toEqual(['a']);
  });
});
