// Pure renderers from a run result to the report formats (spec 01 §9, issue 4 §3).
import type { RunResult } from '../model/run.js';
import { renderCsv } from './csv.js';
import { renderHtml } from './html.js';
import { renderJson } from './json.js';
import { renderJunit } from './junit.js';

export { responseTimeChart } from './chart.js';
export { CSV_COLUMNS, renderCsv } from './csv.js';
export { escapeMarkup } from './escape.js';
export { groupResults, hasFailure, qualifiedName, type ResultGroup } from './groups.js';
export { renderHtml } from './html.js';
export { renderJson } from './json.js';
export { renderJunit } from './junit.js';

export const REPORT_FORMATS = ['json', 'csv', 'html', 'junit'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const RENDERERS: Record<ReportFormat, (result: RunResult) => string> = {
  json: renderJson,
  csv: renderCsv,
  html: renderHtml,
  junit: renderJunit,
};

export function renderReport(format: ReportFormat, result: RunResult): string {
  return RENDERERS[format](result);
}
