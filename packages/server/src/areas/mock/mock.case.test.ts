// The mock server on SQLite and PostgreSQL: configurations and routes through the API, served
// over real HTTP (params, wildcard, rules, precedence, dynamic values, CORS, delay), explained
// misses, logs and statistics, bad input, response scripts, and one owner's mocks out of another's reach.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { accountsApi, type AccountsApi, type Credentials } from '../../../test/accountsApi.js';
import { call } from '../../../test/call.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

describe.each(TEST_DIALECTS)('mock server on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  async function start(mode: 'local' | 'hosted' = 'local'): Promise<AccountsApi> {
    server = await startTestServer({ dialect, config: { mode } });
    return accountsApi(server);
  }

  async function createConfig(api: AccountsApi, body: Record<string, unknown>, as?: Credentials) {
    const created = await api.request('POST', '/api/mock-configs', body, as);
    expect(created.status).toBe(201);
    return created.json.data as { id: string; slug: string };
  }

  async function addRoute(api: AccountsApi, configId: string, route: Record<string, unknown>, as?: Credentials) {
    const added = await api.request('POST', `/api/mock-configs/${configId}/routes`, route, as);
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    return added.json as { id: string; warnings: string[] };
  }

  const served = (slug: string, path: string, options: Parameters<typeof call>[1] = {}) =>
    call(`${server!.url}/mock/${slug}${path}`, options);

  it('serves routes with the spec defaults, :params, a wildcard, ALL and the first of duplicates', async () => {
    const api = await start();
    const config = await createConfig(api, { name: 'Shop', baseUrl: 'http://localhost:3000/api' });
    await addRoute(api, config.id, { path: '/users/:id', response: { body: { id: '{{request.params.id}}' } } });
    await addRoute(api, config.id, { method: 'ALL', path: '/files/*', response: { status: 202, body: 'file' } });
    const duplicate = await addRoute(api, config.id, { path: '/users/:key', response: { body: { second: true } } });
    expect(duplicate.warnings).toEqual(['GET /users/:key repeats an earlier route; the first one answers']);

    const user = await served(config.slug, '/api/users/42');
    expect(user.status).toBe(200);
    expect(user.headers['content-type']).toBe('application/json');
    expect(user.json).toEqual({ id: '42' });
    const file = await served(config.slug, '/api/files/a/b.png', { method: 'DELETE' });
    expect([file.status, file.text]).toEqual([202, 'file']);

    const listed = await api.request('GET', '/api/mock-configs');
    expect(listed.json.data[0].routes[0]).toMatchObject({
      method: 'GET',
      path: '/users/:id',
      response: { status: 200, delay: 0 },
    });
  });

  it('chooses responses by rules and fills request values and dynamic variables', async () => {
    const api = await start();
    const config = await createConfig(api, { name: 'Rules' });
    await addRoute(api, config.id, {
      method: 'POST',
      path: '/orders/:id',
      response: {
        status: 201,
        headers: { 'Content-Type': 'application/json', 'X-Tenant': '{{request.headers.x-tenant}}' },
        body: { name: '{{request.body.name}}', page: '{{request.query.page}}', buyer: '{{$randomFullName}}' },
      },
      alternatives: [
        {
          name: 'gold',
          rules: [{ source: 'body', field: 'tier', operator: 'equals', value: 'gold' }],
          response: { status: 200, body: { discount: 20 } },
        },
        {
          name: 'missing',
          rules: [{ source: 'param', field: 'id', operator: 'regex', value: '^0+$' }],
          response: { status: 404, body: { error: 'no order' } },
        },
      ],
    });
    const post = (path: string, body: unknown) =>
      served(config.slug, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tenant': 'acme' },
        body: JSON.stringify(body),
      });
    const normal = await post('/orders/7?page=2', { name: 'Ada' });
    expect(normal.status).toBe(201);
    expect(normal.headers['x-tenant']).toBe('acme');
    expect(normal.json).toMatchObject({ name: 'Ada', page: '2' });
    expect(normal.json.buyer).toMatch(/\S+ \S+/);
    expect((await post('/orders/7', { tier: 'gold' })).json).toEqual({ discount: 20 });
    expect((await post('/orders/000', {})).status).toBe(404);
  });

  it('answers CORS preflights, waits the delay, and refuses a disabled configuration with a message', async () => {
    const api = await start();
    const config = await createConfig(api, { name: 'Slow' });
    await addRoute(api, config.id, { path: '/slow', response: { delay: 150, body: { ok: true } } });
    const preflight = await served(config.slug, '/slow', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const started = performance.now();
    const slow = await served(config.slug, '/slow', { headers: { origin: 'http://localhost:5173' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(slow.headers['access-control-allow-origin']).toBe('*');

    expect((await api.request('PUT', `/api/mock-configs/${config.id}`, { enabled: false })).status).toBe(200);
    const disabled = await served(config.slug, '/slow');
    expect(disabled.status).toBe(404);
    expect(disabled.json.message).toBe("Mock configuration 'Slow' is disabled");
    expect((await served('no-such-slug', '/slow')).status).toBe(404);
    // /mock itself is the web app's Mock Server view.
    expect((await call(`${server!.url}/mock`)).headers['content-type']).toMatch(/^text\/html/);
  });

  it('explains a miss, logs every hit and counts it in the statistics', async () => {
    const api = await start();
    const config = await createConfig(api, { name: 'Logged', baseUrl: '/v1' });
    await addRoute(api, config.id, { method: 'POST', path: '/users/:id/orders' });
    await addRoute(api, config.id, { path: '/health' });
    const miss = await served(config.slug, '/v1/users/7/orders');
    expect(miss.status).toBe(404);
    expect(miss.json.message).toBe('No Mock Match Found');
    expect(miss.json.explanation.closest).toMatchObject({ method: 'POST', path: '/users/:id/orders' });
    expect(miss.json.explanation.criteria).toContainEqual(
      expect.objectContaining({ criterion: 'method', ok: false, expected: 'POST', actual: 'GET' }),
    );
    await served(config.slug, '/v1/health', { method: 'GET' });
    await served(config.slug, '/v1/users/1/orders', { method: 'POST', body: '{"a":1}' });

    const tested = await api.request('POST', '/api/mock-test', { method: 'GET', url: '/v1/health' });
    expect(tested.json).toMatchObject({ success: true, response: { status: 200, statusText: 'OK', body: '{}' } });
    const testMiss = await api.request('POST', '/api/mock-test', {
      method: 'GET',
      url: `${server!.url}/mock/${config.slug}/v1/nope`,
    });
    expect(testMiss.json).toMatchObject({ success: false, error: 'No Mock Match Found' });
    expect(testMiss.json.explanation.closest.path).toBe('/health');

    const logs = await api.request('GET', '/api/mock-logs');
    expect(logs.json.data).toHaveLength(5);
    const posted = logs.json.data.find((entry: { method: string }) => entry.method === 'POST');
    expect(posted).toMatchObject({ url: `/mock/${config.slug}/v1/users/1/orders`, body: '{"a":1}', matched: true });
    expect(logs.json.data.find((entry: { matched: boolean }) => !entry.matched).explanation.closest).toBeDefined();
    const stats = await api.request('GET', '/api/mock-stats');
    expect(stats.json.data).toEqual({
      totalConfigs: 1,
      enabledConfigs: 1,
      totalRoutes: 2,
      totalRequests: 5,
      matchedRequests: 3,
      recentRequests: 5,
    });
    expect((await api.request('DELETE', '/api/mock-logs')).status).toBe(200);
    expect((await api.request('GET', '/api/mock-logs')).json.data).toEqual([]);
  });

  it('edits, reorders and deletes routes; the new order decides which answers', async () => {
    const api = await start();
    const config = await createConfig(api, { name: 'Order' });
    const general = await addRoute(api, config.id, { path: '/items/:id', response: { body: 'general' } });
    const special = await addRoute(api, config.id, { path: '/items/special', response: { body: 'special' } });
    expect((await served(config.slug, '/items/special')).text).toBe('general');
    const reordered = await api.request('PUT', `/api/mock-configs/${config.id}/routes/order`, {
      routeIds: [special.id, general.id],
    });
    expect(reordered.status).toBe(200);
    expect((await served(config.slug, '/items/special')).text).toBe('special');
    const edited = await api.request('PUT', `/api/mock-configs/${config.id}/routes/${special.id}`, {
      path: '/items/special',
      response: { body: 'edited' },
    });
    expect(edited.status).toBe(200);
    expect((await served(config.slug, '/items/special')).text).toBe('edited');
    await api.request('DELETE', `/api/mock-configs/${config.id}/routes/${special.id}`);
    expect((await served(config.slug, '/items/special')).text).toBe('general');
    await api.request('DELETE', `/api/mock-configs/${config.id}`);
    expect((await served(config.slug, '/items/1')).status).toBe(404);
  });

  it('refuses bad input with clear 400s and limits bodies', async () => {
    const api = await start();
    const config = await createConfig(api, { name: 'Bad' });
    const addBad = (route: Record<string, unknown>) =>
      api.request('POST', `/api/mock-configs/${config.id}/routes`, route);
    const regex = await addBad({
      path: '/a',
      alternatives: [{ rules: [{ source: 'query', field: 'q', operator: 'regex', value: '([a-z' }] }],
    });
    expect(regex.status).toBe(400);
    expect(regex.json.message).toMatch(/^Rule on query 'q': invalid regular expression/);
    const pattern = await addBad({ path: '/a/:9' });
    expect([pattern.status, pattern.json.message]).toEqual([
      400,
      "Path '/a/:9': ':9' is not a parameter name (letters, digits, _ and -, not starting with a digit)",
    ]);
    expect((await api.request('POST', '/api/mock-configs', { name: '' })).json.message).toMatch(/Name is required/);
    const tooBig = await addBad({ path: '/big', response: { body: 'x'.repeat(10 * 1024 * 1024 + 10) } });
    expect([tooBig.status, tooBig.json.message]).toEqual([
      400,
      'Response body is 10.0 MB; a mock response body may be at most 10 MB',
    ]);
    // A rule that backtracks exponentially answers at once all the same.
    await addRoute(api, config.id, {
      path: '/redos',
      alternatives: [
        { rules: [{ source: 'query', field: 'q', operator: 'regex', value: '^(a+)+$' }], response: { status: 418 } },
      ],
    });
    const started = performance.now();
    expect((await served(config.slug, `/redos?q=${'a'.repeat(40)}b`)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    await addRoute(api, config.id, { method: 'POST', path: '/upload' });
    const huge = await served(config.slug, '/upload', { method: 'POST', body: Buffer.alloc(2 * 1024 * 1024, 97) });
    expect(huge.status).toBe(413);
  });

  it('runs a response script in the sandbox; a looping or throwing one answers 500 and is logged', async () => {
    const api = await start();
    const config = await createConfig(api, { name: 'Scripted' });
    await addRoute(api, config.id, {
      method: 'POST',
      path: '/sum',
      script: `const { a, b } = JSON.parse(pm.request.body.raw);
pm.variables.set('mock.status', 201);
pm.variables.set('mock.body', { sum: a + b, was: pm.response.code });`,
    });
    await addRoute(api, config.id, { path: '/loop', script: 'while (true) {}' });
    await addRoute(api, config.id, { path: '/throw', script: 'throw new Error("boom")' });
    const sum = await served(config.slug, '/sum', { method: 'POST', body: '{"a":2,"b":3}' });
    expect([sum.status, sum.json]).toEqual([201, { sum: 5, was: 200 }]);
    const loop = await served(config.slug, '/loop');
    expect(loop.status).toBe(500);
    expect(loop.json.message).toMatch(/^Response script failed: .*time/i);
    const thrown = await served(config.slug, '/throw');
    expect([thrown.status, thrown.json.message]).toEqual([500, 'Response script failed: boom']);
    // The server still answers.
    expect((await served(config.slug, '/sum', { method: 'POST', body: '{"a":1,"b":1}' })).json.sum).toBe(2);
    const logs = await api.request('GET', '/api/mock-logs');
    expect(logs.json.data.map((entry: { error: string | null }) => entry.error)).toContain(
      'Response script failed: boom',
    );
  });

  it('makes a configuration from a collection’s examples and from an OpenAPI document', async () => {
    const api = await start();
    const collection = JSON.parse(
      readFileSync(new URL('../../../../core/src/mock/fixtures/shop.postman_collection.json', import.meta.url), 'utf8'),
    );
    const fromCollection = await api.request('POST', '/api/mock-configs/import', {
      format: 'collection',
      document: collection,
    });
    expect(fromCollection.status).toBe(201);
    const shop = fromCollection.json.data as { slug: string; name: string };
    expect(shop.name).toBe('Shop');
    expect((await served(shop.slug, '/users/3')).json).toEqual({ id: 1, name: 'Ada' });
    expect((await served(shop.slug, '/users/3', { headers: { 'x-mock-response-name': 'Missing' } })).status).toBe(404);

    const openapi = {
      openapi: '3.1.0',
      info: { title: 'Pets' },
      servers: [{ url: 'http://pets.test/v1' }],
      paths: {
        '/pets/{id}': { get: { responses: { '200': { content: { 'application/json': { example: { id: 1 } } } } } } },
      },
    };
    const fromOpenApi = await api.request('POST', '/api/mock-configs/import', { format: 'openapi', document: openapi });
    expect((await served(fromOpenApi.json.data.slug, '/v1/pets/1')).json).toEqual({ id: 1 });
    const bad = await api.request('POST', '/api/mock-configs/import', {
      format: 'openapi',
      document: { swagger: '2.0' },
    });
    expect([bad.status, bad.json.message]).toEqual([
      400,
      'Not an OpenAPI 3 document: it needs an "openapi": "3.x" field',
    ]);
  });

  it("keeps one user's mocks from another: no listing, no change, no logs", async () => {
    const api = await start('hosted');
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    expect((await api.request('GET', '/api/mock-configs')).status).toBe(401);
    const config = await createConfig(api, { name: 'Ann' }, { token: ann.token });
    const route = await addRoute(api, config.id, { path: '/secret' }, { token: ann.token });
    await served(config.slug, '/secret');

    const asBob = { token: bob.token };
    expect((await api.request('GET', '/api/mock-configs', undefined, asBob)).json.data).toEqual([]);
    expect((await api.request('GET', `/api/mock-configs/${config.id}`, undefined, asBob)).status).toBe(404);
    expect((await api.request('PUT', `/api/mock-configs/${config.id}`, { name: 'Bob' }, asBob)).status).toBe(404);
    expect((await api.request('DELETE', `/api/mock-configs/${config.id}`, undefined, asBob)).status).toBe(404);
    expect((await api.request('POST', `/api/mock-configs/${config.id}/routes`, { path: '/x' }, asBob)).status).toBe(
      404,
    );
    expect(
      (await api.request('DELETE', `/api/mock-configs/${config.id}/routes/${route.id}`, undefined, asBob)).status,
    ).toBe(404);
    expect((await api.request('GET', '/api/mock-logs', undefined, asBob)).json.data).toEqual([]);
    expect((await api.request('GET', '/api/mock-stats', undefined, asBob)).json.data.totalRequests).toBe(0);
    const bobTest = await api.request('POST', '/api/mock-test', { url: `/mock/${config.slug}/secret` }, asBob);
    expect(bobTest.json.success).toBe(false);
    await api.request('DELETE', '/api/mock-logs', undefined, asBob);
    expect((await api.request('GET', '/api/mock-logs', undefined, { token: ann.token })).json.data).toHaveLength(1);
    expect((await api.request('GET', '/api/mock-configs', undefined, { token: ann.token })).json.data[0].name).toBe(
      'Ann',
    );
  });

  it('keeps a private configuration behind its owner’s API key', async () => {
    const api = await start('hosted');
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    const config = await createConfig(api, { name: 'Private', access: 'apiKey' }, { token: ann.token });
    await addRoute(api, config.id, { path: '/p', response: { body: { ok: true } } }, { token: ann.token });
    const key = (await api.request('POST', '/api/auth/api-keys', { name: 'ci' }, { token: ann.token })).json.data
      .apiKey;
    const bobKey = (await api.request('POST', '/api/auth/api-keys', { name: 'ci' }, { token: bob.token })).json.data
      .apiKey;
    expect((await served(config.slug, '/p')).status).toBe(401);
    expect((await served(config.slug, '/p', { headers: { 'x-api-key': bobKey } })).status).toBe(401);
    expect((await served(config.slug, '/p', { headers: { 'x-api-key': key } })).json).toEqual({ ok: true });
  });
});
