import Papa from 'papaparse';
import type { RunResult } from '../model/run.js';
import { hasFailure } from './groups.js';
import { unfinishedReason } from './unfinished.js';

/** Exactly these columns, in this order. */
const CSV_COLUMNS = [
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

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula: a request name or an error text from a hostile API could then exfiltrate the sheet.
 * Such a cell gets a leading apostrophe, OWASP's advice, which spreadsheets show as text; numbers
 * are written as numbers, so a negative time stays a number.
 */
function neutralizeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * One row per request execution; papaparse quotes commas, quotes and line breaks (RFC 4180).
 * `Success` is false when the request failed in the sense every report shares (a failed assertion,
 * a script error, a request not sent), so a row never says true beside a failed assertion.
 */
export function renderCsv(result: RunResult): string {
  const rows = result.requests.map((request) => [
    neutralizeFormula(request.name),
    neutralizeFormula(request.method),
    neutralizeFormula(request.url),
    request.status,
    !hasFailure(request),
    request.responseTime,
    request.testsPassed,
    request.testsTotal,
    neutralizeFormula(request.error ?? ''),
  ]);
  // A run that did not finish ends with a row that says why, in the Error column.
  const stopped = unfinishedReason(result);
  if (stopped !== undefined)
    rows.push(['(run not finished)', '', '', '', false, '', '', '', neutralizeFormula(stopped)]);
  return `${Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n' })}\r\n`;
}
