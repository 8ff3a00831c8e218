// Searching recorded responses on SQLite and PostgreSQL: by URL, body, method and status in any
// case, every word needed, narrowed by status class and time range, paged by cursor — and never
// another user's entries.
import { describe, expect, it } from 'vitest';
import { BASE, analysisHarness } from '../../../test/analysisHarness.js';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';

describe.each(TEST_DIALECTS)('recorded response search on %s', (dialect) => {
  const { start, send, list, insert, upstreamUrl } = analysisHarness(dialect);
  const ids = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);

  /** Entry n was recorded at 12:00:(50 - 10n) on 1 May 2026. */
  const recordedAt = (n: number) => `2026-05-01T12:00:${50 - 10 * n}.000Z`;
  const recorded = () =>
    insert(
      [
        { url: 'http://api.test/users/42', body: '{"name":"Ada Lovelace"}' },
        { url: 'http://api.test/orders/7', method: 'POST', status: 201, body: '{"total":"99.5%"}' },
        { url: 'http://api.test/Users/missing', status: 404, body: '{"error":"No such user"}' },
        { url: 'http://api.test/health', status: 503, body: null },
        { url: 'http://api.test/search?q=a_b', status: 302, body: 'moved' },
      ].map((row, n) => ({ ...row, cached_at: recordedAt(n) })),
    );

  it('finds entries by URL, body, method and status in any case, each word needed, saying where', async () => {
    const api = await start();
    await recorded();
    const found = await list(api, { text: 'USERS' });
    expect(ids(found)).toEqual(['row00000', 'row00002']);
    expect(found.total).toBe(2);
    expect(found.items.map((item) => item.foundIn)).toEqual(['url', 'url']);

    const byBody = await list(api, { text: 'lovelace' });
    expect(ids(byBody)).toEqual(['row00000']);
    expect(byBody.items[0]!.foundIn).toBe('response body');
    expect(ids(await list(api, { text: 'post' }))).toEqual(['row00001']);
    expect((await list(api, { text: '404' })).items.map((item) => [item.id, item.foundIn])).toEqual([
      ['row00002', 'status'],
    ]);
    expect(ids(await list(api, { text: 'users  such' }))).toEqual(['row00002']);
    expect(ids(await list(api, { text: 'users nowhere' }))).toEqual([]);
    // %, _ and \ are themselves, not LIKE's wildcards.
    expect(ids(await list(api, { text: '99.5%' }))).toEqual(['row00001']);
    expect(ids(await list(api, { text: 'a_b' }))).toEqual(['row00004']);
    expect(ids(await list(api, { text: '%' }))).toEqual(['row00001']);
    // A body that was not kept matches on its other fields only.
    expect(ids(await list(api, { text: 'health' }))).toEqual(['row00003']);
  });

  it('narrows by status class and time range, with the exact filters', async () => {
    const api = await start();
    await recorded();
    expect(ids(await list(api, { statusClass: '2xx' }))).toEqual(['row00000', 'row00001']);
    expect(ids(await list(api, { statusClass: '3xx' }))).toEqual(['row00004']);
    expect(ids(await list(api, { statusClass: '5xx' }))).toEqual(['row00003']);
    expect(ids(await list(api, { statusClass: 'errors' }))).toEqual(['row00002', 'row00003']);
    expect(ids(await list(api, { statusClass: 'errors', text: 'user' }))).toEqual(['row00002']);
    expect(ids(await list(api, { statusClass: '2xx', method: 'POST' }))).toEqual(['row00001']);

    // From is included, to is not; a time with an offset means the same instant.
    expect(ids(await list(api, { from: recordedAt(2), to: recordedAt(0) }))).toEqual(['row00001', 'row00002']);
    expect(ids(await list(api, { from: '2026-05-01T14:00:35+02:00' }))).toEqual(['row00000', 'row00001']);
  });

  it('pages a search newest first by cursor, counting every match', async () => {
    const api = await start();
    await insert(
      Array.from({ length: 130 }, (_, index) => ({
        url: `http://api.test/${index % 2 ? 'orders' : 'invoices'}/${index}`,
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(api, { text: 'invoices', limit: 50, cursor });
      expect(page.total).toBe(65);
      seen.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(65);
    expect(seen).toEqual([...seen].sort());
  });

  it('refuses a malformed search with a clear message', async () => {
    const api = await start();
    const badClass = await api.request('POST', `${BASE}/cache`, { statusClass: '6xx' });
    expect([badClass.status, badClass.json.error]).toEqual([
      400,
      expect.stringContaining('Choose a status class: 2xx, 3xx, 4xx, 5xx or errors'),
    ]);
    const badDate = await api.request('POST', `${BASE}/cache`, { from: 'yesterday' });
    expect([badDate.status, badDate.json.error]).toEqual([
      400,
      expect.stringContaining('A date range needs dates like 2026-05-01T00:00:00Z'),
    ]);
  });

  it("never returns another user's recordings, whatever is searched", async () => {
    const api = await start({ mode: 'hosted', proxyAllowlist: ['127.0.0.1'] });
    const ann = await api.register('ann');
    const bob = await api.register('bob');
    await send('/users/1', { as: { token: ann.token } });
    await send('/users/2', { as: { token: bob.token } });
    const asBob = { token: bob.token };
    // Ann's entry holds "Ada" in its body and "/users/1" in its URL: Bob finds neither.
    for (const text of ['Ada', 'users/1', 'GET', '200', '']) {
      const page = await list(api, { text }, asBob);
      expect(page.items.every((item) => item.request.url === `${upstreamUrl()}/users/2`)).toBe(true);
    }
    expect((await list(api, { text: 'users/1' }, asBob)).total).toBe(0);
    expect((await list(api, { text: 'users/1' }, { token: ann.token })).total).toBe(1);
  });
});
