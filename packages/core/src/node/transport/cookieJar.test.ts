import { describe, expect, it } from 'vitest';
import { createCookieJar } from './cookieJar.js';
import { createUndiciTransport } from './createUndiciTransport.js';
import { echoed } from './fixtures/localServer.js';
import { useLocalApi } from './fixtures/useLocalApi.js';

const local = useLocalApi();

describe('undici transport: cookies', () => {
  it('stores Set-Cookie in the run’s jar and sends the cookies back, after any Cookie header of the user', async () => {
    const jar = createCookieJar();
    const run = createUndiciTransport({ cookieJar: jar });
    await run.send({ method: 'GET', url: `${local.api.url}/set-cookie`, headers: [] });
    const { echo } = await echoed(run, local.api, { headers: [{ name: 'Cookie', value: 'mine=1' }] });
    expect(echo.headers.cookie).toBe('mine=1; session=abc; theme=dark');
    expect((await jar.getCookies(local.api.url)).map((cookie) => cookie.key)).toEqual(['session', 'theme']);
    const { echo: fresh } = await echoed(createUndiciTransport(), local.api);
    expect(fresh.headers.cookie).toBeUndefined();
    await run.close();
  });
});
