import { messageOf } from '../errors.js';
import { DEFAULT_TIMEOUT_MS } from '../model/settings.js';
import type { ActiveRun, RequestResult, RunResult, RunStatus } from '../model/run.js';
import type { Variable } from '../model/variable.js';
import type { LocatedRequest } from '../model/walk.js';
import type { VariableScopes } from '../script/host.js';
import type { SendContext, SendResult } from '../send/pipeline/context.js';
import { sendRequest } from '../send/pipeline/sendRequest.js';
import { RunEventChannel, type RequestRef, type RunEvent } from './events.js';
import { mergeScopes } from './scopes.js';
import { variablesOf, type NormalizedOptions, type RunnerDeps } from './options.js';
import { folderPath, requestFailed, thrownResult, toRequestResult } from './requestResult.js';
import { sleep } from './sleep.js';
import { SummaryAccumulator } from './summary.js';

/** The variable scopes a run carries from request to request and hands back at the end. */
interface RunVariables {
  globals: Variable[];
  environment: Variable[];
  collectionVariables: Variable[];
}

/** How a finished run ends: its result and the variables as the run left them. */
export interface RunOutcome {
  result: RunResult;
  variables: RunVariables;
}

/** One request execution as the iteration strategies see it. */
export interface Execution {
  result?: RequestResult;
  /** This execution stops the run (stopOnError or --bail). */
  stops: boolean;
  nextRequest?: string | null;
}

/**
 * The state of one run: counters, scopes, recorded results, the abort signal, and the events.
 * Iteration strategies (sequential, staggered, pooled) drive it; it owns everything else.
 */
export class RunSession {
  readonly channel = new RunEventChannel();
  readonly controller = new AbortController();
  readonly active: ActiveRun;
  private readonly results: RequestResult[] = [];
  /** Where the current iteration's results begin in `results`. */
  private iterationStart = 0;
  private readonly totals = new SummaryAccumulator();
  private readonly startedAt = globalThis.performance.now();
  private scopes: VariableScopes;
  private iterationData: Record<string, unknown> = {};
  private sequence = 0;
  private lastBreath = globalThis.performance.now();
  private readonly sendSettings: Omit<SendContext, 'request' | 'folders' | 'scopes' | 'iteration'>;
  private outcome: RunOutcome | undefined;
  private settle!: (outcome: RunOutcome) => void;
  readonly done = new Promise<RunOutcome>((resolve) => (this.settle = resolve));

  constructor(
    id: string,
    readonly options: NormalizedOptions,
    readonly requests: readonly LocatedRequest[],
    private readonly deps: RunnerDeps,
    private readonly onFinish: () => void,
  ) {
    const { collection, runSettings, mode } = options;
    this.active = {
      id,
      collectionId: collection.id,
      current: 0,
      total: requests.length * runSettings.iterations,
      mode,
      settings: runSettings,
      startTime: new Date().toISOString(),
      status: 'running',
    };
    this.scopes = {
      globals: variablesOf(options.globals),
      environment: variablesOf(options.environment),
      collectionVariables: [...collection.variables],
      local: [],
      iterationData: {},
    };
    this.sendSettings = this.settingsOfSends();
  }

  get running(): boolean {
    return this.active.status === 'running';
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  begin(): void {
    this.channel.emit({ type: 'run:start', run: { ...this.active }, requestCount: this.requests.length });
  }

  /**
   * The data row is chosen by iteration index modulo the number of rows; by
   * Newman's rules iterations beyond the rows keep the last one.
   */
  beginIteration(iteration: number): void {
    const rows = this.options.runSettings.dataFile?.rows ?? [];
    this.iterationStart = this.results.length;
    const row = this.options.rules === 'newman' ? Math.min(iteration, rows.length - 1) : iteration % rows.length;
    this.iterationData = rows.length > 0 ? (rows[row] ?? {}) : {};
    this.channel.emit({ type: 'iteration:start', iteration, data: this.iterationData });
  }

  endIteration(iteration: number): void {
    this.closeIteration();
    if (this.running) this.channel.emit({ type: 'iteration:end', iteration });
  }

  /**
   * Parallel requests finish in any order, but the reports list them as the run plans them
   * (iteration, then collection order): each result is filed at its request's place in the
   * iteration as it comes, and the places of requests skipped, or dropped by a stop, are closed
   * up here in place — so ordering costs no copy of the results and waits for no more than one
   * iteration.
   */
  private closeIteration(): void {
    let kept = this.iterationStart;
    for (let index = this.iterationStart; index < this.results.length; index += 1) {
      if (index in this.results) this.results[kept++] = this.results[index] as RequestResult;
    }
    this.results.length = kept;
    this.iterationStart = kept;
  }

  wait(ms: number): Promise<void> {
    return ms > 0 ? sleep(ms, this.signal) : Promise.resolve();
  }

  warn(message: string): void {
    this.channel.emit({ type: 'warning', message });
  }

  /** Sends the request at `position` in `requests`. */
  async execute(position: number, iteration: number): Promise<Execution> {
    const located = this.requests[position] as LocatedRequest;
    const ref: RequestRef = {
      iteration,
      requestId: located.request.id,
      name: located.request.name,
      path: folderPath(located),
    };
    this.channel.emit({ type: 'request:start', ...ref });
    const id = `${this.active.id}-${++this.sequence}`;
    const context = this.contextFor(located, iteration);
    let send: SendResult;
    try {
      send = await sendRequest(context, this.deps);
    } catch (thrown) {
      if (!this.running) return { stops: false };
      return this.record(thrownResult({ id, located, iteration }, messageOf(thrown)), position);
    }
    // A stopped run keeps the results it had; what was in flight is dropped.
    if (!this.running) return { stops: false };
    // Without scripts nothing was written: the scopes are the run's as they were.
    if (send.scopes !== context.scopes) {
      this.scopes = { ...mergeScopes(this.scopes, context.scopes, send.scopes), iterationData: {} };
    }
    for (const entry of send.preRequestLogs) this.channel.emit({ type: 'console', event: 'prerequest', entry, ...ref });
    for (const test of send.testResults) this.channel.emit({ type: 'test', test, ...ref });
    for (const entry of send.testLogs) this.channel.emit({ type: 'console', event: 'test', entry, ...ref });
    let execution: Execution;
    if (send.skipped) {
      this.active.current += 1;
      this.channel.emit({ type: 'request:skipped', ...ref });
      execution = { stops: false };
    } else {
      execution = this.record(toRequestResult({ id, located, iteration }, send), position, send);
    }
    if (send.nextRequest !== undefined) execution.nextRequest = send.nextRequest;
    return execution;
  }

  /**
   * A transport that answers without I/O (a mock, a cache) would chain promises forever and
   * starve timers: progress bars would freeze and a timed stop() never fire. Yield now and then;
   * undefined when it is not time to, so the caller's loop goes on without a turn of its own.
   */
  breathe(): Promise<void> | undefined {
    if (globalThis.performance.now() - this.lastBreath < 50) return undefined;
    return sleep(0).then(() => {
      this.lastBreath = globalThis.performance.now();
    });
  }

  private contextFor(located: LocatedRequest, iteration: number): SendContext {
    return {
      ...this.sendSettings,
      request: located.request,
      folders: located.folders,
      scopes: { ...this.scopes, iterationData: this.iterationData },
      iteration,
    };
  }

  /** What every send of the run shares, worked out once rather than for each request. */
  private settingsOfSends(): Omit<SendContext, 'request' | 'folders' | 'scopes' | 'iteration'> {
    const { collection, runSettings, environment, rules, bail, maxResponseBytes } = this.options;
    // A timeout of 0 (none, by Newman's rules) leaves scripts their usual budget rather than none.
    const scriptTimeoutMs = this.options.scriptTimeoutMs ?? (runSettings.timeout > 0 ? undefined : DEFAULT_TIMEOUT_MS);
    return {
      collection,
      ...(environment && 'name' in environment ? { environmentName: environment.name } : {}),
      iterationCount: runSettings.iterations,
      timeoutMs: runSettings.timeout,
      ...(scriptTimeoutMs !== undefined ? { scriptTimeoutMs } : {}),
      ...(maxResponseBytes !== undefined ? { maxResponseBytes } : {}),
      signal: this.signal,
      // Under --bail Newman stops before sending a request whose pre-request script failed.
      sendAfterPreRequestError: rules === 'newman' && bail === undefined,
    };
  }

  /** Whether this result stops a run under --bail, or under the web runner's stopOnError. */
  private stops(result: RequestResult): boolean {
    const { bail } = this.options;
    if (bail === undefined) return this.options.runSettings.stopOnError && !result.success;
    return bail === 'failure' ? requestFailed(result) : result.error !== undefined;
  }

  private record(result: RequestResult, position: number, send?: SendResult): Execution {
    if (this.options.keepResults !== false) {
      // A parallel run files it at its request's place (see closeIteration); a sequential one
      // keeps the order sent, where setNextRequest may send a request more than once.
      if (this.options.mode === 'parallel') this.results[this.iterationStart + position] = result;
      else this.results.push(result);
    }
    this.totals.add(result);
    this.active.current += 1;
    const done: Extract<RunEvent, { type: 'request:done' }> = {
      type: 'request:done',
      result,
      current: this.active.current,
      total: this.active.total,
    };
    if (this.options.includeResponses && send) {
      if (send.response) done.response = send.response;
      done.request = send.request;
    }
    this.channel.emit(done);
    return { result, stops: this.stops(result) };
  }

  /** Ends the run once: status, end time, summary, then `run:end`. */
  finish(status: RunStatus, error?: string): RunOutcome {
    if (this.outcome) return this.outcome;
    this.closeIteration();
    this.active.status = status;
    if (status !== 'completed') this.controller.abort();
    const { collection, runSettings, mode } = this.options;
    const result: RunResult = {
      id: this.active.id,
      collectionId: collection.id,
      collectionName: collection.name,
      startTime: this.active.startTime,
      endTime: new Date().toISOString(),
      status,
      requests: this.results,
      summary: this.totals.summary(Math.round(globalThis.performance.now() - this.startedAt)),
      settings: runSettings,
      mode,
      ...(error !== undefined ? { error } : {}),
    };
    const { globals, environment, collectionVariables } = this.scopes;
    this.outcome = { result, variables: { globals, environment, collectionVariables } };
    this.onFinish();
    // Settle first: a listener that throws on run:end must not leave `done` pending.
    this.settle(this.outcome);
    this.channel.emit({ type: 'run:end', result });
    return this.outcome;
  }
}
