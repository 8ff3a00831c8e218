import { describe, expect, it } from 'vitest';
import { HistoryItemSchema, type HistoryItem } from './history.js';
import { searchHistory } from './historySearch.js';

const NOW = Date.parse('2026-12-06T15:00:00Z');
const entry = (id: string, fields: Record<string, unknown>): HistoryItem =>
  HistoryItemSchema.parse({ id, timestamp: new Date(NOW - 60_000).toISOString(), ...fields });

const items = [
  entry('users', {
    request: { method: 'GET', url: 'https://api.example.com/users?page=2', name: 'List users' },
    response: { status: 200, statusText: 'OK', body: '{"users":[{"name":"Ada Lovelace"}]}' },
  }),
  entry('order', {
    request: {
      method: 'POST',
      url: 'https://api.example.com/orders',
      body: { mode: 'raw', raw: '{"sku":"RED-SHOE"}' },
    },
    response: { status: 422, statusText: 'Unprocessable Entity', body: '{"error":"out of stock"}' },
  }),
  entry('down', {
    request: { method: 'DELETE', url: 'https://down.example.com/orders/7' },
    error: { message: 'Connection refused' },
    timestamp: new Date(NOW - 9 * 24 * 60 * 60 * 1000).toISOString(),
  }),
  entry('image', {
    request: { method: 'GET', url: 'https://cdn.example.com/logo.png' },
    response: { status: 304, body: 'iVBORw0KGgo=', bodyEncoding: 'base64' },
  }),
];
const ids = (text: string, filters: object = {}) =>
  searchHistory(items, { text, ...filters }, NOW).map((match) => match.item.id);

describe('history search', () => {
  it('finds entries by method, URL, name and status, in any case, keeping history order', () => {
    expect(ids('')).toEqual(['users', 'order', 'down', 'image']);
    expect(ids('ORDERS')).toEqual(['order', 'down']);
    expect(ids('delete')).toEqual(['down']);
    expect(ids('list USERS')).toEqual(['users']);
    expect(ids('422')).toEqual(['order']);
    expect(ids('refused')).toEqual(['down']);
  });

  it('needs every word, anywhere in the entry, bodies included where they were kept', () => {
    expect(ids('post red-shoe')).toEqual(['order']);
    expect(ids('lovelace')).toEqual(['users']);
    expect(ids('post lovelace')).toEqual([]);
    expect(ids('stock')).toEqual(['order']);
    // A binary body is not text to search.
    expect(ids('iVBOR')).toEqual([]);
    // What a user types is text, never a pattern.
    expect(ids('page=2')).toEqual(['users']);
    expect(ids('.*')).toEqual([]);
  });

  it('says where the first word was found', () => {
    expect(searchHistory(items, { text: 'lovelace' }, NOW)[0]?.foundIn).toBe('response body');
    expect(searchHistory(items, { text: 'red-shoe' }, NOW)[0]?.foundIn).toBe('request body');
    expect(searchHistory(items, { text: 'users' }, NOW)[0]?.foundIn).toBe('url');
  });

  it('filters by status class and by age', () => {
    expect(ids('', { status: '2xx' })).toEqual(['users']);
    expect(ids('', { status: '3xx' })).toEqual(['image']);
    expect(ids('', { status: '4xx' })).toEqual(['order']);
    expect(ids('', { status: 'failed' })).toEqual(['down']);
    expect(ids('', { period: '7days' })).toEqual(['users', 'order', 'image']);
    expect(ids('', { period: '30days' })).toEqual(['users', 'order', 'down', 'image']);
    expect(ids('orders', { status: '4xx', period: 'today' })).toEqual(['order']);
  });

  it('searches a full history of large bodies', () => {
    const big = Array.from({ length: 100 }, (_, index) =>
      entry(`e${index}`, {
        request: { method: 'GET', url: `https://api.example.com/items/${index}` },
        response: { status: 200, body: `{"data":"${'x'.repeat(200_000)}","n":${index}}` },
      }),
    );
    const found = searchHistory(big, { text: '"n":42}' }, NOW);
    expect(found.map((match) => match.item.id)).toEqual(['e42']);
  });
});
