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
    expect((await jar.cookiesFor(local.api.url)).map((cookie) => cookie.name)).toEqual(['session', 'theme']);
    const { echo: fresh } = await echoed(createUndiciTransport(), local.api);
    expect(fresh.headers.cookie).toBeUndefined();
    await run.close();
  });

  it('reports every Set-Cookie of the redirect chain with the URL of its hop, for a jar kept elsewhere', async () => {
    const run = createUndiciTransport();
    const response = await run.send({ method: 'GET', url: `${local.api.url}/login-redirect`, headers: [] });
    expect(response.setCookies).toEqual([
      { url: `${local.api.url}/login-redirect`, value: 'login=1; Path=/' },
      { url: `${local.api.url}/set-cookie`, value: 'session=abc; Path=/' },
      { url: `${local.api.url}/set-cookie`, value: 'theme=dark; Path=/' },
    ]);
    const { echo } = await echoed(run, local.api);
    expect(echo.headers.cookie).toBe('login=1; session=abc; theme=dark');
    await run.close();
  });

  it('sends the Cookie header the user wrote, unchanged, while the jar is empty', async () => {
    const run = createUndiciTransport();
    const { echo } = await echoed(run, local.api, { headers: [{ name: 'cookie', value: 'mine=1' }] });
    expect(echo.headers.cookie).toBe('mine=1');
    expect(await run.cookieJar.cookiesFor(local.api.url)).toEqual([]);
    await run.close();
  });
});

describe('the run’s cookie jar as pm.cookies', () => {
  const at = (url: string) => new URL(url);

  it('hands scripts the cookies for the request URL, with their attributes', async () => {
    const jar = createCookieJar();
    await jar.storeFrom(at('http://api.test/api/login'), [
      { name: 'Set-Cookie', value: 'session=abc; Path=/api; HttpOnly' },
      { name: 'Content-Type', value: 'text/plain' },
    ]);
    await jar.storeFrom(at('http://elsewhere.test/'), [{ name: 'set-cookie', value: 'other=1' }]);
    expect(await jar.cookiesFor('http://api.test/api/me')).toEqual([
      { name: 'session', value: 'abc', domain: 'api.test', path: '/api', httpOnly: true, secure: false },
    ]);
    expect(await jar.cookiesFor('http://api.test/other')).toEqual([]);
  });

  it('ignores malformed cookies and cookies for another domain, as browsers do', async () => {
    const jar = createCookieJar();
    await jar.storeFrom(at('http://api.test/'), [
      { name: 'Set-Cookie', value: '=' },
      { name: 'Set-Cookie', value: 'foreign=1; Domain=elsewhere.test' },
      { name: 'Set-Cookie', value: 'kept=1' },
    ]);
    expect((await jar.cookiesFor('http://api.test/')).map((cookie) => cookie.name)).toEqual(['kept']);
  });
});

describe('the run’s cookie jar as pm.cookies.jar()', () => {
  it('sets cookies from fields or Set-Cookie text, and removes one by name or all of a URL', async () => {
    const jar = createCookieJar();
    expect(
      await jar.setCookie!('http://api.test/a', { name: 'token', value: 't1', path: '/', httpOnly: true }),
    ).toEqual({
      name: 'token',
      value: 't1',
      domain: 'api.test',
      path: '/',
      httpOnly: true,
      secure: false,
    });
    await jar.setCookie!('http://api.test/a', 'theme=dark; Path=/');
    await jar.setCookie!('http://other.test/', 'kept=1');
    expect((await jar.cookiesFor('http://api.test/x')).map((cookie) => cookie.name)).toEqual(['token', 'theme']);

    await jar.removeCookies!('http://api.test/x', 'token');
    expect((await jar.cookiesFor('http://api.test/x')).map((cookie) => cookie.name)).toEqual(['theme']);
    await jar.removeCookies!('http://api.test/x');
    expect(await jar.cookiesFor('http://api.test/x')).toEqual([]);
    expect((await jar.cookiesFor('http://other.test/')).map((cookie) => cookie.name)).toEqual(['kept']);
  });

  it('refuses a cookie for another domain than the URL’s with the reason', async () => {
    const jar = createCookieJar();
    await expect(jar.setCookie!('http://api.test/', 'foreign=1; Domain=elsewhere.test')).rejects.toThrow(/domain/i);
    expect(await jar.cookiesFor('http://api.test/')).toEqual([]);
  });
});
