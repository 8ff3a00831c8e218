import type { WebSocketMessage } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { filterMessages, NO_FILTER } from './messageFilter.js';

const message = (overrides: Partial<WebSocketMessage>): WebSocketMessage => ({
  id: overrides.content ?? 'x',
  direction: 'received',
  type: 'message',
  timestamp: '2026-01-01T00:00:00.000Z',
  size: 1,
  content: '',
  ...overrides,
});

const log = [
  message({ direction: 'sent', content: 'Hello Relay' }),
  message({ content: 'hello back' }),
  message({ content: 'cafe0102', binary: true }),
  message({ direction: 'sent', type: 'ping', content: 'anyone' }),
  message({ type: 'pong', content: 'anyone' }),
];
const contents = (found: WebSocketMessage[]) => found.map((found) => found.content);

describe('the message log search', () => {
  it('keeps everything without a filter', () => {
    expect(filterMessages(log, NO_FILTER)).toHaveLength(5);
  });

  it('matches text case-insensitively, and hex written with spaces', () => {
    expect(contents(filterMessages(log, { ...NO_FILTER, text: 'HELLO' }))).toEqual(['Hello Relay', 'hello back']);
    expect(contents(filterMessages(log, { ...NO_FILTER, text: 'ca fe 01' }))).toEqual(['cafe0102']);
  });

  it('narrows by direction and by type, binary being a type of its own', () => {
    expect(contents(filterMessages(log, { ...NO_FILTER, direction: 'sent' }))).toEqual(['Hello Relay', 'anyone']);
    expect(contents(filterMessages(log, { ...NO_FILTER, type: 'binary' }))).toEqual(['cafe0102']);
    expect(contents(filterMessages(log, { ...NO_FILTER, type: 'pong', text: 'any' }))).toEqual(['anyone']);
  });
});
