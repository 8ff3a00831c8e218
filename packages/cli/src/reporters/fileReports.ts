import { createWriteStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  messageOf,
  type JunitLayout,
  type ReportContext,
  type ReportFormat,
  type ReportOptions,
  type RunResult,
} from '@courier/core';
import { CliError } from '../errors.js';
import { flagOption, textOption, type ReporterOptions } from '../run/reporterOptions.js';
import { newmanReporterPackage } from './newmanReporterPackage.js';

/**
 * `-r` names: the terminal reporter and the file reporters. `json` writes Newman's report shape so
 * tools that read Newman's JSON keep working; `courier-json` writes Courier's run result (the web
 * runner's export); `htmlextra` is the html report under the name Newman users give it, when
 * newman-reporter-htmlextra itself is not installed.
 */
const REPORTERS = ['cli', 'json', 'courier-json', 'csv', 'html', 'htmlextra', 'junit'] as const;
export type ReporterName = (typeof REPORTERS)[number];
export type FileReporterName = Exclude<ReporterName, 'cli'>;

interface FileReporter {
  format: ReportFormat;
  /** The default file name's start and extension. */
  prefix: string;
  extension: string;
}

const FILE_REPORTERS: Record<FileReporterName, FileReporter> = {
  json: { format: 'newman-json', prefix: 'courier-run-report', extension: 'json' },
  'courier-json': { format: 'json', prefix: 'courier-run-result', extension: 'json' },
  csv: { format: 'csv', prefix: 'courier-run-report', extension: 'csv' },
  html: { format: 'html', prefix: 'courier-run-report', extension: 'html' },
  htmlextra: { format: 'html', prefix: 'courier-run-htmlextra', extension: 'html' },
  junit: { format: 'junit', prefix: 'courier-run-report', extension: 'xml' },
};

/** Newman writes reports without an export path into ./newman/; Courier does the same so CI artifact paths carry over. */
export const DEFAULT_REPORT_DIR = 'newman';

/** `-r a,b`: the names as given, once each; `knownReporters` tells Courier's from the others. */
export function parseReporters(text: string): string[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names)];
}

export function isReporterName(name: string): name is ReporterName {
  return (REPORTERS as readonly string[]).includes(name);
}

/**
 * Whether `-r <name>` runs an installed newman-reporter-<name> rather than Courier's own: any name
 * Courier has no reporter of, and htmlextra, whose package a team installs for its own report.
 */
export function preferInstalledReporter(name: string): boolean {
  return name === 'htmlextra' || !isReporterName(name);
}

/**
 * A reporter neither Courier nor an installed package has is skipped with a warning, as Newman
 * skips one that is not installed: the command line still runs.
 */
export function unknownReporterWarning(name: string): string {
  const known = REPORTERS.filter((reporter) => reporter !== 'htmlextra').join(', ');
  const pkg = newmanReporterPackage(name);
  return `could not find "${name}" reporter: Courier's are ${known}, and ${pkg} is not installed here, beside courier or globally (npm install ${pkg})`;
}

/**
 * Whether these reporters show requests and responses: the run must then be started with
 * `includeResponses` and an ExchangeRecorder listening, whose exchanges go in the report context.
 */
export async function needsExchanges(reporters: readonly ReporterName[]): Promise<boolean> {
  const formats = reporters.flatMap((name) => (name === 'cli' ? [] : [FILE_REPORTERS[name].format]));
  if (formats.length === 0) return false;
  const { DETAILED_FORMATS } = await import('../lazy/runExtras.js');
  return formats.some((format) => DETAILED_FORMATS.includes(format));
}

/** `courier-run-report-2026-11-22-04-30-00-123-0.html`, like Newman's names. */
function defaultReportName(reporter: FileReporterName, startTime: Date): string {
  const stamp = startTime
    .toISOString()
    .replace(/[-:T.]/g, '-')
    .replace(/Z$/, '');
  const { prefix, extension } = FILE_REPORTERS[reporter];
  return `${prefix}-${stamp}-0.${extension}`;
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
async function reportPath(
  reporter: FileReporterName,
  exportPath: string | undefined,
  startTime: Date,
): Promise<string> {
  const name = defaultReportName(reporter, startTime);
  if (exportPath === undefined) return join(DEFAULT_REPORT_DIR, name);
  if (exportPath.endsWith('/') || (await isDirectory(exportPath))) return join(exportPath, name);
  return exportPath;
}

/** Writes a file the user asked for, creating its folder; failures are one line. */
export async function writeOutputFile(path: string, text: string | Uint8Array): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  } catch (error) {
    throw new CliError('OUTPUT_FILE', `cannot write ${path}: ${messageOf(error)}`, { cause: error });
  }
}

/**
 * Writes a report piece by piece, each as it is made, waiting whenever the disk is behind: the
 * report of a long run may be gigabytes, more than one string can hold.
 */
async function writeOutputPieces(path: string, pieces: Iterable<string>): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await pipeline(Readable.from(pieces), createWriteStream(path));
  } catch (error) {
    throw new CliError('OUTPUT_FILE', `cannot write ${path}: ${messageOf(error)}`, { cause: error });
  }
}

/**
 * The pieces of a report that renders whole; one too long for a string says which reporters can
 * write a run that size, rather than V8's "Invalid string length".
 */
function piecesOrTooLarge(
  reporter: FileReporterName,
  render: () => Iterable<string>,
  requests: number,
): Iterable<string> {
  try {
    return render();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new CliError(
      'OUTPUT_FILE',
      `the ${reporter} report of ${requests.toLocaleString('en-US')} requests is larger than one file of its kind can hold; use -r json or junit for a run this long`,
      { cause: error },
    );
  }
}

/** htmlextra's list options: comma-separated names. */
function listOption(options: ReporterOptions, reporter: string, option: string): string[] | undefined {
  const names = textOption(options, reporter, option)
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names && names.length > 0 ? names : undefined;
}

/** An htmlextra switch that leaves out everything, else its list option, else nothing. */
function omitted(
  options: ReporterOptions,
  reporter: string,
  all: string[],
  listed: string,
): 'all' | string[] | undefined {
  if (all.some((option) => flagOption(options, reporter, option))) return 'all';
  return listOption(options, reporter, listed);
}

const JUNIT_LAYOUTS: readonly JunitLayout[] = ['newman', 'courier'];

/**
 * `--reporter-junit-layout`: Newman's by default, so that a CI history switching from Newman carries
 * on; `courier` for a suite per execution with the iteration in each name. Checked before the run.
 */
export function junitLayout(options: ReporterOptions): JunitLayout {
  const layout = textOption(options, 'junit', 'layout') ?? 'newman';
  const known = JUNIT_LAYOUTS.find((name) => name === layout);
  if (known) return known;
  throw new CliError('USAGE', `--reporter-junit-layout must be ${JUNIT_LAYOUTS.join(' or ')}, not "${layout}"`);
}

/**
 * The options a report honours, under the names htmlextra users pass (`--reporter-htmlextra-title`,
 * `-browserTitle`, `-darkTheme`, and what to leave out: `-omitHeaders`, `-skipHeaders a,b`,
 * `-omitRequestBodies`, `-hideRequestBody name,…`, `-omitResponseBodies`, `-hideResponseBody`,
 * `-skipSensitiveData`); the same names work for `html`. Others are accepted and ignored.
 */
function reportOptions(options: ReporterOptions, reporter: FileReporterName): ReportOptions {
  const title = textOption(options, reporter, 'title');
  const browserTitle = textOption(options, reporter, 'browserTitle');
  const headers = omitted(options, reporter, ['omitHeaders', 'skipSensitiveData'], 'skipHeaders');
  const requestBodies = omitted(options, reporter, ['omitRequestBodies', 'skipSensitiveData'], 'hideRequestBody');
  const responseBodies = omitted(options, reporter, ['omitResponseBodies', 'skipSensitiveData'], 'hideResponseBody');
  const redaction = {
    ...(headers && { headers }),
    ...(requestBodies && { requestBodies }),
    ...(responseBodies && { responseBodies }),
  };
  return {
    ...(title !== undefined && { title }),
    ...(browserTitle !== undefined && { browserTitle }),
    ...(flagOption(options, reporter, 'darkTheme') && { darkTheme: true }),
    ...(Object.keys(redaction).length > 0 && { redaction }),
    junitLayout: junitLayout(options),
  };
}

/**
 * Writes one reporter's file at its export path (Newman's `--reporter-<name>-export`) and returns
 * where it went. The context gives the detailed reports the exchanges, collection and variables.
 */
export async function writeReport(
  reporter: FileReporterName,
  result: RunResult,
  options: ReporterOptions,
  context: ReportContext = {},
): Promise<string> {
  const path = await reportPath(reporter, textOption(options, reporter, 'export'), new Date(result.startTime));
  const { format } = FILE_REPORTERS[reporter];
  const { reportPieces } = await import('../lazy/runExtras.js');
  const render = () => reportPieces(format, result, context, reportOptions(options, reporter));
  await writeOutputPieces(path, piecesOrTooLarge(reporter, render, result.requests.length));
  return path;
}
