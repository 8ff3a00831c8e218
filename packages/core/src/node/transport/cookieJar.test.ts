import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieJar } from './cookieJar.js';
import { createUndiciTransport, type UndiciTransport } from './createUndiciTransport.js';
import { echoed, startApi, type LocalServer } from './fixtures/localServer.js';

let api: LocalServer;
let transport: UndiciTransport;

beforeAll(async () => {
  api = await startApi();
  transport = createUndiciTransport();
});

afterAll(async () => {
  await transport.close();
  api.server.closeAllConnections();
  api.server.close();
});

describe('undici transport: cookies', () => {
  it('stores Set-Cookie in the run’s jar and sends the cookies back, after any Cookie header of the user', async () => {
    const jar = createCookieJar();
    const run = createUndiciTransport({ cookieJar: jar });
    await run.send({ method: 'GET', url: `${api.url}/set-cookie`, headers: [] });
    const { echo } = await echoed(run, api, { headers: [{ name: 'Cookie', value: 'mine=1' }] });
    expect(echo.headers.cookie).toBe('mine=1; session=abc; theme=dark');
    expect((await jar.getCookies(api.url)).map((cookie) => cookie.key)).toEqual(['session', 'theme']);
    const { echo: fresh } = await echoed(createUndiciTransport(), api);
    expect(fresh.headers.cookie).toBeUndefined();
    await run.close();
  });
});
