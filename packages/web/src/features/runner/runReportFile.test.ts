import { RunResultSchema } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { runReportFile } from './runReportFile.js';

const result = RunResultSchema.parse({
  id: 'run-1',
  collectionId: 'c1',
  collectionName: 'Users / Admin: v2',
  startTime: '2026-11-22T06:59:58.000Z',
  endTime: '2026-11-22T07:00:01.000Z',
  status: 'stopped',
  requests: [
    {
      id: 'run-1-1',
      name: 'List, all',
      method: 'GET',
      url: 'http://api.test/users',
      success: false,
      status: 500,
      responseTime: 12,
      iteration: 0,
      timestamp: '2026-11-22T07:00:00.000Z',
      testsPassed: 0,
      testsTotal: 1,
    },
  ],
  summary: {
    requests: { total: 1, passed: 0, failed: 1, passRate: 0 },
    tests: { total: 1, passed: 0, failed: 1, passRate: 0 },
    performance: {
      totalTime: 3000,
      avgResponseTime: 12,
      requestsPerSecond: 0.33,
      minResponseTime: 12,
      maxResponseTime: 12,
    },
  },
  settings: {},
  mode: 'sequential',
});

describe('runReportFile', () => {
  it('names the file after the collection and the run date, in a file-system-safe way', () => {
    expect(runReportFile('json', result).fileName).toBe('Users_Admin_v2-run-2026-11-22.json');
    expect(runReportFile('html', { ...result, collectionName: '///' }).fileName).toBe('collection-run-2026-11-22.html');
  });

  it("renders core's reports: csv with its fixed columns, json with the summary", () => {
    const csv = runReportFile('csv', result).text.split('\r\n');
    expect(csv[0]).toBe('Name,Method,URL,Status,Success,Response Time,Tests Passed,Tests Total,Error');
    expect(csv[1]).toBe('"List, all",GET,http://api.test/users,500,false,12,0,1,');
    expect(JSON.parse(runReportFile('json', result).text).summary.requests.failed).toBe(1);
  });
});
