import { CookieJar } from 'tough-cookie';
import { describe, expect, it } from 'vitest';
import { cookiePortFromJar } from './cookies.js';

describe('cookiePortFromJar', () => {
  it("hands scripts the jar's cookies for the request URL", async () => {
    const jar = new CookieJar();
    await jar.setCookie('session=abc; Path=/api; HttpOnly', 'http://api.test/api/login');
    await jar.setCookie('other=1', 'http://elsewhere.test/');
    const cookies = await cookiePortFromJar(jar).cookiesFor('http://api.test/api/me');
    expect(cookies).toEqual([
      { name: 'session', value: 'abc', domain: 'api.test', path: '/api', httpOnly: true, secure: false },
    ]);
  });
});
