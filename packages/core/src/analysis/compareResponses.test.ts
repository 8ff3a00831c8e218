import { describe, expect, it } from 'vitest';
import { compareResponses } from './compareResponses.js';
import { captured } from './testResponses.js';

describe('compareResponses', () => {
  it('compares status, time and headers case-insensitively', () => {
    const result = compareResponses(
      captured({
        status: 200,
        totalMs: 200,
        headers: [
          ['Content-Type', 'application/json'],
          ['X-Old', '1'],
          ['Vary', 'A'],
        ],
      }),
      captured({
        status: 404,
        totalMs: 150,
        headers: [
          ['content-type', 'application/json'],
          ['Vary', 'B'],
          ['X-New', '2'],
        ],
      }),
    );
    expect(result.status).toEqual({ equal: false, value1: 200, value2: 404 });
    expect(result.performance.total).toEqual({ value1: 200, value2: 150, improved: true, percentChange: -25 });
    expect(result.headers.summary).toEqual({ changed: 3, same: 1 });
    expect(result.headers.hasChanges).toBe(true);
    expect(result.headers.entries).toEqual([
      { name: 'Content-Type', value1: 'application/json', value2: 'application/json', state: 'same' },
      { name: 'X-Old', value1: '1', value2: null, state: 'removed' },
      { name: 'Vary', value1: 'A', value2: 'B', state: 'changed' },
      { name: 'X-New', value1: null, value2: '2', state: 'added' },
    ]);
  });

  it('joins a repeated header before comparing it', () => {
    const result = compareResponses(
      captured({
        headers: [
          ['Set-Cookie', 'a=1'],
          ['Set-Cookie', 'b=2'],
        ],
      }),
      captured({ headers: [['set-cookie', 'a=1, b=2']] }),
    );
    expect(result.headers.hasChanges).toBe(false);
  });

  it('diffs JSON bodies as values', () => {
    const { body } = compareResponses(
      captured({ json: { total: 1, items: [] } }),
      captured({ json: { items: [], total: 2 } }),
    );
    expect(body).toEqual({
      kind: 'json',
      equal: false,
      changes: [{ kind: 'changed', path: '$.total', from: 1, to: 2 }],
    });
  });

  it('diffs other bodies, and JSON that does not parse, line by line', () => {
    const text = { headers: [['Content-Type', 'text/plain']] as [string, string][] };
    expect(compareResponses(captured({ ...text, body: 'a\nb' }), captured({ ...text, body: 'a\nc' })).body.kind).toBe(
      'text',
    );
    expect(compareResponses(captured({ body: '{"a":' }), captured({ body: '{"a":1}' })).body.kind).toBe('text');
  });

  it('explains when a body was not kept, and still says from the hashes whether they match', () => {
    const big = captured({ body: null, bodyHash: 'abc' });
    expect(compareResponses(big, captured()).body).toEqual({
      kind: 'unavailable',
      reason: 'The body of the first response was not kept (larger than the recording cap)',
      equal: false,
    });
    expect(compareResponses(big, { ...big }).body).toEqual({
      kind: 'unavailable',
      reason: 'The bodies of both responses were not kept (larger than the recording cap)',
      equal: true,
    });
  });

  it('reports no percentage change from a first time of 0 ms', () => {
    expect(compareResponses(captured({ totalMs: 0 }), captured({ totalMs: 5 })).performance.total.percentChange).toBe(
      0,
    );
  });
});
