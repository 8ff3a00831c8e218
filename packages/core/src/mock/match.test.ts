import { describe, expect, it } from 'vitest';
import { compileConfig, compileRoute } from './compile.js';
import { matchRequest } from './match.js';
import { mockRequestFrom } from './mockRequest.js';
import { configOf, routeOf } from './testing.js';

const request = (method: string, url: string, headers: Record<string, string> = {}, body = '') =>
  mockRequestFrom(method, url, headers, body);

describe('matching a request to a route', () => {
  it('takes :id parameters, a trailing * and ALL', () => {
    const config = compileConfig(
      configOf([
        { method: 'GET', path: '/users/:id' },
        { method: 'ALL', path: '/files/*' },
        { method: 'POST', path: '/users' },
      ]),
    );
    const user = matchRequest(config, request('GET', '/users/7?x=1'));
    expect(user?.route.route.id).toBe('r1');
    expect(user?.context.params).toEqual({ id: '7' });
    expect(matchRequest(config, request('DELETE', '/files/a/b/c.png'))?.route.route.id).toBe('r2');
    expect(matchRequest(config, request('POST', '/users'))?.route.route.id).toBe('r3');
    expect(matchRequest(config, request('PUT', '/users'))).toBeUndefined();
    expect(matchRequest(config, request('GET', '/users/7/orders'))).toBeUndefined();
  });

  it('answers the first of two routes that match, and warns about the duplicate', () => {
    const config = compileConfig(
      configOf([
        { path: '/items/:id', response: { body: { first: true } } },
        { path: '/items/special', response: { body: { special: true } } },
        { path: '/items/:key', response: { body: { second: true } } },
      ]),
    );
    expect(matchRequest(config, request('GET', '/items/special'))?.route.route.id).toBe('r1');
    expect(config.warnings).toEqual(['GET /items/:key repeats an earlier route; the first one answers']);
  });

  it('serves routes under the base path of the configuration, decoded', () => {
    const config = compileConfig(configOf([{ path: '/users/:name' }], { baseUrl: 'http://localhost:3000/api/v1' }));
    expect(matchRequest(config, request('GET', '/api/v1/users/J%C3%BCrgen'))?.context.params).toEqual({
      name: 'Jürgen',
    });
    expect(matchRequest(config, request('GET', '/users/x'))).toBeUndefined();
  });

  it('never answers from a disabled configuration or route', () => {
    expect(
      matchRequest(compileConfig(configOf([{ path: '/a' }], { enabled: false })), request('GET', '/a')),
    ).toBeUndefined();
    expect(
      matchRequest(compileConfig(configOf([{ path: '/a', enabled: false }])), request('GET', '/a')),
    ).toBeUndefined();
  });

  it('chooses a response by header, query, path parameter and JSON body rules, else the default', () => {
    const config = compileConfig(
      configOf([
        {
          method: 'POST',
          path: '/orders/:id',
          response: { status: 200, body: 'default' },
          alternatives: [
            {
              name: 'tenant',
              rules: [{ source: 'header', field: 'X-Tenant', operator: 'equals', value: 'acme' }],
              response: { body: 'acme' },
            },
            {
              name: 'page',
              rules: [{ source: 'query', field: 'page', operator: 'exists' }],
              response: { body: 'paged' },
            },
            {
              name: 'big',
              rules: [{ source: 'param', field: 'id', operator: 'regex', value: '^9\\d+$' }],
              response: { status: 404, body: 'none' },
            },
            {
              name: 'vip',
              rules: [{ source: 'body', field: 'customer.tier', operator: 'equals', value: 'gold' }],
              response: { body: 'vip' },
            },
          ],
        },
      ]),
    );
    const bodyOf = (r: ReturnType<typeof request>) => matchRequest(config, r)?.response.response.body;
    expect(bodyOf(request('POST', '/orders/1', { 'x-tenant': 'acme' }))).toBe('acme');
    expect(bodyOf(request('POST', '/orders/1?page=2'))).toBe('paged');
    expect(bodyOf(request('POST', '/orders/999'))).toBe('none');
    expect(bodyOf(request('POST', '/orders/1', {}, '{"customer":{"tier":"gold"}}'))).toBe('vip');
    const fallback = matchRequest(config, request('POST', '/orders/1', {}, 'not json'));
    expect(fallback?.response.response.body).toBe('default');
    expect(fallback?.choice).toBe('default: no alternative’s rules held');
  });

  it('takes turns in sequential mode', () => {
    const config = compileConfig(
      configOf([
        {
          path: '/flaky',
          mode: 'sequential',
          response: { status: 200 },
          alternatives: [{ response: { status: 503 } }],
        },
      ]),
    );
    const statuses = [1, 2, 3].map(() => matchRequest(config, request('GET', '/flaky'))?.response.response.status);
    expect(statuses).toEqual([200, 503, 200]);
  });

  it('refuses a pattern or a regex that cannot compile, saying why', () => {
    expect(() => compileRoute(routeOf({ path: '/a/:1x' }))).toThrow(/':1x' is not a parameter name/);
    expect(() => compileRoute(routeOf({ path: '/a/b*' }))).toThrow(/wildcard must be a whole segment/);
    expect(() => compileRoute(routeOf({ path: '/a/:id/:id' }))).toThrow(/appears twice/);
    expect(() =>
      compileRoute(
        routeOf({
          path: '/a',
          alternatives: [{ rules: [{ source: 'query', field: 'q', operator: 'regex', value: '(' }] }],
        }),
      ),
    ).toThrow(/invalid regular expression/);
  });

  it('finds a route among 1,000 in a few microseconds', () => {
    const routes = Array.from({ length: 1000 }, (_, i) => ({ method: 'GET', path: `/resource${i}/:id/items/*` }));
    routes.push({ method: 'GET', path: '/:anything/last' });
    const config = compileConfig(configOf(routes));
    const probe = request('GET', '/resource999/5/items/x/y');
    expect(matchRequest(config, probe)?.route.route.id).toBe('r1000');
    const started = performance.now();
    for (let i = 0; i < 10_000; i += 1) matchRequest(config, probe);
    const perMatchUs = ((performance.now() - started) / 10_000) * 1000;
    expect(perMatchUs).toBeLessThan(50);
    expect(matchRequest(config, request('GET', '/zzz/last'))?.route.route.id).toBe('r1001');
  });
});
