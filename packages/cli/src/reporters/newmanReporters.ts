// Newman's own reporters, run as they are: each installed `newman-reporter-<name>` is constructed as
// Newman constructs it, `new Reporter(emitter, itsOptions, runOptions)`, given the run's events and
// summary, and the files it pushes onto `emitter.exports` are written where Newman writes them.
import { createRequire } from 'node:module';
import { stat } from 'node:fs/promises';
import { join, parse } from 'node:path';
import { messageOf, renderReport, type ReportContext, type RunResult } from '@courier/core';
import { CliError } from '../errors.js';
import type { ReporterOptions } from '../run/reporterOptions.js';
import { NewmanRunEmitter, newmanSummary, type NewmanExport, type NewmanReportJson } from './NewmanRunEmitter.js';
import { DEFAULT_REPORT_DIR, writeOutputFile } from './fileReports.js';

/** A reporter found installed: the name given to `-r` and the file `require` loads. */
export interface InstalledReporter {
  name: string;
  path: string;
}

/** What Newman gives a reporter as its third argument: the run's options, under Newman's names. */
export interface NewmanRunOptions {
  /** Every name given to `-r`: htmlextra, for one, stays quiet when cli or json runs beside it. */
  reporters: readonly string[];
  folder?: readonly string[];
  iterationCount?: number;
}

type ReporterConstructor = new (emitter: NewmanRunEmitter, options: object, runOptions: object) => unknown;

/** Newman's stamp in a default file name: the ISO time, its non-digits as dashes, then `0`. */
function stamped(fileName: string, now: Date): string {
  const { name, ext } = parse(fileName);
  return `${name}-${now.toISOString().replace(/[^\d]+/g, '-')}0${ext}`;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    // Nothing there yet: a file to create.
    return false;
  }
}

/** Newman's rule: the export path, a stamped default inside it when it is a folder, else ./newman/. */
async function exportPath(file: NewmanExport, now: Date): Promise<string | undefined> {
  if (typeof file.path === 'string' && file.path !== '') {
    return (await isDirectory(file.path)) ? join(file.path, stamped(file.default ?? file.name, now)) : file.path;
  }
  return typeof file.default === 'string' ? join(DEFAULT_REPORT_DIR, stamped(file.default, now)) : undefined;
}

/** A plain object is written as Newman writes it, JSON indented by two; text and bytes as they are. */
function contentOf(content: unknown): string | Uint8Array {
  if (typeof content === 'string' || content instanceof Uint8Array) return content;
  if (content !== null && typeof content === 'object' && Object.getPrototypeOf(content) === Object.prototype) {
    return JSON.stringify(content, null, 2);
  }
  return content === undefined || content === null ? '' : String(content);
}

/** The report `-r json` writes, as an object: everything Newman's summary holds. */
export function newmanReport(result: RunResult, context: ReportContext): NewmanReportJson {
  return JSON.parse(renderReport('newman-json', result, context)) as NewmanReportJson;
}

/**
 * Runs one reporter on an emitter of its own, so one that throws costs only its own report, and
 * says each file it wrote. `report` is what `-r json` would write: the summary's source.
 */
export async function runNewmanReporter(
  { name, path }: InstalledReporter,
  report: NewmanReportJson,
  result: RunResult,
  context: ReportContext,
  reporterOptions: ReporterOptions,
  runOptions: NewmanRunOptions,
  written: (path: string) => void,
): Promise<void> {
  const summary = newmanSummary(report);
  const emitter = new NewmanRunEmitter(summary);
  // A reporter's own error is its own: said with its name, never a stack trace.
  const guarded = (step: () => void) => {
    try {
      step();
    } catch (error) {
      throw new CliError('REPORTER', `the ${name} reporter failed: ${messageOf(error)}`, { cause: error });
    }
  };
  guarded(() => {
    const Reporter = createRequire(path)(path) as ReporterConstructor;
    const reporter = Object.fromEntries(Object.entries(reporterOptions).filter(([key]) => key !== '_generic'));
    new Reporter(emitter, reporterOptions[name] ?? {}, {
      ...runOptions,
      reporter,
      collection: summary.collection,
      environment: summary.environment,
      globals: summary.globals,
    });
    emitter.replay((index) => context.exchange?.(result.requests[index]?.id ?? '')?.console ?? []);
  });
  const now = new Date();
  for (const file of emitter.exports) {
    const target = await exportPath(file, now);
    if (target === undefined) continue;
    await writeOutputFile(target, contentOf(file.content));
    written(target);
  }
  guarded(() => emitter.emit('done', null, summary));
}
