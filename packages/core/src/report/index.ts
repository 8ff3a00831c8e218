// Pure renderers from a run result to the report formats.
import type { RunResult } from '../model/run.js';
import type { ReportContext } from './context.js';
import { renderCsv } from './csv.js';
import { renderHtml, type HtmlOptions } from './html.js';
import { courierJsonPieces } from './json.js';
import { renderJunit } from './junit.js';
import { renderNewmanJunit } from './junitNewman.js';
import { newmanJsonPieces } from './newmanJson.js';

export { responseTimeChart } from './chart.js';
export type { ReportContext } from './context.js';
export { ExchangeRecorder, type Exchange } from './exchange.js';
export { qualifiedName } from './groups.js';
export { renderHtml } from './html.js';
export { renderJunit } from './junit.js';
export { NewmanExecutions } from './newmanJson.js';

/**
 * `json` is Courier's run result (the web runner's export); `newman-json` is the
 * report Newman's json reporter writes, for the tools that read it.
 */
export type ReportFormat = 'json' | 'csv' | 'html' | 'junit' | 'newman-json';

type Renderer<Output> = (result: RunResult, context: ReportContext, options: ReportOptions) => Output;

/** A format rendered as one text, as one piece. */
const whole =
  (render: Renderer<string>): Renderer<Iterable<string>> =>
  (result, context, options) => [render(result, context, options)];

/**
 * The JSON formats come in pieces, one per execution: a long run's report can pass the longest
 * string V8 holds. The others are far smaller per request and render whole.
 */
const PIECES: Record<ReportFormat, Renderer<Iterable<string>>> = {
  json: courierJsonPieces,
  csv: whole(renderCsv),
  html: whole(renderHtml),
  junit: whole((result, _context, options) =>
    options.junitLayout === 'newman' ? renderNewmanJunit(result) : renderJunit(result),
  ),
  'newman-json': newmanJsonPieces,
};

/** The formats whose output shows more than the run result: the CLI records exchanges for them. */
export const DETAILED_FORMATS: readonly ReportFormat[] = ['html', 'newman-json'];

/**
 * JUnit's layouts: Newman's (a suite per request, iterations folded, which a CI history switching
 * from Newman carries on with) or Courier's own (a suite per execution, iterations apart).
 */
export type JunitLayout = 'newman' | 'courier';

/** Presentation choices a format honours: html's, and junit's layout (Courier's unless told). */
export type ReportOptions = HtmlOptions & { junitLayout?: JunitLayout };

/** The report's text in pieces to write one after the other, never all held at once. */
export function reportPieces(
  format: ReportFormat,
  result: RunResult,
  context: ReportContext = {},
  options: ReportOptions = {},
): Iterable<string> {
  return PIECES[format](result, context, options);
}

export function renderReport(
  format: ReportFormat,
  result: RunResult,
  context: ReportContext = {},
  options: ReportOptions = {},
): string {
  return [...reportPieces(format, result, context, options)].join('');
}
