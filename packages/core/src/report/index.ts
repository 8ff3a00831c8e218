// Pure renderers from a run result to the report formats.
import type { RunResult } from '../model/run.js';
import type { ReportContext } from './context.js';
import { renderCsv } from './csv.js';
import { renderHtml, type HtmlOptions } from './html.js';
import { renderJson } from './json.js';
import { renderJunit } from './junit.js';
import { renderNewmanJson } from './newmanJson.js';

export { responseTimeChart } from './chart.js';
export type { ReportContext, ReportScope } from './context.js';
export { CSV_COLUMNS, neutralizeFormula, renderCsv } from './csv.js';
export { escapeMarkup } from './escape.js';
export { ExchangeRecorder, REPORT_BODY_LIMIT, type Exchange, type KeptBody } from './exchange.js';
export { errorKind, failedTests, hasFailure, qualifiedName, type ErrorKind } from './groups.js';
export { renderHtml, type HtmlOptions } from './html.js';
export { renderJson } from './json.js';
export { renderJunit } from './junit.js';
export { renderNewmanJson } from './newmanJson.js';

/**
 * `json` is Courier's run result (the web runner's export); `newman-json` is the
 * report Newman's json reporter writes, for the tools that read it.
 */
export const REPORT_FORMATS = ['json', 'csv', 'html', 'junit', 'newman-json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const RENDERERS: Record<ReportFormat, (result: RunResult, context: ReportContext, options: ReportOptions) => string> = {
  json: renderJson,
  csv: renderCsv,
  html: renderHtml,
  junit: renderJunit,
  'newman-json': renderNewmanJson,
};

/** The formats whose output shows more than the run result: the CLI records exchanges for them. */
export const DETAILED_FORMATS: readonly ReportFormat[] = ['html', 'newman-json'];

/** Presentation choices a format honours (only html has any). */
export type ReportOptions = HtmlOptions;

export function renderReport(
  format: ReportFormat,
  result: RunResult,
  context: ReportContext = {},
  options: ReportOptions = {},
): string {
  return RENDERERS[format](result, context, options);
}
