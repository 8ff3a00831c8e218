import Papa from 'papaparse';
import type { RunResult } from '../model/run.js';

/** Spec 01 §9: exactly these columns, in this order. */
export const CSV_COLUMNS = [
  'Name',
  'Method',
  'URL',
  'Status',
  'Success',
  'Response Time',
  'Tests Passed',
  'Tests Total',
  'Error',
] as const;

/** One row per request execution; papaparse quotes commas, quotes and line breaks (RFC 4180). */
export function renderCsv(result: RunResult): string {
  const rows = result.requests.map((request) => [
    request.name,
    request.method,
    request.url,
    request.status,
    request.success,
    request.responseTime,
    request.testsPassed,
    request.testsTotal,
    request.error ?? '',
  ]);
  // Formula-looking cells (=, +, -, @) are left as data: escapeFormulae would alter URLs and names.
  return `${Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n' })}\r\n`;
}
