// Newman's own reporters, run as they are: each installed `newman-reporter-<name>` is constructed as
// Newman constructs it, `new Reporter(emitter, itsOptions, runOptions)`, before the run starts; it is
// given the run's events as each request finishes, then the summary, and the files it pushes onto
// `emitter.exports` are written where Newman writes them. A progress reporter (TeamCity's service
// messages, a live dashboard) thus follows the run instead of hearing of it once it is over.
import { createRequire } from 'node:module';
import {
  messageOf,
  NewmanExecutions,
  renderReport,
  type ReportContext,
  type RequestResult,
  type RunEvent,
  type RunResult,
} from '@courier/core';
import { Collection, VariableScope } from 'postman-collection';
import { CliError } from '../errors.js';
import type { ReporterOptions } from '../run/reporterOptions.js';
import {
  itemLookup,
  newmanExecution,
  NewmanRunEmitter,
  newmanSummary,
  type ExecutionJson,
  type ItemLookup,
  type NewmanReportJson,
  type NewmanSummary,
} from './NewmanRunEmitter.js';
import { writeOutputFile } from './fileReports.js';
import { contentOf, exportPath } from './newmanExports.js';

/** A reporter found installed: the name given to `-r` and the file `require` loads. */
export interface InstalledReporter {
  name: string;
  path: string;
}

/** What Newman gives a reporter as its third argument: the run's options, under Newman's names. */
interface NewmanRunOptions {
  /** Every name given to `-r`: htmlextra, for one, stays quiet when cli or json runs beside it. */
  reporters: readonly string[];
  folder?: readonly string[];
  iterationCount?: number;
}

type ReporterConstructor = new (emitter: NewmanRunEmitter, options: object, runOptions: object) => unknown;

type Json = Record<string, unknown>;

/** The report `-r json` writes, as an object: everything Newman's summary holds. */
export function newmanReport(result: RunResult, context: ReportContext): NewmanReportJson {
  return JSON.parse(renderReport('newman-json', result, context)) as NewmanReportJson;
}

/** One reporter on an emitter of its own, so one that throws costs only its own report. */
interface RunningReporter {
  name: string;
  emitter: NewmanRunEmitter;
  /** Set by the first error it throws: it hears nothing more, and the run says so at the end. */
  failure?: CliError;
}

/** What the reporters need from the run before it starts. */
export interface NewmanReportersSetup {
  installed: readonly InstalledReporter[];
  /** The collection and the recorded exchanges each execution is built from. */
  context: ReportContext;
  reporterOptions: ReporterOptions;
  runOptions: NewmanRunOptions;
  iterations: number;
}

export class NewmanReporters {
  private readonly reporters: RunningReporter[];
  private readonly summary: NewmanSummary;
  private readonly executions: NewmanExecutions;
  private readonly itemOf: ItemLookup;
  private requestsPerIteration = 0;
  private readonly positions = new Map<number, number>();
  private lastCursor: Json = { position: 0, iteration: 0, length: 0, cycles: 0 };
  private iterationOpen = false;

  constructor(private readonly setup: NewmanReportersSetup) {
    this.executions = new NewmanExecutions(setup.context);
    const collection = new Collection(this.executions.collection ?? { item: [] });
    this.itemOf = itemLookup(collection);
    // Filled as the run goes on; the whole report replaces it before `beforeDone`.
    this.summary = {
      collection,
      environment: new VariableScope({}),
      globals: new VariableScope({}),
      run: { stats: {}, timings: {}, executions: [], transfers: {}, failures: [], error: null },
    };
    this.reporters = setup.installed.map(({ name, path }) => {
      const running: RunningReporter = { name, emitter: new NewmanRunEmitter(this.summary) };
      this.guarded(running, () => {
        const Reporter = createRequire(path)(path) as ReporterConstructor;
        const { reporterOptions, runOptions } = setup;
        const reporter = Object.fromEntries(Object.entries(reporterOptions).filter(([key]) => key !== '_generic'));
        new Reporter(running.emitter, reporterOptions[name] ?? {}, {
          ...runOptions,
          reporter,
          collection,
          environment: this.summary.environment,
          globals: this.summary.globals,
        });
      });
      return running;
    });
  }

  /** Listens to the run: Newman's events as they happen. */
  readonly listener = (event: RunEvent): void => {
    if (event.type === 'run:start') {
      this.requestsPerIteration = event.requestCount;
      this.lastCursor = this.cursor(0, 0);
      this.fire((emitter) => emitter.started(this.lastCursor));
    } else if (event.type === 'iteration:start') {
      this.lastCursor = this.cursor(event.iteration, 0);
      this.iterationOpen = true;
      this.fire((emitter) => emitter.iterationStarted(this.lastCursor));
    } else if (event.type === 'request:done') {
      this.executed(event.result);
    } else if (event.type === 'iteration:end') {
      this.endIteration();
    }
  };

  /**
   * Gives every reporter the whole summary and `beforeDone`, writes the files each pushed, then
   * fires `done`. Each reporter is one attempt: one that fails costs only its own files.
   */
  async finish(
    report: NewmanReportJson,
    attempt: (write: () => Promise<void>) => Promise<void>,
    written: (name: string, path: string) => void,
  ): Promise<void> {
    // A stopped run ends inside an iteration; reporters still hear it end, as Newman's do.
    this.endIteration();
    Object.assign(this.summary, newmanSummary(report, this.summary.collection));
    for (const reporter of this.reporters) {
      await attempt(async () => {
        this.guarded(reporter, () => reporter.emitter.finishing(this.lastCursor));
        if (reporter.failure) throw reporter.failure;
        const now = new Date();
        for (const file of reporter.emitter.exports) {
          const target = await exportPath(file, now);
          if (target === undefined) continue;
          await writeOutputFile(target, contentOf(file.content));
          written(reporter.name, target);
        }
        this.guarded(reporter, () => reporter.emitter.emit('done', null, this.summary));
        if (reporter.failure) throw reporter.failure;
      });
    }
  }

  private executed(request: RequestResult): void {
    const position = this.positions.get(request.iteration) ?? 0;
    this.positions.set(request.iteration, position + 1);
    const json = this.executions.of(request, this.place(position)) as unknown as ExecutionJson;
    const execution = newmanExecution(json, this.itemOf);
    this.summary.run.executions.push(execution);
    this.lastCursor = execution.cursor;
    const lines = this.setup.context.exchange?.(request.id)?.console ?? [];
    this.fire((emitter) => emitter.executed(execution, lines));
  }

  private endIteration(): void {
    if (!this.iterationOpen) return;
    this.iterationOpen = false;
    this.fire((emitter) => emitter.iterationEnded(this.lastCursor));
  }

  private place(position: number) {
    return { position, length: this.requestsPerIteration, cycles: this.setup.iterations };
  }

  private cursor(iteration: number, position: number): Json {
    const { length, cycles } = this.place(position);
    return { position, iteration, length, cycles };
  }

  private fire(step: (emitter: NewmanRunEmitter) => void): void {
    for (const reporter of this.reporters) this.guarded(reporter, () => step(reporter.emitter));
  }

  /** A reporter's own error is its own: said with its name, never a stack trace. */
  private guarded(reporter: RunningReporter, step: () => void): void {
    if (reporter.failure) return;
    try {
      step();
    } catch (error) {
      reporter.failure = new CliError('REPORTER', `the ${reporter.name} reporter failed: ${messageOf(error)}`, {
        cause: error,
      });
    }
  }
}
