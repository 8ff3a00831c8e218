import { describe, expect, it } from 'vitest';
import { bypassesProxy, hostMatcher, proxiesFromEnvironment, routeOf } from './outboundRoute.js';

describe('outbound routes', () => {
  it.each([
    ['https://api.example.com/x', ['example.com'], true],
    ['https://example.com/x', ['.example.com'], true],
    ['https://notexample.com/x', ['example.com'], false],
    ['http://localhost:8080/', ['localhost:8080'], true],
    ['http://localhost:8081/', ['localhost:8080'], false],
    ['https://anything.test/', ['*'], true],
    ['https://anything.test/', [' ', ''], false],
  ] as const)('%s with NO_PROXY %o bypasses: %s', (url, noProxy, expected) => {
    expect(bypassesProxy(new URL(url), noProxy)).toBe(expected);
  });

  it('matches a certificate host with or without its port', () => {
    expect(hostMatcher('api.test')(new URL('https://API.test:8443/'))).toBe(true);
    expect(hostMatcher('api.test:8443')(new URL('https://api.test/'))).toBe(false);
    expect(hostMatcher('api.test:443')(new URL('https://api.test/'))).toBe(true);
    expect(hostMatcher('[::1]:8443')(new URL('https://[::1]:8443/'))).toBe(true);
  });

  it('reads the proxies of the environment as Newman does, credentials apart', () => {
    expect(
      proxiesFromEnvironment({ HTTPS_PROXY: 'http://user:p%40ss@proxy.test:3128', NO_PROXY: 'localhost,.internal' }),
    ).toEqual({
      https: { url: 'http://proxy.test:3128/', username: 'user', password: 'p@ss' },
      noProxy: ['localhost', '.internal'],
    });
    expect(proxiesFromEnvironment({ http_proxy: 'proxy.test:8080', HTTP_PROXY: 'ignored.test:1' })).toEqual({
      http: { url: 'http://proxy.test:8080/' },
      noProxy: [''],
    });
    expect(proxiesFromEnvironment({})).toBeUndefined();
  });

  it('gives the first matching certificate and the scheme’s proxy a pool of their own', () => {
    const certificates = [{ matches: hostMatcher('a.test') }, { matches: hostMatcher('b.test') }];
    const proxies = { https: { url: 'http://proxy.test:3128' }, noProxy: ['b.test'] };
    const a = routeOf(new URL('https://a.test/'), certificates, proxies);
    const b = routeOf(new URL('https://b.test/'), certificates, proxies);
    const plain = routeOf(new URL('http://a.test/'), certificates, proxies);
    expect(a).toMatchObject({ certificate: certificates[0], proxy: proxies.https });
    expect(b).toMatchObject({ certificate: certificates[1], proxy: undefined });
    expect(plain.proxy).toBeUndefined();
    expect(new Set([a.key, b.key, plain.key]).size).toBe(3);
  });
});
