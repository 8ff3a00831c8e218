import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { execution, runResult } from '../../test/runResults.js';
import { renderCsv } from './csv.js';

describe('renderCsv (spec 01 §9)', () => {
  it('has exactly the spec columns', () => {
    const csv = renderCsv(runResult([]));
    expect(csv.split('\r\n')[0]).toBe('Name,Method,URL,Status,Success,Response Time,Tests Passed,Tests Total,Error');
  });

  it('writes one row per execution and quotes commas, quotes and line breaks', () => {
    const csv = renderCsv(
      runResult([
        execution({ name: 'List, sorted', url: 'http://t/?q="x"' }),
        execution({ name: 'Broken', success: false, status: 0, responseTime: 0, error: 'line one\nline two' }),
      ]),
    );
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe('"List, sorted",GET,"http://t/?q=""x""",200,true,12,0,0,');
    const parsed = Papa.parse<string[]>(csv.trim(), { newline: '\r\n' }).data;
    expect(parsed[2]).toEqual([
      'Broken',
      'GET',
      'http://api.test/users/1',
      '0',
      'false',
      '0',
      '0',
      '0',
      'line one\nline two',
    ]);
  });
});
