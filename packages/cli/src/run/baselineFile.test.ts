import { DEFAULT_DRIFT_IGNORE, type RequestResult } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { describeDrift } from './baselineCheck.js';
import { baselineFileName, baselineOf, capturedFromBaseline } from './baselineFile.js';
import { parseBaselineIgnore } from './baselineIgnore.js';

const result = (fields: Partial<RequestResult>) =>
  ({ name: 'Get user', path: [], method: 'GET', url: 'http://x.test', iteration: 0, ...fields }) as RequestResult;

describe('baseline files', () => {
  it('are named after the folders, the request and the method, one per later iteration', () => {
    expect(baselineFileName(result({ path: ['Users', 'Admin / roles'] }))).toBe(
      'Users__Admin-roles__Get-user.GET.json',
    );
    expect(baselineFileName(result({ name: '../../etc/passwd', method: 'post', iteration: 2 }))).toBe(
      'etc-passwd.POST.iteration-3.json',
    );
  });

  it('keep a JSON body as JSON and give it back for comparison', () => {
    const response = {
      status: 201,
      statusText: 'Created',
      headers: [{ name: 'ETag', value: '"1"' }],
      body: '{"a":[1]}',
      bodyEncoding: 'utf8' as const,
      size: 9,
      duration: 12,
    };
    const file = baselineOf(result({}), response);
    expect(file.response).toEqual({ status: 201, headers: [['ETag', '"1"']], totalMs: 12, json: { a: [1] } });
    expect(capturedFromBaseline(file)).toMatchObject({ status: 201, body: '{"a":[1]}', size: 9 });
    expect(baselineOf(result({}), { ...response, body: 'plain' }).response).toMatchObject({
      body: 'plain',
      bodyEncoding: 'utf8',
    });
  });
});

describe('--baseline-ignore', () => {
  it('adds JSON paths and header:Name entries to the defaults', () => {
    const rules = parseBaselineIgnore(' $.items[*].at , header:X-Trace ');
    expect(rules.bodyPaths).toEqual([...DEFAULT_DRIFT_IGNORE.bodyPaths, '$.items[*].at']);
    expect(rules.headers).toContain('X-Trace');
    expect(parseBaselineIgnore('$..etag', rules).bodyPaths).toContain('$.items[*].at');
  });

  it('refuses an entry that is neither', () => {
    expect(() => parseBaselineIgnore('items.id')).toThrow('"items.id" is not a JSON path');
    expect(() => parseBaselineIgnore('header:')).toThrow('names no header');
  });
});

describe('describeDrift', () => {
  it('lists the first differences on one line and counts the rest', () => {
    const bodyChanges = Array.from({ length: 7 }, (_, index) => ({
      kind: 'changed' as const,
      path: `$.v${index}`,
      from: index,
      to: 'x'.repeat(50),
    }));
    const text = describeDrift({
      unexpected: true,
      status: { baseline: 200, current: 500 },
      headerChanges: [],
      bodyChanges,
    });
    expect(text).toBe(
      `unexpected drift: status 200 → 500; ${[0, 1, 2, 3].map((index) => `$.v${index}: ${index} → "${'x'.repeat(38)}…`).join('; ')}; 3 more`,
    );
  });
});
