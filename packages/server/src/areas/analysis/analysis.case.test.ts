// Response analysis on SQLite and PostgreSQL, fed through the real /api/proxy: what a send records
// (environment, body cap, settings, retention), the listing's filters and cursor, compare, schemas,
// validate, infer, baselines, 24-hour statistics and alerts checked against known timings,
// export/import, and one user's records out of another's reach.
import { createHash } from 'node:crypto';
import { checkSchema } from '@courier/core';
import type { Upstream } from '@courier/testkit/servers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountsApi, type AccountsApi, type Credentials } from '../../../test/accountsApi.js';
import { BIG_BODY_BYTES, startAnalysisUpstream } from '../../../test/analysisUpstream.js';
import { post } from '../../../test/call.js';
import { startTestServer, type TestServer, type TestServerOptions } from '../../../test/startTestServer.js';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { LOCAL_OWNER_ID } from '../../http/personalOwner.js';
import { insertResponses, type NewResponseRow } from './cacheRepo.js';
import { sweepExpiredResponses } from './retentionJob.js';
import { NOT_KEPT_MESSAGE } from './service.js';

const BASE = '/api/advanced-response';
const HOUR = 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let upstream: Upstream;
beforeAll(async () => {
  upstream = await startAnalysisUpstream();
});
afterAll(async () => upstream.close());

describe.each(TEST_DIALECTS)('response analysis on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  async function start(config: TestServerOptions['config'] = {}): Promise<AccountsApi> {
    server = await startTestServer({ dialect, config });
    return accountsApi(server);
  }

  /** One Send through the proxy, as the web app makes it. */
  async function send(
    path: string,
    options: {
      method?: string;
      environment?: string;
      as?: Credentials;
      headers?: Array<{ name: string; value: string }>;
    } = {},
  ) {
    const headers: Record<string, string> = {};
    if (options.environment !== undefined) headers['x-courier-environment'] = encodeURIComponent(options.environment);
    if (options.as?.token) headers.authorization = `Bearer ${options.as.token}`;
    const reply = await post(
      `${server!.url}/api/proxy`,
      { method: options.method ?? 'GET', url: `${upstream.url}${path}`, headers: options.headers ?? [] },
      headers,
    );
    expect(reply.status).toBe(200);
    return reply.json.response as { status: number; body: string };
  }

  async function list(api: AccountsApi, filter: Record<string, unknown> = {}, as?: Credentials) {
    const reply = await api.request('POST', `${BASE}/cache`, filter, as);
    expect(reply.status).toBe(200);
    return reply.json.data as {
      items: Array<{
        id: string;
        request: { method: string; url: string };
        response: { status: number; bodyKept: boolean };
        metadata: { environment: string | null; cachedAt: string; baseline: boolean };
        performance: { total: number; size: { response: number } };
      }>;
      total: number;
      nextCursor: string | null;
      environments: string[];
    };
  }

  /** Rows stored directly, for figures that must not depend on real timings. */
  async function insert(rows: Array<Partial<NewResponseRow>>, owner = LOCAL_OWNER_ID) {
    const now = Date.now();
    await insertResponses(
      server!.db,
      rows.map((row, index) => ({
        owner_id: owner,
        id: `row${String(index).padStart(5, '0')}`,
        method: 'GET',
        url: 'http://api.test/items',
        environment: null,
        environment_key: null,
        status: 200,
        headers: '[]',
        content_type: 'application/json',
        body: '{}',
        body_encoding: 'utf8',
        body_hash: sha256('{}'),
        size: 2,
        total_ms: 10,
        cached_at: new Date(now - index * 1000).toISOString(),
        baseline: 0,
        ignore_rules: null,
        ...row,
      })),
    );
  }

  it('records each send with its method, URL, status, timing, size and environment, newest first', async () => {
    const api = await start();
    await send('/users/1', { environment: 'Staging EU' });
    await send('/users/2', { method: 'POST' });
    const missing = await send('/status/404', { environment: 'production' });
    expect(missing.status).toBe(404);

    const page = await list(api);
    expect(page.total).toBe(3);
    expect(page.nextCursor).toBeNull();
    expect(page.environments).toEqual(['production', 'Staging EU']);
    expect(
      page.items.map((item) => [
        item.request.method,
        item.request.url,
        item.response.status,
        item.metadata.environment,
      ]),
    ).toEqual([
      ['GET', `${upstream.url}/status/404`, 404, 'production'],
      ['POST', `${upstream.url}/users/2`, 200, null],
      ['GET', `${upstream.url}/users/1`, 200, 'Staging EU'],
    ]);
    const first = page.items[2]!;
    expect(first.performance.total).toBeGreaterThan(0);
    expect(first.response.bodyKept).toBe(true);

    const body = JSON.stringify({ id: '1', name: 'Ada', tags: ['math'], active: true });
    const entry = await api.request('GET', `${BASE}/cache/${first.id}`);
    expect(entry.json.data).toMatchObject({
      body,
      bodyHash: sha256(body),
      performance: { size: { response: Buffer.byteLength(body) } },
      response: { contentType: 'application/json', bodyKept: true },
    });
    expect(entry.json.data.response.headers).toContainEqual(['x-version', '1']);
  });

  it('filters exactly (environment in any case) and pages newest first by cursor', async () => {
    const api = await start();
    await insert(
      Array.from({ length: 120 }, (_, index) => ({
        method: index % 2 ? 'POST' : 'GET',
        status: index % 3 ? 200 : 500,
        environment: index < 10 ? 'Staging' : null,
        environment_key: index < 10 ? 'staging' : null,
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(api, { limit: 50, cursor });
      expect(page.total).toBe(120);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(120);
    // Row n was recorded n seconds ago: newest first is row00000, row00001, …
    expect(seen).toEqual([...seen].sort());

    expect((await list(api, { environment: 'STAGING' })).total).toBe(10);
    expect((await list(api, { method: 'POST' })).total).toBe(60);
    expect((await list(api, { status: 500 })).total).toBe(40);
    expect(
      (await list(api, { method: 'POST', status: '500', environment: 'staging' })).items.map((item) => item.id),
    ).toEqual(['row00003', 'row00009']);
    expect((await list(api, { method: 'get' })).total).toBe(0);
    const bad = await api.request('POST', `${BASE}/cache`, { cursor: 'not-a-cursor' });
    expect([bad.status, bad.json.error]).toEqual([
      400,
      'This page cursor is not valid: start again from the first page',
    ]);
  });

  it('keeps a body past the cap as its hash and size only, and says so when asked to validate or infer', async () => {
    const api = await start();
    expect((await api.request('PUT', `${BASE}/settings`, { bodyCapBytes: 1000 })).json.data).toEqual({
      recording: true,
      bodyCapBytes: 1000,
      retentionDays: 7,
      maxEntries: 10000,
    });
    await send('/text/1000');
    await send('/text/1001');
    const [over, within] = (await list(api)).items;
    expect([over!.response.bodyKept, within!.response.bodyKept]).toEqual([false, true]);
    const entry = (await api.request('GET', `${BASE}/cache/${over!.id}`)).json.data;
    expect([entry.body, entry.bodyHash, entry.performance.size.response]).toEqual([
      null,
      sha256('a'.repeat(1001)),
      1001,
    ]);

    const schema = await api.request('POST', `${BASE}/schemas`, { name: 'Any', schema: { type: 'string' } });
    const validation = await api.request('POST', `${BASE}/validate`, {
      responseId: over!.id,
      schemaId: schema.json.data.id,
    });
    expect([validation.status, validation.json.error]).toEqual([400, NOT_KEPT_MESSAGE]);
    expect(NOT_KEPT_MESSAGE).toBe(
      "This response's body was not kept (larger than the recording cap), so it cannot be validated",
    );
    const inferred = await api.request('POST', `${BASE}/schemas/infer`, { responseIds: [over!.id] });
    expect([inferred.status, inferred.json.error]).toEqual([
      400,
      `Cannot infer a schema from response …${over!.id.slice(-8)}: its body was not kept (larger than the recording cap)`,
    ]);
  });

  // 50 MB crosses the proxy and is read back as JSON by the test: seconds on a busy machine.
  it('records a 50 MB response by its hash and size only', { timeout: 90_000 }, async () => {
    const api = await start({ responseLimitBytes: 64 * 1024 * 1024, proxyTimeoutMs: 60_000 });
    await send('/big');
    const [entry] = (await list(api)).items;
    expect([entry!.response.bodyKept, entry!.performance.size.response]).toEqual([false, BIG_BODY_BYTES]);
    const full = (await api.request('GET', `${BASE}/cache/${entry!.id}`)).json.data;
    expect(full.bodyHash).toBe(createHash('sha256').update(Buffer.alloc(BIG_BODY_BYTES, 0x61)).digest('hex'));
  });

  it('records nothing while recording is off, and again once it is back on', async () => {
    const api = await start();
    await api.request('PUT', `${BASE}/settings`, { recording: false });
    await send('/users/1');
    expect((await list(api)).total).toBe(0);
    await api.request('PUT', `${BASE}/settings`, { recording: true });
    await send('/users/2');
    expect((await list(api)).items.map((item) => item.request.url)).toEqual([`${upstream.url}/users/2`]);
    const refused = await api.request('PUT', `${BASE}/settings`, { maxEntries: 0 });
    expect(refused.status).toBe(400);
  });

  it('keeps at most maxEntries and nothing older than retentionDays, baselines aside', async () => {
    const api = await start();
    await insert([
      { id: 'old', cached_at: new Date(Date.now() - 8 * 24 * HOUR).toISOString() },
      { id: 'oldBaseline', cached_at: new Date(Date.now() - 9 * 24 * HOUR).toISOString(), baseline: 1 },
    ]);
    await api.request('PUT', `${BASE}/settings`, { maxEntries: 3 });
    for (let index = 1; index <= 5; index++) await send(`/users/${index}`);
    const { items } = await list(api);
    expect(items.map((item) => item.request.url)).toEqual([
      `${upstream.url}/users/5`,
      `${upstream.url}/users/4`,
      `${upstream.url}/users/3`,
      'http://api.test/items',
    ]);
    expect(items[3]!.id).toBe('oldBaseline');
  });

  it("sweeps entries past each owner's retention days hourly, even from owners who stopped sending", async () => {
    const api = await start();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * HOUR).toISOString();
    await api.request('PUT', `${BASE}/settings`, { retentionDays: 2 });
    await insert([
      { id: 'kept', cached_at: daysAgo(1) },
      { id: 'pastTwoDays', cached_at: daysAgo(3) },
      { id: 'baseline', cached_at: daysAgo(30), baseline: 1 },
    ]);
    await insert(
      [
        { id: 'withinSeven', cached_at: daysAgo(6) },
        { id: 'pastSeven', cached_at: daysAgo(8) },
      ],
      'someone-else',
    );
    expect(await sweepExpiredResponses(server!.db, new Date())).toBe(2);
    expect((await list(api)).items.map((item) => item.id)).toEqual(['kept', 'baseline']);
    const others = await server!.db
      .selectFrom('analysis_responses')
      .select('id')
      .where('owner_id', '=', 'someone-else')
      .execute();
    expect(others.map((row) => row.id)).toEqual(['withinSeven']);
  });

  it('computes the 24-hour statistics and hourly series in the database', async () => {
    const api = await start();
    const timings = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    await insert([
      ...timings.map((total_ms, index) => ({
        total_ms,
        size: 100 * (index + 1),
        status: index < 2 ? 500 : 200,
        cached_at: new Date(Date.now() - (index < 4 ? 0.1 : 2.1) * HOUR).toISOString(),
      })),
      { id: 'stale', total_ms: 5000, cached_at: new Date(Date.now() - 25 * HOUR).toISOString() },
    ]);
    const stats = (await api.request('GET', `${BASE}/performance/stats/24h`)).json.data;
    expect(stats).toMatchObject({
      requestCount: 10,
      averageResponseTime: 55,
      totalDataTransferred: 5500,
      errorRate: 20,
    });
    // Linear interpolation between the two nearest ranks: 90 + 0.55 × (100 − 90).
    expect(stats.p95ResponseTime).toBeCloseTo(95.5, 6);
    expect(stats.series).toHaveLength(24);
    const counted = stats.series.map((bucket: { requestCount: number }) => bucket.requestCount);
    expect(counted.reduce((sum: number, count: number) => sum + count, 0)).toBe(10);
    const thisHour = Math.floor(Date.now() / HOUR) * HOUR;
    const bucketOf = (ms: number) =>
      stats.series.findIndex(
        (bucket: { start: string }) => bucket.start === new Date(Math.floor(ms / HOUR) * HOUR).toISOString(),
      );
    expect(stats.series[23].start).toBe(new Date(thisHour).toISOString());
    expect(stats.series[bucketOf(Date.now() - 0.1 * HOUR)]).toMatchObject({ requestCount: 4, averageResponseTime: 25 });
    expect(stats.series[bucketOf(Date.now() - 2.1 * HOUR)]).toMatchObject({ requestCount: 6, averageResponseTime: 75 });
  });

  it("marks an alert breached when its URL's 24-hour figure passes the threshold", async () => {
    const api = await start();
    await insert([10, 20, 30, 400].map((total_ms) => ({ total_ms, url: 'http://api.test/slow' })));
    const rules = [
      { url: 'http://api.test/slow', metric: 'p95ResponseTime', threshold: 300 },
      { url: 'http://api.test/slow', metric: 'averageResponseTime', threshold: 200 },
      { url: 'http://api.test/quiet', metric: 'errorRate', threshold: 5 },
    ];
    for (const rule of rules) expect((await api.request('POST', `${BASE}/alerts`, rule)).status).toBe(201);
    const alerts = (await api.request('GET', `${BASE}/alerts`)).json.data;
    expect(
      alerts.map((alert: { breached: boolean; current: number | null }) => [alert.breached, alert.current]),
    ).toEqual([
      [true, expect.closeTo(344.5, 6)],
      [false, 115],
      [false, null],
    ]);
    expect((await api.request('DELETE', `${BASE}/alerts/${alerts[0].id}`)).status).toBe(200);
    expect((await api.request('GET', `${BASE}/alerts`)).json.data).toHaveLength(2);
    const bad = await api.request('POST', `${BASE}/alerts`, { url: 'x', metric: 'p50', threshold: 1 });
    expect(bad.status).toBe(400);
  });

  it('compares two responses, body included, and refuses comparing one with itself', async () => {
    const api = await start();
    await send('/users/1?v=1');
    await send('/users/1?v=2');
    const [second, first] = (await list(api)).items;
    const compared = await api.request('POST', `${BASE}/compare`, { response1Id: first!.id, response2Id: second!.id });
    expect(compared.status).toBe(201);
    const { comparison, responses } = compared.json.data;
    expect(responses).toEqual([first!.id, second!.id]);
    expect(comparison.status).toEqual({ equal: true, value1: 200, value2: 200 });
    expect(comparison.headers.entries).toContainEqual({
      name: 'x-version',
      value1: '1',
      value2: '2',
      state: 'changed',
    });
    expect(comparison.body).toMatchObject({
      kind: 'json',
      equal: false,
      changes: [{ kind: 'changed', path: '$.name', from: 'Ada', to: 'Ada Lovelace' }],
    });
    const self = await api.request('POST', `${BASE}/compare`, { response1Id: first!.id, response2Id: first!.id });
    expect([self.status, self.json.error]).toEqual([400, 'Choose two different responses to compare']);
    expect((await api.request('GET', `${BASE}/comparisons`)).json.data.map((item: { id: string }) => item.id)).toEqual([
      compared.json.data.id,
    ]);
  });

  it('creates schemas from objects or JSON text, refusing bad JSON and what ajv rejects with its message', async () => {
    const api = await start();
    const notJson = await api.request('POST', `${BASE}/schemas`, { name: 'Broken', schema: '{ "type": ' });
    expect([notJson.status, notJson.json.error]).toEqual([400, 'Error creating schema. Please check JSON format.']);
    const rejected = await api.request('POST', `${BASE}/schemas`, { name: 'Odd', schema: { type: 'nope' } });
    const ajvSays = checkSchema({ type: 'nope' });
    expect(ajvSays.ok).toBe(false);
    expect([rejected.status, rejected.json.error]).toEqual([400, !ajvSays.ok && ajvSays.message]);
    expect(rejected.json.error).toContain('schema is invalid');

    const created = await api.request('POST', `${BASE}/schemas`, {
      name: 'Success',
      description: 'Every reply says whether it worked',
      schema: '{"type":"object","required":["success"],"properties":{"success":{"type":"boolean"}}}',
      tags: ['api'],
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({
      name: 'Success',
      tags: ['api'],
      isDefault: false,
      schema: { required: ['success'] },
    });
    expect((await api.request('GET', `${BASE}/schemas`)).json.data).toHaveLength(1);
    expect((await api.request('DELETE', `${BASE}/schemas/${created.json.data.id}`)).status).toBe(200);
    expect((await api.request('GET', `${BASE}/schemas`)).json.data).toEqual([]);
  });

  it('validates a recorded body against a schema and lists the validations', async () => {
    const api = await start();
    await send('/users/7');
    const [response] = (await list(api)).items;
    const strict = await api.request('POST', `${BASE}/schemas`, {
      name: 'User',
      schema: {
        type: 'object',
        required: ['id', 'email'],
        properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'number' } } },
      },
    });
    const loose = await api.request('POST', `${BASE}/schemas`, { name: 'Object', schema: { type: 'object' } });
    const failed = await api.request('POST', `${BASE}/validate`, {
      responseId: response!.id,
      schemaId: strict.json.data.id,
    });
    expect(failed.status).toBe(201);
    expect(failed.json.data.result.valid).toBe(false);
    expect(
      failed.json.data.result.errors.map((error: { path: string; message: string }) => [error.path, error.message]),
    ).toEqual([
      ['$', "must have required property 'email'"],
      ['$.tags[0]', 'must be number'],
    ]);
    const passed = await api.request('POST', `${BASE}/validate`, {
      responseId: response!.id,
      schemaId: loose.json.data.id,
    });
    expect(passed.json.data.result).toMatchObject({ valid: true, errors: [] });
    const listed = (await api.request('GET', `${BASE}/validations`)).json.data;
    expect(listed.map((item: { id: string }) => item.id)).toEqual([passed.json.data.id, failed.json.data.id]);
    const unknown = await api.request('POST', `${BASE}/validate`, { responseId: response!.id, schemaId: 'nope' });
    expect([unknown.status, unknown.json.error]).toEqual([404, 'Schema not found']);
  });

  it('infers a schema from several responses, and names a response whose body is not JSON', async () => {
    const api = await start();
    await send('/users/1');
    await send('/users/2?v=2');
    await send('/text/5');
    const [text, ...users] = (await list(api)).items;
    const inferred = await api.request('POST', `${BASE}/schemas/infer`, { responseIds: users.map((item) => item.id) });
    expect(inferred.status).toBe(200);
    expect(inferred.json.data.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['id', 'name', 'tags', 'active']),
      properties: { active: { type: 'boolean' } },
    });
    const notJson = await api.request('POST', `${BASE}/schemas/infer`, { responseIds: [text!.id] });
    expect([notJson.status, notJson.json.error]).toEqual([
      400,
      `Cannot infer a schema from response …${text!.id.slice(-8)}: its body is not JSON`,
    ]);
  });

  it('shows the drift of a later response from the baseline of its request, ignoring volatile parts', async () => {
    const api = await start();
    await send('/users/1');
    await send('/users/1');
    const [later, baseline] = (await list(api)).items;
    const driftOf = async (id: string) => (await api.request('GET', `${BASE}/cache/${id}/drift`)).json.data;
    expect(await driftOf(later!.id)).toBeNull();
    const marked = await api.request('POST', `${BASE}/cache/${baseline!.id}/baseline`, { baseline: true });
    expect(marked.json.data.metadata.baseline).toBe(true);
    // Date and Content-Length are ignored by default.
    expect(await driftOf(later!.id)).toMatchObject({ baselineId: baseline!.id, drift: { unexpected: false } });

    await send('/users/1', { headers: [{ name: 'X-Want-Version', value: '2' }] });
    const [changed] = (await list(api)).items;
    const drift = (await driftOf(changed!.id)).drift;
    expect(drift.unexpected).toBe(true);
    expect(drift.bodyChanges).toEqual([{ kind: 'changed', path: '$.name', from: 'Ada', to: 'Ada Lovelace' }]);
    expect(drift.headerChanges).toContainEqual({ name: 'x-version', value1: '1', value2: '2', state: 'changed' });

    const badPath = await api.request('POST', `${BASE}/cache/${baseline!.id}/baseline`, {
      baseline: true,
      ignore: { bodyPaths: ['name'], headers: [] },
    });
    expect(badPath.status).toBe(400);
    await api.request('POST', `${BASE}/cache/${baseline!.id}/baseline`, {
      baseline: true,
      ignore: { bodyPaths: ['$.name'], headers: ['Date', 'Content-Length', 'X-Version'] },
    });
    expect((await driftOf(changed!.id)).drift.unexpected).toBe(false);
    // Marking another response of the request moves the baseline there.
    await api.request('POST', `${BASE}/cache/${later!.id}/baseline`, { baseline: true });
    expect((await driftOf(changed!.id)).baselineId).toBe(later!.id);
    await api.request('POST', `${BASE}/cache/${later!.id}/baseline`, { baseline: false });
    expect(await driftOf(changed!.id)).toBeNull();
  });

  it('exports schemas and the cache as a file and imports it back, skipping duplicates', async () => {
    const api = await start();
    await send('/users/1', { environment: 'staging' });
    await api.request('POST', `${BASE}/schemas`, { name: 'Object', schema: { type: 'object' } });
    const exported = await api.request('GET', `${BASE}/export?includeCache=true`);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="?courier-analysis-\d{4}-\d\d-\d\d\.json"?$/,
    );
    expect(exported.json).toMatchObject({
      format: 'courier-analysis',
      version: 1,
      schemas: [{ name: 'Object' }],
      cache: [{ metadata: { environment: 'staging' } }],
    });
    const withoutCache = (await api.request('GET', `${BASE}/export`)).json;
    expect(withoutCache.cache).toBeUndefined();

    const again = await api.request('POST', `${BASE}/import`, exported.json);
    expect(again.json.data).toEqual({ imported: { schemas: 0, cache: 0 }, skipped: { schemas: 1, cache: 1 } });
    await api.request('DELETE', `${BASE}/cache/clear`);
    const restored = await api.request('POST', `${BASE}/import`, exported.json);
    expect(restored.json.data).toEqual({ imported: { schemas: 0, cache: 1 }, skipped: { schemas: 1, cache: 0 } });
    const [entry] = (await list(api)).items;
    expect(entry).toEqual(exported.json.cache[0] && { ...entry, id: exported.json.cache[0].id });
    const notOurs = await api.request('POST', `${BASE}/import`, { format: 'postman', version: 1, schemas: [] });
    expect(notOurs.status).toBe(400);
    expect(notOurs.json.error).toContain('This file is not a Courier response analysis export');
  });

  it("keeps one user's records from another: no listing, no compare, no validate, no reading by id", async () => {
    const api = await start({ mode: 'hosted', proxyAllowlist: ['127.0.0.1'] });
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    const asAnn = { token: ann.token };
    const asBob = { token: bob.token };
    await send('/users/1', { as: asAnn });
    await send('/users/2', { as: asAnn });
    await send('/users/3', { as: asBob });
    const [a2, a1] = (await list(api, {}, asAnn)).items;
    const annSchema = (await api.request('POST', `${BASE}/schemas`, { name: 'Ann', schema: { type: 'object' } }, asAnn))
      .json.data;
    const bobSchema = (await api.request('POST', `${BASE}/schemas`, { name: 'Bob', schema: { type: 'object' } }, asBob))
      .json.data;
    const [b1] = (await list(api, {}, asBob)).items;

    expect((await list(api, {}, asBob)).total).toBe(1);
    const attempts = [
      await api.request('GET', `${BASE}/cache/${a1!.id}`, undefined, asBob),
      await api.request('DELETE', `${BASE}/cache/${a1!.id}`, undefined, asBob),
      await api.request('GET', `${BASE}/cache/${a1!.id}/drift`, undefined, asBob),
      await api.request('POST', `${BASE}/cache/${a1!.id}/baseline`, { baseline: true }, asBob),
      await api.request('POST', `${BASE}/compare`, { response1Id: a1!.id, response2Id: a2!.id }, asBob),
      await api.request('POST', `${BASE}/compare`, { response1Id: b1!.id, response2Id: a2!.id }, asBob),
      await api.request('POST', `${BASE}/validate`, { responseId: a1!.id, schemaId: bobSchema.id }, asBob),
      await api.request('POST', `${BASE}/validate`, { responseId: b1!.id, schemaId: annSchema.id }, asBob),
      await api.request('POST', `${BASE}/schemas/infer`, { responseIds: [a1!.id] }, asBob),
      await api.request('DELETE', `${BASE}/schemas/${annSchema.id}`, undefined, asBob),
    ];
    expect(attempts.map((reply) => reply.status)).toEqual(Array(10).fill(404));
    expect(attempts[0]!.json.error).toBe('Cached response not found');
    expect((await api.request('DELETE', `${BASE}/cache/clear`, undefined, asBob)).json.data).toEqual({ cleared: 1 });
    expect((await list(api, {}, asAnn)).total).toBe(2);
    expect((await api.request('GET', `${BASE}/schemas`, undefined, asAnn)).json.data).toHaveLength(1);
    expect((await api.request('GET', `${BASE}/performance/stats/24h`, undefined, asBob)).json.data.requestCount).toBe(
      0,
    );
  });

  it("records a signed-in user's sends in local mode for them, not for the local identity", async () => {
    const api = await start();
    const ann = await api.register('ann');
    await send('/users/1', { as: { token: ann.token } });
    await send('/users/2');
    expect((await list(api, {}, { token: ann.token })).items.map((item) => item.request.url)).toEqual([
      `${upstream.url}/users/1`,
    ]);
    expect((await list(api)).items.map((item) => item.request.url)).toEqual([`${upstream.url}/users/2`]);
  });

  it('asks a signed-out caller in hosted mode to sign in', async () => {
    const api = await start({ mode: 'hosted' });
    const reply = await api.request('POST', `${BASE}/cache`, {});
    expect([reply.status, reply.json.error]).toEqual([401, 'Sign in to use response analysis']);
    expect((await api.request('GET', `${BASE}/performance/stats/24h`)).status).toBe(401);
  });
});
