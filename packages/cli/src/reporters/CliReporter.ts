import { SingleBar } from 'cli-progress';
import type { ChalkInstance } from 'chalk';
import { qualifiedName, type RequestResult, type RunEvent, type RunResult } from '@courier/core';
import { formatBytes, formatDuration, table } from './format.js';

export interface CliReporterOptions {
  chalk: ChalkInstance;
  /** A progress bar (a terminal) instead of a line per request (CI logs, pipes). */
  progress: boolean;
  verbose: boolean;
  /** Scripts' console output, shown as Newman's cli reporter shows it unless told not to. */
  console: boolean;
  out: NodeJS.WritableStream;
  /** Where the progress bar draws (stderr, so piped stdout stays plain). */
  err: NodeJS.WritableStream;
}

/** Failures listed in full at the end; beyond this only their count (a 100,000-request run stays flat). */
const LISTED_FAILURES = 100;

interface Failure {
  where: string;
  what: string;
}

/**
 * The `cli` reporter: what a person reads while a run goes by (issue 4 §4). It consumes the run's
 * event stream and keeps only failures, so its memory stays flat however long the run.
 */
export class CliReporter {
  private bar: SingleBar | undefined;
  private readonly failures: Failure[] = [];
  private failureCount = 0;
  private iterationsSeen = 0;

  constructor(private readonly options: CliReporterOptions) {}

  readonly listener = (event: RunEvent): void => {
    switch (event.type) {
      case 'run:start':
        return this.start(event.requestCount);
      case 'iteration:start':
        this.iterationsSeen += 1;
        if (this.options.verbose && !this.bar) this.line(this.options.chalk.dim(`iteration ${event.iteration + 1}`));
        return;
      case 'console':
        if (this.options.console) {
          this.note(this.options.chalk.dim(event.entry.message.replace(/^/gm, '  │ ')));
        }
        return;
      case 'request:done':
        return this.done(event.result, event.current, event.total);
      case 'warning':
        return this.note(this.options.chalk.yellow(`warning: ${event.message}`));
      case 'run:end':
        return this.end(event.result);
      default:
        return;
    }
  };

  private line(text: string): void {
    this.options.out.write(`${text}\n`);
  }

  /** A line that must not be drawn over by the bar. */
  private note(text: string): void {
    if (this.bar) this.options.err.write('\n');
    this.line(text);
  }

  private start(requestCount: number): void {
    if (!this.options.progress) return;
    this.bar = new SingleBar({
      stream: this.options.err,
      format: '{bar} {value}/{total} requests | {failed} failed | {duration_formatted}',
      hideCursor: true,
      clearOnComplete: true,
    });
    this.bar.start(Math.max(requestCount, 1), 0, { failed: 0 });
  }

  private done(result: RequestResult, current: number, total: number): void {
    const where = `${qualifiedName(result)}${this.iterationsSeen > 1 ? ` (iteration ${result.iteration + 1})` : ''}`;
    // As in Newman, an HTTP error status is for assertions to judge; a request that could not be sent is a failure.
    if (result.error) this.fail({ where, what: result.error });
    for (const test of result.tests) {
      if (!test.passed && !test.skipped) this.fail({ where, what: `${test.name}: ${test.error ?? 'failed'}` });
    }
    if (this.bar) {
      this.bar.setTotal(Math.max(total, current));
      this.bar.update(current, { failed: this.failureCount });
      return;
    }
    this.requestLines(result);
  }

  private fail(failure: Failure): void {
    this.failureCount += 1;
    if (this.failures.length < LISTED_FAILURES) this.failures.push(failure);
  }

  private requestLines(result: RequestResult): void {
    const { chalk, verbose } = this.options;
    const mark = result.success ? chalk.green('✓') : chalk.red('✗');
    const status = result.error ? chalk.red(result.error) : String(result.status);
    const facts = verbose
      ? `[${status}, ${formatBytes(result.responseSize)}, ${formatDuration(result.responseTime)}] ${chalk.dim(result.url)}`
      : `[${status}, ${formatDuration(result.responseTime)}]`;
    this.line(`${mark} ${result.method} ${qualifiedName(result)} ${facts}`);
    for (const test of result.tests) {
      if (test.skipped) this.line(chalk.dim(`  - ${test.name} (skipped)`));
      else if (test.passed) this.line(`  ${chalk.green('✓')} ${test.name}`);
      else this.line(`  ${chalk.red('✗')} ${test.name}${test.error ? chalk.dim(`: ${test.error}`) : ''}`);
    }
  }

  private end(result: RunResult): void {
    this.bar?.stop();
    const { chalk } = this.options;
    const { requests, tests, performance } = result.summary;
    this.line('');
    this.line(
      table([
        ['', 'executed', 'failed'],
        ['iterations', String(this.iterationsSeen), '0'],
        ['requests', String(requests.total), String(requests.failed)],
        ['assertions', String(tests.total), String(tests.failed)],
      ]),
    );
    this.line(`total run duration: ${formatDuration(performance.totalTime)}`);
    this.line(
      `average response time: ${formatDuration(performance.avgResponseTime)} ` +
        `[min: ${formatDuration(performance.minResponseTime)}, max: ${formatDuration(performance.maxResponseTime)}]`,
    );
    if (result.error) this.line(chalk.red(`run ${result.status}: ${result.error}`));
    if (this.failureCount === 0) return;
    this.line('');
    this.line(chalk.red.bold(`${this.failureCount} failure${this.failureCount === 1 ? '' : 's'}:`));
    this.failures.forEach((failure, index) => this.line(`${index + 1}. ${failure.where}: ${chalk.red(failure.what)}`));
    const unlisted = this.failureCount - this.failures.length;
    if (unlisted > 0) this.line(`… and ${unlisted} more`);
  }
}
