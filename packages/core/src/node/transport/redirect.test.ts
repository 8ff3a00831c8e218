import { describe, expect, it } from 'vitest';
import type { TransportRequest } from '../../send/transport.js';
import { json, startServer } from './fixtures/localServer.js';
import { useLocalApi } from './fixtures/useLocalApi.js';

const local = useLocalApi();

describe('undici transport: redirects', () => {
  const redirect = (status: number, to = '/echo') =>
    `${local.api.url}/redirect?status=${status}&to=${encodeURIComponent(to)}`;
  const post = (url: string, extra: Partial<TransportRequest> = {}) =>
    local.transport.send({
      method: 'POST',
      url,
      headers: [{ name: 'Content-Type', value: 'text/plain' }],
      body: { type: 'text', text: 'payload' },
      ...extra,
    });

  it('follows 303 (and 301/302) with GET and no body, 307/308 with the same method and body', async () => {
    for (const status of [301, 302, 303]) {
      const response = await post(redirect(status));
      const echo = JSON.parse(response.body) as { method: string; body: string; headers: Record<string, string> };
      expect([status, echo.method, echo.body, echo.headers['content-type']]).toEqual([status, 'GET', '', undefined]);
      expect(response.url).toBe(`${local.api.url}/echo`);
    }
    for (const status of [307, 308]) {
      const echo = JSON.parse((await post(redirect(status))).body) as { method: string; body: string };
      expect([status, echo.method, echo.body]).toEqual([status, 'POST', 'payload']);
    }
  });

  it('names the previous URL in Referer on a followed redirect unless removeRefererHeaderOnRedirect is on', async () => {
    const from = redirect(302);
    const referer = async (extra: Partial<TransportRequest>) =>
      (JSON.parse((await post(from, extra)).body) as { headers: Record<string, string> }).headers['referer'];
    expect(await referer({})).toBe(from);
    expect(await referer({ removeRefererHeaderOnRedirect: true })).toBeUndefined();
    const own = [{ name: 'Referer', value: 'http://mine.test/' }];
    expect(await referer({ headers: own })).toBe(from);
    expect(await referer({ headers: own, removeRefererHeaderOnRedirect: true })).toBe('http://mine.test/');
  });

  it('keeps the method on 302 with followOriginalHttpMethod, and stops at the redirect with followRedirects off', async () => {
    const echo = JSON.parse((await post(redirect(302), { followOriginalHttpMethod: true })).body) as {
      method: string;
      body: string;
    };
    expect([echo.method, echo.body]).toEqual(['POST', 'payload']);
    const stopped = await post(redirect(302), { followRedirects: false });
    expect(stopped.status).toBe(302);
    expect(stopped.headers).toContainEqual({ name: 'location', value: '/echo' });
  });

  it('fails with TOO_MANY_REDIRECTS past the limit', async () => {
    await expect(
      local.transport.send({ method: 'GET', url: `${local.api.url}/loop`, headers: [], maxRedirects: 3 }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REDIRECTS',
      message: `Stopped after 3 redirects (last to ${local.api.url}/loop)`,
    });
  });

  it('drops Authorization on a cross-origin hop but keeps it on the same origin', async () => {
    const other = await startServer({
      '/echo': (request, response) => json(response, 200, { headers: request.headers }),
    });
    const authorization = [{ name: 'Authorization', value: 'Bearer secret' }];
    const same = JSON.parse(
      (await local.transport.send({ method: 'GET', url: redirect(302), headers: authorization })).body,
    );
    expect(same.headers.authorization).toBe('Bearer secret');
    // localhost and 127.0.0.1 are different origins.
    const cross = JSON.parse(
      (
        await local.transport.send({
          method: 'GET',
          url: redirect(302, other.url.replace('127.0.0.1', 'localhost') + '/echo'),
          headers: authorization,
        })
      ).body,
    );
    expect(cross.headers.authorization).toBeUndefined();
    other.server.close();
  });
});
