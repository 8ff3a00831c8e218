import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.js';
import type { AnalysisApi } from './analysisApi.js';
import type { CachedResponse, Comparison, Validation } from '@courier/core/analysis-replies';
import { createAnalysisStore } from './analysisStore.js';

// Newest first, as the server lists them: 'a' was recorded after 'b'.
const RECORDED_AT: Record<string, string> = { a: '2026-01-01T00:00:02.000Z', b: '2026-01-01T00:00:01.000Z' };

const entry = (id: string): CachedResponse => ({
  id,
  request: { method: 'GET', url: `http://api.test/${id}` },
  response: { status: 200, headers: [], bodyKept: true, contentType: 'application/json' },
  metadata: { environment: 'Development', cachedAt: RECORDED_AT[id] ?? '2026-01-01T00:00:00.000Z', baseline: false },
  performance: { total: 12, size: { response: 10 } },
});

const comparison: Comparison = {
  id: 'comparison-00000001',
  responses: ['a', 'b'],
  metadata: { comparedAt: '2026-01-01T00:00:00.000Z' },
  comparison: {
    status: { equal: true, value1: 200, value2: 200 },
    headers: { hasChanges: false, summary: { changed: 0, same: 1 }, entries: [] },
    performance: { total: { value1: 12, value2: 10, improved: true, percentChange: -16.7 } },
    body: { kind: 'json', changes: [], equal: true },
  },
};

function fakeApi(overrides: Partial<AnalysisApi> = {}) {
  const calls: string[] = [];
  const api = {
    cache: async (query: { cursor?: string; method?: string }) => {
      calls.push(`cache ${JSON.stringify(query)}`);
      return query.cursor
        ? { items: [entry('c')], total: 3, nextCursor: null, environments: [] }
        : { items: [entry('a'), entry('b')], total: 3, nextCursor: 'page-2', environments: ['QA'] };
    },
    compare: async (first: string, second: string) => {
      calls.push(`compare ${first} ${second}`);
      return comparison;
    },
    clearCache: async () => {
      throw new ApiError(500, 'INTERNAL', 'disk full');
    },
    validate: async (): Promise<Validation> => {
      throw new ApiError(400, 'BODY_NOT_KEPT', "This response's body was not kept");
    },
    ...overrides,
  } as unknown as AnalysisApi;
  return { api, calls };
}

const toastNothing = () => undefined;

describe('the Advanced Response store', () => {
  it('pages the cache from the server and sends the filters it is given', async () => {
    const { api, calls } = fakeApi();
    const store = createAnalysisStore({ api, toast: toastNothing });
    await store.getState().setFilter('method', 'POST');
    await store.getState().loadMore();
    expect(store.getState().cache.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(store.getState().nextCursor).toBeNull();
    expect(store.getState().environments).toEqual(['QA']);
    expect(calls).toEqual([
      'cache {"limit":50,"method":"POST"}',
      'cache {"limit":50,"method":"POST","cursor":"page-2"}',
    ]);
  });

  it('sends the search with its status class and days, and clears them all at once', async () => {
    const { api, calls } = fakeApi();
    const store = createAnalysisStore({ api, toast: toastNothing });
    await store.getState().setFilter('text', 'users ada');
    await store.getState().setFilter('statusClass', 'errors');
    await store.getState().setFilter('from', '2026-05-01');
    await store.getState().clearFilters();
    const from = new Date(2026, 4, 1).toISOString();
    expect(calls).toEqual([
      'cache {"limit":50,"text":"users ada"}',
      'cache {"limit":50,"text":"users ada","statusClass":"errors"}',
      `cache {"limit":50,"text":"users ada","statusClass":"errors","from":"${from}"}`,
      'cache {"limit":50}',
    ]);
    expect(Object.values(store.getState().filters).every((value) => value === '')).toBe(true);
  });

  it('compares exactly two responses, earlier first, then clears the selection and moves to Comparisons', async () => {
    const { api, calls } = fakeApi();
    const store = createAnalysisStore({ api, toast: toastNothing });
    await store.getState().loadCache();
    store.getState().toggleSelected('a');
    expect(await store.getState().compareSelected()).toBe('Please select exactly 2 responses to compare');
    store.getState().toggleSelected('b');
    store.getState().toggleSelected('c');
    expect(await store.getState().compareSelected()).toBe('Please select exactly 2 responses to compare');
    store.getState().toggleSelected('c');
    expect(await store.getState().compareSelected()).toBeUndefined();
    expect(calls.at(-1)).toBe('compare b a');
    expect(store.getState()).toMatchObject({ selected: [], tab: 'comparisons', openComparisonId: comparison.id });
    expect(store.getState().comparisons).toEqual([comparison]);
  });

  it("says a failed comparison in the product's words", async () => {
    const { api } = fakeApi({
      compare: async () => {
        throw new ApiError(400, 'SAME_RESPONSE', 'Choose two different responses to compare');
      },
    });
    const store = createAnalysisStore({ api, toast: toastNothing });
    store.getState().toggleSelected('a');
    store.getState().toggleSelected('b');
    expect(await store.getState().compareSelected()).toBe(
      'Error comparing responses: Choose two different responses to compare',
    );
    expect(store.getState().selected).toEqual(['a', 'b']);
  });

  it('needs a response and a schema to validate, and says why the server refused', async () => {
    const { api } = fakeApi();
    const store = createAnalysisStore({ api, toast: toastNothing });
    expect(await store.getState().validate('a', '')).toBe('Please select both a response and a schema');
    expect(await store.getState().validate('', 's')).toBe('Please select both a response and a schema');
    expect(await store.getState().validate('a', 's')).toBe(
      "Error validating response: This response's body was not kept",
    );
    expect(store.getState().tab).toBe('cache');
  });

  it('clears the cache silently when the server fails, and shows what is still there', async () => {
    const { api, calls } = fakeApi();
    const toasts: string[] = [];
    const store = createAnalysisStore({ api, toast: (message) => toasts.push(message) });
    await store.getState().clearCache();
    expect(toasts).toEqual([]);
    expect(store.getState().loadError).toBeNull();
    expect(calls).toEqual(['cache {"limit":50}']);
    expect(store.getState().cache).toHaveLength(2);
  });

  it('takes a deleted response out of the list, the count and the selection', async () => {
    const deleted: string[] = [];
    const { api } = fakeApi({
      deleteCachedResponse: async (id: string) => {
        deleted.push(id);
        return undefined;
      },
    });
    const store = createAnalysisStore({ api, toast: toastNothing });
    await store.getState().loadCache();
    store.getState().toggleSelected('a');
    await store.getState().deleteCachedResponse('a');
    expect(deleted).toEqual(['a']);
    expect(store.getState()).toMatchObject({ cacheTotal: 2, selected: [] });
    expect(store.getState().cache.map((item) => item.id)).toEqual(['b']);
  });
});
