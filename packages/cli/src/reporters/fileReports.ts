import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { REPORT_FORMATS, messageOf, renderReport, type ReportFormat, type RunResult } from '@courier/core';
import { CliError } from '../errors.js';

/** `-r` names: the terminal reporter and the file formats of core's renderers. */
export const REPORTERS = ['cli', ...REPORT_FORMATS] as const;
export type ReporterName = (typeof REPORTERS)[number];

const EXTENSIONS: Record<ReportFormat, string> = { json: 'json', csv: 'csv', html: 'html', junit: 'xml' };

/** Newman writes reports without an export path into ./newman/; Courier does the same so CI artifact paths carry over. */
export const DEFAULT_REPORT_DIR = 'newman';

export function parseReporters(text: string): ReporterName[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(REPORTERS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new CliError('USAGE', `unknown reporter ${unknown.join(', ')}; choose from ${REPORTERS.join(', ')}`);
  }
  return [...new Set(names)] as ReporterName[];
}

/** `courier-run-report-2026-11-22-04-30-00-123-0.html`, like Newman's names. */
export function defaultReportName(format: ReportFormat, startTime: Date): string {
  const stamp = startTime
    .toISOString()
    .replace(/[-:T.]/g, '-')
    .replace(/Z$/, '');
  return `courier-run-report-${stamp}-0.${EXTENSIONS[format]}`;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    // A path that does not exist yet is a file to create.
    return false;
  }
}

/** Where a report goes: the export path, a file inside it when it is a folder, else ./newman/. */
export async function reportPath(
  format: ReportFormat,
  exportPath: string | undefined,
  startTime: Date,
): Promise<string> {
  const name = defaultReportName(format, startTime);
  if (exportPath === undefined) return join(DEFAULT_REPORT_DIR, name);
  if (exportPath.endsWith('/') || (await isDirectory(exportPath))) return join(exportPath, name);
  return exportPath;
}

/** Writes a file the user asked for, creating its folder; failures are one line. */
export async function writeOutputFile(path: string, text: string): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  } catch (error) {
    throw new CliError('OUTPUT_FILE', `cannot write ${path}: ${messageOf(error)}`, { cause: error });
  }
}

export async function writeReport(
  format: ReportFormat,
  result: RunResult,
  exportPath: string | undefined,
): Promise<string> {
  const path = await reportPath(format, exportPath, new Date(result.startTime));
  await writeOutputFile(path, renderReport(format, result));
  return path;
}
