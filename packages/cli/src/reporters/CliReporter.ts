import { STATUS_CODES } from 'node:http';
import type { ChalkInstance } from 'chalk';
import {
  qualifiedName,
  requestFailed,
  wasSent,
  type HttpRequest,
  type HttpResponse,
  type LogEntry,
  type RequestResult,
  type RunEvent,
  type RunResult,
} from '@courier/core';
import type { FailureCounts } from '../run/verdict.js';
import { formatBytes, formatDuration, table } from './format.js';
import { ProgressLine } from './ProgressLine.js';
import { terminalLine, terminalLines } from './terminalText.js';

/** Which script events a request has, at any level: the summary counts scripts executed. */
export type ScriptedEvents = (requestId: string | undefined) => { prerequest: boolean; test: boolean };

export interface CliReporterOptions {
  chalk: ChalkInstance;
  /** Named first, as Newman's log starts, so a CI log says which collection it is. */
  collectionName: string;
  /** A progress line on stderr (a terminal), below the request lines. */
  progress: boolean;
  verbose: boolean;
  /** Scripts' console output, shown as Newman's cli reporter shows it unless told not to. */
  console: boolean;
  /** Newman's `--reporter-cli-no-*` switches. */
  summary: boolean;
  failureList: boolean;
  assertions: boolean;
  successAssertions: boolean;
  /** Iterations planned: with more than one, every failure listed says which it belongs to. */
  iterations: number;
  /** `--disable-unicode`: ✓ and ✗ as plain text. */
  unicode: boolean;
  scriptedEvents: ScriptedEvents;
  /** The run's failure counts, kept by the caller for the exit code too. */
  failures: FailureCounts;
  out: NodeJS.WritableStream;
  /** Where the progress line draws (stderr, so piped stdout stays plain). */
  err: NodeJS.WritableStream;
}

/** Failures listed in full at the end; beyond this only their count (a 100,000-request run stays flat). */
const LISTED_FAILURES = 100;

interface Failure {
  where: string;
  what: string;
}

interface Pending {
  prerequest: LogEntry[];
  test: LogEntry[];
}

/**
 * The `cli` reporter: what a person reads while a run goes by. Every request is a line (method,
 * name, URL, status, size, time) with its assertions under it, on a terminal as in a CI log; it
 * consumes the run's event stream and keeps only failures, so its memory stays flat.
 */
export class CliReporter {
  private progress: ProgressLine | undefined;
  private readonly failures: Failure[] = [];
  private failureCount = 0;
  private iterationsSeen = 0;
  private interruption: string | undefined;
  private readonly pending = new Map<string, Pending>();
  private readonly executed = { prerequest: 0, test: 0 };

  constructor(private readonly options: CliReporterOptions) {}

  /** A note about the run from outside its events (a body file that does not exist). */
  warn(message: string): void {
    this.write(this.options.chalk.yellow(`warning: ${terminalLine(message)}`));
  }

  /** The run is being stopped by a signal: the summary says so. */
  interrupted(signal: NodeJS.Signals): void {
    this.interruption = signal;
  }

  readonly listener = (event: RunEvent): void => {
    switch (event.type) {
      case 'run:start':
        this.write(terminalLine(this.options.collectionName));
        if (this.options.progress) {
          this.progress = new ProgressLine(this.options.err);
          // Drawn at once: the first request may take a while.
          this.progress.update(0, event.requestCount * this.options.iterations, 0);
        }
        return;
      case 'iteration:start':
        this.iterationsSeen += 1;
        // Newman's marker, which CI log readers look for; a single iteration has none.
        if (this.options.iterations > 1) {
          this.write(
            '',
            this.options.chalk.dim.underline(`Iteration ${event.iteration + 1}/${this.options.iterations}`),
          );
        }
        return;
      case 'console':
        if (this.options.console) this.pendingFor(event.iteration, event.requestId)[event.event].push(event.entry);
        return;
      case 'request:done':
        return this.done(event.result, event.current, event.total, event.response, event.request);
      case 'warning':
        return this.warn(event.message);
      case 'run:end':
        return this.end(event.result);
      default:
        return;
    }
  };

  private pendingFor(iteration: number, requestId: string | undefined): Pending {
    const key = `${iteration}:${requestId ?? ''}`;
    let pending = this.pending.get(key);
    if (!pending) this.pending.set(key, (pending = { prerequest: [], test: [] }));
    return pending;
  }

  /** Writes lines above the progress line, which is drawn again below them. */
  private write(...lines: string[]): void {
    this.progress?.clear();
    this.options.out.write(`${lines.join('\n')}\n`);
    this.progress?.redraw();
  }

  private mark(passed: boolean): string {
    const { chalk, unicode } = this.options;
    if (passed) return chalk.green(unicode ? '✓' : 'pass');
    return chalk.red(unicode ? '✗' : 'FAIL');
  }

  private done(
    result: RequestResult,
    current: number,
    total: number,
    response: HttpResponse | undefined,
    request: HttpRequest | undefined,
  ): void {
    const scripted = this.options.scriptedEvents(result.requestId);
    if (scripted.prerequest) this.executed.prerequest += 1;
    if (scripted.test) this.executed.test += 1;
    const where = `${terminalLine(qualifiedName(result))}${this.options.iterations > 1 ? ` (iteration ${result.iteration + 1})` : ''}`;
    if (result.error) this.fail({ where, what: terminalLine(result.error) });
    for (const test of result.tests) {
      if (!test.passed && !test.skipped) {
        this.fail({ where, what: `${terminalLine(test.name)}: ${terminalLine(test.error ?? 'failed')}` });
      }
    }
    const key = `${result.iteration}:${result.requestId ?? ''}`;
    const logs = this.pending.get(key) ?? { prerequest: [], test: [] };
    this.pending.delete(key);
    // Counted first, so the line drawn again below the request's lines shows it.
    this.progress?.update(current, total, this.options.failures.executions);
    this.write(...this.requestLines(result, logs, response, request));
  }

  private fail(failure: Failure): void {
    this.failureCount += 1;
    if (this.failures.length < LISTED_FAILURES) this.failures.push(failure);
  }

  private consoleLines(entries: readonly LogEntry[]): string[] {
    return entries.map((entry) => this.options.chalk.dim(terminalLines(entry.message).replace(/^/gm, '  │ ')));
  }

  private requestLines(
    result: RequestResult,
    logs: Pending,
    response: HttpResponse | undefined,
    request: HttpRequest | undefined,
  ): string[] {
    const { chalk, verbose } = this.options;
    const statusText = response?.statusText || STATUS_CODES[result.status] || '';
    const status = wasSent(result) ? `${result.status}${statusText ? ` ${statusText}` : ''}` : chalk.red('errored');
    const facts = `[${status}, ${formatBytes(result.responseSize)}, ${formatDuration(result.responseTime)}]`;
    const lines = [
      ...this.consoleLines(logs.prerequest),
      `${this.mark(!requestFailed(result))} ${result.method} ${terminalLine(qualifiedName(result))} ${chalk.dim(terminalLine(result.url))} ${facts}`,
    ];
    if (result.error) lines.push(`  ${chalk.red(terminalLine(result.error))}`);
    if (verbose && response) {
      lines.push(...verboseLines(response, chalk));
      lines.push(...bodyLines(requestBodyText(request), '↑', chalk, this.options.unicode));
      lines.push(...bodyLines(responseBodyText(response), '↓', chalk, this.options.unicode));
    }
    if (this.options.assertions) {
      for (const test of result.tests) {
        const name = terminalLine(test.name);
        if (test.skipped) lines.push(chalk.dim(`  - ${name} (skipped)`));
        else if (!test.passed) {
          lines.push(`  ${this.mark(false)} ${name}${test.error ? chalk.dim(`: ${terminalLine(test.error)}`) : ''}`);
        } else if (this.options.successAssertions) lines.push(`  ${this.mark(true)} ${name}`);
      }
    }
    lines.push(...this.consoleLines(logs.test));
    return lines;
  }

  private end(result: RunResult): void {
    this.progress?.clear();
    this.progress = undefined;
    const { chalk, failures } = this.options;
    const lines: string[] = [];
    if (this.interruption) {
      lines.push(
        '',
        chalk.yellow(`run interrupted (${this.interruption}): the summary covers the requests that completed`),
      );
    }
    if (this.options.summary) lines.push('', ...this.summaryLines(result, failures));
    if (result.error && !this.interruption)
      lines.push(chalk.red(`run ${result.status}: ${terminalLine(result.error)}`));
    if (this.failureCount > 0 && this.options.failureList) {
      lines.push('', chalk.red.bold(`${this.failureCount} failure${this.failureCount === 1 ? '' : 's'}:`));
      this.failures.forEach((failure, index) =>
        lines.push(`${index + 1}. ${failure.where}: ${chalk.red(failure.what)}`),
      );
      const unlisted = this.failureCount - this.failures.length;
      if (unlisted > 0) lines.push(`… and ${unlisted} more`);
    }
    if (lines.length > 0) this.write(...lines);
  }

  private summaryLines(result: RunResult, failures: FailureCounts): string[] {
    const { requests, tests, performance } = result.summary;
    return [
      table([
        ['', 'executed', 'failed'],
        ['iterations', String(this.iterationsSeen), '0'],
        ['requests', String(requests.total), String(failures.requests)],
        ['test-scripts', String(this.executed.test), String(failures.testScripts)],
        ['prerequest-scripts', String(this.executed.prerequest), String(failures.prerequestScripts)],
        ['assertions', String(tests.total), String(tests.failed)],
      ]),
      `total run duration: ${formatDuration(performance.totalTime)}`,
      `average response time: ${formatDuration(performance.avgResponseTime)} ` +
        `[min: ${formatDuration(performance.minResponseTime)}, max: ${formatDuration(performance.maxResponseTime)}]`,
    ];
  }
}

/** `--verbose`: the phases of the exchange and the headers both ways, as Newman's verbose output. */
function verboseLines(response: HttpResponse, chalk: ChalkInstance): string[] {
  const lines: string[] = [];
  const timings = response.timings;
  if (timings) {
    const phases = (['dns', 'connect', 'tls', 'firstByte', 'download', 'total'] as const).map(
      (phase) => `${phase === 'firstByte' ? 'first byte' : phase} ${formatDuration(timings[phase])}`,
    );
    lines.push(chalk.dim(`  timings: ${phases.join(', ')}`));
  }
  for (const header of response.requestHeaders ?? [])
    lines.push(chalk.dim(`  > ${terminalLine(`${header.name}: ${header.value}`)}`));
  for (const header of response.headers)
    lines.push(chalk.dim(`  < ${terminalLine(`${header.name}: ${header.value}`)}`));
  return lines;
}

/** Newman's verbose output shows this many characters of each body, then how much there was. */
const VERBOSE_BODY_LIMIT = 2048;

interface BodyText {
  /** What kind of body: the request's mode, the response's content type. */
  kind: string;
  text: string;
  bytes: number;
}

/** The request body as sent, as text; none for a body Newman would not print either. */
function requestBodyText(request: HttpRequest | undefined): BodyText | undefined {
  const body = request?.body;
  if (!body) return undefined;
  const text =
    body.mode === 'raw'
      ? body.raw
      : body.mode === 'urlencoded'
        ? body.urlencoded
            .filter((field) => field.enabled)
            .map((field) => `${encodeURIComponent(field.key)}=${encodeURIComponent(field.value)}`)
            .join('&')
        : body.mode === 'graphql'
          ? body.query
          : '';
  return text === '' ? undefined : { kind: body.mode, text, bytes: new TextEncoder().encode(text).length };
}

function responseBodyText(response: HttpResponse): BodyText | undefined {
  if (response.body === '' && response.size === 0) return undefined;
  const kind = response.headers.find((header) => header.name.toLowerCase() === 'content-type')?.value ?? 'body';
  // Bytes that are not text are not printed, as they would scramble the terminal.
  const text = response.bodyEncoding === 'base64' ? `(binary, ${formatBytes(response.size)})` : response.body;
  return { kind, text, bytes: response.size };
}

/** A body between Newman's braces, cut at VERBOSE_BODY_LIMIT characters with what was left out said. */
function bodyLines(body: BodyText | undefined, arrow: string, chalk: ChalkInstance, unicode: boolean): string[] {
  if (!body) return [];
  const [top, side, bottom, star] = unicode ? ['┌', '│', '└', '★'] : ['+', '|', '+', '*'];
  const direction = unicode ? arrow : arrow === '↑' ? 'sent' : 'received';
  const clipped = body.text.length > VERBOSE_BODY_LIMIT;
  const shown = clipped ? body.text.slice(0, VERBOSE_BODY_LIMIT) : body.text;
  const lines = terminalLines(shown)
    .split('\n')
    .map((line) => chalk.dim(`  ${side} ${line}`));
  if (clipped) lines.push(chalk.dim(`  ${side} (showing ${VERBOSE_BODY_LIMIT} of ${body.text.length} characters)`));
  return [
    chalk.dim(`  ${top} ${direction} ${terminalLine(body.kind)} ${star} ${formatBytes(body.bytes)}`),
    ...lines,
    chalk.dim(`  ${bottom}`),
  ];
}
