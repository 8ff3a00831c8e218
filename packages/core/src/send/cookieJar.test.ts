import { describe, expect, it } from 'vitest';
import { CookieLineError, createCookieJar, type SerializedCookieJar } from './cookieJar.js';

const names = (cookies: Array<{ name: string }>) => cookies.map((cookie) => cookie.name);

describe('the cookie jar’s rules, as a browser keeps cookies', () => {
  it('sends a cookie to its host and, with Domain, to its subdomains; never to another site', async () => {
    const jar = createCookieJar();
    await jar.store('http://api.example.test/login', [
      'host=1',
      'wide=2; Domain=example.test',
      'foreign=3; Domain=other.test',
    ]);
    expect(names(await jar.cookiesFor('http://api.example.test/'))).toEqual(['host', 'wide']);
    expect(names(await jar.cookiesFor('http://www.example.test/'))).toEqual(['wide']);
    expect(await jar.cookiesFor('http://other.test/')).toEqual([]);
  });

  it('sends a cookie only under its Path, and by default under the path of the URL that set it', async () => {
    const jar = createCookieJar();
    await jar.store('http://api.test/account/login', ['scoped=1; Path=/account', 'defaulted=2', 'root=3; Path=/']);
    expect(names(await jar.cookiesFor('http://api.test/account/me'))).toEqual(['scoped', 'defaulted', 'root']);
    expect(names(await jar.cookiesFor('http://api.test/other'))).toEqual(['root']);
  });

  it('forgets a cookie once Expires or Max-Age has passed, and a Max-Age of 0 removes it', async () => {
    const jar = createCookieJar();
    await jar.store('http://api.test/', [
      'past=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      'future=2; Max-Age=3600',
      'gone=3',
    ]);
    await jar.store('http://api.test/', ['gone=3; Max-Age=0']);
    expect(names(await jar.cookiesFor('http://api.test/'))).toEqual(['future']);
  });

  it('sends a Secure cookie over https only', async () => {
    const jar = createCookieJar();
    await jar.store('https://api.test/', ['secret=1; Secure', 'plain=2']);
    expect(names(await jar.cookiesFor('https://api.test/'))).toEqual(['secret', 'plain']);
    expect(names(await jar.cookiesFor('http://api.test/'))).toEqual(['plain']);
  });

  it('adds its cookies after the Cookie header the user wrote, and leaves other requests’ headers as they were', async () => {
    const jar = createCookieJar();
    const headers = [{ name: 'Accept', value: '*/*' }];
    expect(await jar.withCookies('http://api.test/', headers)).toBe(headers);
    await jar.store('http://api.test/', ['session=abc']);
    expect(await jar.withCookies('http://api.test/', [{ name: 'cookie', value: 'mine=1' }])).toEqual([
      { name: 'cookie', value: 'mine=1; session=abc' },
    ]);
    expect(await jar.withCookies('http://elsewhere.test/', headers)).toBe(headers);
  });
});

describe('the cookie jar kept and edited', () => {
  it('tells each change, serialized, and starts again from what it was told', async () => {
    const changes: SerializedCookieJar[] = [];
    const jar = createCookieJar({ onChange: (serialized) => changes.push(serialized) });
    await jar.store('http://api.test/', ['session=abc; Path=/; HttpOnly']);
    const again = createCookieJar({ saved: changes.at(-1) as SerializedCookieJar });
    expect(await again.cookiesFor('http://api.test/')).toEqual([
      { name: 'session', value: 'abc', domain: 'api.test', path: '/', httpOnly: true, secure: false },
    ]);
  });

  it('lists every cookie with its Set-Cookie line, and takes an edited line back', async () => {
    const jar = createCookieJar();
    await jar.store('http://api.test/', ['session=abc; Path=/; HttpOnly']);
    const [listed] = await jar.list();
    expect(listed).toMatchObject({
      domain: 'api.test',
      path: '/',
      name: 'session',
      line: 'session=abc; Path=/; HttpOnly',
    });
    await jar.setLine('api.test', 'session=changed; Path=/; Secure');
    expect(names(await jar.cookiesFor('http://api.test/'))).toEqual([]);
    expect(await jar.list()).toMatchObject([{ name: 'session', value: 'changed', secure: true }]);
  });

  it('refuses a line that is not a cookie, or one for another domain, with the reason', async () => {
    const jar = createCookieJar();
    await expect(jar.setLine('api.test', 'no equals sign here; Path=/')).rejects.toThrow(
      'Write the cookie as name=value, then any attributes: name=value; Path=/; Expires=…',
    );
    const foreign = jar.setLine('api.test', 'a=1; Domain=other.test');
    await expect(foreign).rejects.toBeInstanceOf(CookieLineError);
    await expect(foreign).rejects.toThrow(/^This cookie cannot be kept for api\.test: /);
  });

  it('removes one cookie, a domain’s, or all of them', async () => {
    const jar = createCookieJar();
    await jar.store('http://a.test/', ['one=1', 'two=2']);
    await jar.store('http://b.test/', ['three=3']);
    await jar.remove({ domain: 'a.test', path: '/', name: 'one' });
    expect(names(await jar.list())).toEqual(['two', 'three']);
    await jar.remove({ domain: 'a.test' });
    expect(names(await jar.list())).toEqual(['three']);
    await jar.remove();
    expect(await jar.list()).toEqual([]);
  });
});
