// The runner's exports: json, csv and html, rendered by core's reports.
import { renderReport, type ExportedFile, type RunResult } from '@courier/core';

export const RUN_EXPORT_FORMATS = ['json', 'csv', 'html'] as const;
export type RunExportFormat = (typeof RUN_EXPORT_FORMATS)[number];

const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Times as a person reads them: milliseconds with at most one decimal, averages rounded and
 * requests per second to two decimals. The browser's clock measures 12.300000004 ms.
 */
function withRoundedTimes(result: RunResult): RunResult {
  const { performance } = result.summary;
  return {
    ...result,
    requests: result.requests.map((request) => ({ ...request, responseTime: round(request.responseTime, 1) })),
    summary: {
      ...result.summary,
      performance: {
        totalTime: round(performance.totalTime, 1),
        avgResponseTime: Math.round(performance.avgResponseTime),
        requestsPerSecond: round(performance.requestsPerSecond, 2),
        minResponseTime: round(performance.minResponseTime, 1),
        maxResponseTime: round(performance.maxResponseTime, 1),
      },
    },
  };
}

/** `<collection>-run-<ISO date>.<format>`, the collection name reduced to a safe file name. */
export function runReportFile(format: RunExportFormat, result: RunResult): ExportedFile {
  const base =
    (result.collectionName ?? 'collection').replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'collection';
  const date = (result.endTime ?? result.startTime).slice(0, 10);
  return { text: renderReport(format, withRoundedTimes(result)), fileName: `${base}-run-${date}.${format}` };
}
