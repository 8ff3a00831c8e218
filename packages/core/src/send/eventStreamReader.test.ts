import { describe, expect, it } from 'vitest';
import { createEventStreamReader, isEventStream } from './eventStreamReader.js';

describe('event stream reader', () => {
  it('hands on each event as soon as its blank line arrives, even split across pieces', () => {
    const heard: string[] = [];
    const reader = createEventStreamReader(
      (event) => heard.push(event.data),
      () => 42,
    );
    reader.feed('event: tick\nid: 1\nda');
    expect(heard).toEqual([]);
    reader.feed('ta: one\n\n');
    expect(heard).toEqual(['one']);
    reader.feed(': a comment\r\ndata: two\r\ndata: lines\r\n\r\n');
    expect(reader.events).toEqual([
      { event: 'tick', id: '1', data: 'one', receivedAt: 42 },
      { event: 'message', data: 'two\nlines', receivedAt: 42 },
    ]);
  });

  it('knows an event stream by its Content-Type, parameters and case aside', () => {
    expect(isEventStream([{ name: 'Content-Type', value: 'Text/Event-Stream; charset=utf-8' }])).toBe(true);
    expect(isEventStream([{ name: 'content-type', value: 'text/plain' }])).toBe(false);
    expect(isEventStream([])).toBe(false);
  });
});
