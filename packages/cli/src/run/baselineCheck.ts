// `courier run --baseline <dir>`: each response of the run is compared with the one recorded for
// its request, or recorded when there is none. Unexpected drift is a failed assertion of that
// request, so the terminal, the failure list, the JSON and JUnit reports and the exit code show
// it like any failed test.
import { join } from 'node:path';
import {
  driftFromBaseline,
  type Drift,
  type DriftIgnoreRules,
  type JsonChange,
  type RequestResult,
  type RunEvent,
  type RunSummary,
} from '@courier/core';
import { writeOutputFile } from '../reporters/fileReports.js';
import {
  baselineFileName,
  baselineOf,
  capturedFromBaseline,
  capturedFromResponse,
  type BaselineFile,
} from './baselineFile.js';

export interface BaselineOptions {
  dir: string;
  ignore: DriftIgnoreRules;
  /** Rewrite every baseline with this run's responses instead of comparing. */
  update: boolean;
}

/** Differences listed in an assertion's message; the rest are counted. */
const LISTED_DIFFERENCES = 5;

export class BaselineCheck {
  readonly counts = { recorded: 0, updated: 0, matched: 0, drifted: 0 };
  private readonly writes: Promise<void>[] = [];
  /** Which request each file name belongs to in this run, so two same-named requests do not share one. */
  private readonly owners = new Map<string, string>();
  /** Assertions added to results the runner had already counted; its summary is corrected at run:end. */
  private readonly added = { tests: 0, testsFailed: 0, requestsFailed: 0 };

  constructor(
    private readonly options: BaselineOptions,
    private readonly baselines: Map<string, BaselineFile>,
  ) {}

  /** Registered before every other listener, so they all see the added assertion. */
  readonly listener = (event: RunEvent): void => {
    if (event.type === 'request:done' && event.response) this.check(event.result, event.response);
    if (event.type === 'run:end') this.correct(event.result.summary);
  };

  /** Waits for the baselines being written; throws OUTPUT_FILE naming a file that could not be. */
  async flush(): Promise<void> {
    await Promise.all(this.writes);
  }

  summaryLine(): string {
    const { recorded, updated, matched, drifted } = this.counts;
    const parts = [
      recorded > 0 && `${recorded} recorded`,
      updated > 0 && `${updated} updated`,
      matched > 0 && `${matched} matched`,
      drifted > 0 && `${drifted} drifted`,
    ].filter(Boolean);
    return `baselines in ${this.options.dir}: ${parts.length > 0 ? parts.join(', ') : 'no responses to compare'}`;
  }

  private check(
    result: RequestResult,
    response: NonNullable<Extract<RunEvent, { type: 'request:done' }>['response']>,
  ): void {
    const name = this.fileNameFor(result);
    const baseline = this.baselines.get(name);
    if (!baseline || this.options.update) {
      const file = baselineOf(result, response);
      this.baselines.set(name, file);
      this.counts[baseline ? 'updated' : 'recorded'] += 1;
      this.writes.push(writeOutputFile(join(this.options.dir, name), `${JSON.stringify(file, null, 2)}\n`));
      return;
    }
    const drift = driftFromBaseline(
      capturedFromBaseline(baseline),
      capturedFromResponse(response),
      this.options.ignore,
    );
    this.counts[drift.unexpected ? 'drifted' : 'matched'] += 1;
    this.assert(result, `Response matches baseline ${name}`, drift.unexpected ? describeDrift(drift) : undefined);
  }

  private fileNameFor(result: RequestResult): string {
    const base = baselineFileName(result);
    const owner = `${result.requestId ?? result.id}:${result.iteration}`;
    let name = base;
    for (let copy = 2; this.owners.has(name) && this.owners.get(name) !== owner; copy += 1) {
      name = base.replace(/\.json$/, `.${copy}.json`);
    }
    this.owners.set(name, owner);
    return name;
  }

  private assert(result: RequestResult, name: string, error: string | undefined): void {
    const passed = error === undefined;
    result.tests.push({ name, passed, ...(error !== undefined && { error }) });
    result.testsTotal += 1;
    this.added.tests += 1;
    if (passed) {
      result.testsPassed += 1;
      return;
    }
    this.added.testsFailed += 1;
    if (result.success) {
      result.success = false;
      this.added.requestsFailed += 1;
    }
  }

  private correct(summary: RunSummary): void {
    summary.tests = rates(
      summary.tests.total + this.added.tests,
      summary.tests.passed + this.added.tests - this.added.testsFailed,
    );
    summary.requests = rates(summary.requests.total, summary.requests.passed - this.added.requestsFailed);
  }
}

function rates(total: number, passed: number): RunSummary['tests'] {
  return {
    total,
    passed,
    failed: total - passed,
    passRate: total === 0 ? 0 : Math.round((passed / total) * 1000) / 10,
  };
}

/** One line: "status 200 → 500; header Content-Type changed; $.price: 10 → 12; 2 more". */
export function describeDrift(drift: Drift): string {
  const differences: string[] = [];
  if (drift.status) differences.push(`status ${drift.status.baseline} → ${drift.status.current}`);
  for (const header of drift.headerChanges) differences.push(`header ${header.name} ${header.state}`);
  if (Array.isArray(drift.bodyChanges)) differences.push(...drift.bodyChanges.map(describeChange));
  else if (drift.bodyChanges.kind === 'text') {
    const lines = drift.bodyChanges.hunks
      .filter((hunk) => hunk.added || hunk.removed)
      .reduce((sum, hunk) => sum + hunk.count, 0);
    differences.push(`body text differs (${lines} lines added or removed)`);
  } else if (drift.bodyChanges.kind === 'unavailable') differences.push(drift.bodyChanges.reason);
  const listed = differences.slice(0, LISTED_DIFFERENCES).join('; ');
  const more = differences.length - LISTED_DIFFERENCES;
  return `unexpected drift: ${listed}${more > 0 ? `; ${more} more` : ''}`;
}

function describeChange(change: JsonChange): string {
  switch (change.kind) {
    case 'added':
      return `${change.path} added (${shortJson(change.value)})`;
    case 'removed':
      return `${change.path} removed`;
    case 'changed':
      return `${change.path}: ${shortJson(change.from)} → ${shortJson(change.to)}`;
    case 'typeChanged':
      return `${change.path}: ${change.fromType} → ${change.toType}`;
  }
}

function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
