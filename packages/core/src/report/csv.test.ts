import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { execution, runResult } from '@courier/testkit';
import { renderCsv } from './csv.js';

describe('renderCsv', () => {
  it('has exactly the report columns, in order', () => {
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

  it('never says Success true for a request with a failed assertion, and false only for a real failure', () => {
    const rows = renderCsv(
      runResult([
        execution({ name: 'a', tests: [{ name: 't', passed: false, error: 'no' }] }),
        execution({ name: 'b', success: false, status: 404, tests: [{ name: 'is 404', passed: true }] }),
        execution({ name: 'c', error: 'Test script error: boom' }),
      ]),
    ).split('\r\n');
    expect(rows.slice(1, 4).map((row) => row.split(',')[4])).toEqual(['false', 'true', 'false']);
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const parsed = Papa.parse<string[]>(
      renderCsv(
        runResult([
          execution({ name: '=HYPERLINK("http://evil.test","x")', url: '+1', error: '@SUM(1)' }),
          execution({ name: '-2+3', method: 'GET', url: '\t=cmd' }),
        ]),
      ).trim(),
      { newline: '\r\n' },
    ).data;
    expect(parsed[1]![0]).toBe('\'=HYPERLINK("http://evil.test","x")');
    expect(parsed[1]![2]).toBe("'+1");
    expect(parsed[1]![8]).toBe("'@SUM(1)");
    expect(parsed[2]![0]).toBe("'-2+3");
    expect(parsed[2]![2]).toBe("'\t=cmd");
    expect(parsed[1]![5]).toBe('12');
  });
});
