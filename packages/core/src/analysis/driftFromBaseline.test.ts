import { describe, expect, it } from 'vitest';
import { DEFAULT_DRIFT_IGNORE, driftFromBaseline, mergeDriftIgnore } from './driftFromBaseline.js';
import { AnalysisError } from './errors.js';
import { captured } from './testResponses.js';

const baseline = captured({
  headers: [
    ['Content-Type', 'application/json'],
    ['Date', 'Mon, 01 Jan 2024 00:00:00 GMT'],
  ],
  json: { id: 1, createdAt: '2024-01-01', items: [{ id: 'a', price: 10, updatedAt: 'x' }] },
});

describe('driftFromBaseline', () => {
  it('ignores ids, timestamps and per-reply headers by default', () => {
    const current = captured({
      headers: [
        ['content-type', 'application/json'],
        ['date', 'Tue, 02 Jan 2024 00:00:00 GMT'],
      ],
      json: { id: 2, createdAt: '2024-01-02', items: [{ id: 'a', price: 10, updatedAt: 'x' }] },
    });
    expect(driftFromBaseline(baseline, current)).toEqual({ unexpected: false, headerChanges: [], bodyChanges: [] });
  });

  it('reports a changed status, header and body field as unexpected', () => {
    const current = captured({
      status: 500,
      headers: [
        ['Content-Type', 'text/json'],
        ['Date', 'now'],
      ],
      json: { id: 1, createdAt: '2024-01-01', items: [{ id: 'a', price: 12, updatedAt: 'y' }] },
    });
    const drift = driftFromBaseline(baseline, current);
    expect(drift.unexpected).toBe(true);
    expect(drift.status).toEqual({ baseline: 200, current: 500 });
    expect(drift.headerChanges.map((change) => change.name)).toEqual(['Content-Type']);
    expect(drift.bodyChanges).toEqual([
      { kind: 'changed', path: '$.items[0].price', from: 10, to: 12 },
      { kind: 'changed', path: '$.items[0].updatedAt', from: 'x', to: 'y' },
    ]);
  });

  it('takes wildcard paths and header names in any case as further rules', () => {
    const current = captured({
      headers: [
        ['Content-Type', 'application/json'],
        ['X-Trace', 'abc'],
      ],
      json: { id: 1, createdAt: '2024-01-01', items: [{ id: 'a', price: 10, updatedAt: 'y' }] },
    });
    const rules = mergeDriftIgnore(DEFAULT_DRIFT_IGNORE, { bodyPaths: ['$.items[*].updatedAt'], headers: ['x-trace'] });
    expect(driftFromBaseline(baseline, current, rules).unexpected).toBe(false);
  });

  it('compares text bodies line by line', () => {
    const text = { headers: [['Content-Type', 'text/plain']] as [string, string][] };
    const drift = driftFromBaseline(captured({ ...text, body: 'ok' }), captured({ ...text, body: 'not ok' }));
    expect(drift.unexpected).toBe(true);
    expect(drift.bodyChanges).toMatchObject({ kind: 'text', equal: false });
  });

  it('refuses an ignore rule that is not a JSON path', () => {
    expect(() => driftFromBaseline(baseline, baseline, { bodyPaths: ['items.id'], headers: [] })).toThrow(
      AnalysisError,
    );
  });
});
