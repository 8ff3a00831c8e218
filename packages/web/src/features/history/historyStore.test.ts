import { HISTORY_CAP } from '@courier/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimersEachTest } from '../shared/fakeTimersEachTest.js';
import { memoryStorage } from '../shared/memoryStorage.js';
import { createHistoryStore, type SendRecord } from './historyStore.js';

const send = (url: string, status = 200): SendRecord => ({
  request: {
    method: 'GET',
    url,
    headers: [],
    pathVariables: [],
    body: { mode: 'none' },
    auth: { type: 'inherit' },
    preRequestScript: '',
    postRequestScript: '',
  },
  response: {
    status,
    statusText: 'OK',
    headers: [],
    body: '{"ok":true}',
    bodyEncoding: 'utf8',
    size: 11,
    duration: 12,
  },
  testResults: [],
  logs: [],
});

fakeTimersEachTest();

describe('history store', () => {
  it('records sends newest first with their time', () => {
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const store = createHistoryStore(memoryStorage().storage, () => new Date((clock += 1000)));
    store.getState().recordSend(send('http://localhost/a'));
    store.getState().recordSend(send('http://localhost/b', 404));
    const [newest, oldest] = store.getState().items;
    expect(newest).toMatchObject({ request: { url: 'http://localhost/b' }, response: { status: 404 } });
    expect(oldest?.request.url).toBe('http://localhost/a');
    expect(newest?.timestamp).toBe('2026-01-01T00:00:02.000Z');
  });

  it(`keeps at most ${HISTORY_CAP} entries, dropping the oldest`, () => {
    const store = createHistoryStore(memoryStorage().storage);
    for (let i = 0; i <= HISTORY_CAP; i += 1) store.getState().recordSend(send(`http://localhost/${i}`));
    const { items } = store.getState();
    expect(items).toHaveLength(HISTORY_CAP);
    expect(items[0]?.request.url).toBe(`http://localhost/${HISTORY_CAP}`);
    expect(items.at(-1)?.request.url).toBe('http://localhost/1');
  });

  it('records a failed send with its error and no response', () => {
    const store = createHistoryStore(memoryStorage().storage);
    const item = store.getState().recordSend({
      ...send('http://localhost/down'),
      response: null,
      error: { message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' },
    });
    expect(item.response).toBeNull();
    expect(item.error?.code).toBe('ECONNREFUSED');
  });

  it('keeps history across a reload and can be cleared', () => {
    const { storage } = memoryStorage();
    createHistoryStore(storage).getState().recordSend(send('http://localhost/kept'));
    vi.runAllTimers();
    const reloaded = createHistoryStore(storage);
    expect(reloaded.getState().items.map((item) => item.request.url)).toEqual(['http://localhost/kept']);
    reloaded.getState().clear();
    expect(reloaded.getState().items).toEqual([]);
  });
});
