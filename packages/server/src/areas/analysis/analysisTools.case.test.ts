// What users do with recorded responses, on SQLite and PostgreSQL: compare, schemas, validate,
// infer, baselines and drift, 24-hour statistics and alerts checked against known timings, and
// export/import.
import { checkSchema } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { BASE, HOUR, analysisHarness } from '../../../test/analysisHarness.js';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';

describe.each(TEST_DIALECTS)('response analysis on %s', (dialect) => {
  const { start, send, list, insert } = analysisHarness(dialect);

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
});
