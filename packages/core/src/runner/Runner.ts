import { createId } from '../model/id.js';
import type { ActiveRun, RequestResult } from '../model/run.js';
import { messageOf } from '../errors.js';
import { RUN_IN_PROGRESS_MESSAGE, RunnerError } from './errors.js';
import type { RunEvent, RunListener } from './events.js';
import { normalizeOptions, type RunOptions, type RunnerDeps } from './options.js';
import { planRequests, selectShard } from './plan.js';
import { RunSession, type RunOutcome } from './session.js';
import { pooled, sequential, staggered, type Strategy } from './strategies.js';

/** A started run: its events, its outcome, and a way to stop it. */
export interface RunHandle {
  readonly id: string;
  /** Listen to every event from now on; returns the unsubscribe function. */
  on(listener: RunListener): () => void;
  /** Events from now until `run:end`, as an async iterable. */
  events(): AsyncIterable<RunEvent>;
  /** Resolves when the run completes, stops or errors; never rejects. */
  readonly done: Promise<RunOutcome>;
  stop(): RunOutcome;
}

/**
 * Runs collections. One run at a time per Runner: starting another while one is
 * active throws 'A run is already in progress'. The run begins on the next microtask, so
 * listeners attached right after `start` see `run:start`.
 */
export class Runner {
  private session: RunSession | undefined;

  constructor(private readonly deps: RunnerDeps) {}

  /** The run in progress, a snapshot. */
  get active(): ActiveRun | undefined {
    return this.session ? { ...this.session.active } : undefined;
  }

  start(options: RunOptions): RunHandle {
    if (this.session) throw new RunnerError('RUN_IN_PROGRESS', RUN_IN_PROGRESS_MESSAGE);
    const normalized = normalizeOptions(options);
    const planned = planRequests(options.collection, options);
    const requests = options.shard ? selectShard(planned, options.shard.index, options.shard.total) : planned;
    const session = new RunSession(createId(), normalized, requests, this.deps, () => {
      if (this.session === session) this.session = undefined;
    });
    this.session = session;
    queueMicrotask(() => void drive(session, strategyFor(options)));
    return {
      id: session.active.id,
      on: (listener) => session.channel.on(listener),
      events: () => session.channel.stream(),
      done: session.done,
      stop: () => session.finish('stopped'),
    };
  }

  /** Stop marks the run stopped, sets the end time, computes the summary, clears it. */
  stop(): RunOutcome | undefined {
    return this.session?.finish('stopped');
  }
}

/** Runs a collection to the end with a Runner of its own. */
export function runCollection(options: RunOptions, deps: RunnerDeps, listener?: RunListener): Promise<RunOutcome> {
  const handle = new Runner(deps).start(options);
  if (listener) handle.on(listener);
  return handle.done;
}

function strategyFor(options: RunOptions): Strategy {
  if (options.mode !== 'parallel') return sequential;
  return options.concurrency !== undefined ? pooled(options.concurrency) : staggered;
}

async function drive(session: RunSession, strategy: Strategy): Promise<void> {
  session.begin();
  try {
    const failed = await strategy(session);
    if (failed) session.finish('errored', failureMessage(failed));
    else session.finish('completed');
  } catch (thrown) {
    session.finish('errored', `Error running collection: ${messageOf(thrown)}`);
  }
}

/**
 * The reason in 'Request failed: ...': the error, else the first failed assertion (what stops a run
 * under --bail), else the status when the server answered.
 */
function failureMessage(result: RequestResult): string {
  const assertion = result.tests.find((test) => !test.passed && !test.skipped);
  const why =
    result.error ?? (assertion ? `${assertion.name}: ${assertion.error ?? 'failed'}` : `status ${result.status}`);
  return `Request failed: ${result.name}: ${why}`;
}
