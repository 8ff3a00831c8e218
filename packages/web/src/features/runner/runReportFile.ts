// The runner's exports: json, csv and html, rendered by core's reports.
import { renderReport, type ExportedFile, type RunResult } from '@courier/core';

export const RUN_EXPORT_FORMATS = ['json', 'csv', 'html'] as const;
export type RunExportFormat = (typeof RUN_EXPORT_FORMATS)[number];

/** `<collection>-run-<ISO date>.<format>`, the collection name reduced to a safe file name. */
export function runReportFile(format: RunExportFormat, result: RunResult): ExportedFile {
  const base =
    (result.collectionName ?? 'collection').replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'collection';
  const date = (result.endTime ?? result.startTime).slice(0, 10);
  return { text: renderReport(format, result), fileName: `${base}-run-${date}.${format}` };
}
