import * as z from 'zod';
import { createStore } from 'zustand/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimersEachTest } from './fakeTimersEachTest.js';
import { memoryStorage } from './memoryStorage.js';
import { listKeepingValid, loadSlice, saveSlice, type VersionedSlice } from './versionedSlice.js';

// Version 2 of an imaginary slice renamed `title` to `name`.
const slice: VersionedSlice<{ name: string }[]> = {
  key: 'courier.things',
  version: 2,
  schema: z.array(z.object({ name: z.string() })),
  migrate: (stored, fromVersion) =>
    fromVersion === 1 ? (stored as { title: string }[]).map((thing) => ({ name: thing.title })) : stored,
};
const silent = { warn: vi.fn() };

fakeTimersEachTest();

describe('versioned slices', () => {
  it('migrates what an older version stored', () => {
    const { storage, backend } = memoryStorage();
    backend.setItem('courier.things', JSON.stringify({ version: 1, state: [{ title: 'kept' }] }));
    expect(loadSlice(storage, slice, () => [], silent)).toEqual([{ name: 'kept' }]);
  });

  it('starts from the fallback when a newer version stored it, or nothing was stored', () => {
    const { storage, backend } = memoryStorage();
    expect(loadSlice(storage, slice, () => [{ name: 'default' }], silent)).toEqual([{ name: 'default' }]);
    backend.setItem('courier.things', JSON.stringify({ version: 3, state: [{ label: 'future' }] }));
    expect(loadSlice(storage, slice, () => [], silent)).toEqual([]);
  });

  it('writes the selected state with its version once changes settle', () => {
    const { storage, backend } = memoryStorage();
    const store = createStore(() => ({ things: [{ name: 'a' }], unrelated: 0 }));
    saveSlice(store, storage, slice, (state) => state.things);
    store.setState({ unrelated: 1 });
    vi.runAllTimers();
    expect(backend.getItem('courier.things')).toBeNull();
    store.setState({ things: [{ name: 'b' }] });
    store.setState({ things: [{ name: 'c' }] });
    vi.runAllTimers();
    expect(JSON.parse(backend.getItem('courier.things') ?? '')).toEqual({ version: 2, state: [{ name: 'c' }] });
  });

  it('keeps the list entries that parse and drops the others', () => {
    const logger = { warn: vi.fn() };
    const schema = listKeepingValid(z.object({ name: z.string() }), 'thing', logger);
    expect(schema.parse([{ name: 'ok' }, { name: 3 }, null])).toEqual([{ name: 'ok' }]);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});
