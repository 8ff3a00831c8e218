import type { Collection } from '../model/collection.js';
import type { Environment } from '../model/environment.js';
import { MAX_ITERATIONS, MIN_TIMEOUT_MS, RunSettingsSchema, type RunMode, type RunSettings } from '../model/run.js';
import type { Variable } from '../model/variable.js';
import type { SendDeps } from '../send/pipeline/context.js';
import type { Selection } from './plan.js';

/** The ports a run sends through: the same as a single send's. */
export type RunnerDeps = SendDeps;

/**
 * Where the web runner and Newman differ, which one a run follows. The CLI replaces
 * Newman, so it runs by Newman's rules:
 * - a failing pre-request script still sends the request and runs its tests;
 * - iterations beyond the data file's rows use the last row (the web runner cycles through them);
 * - the delay also separates the last request of an iteration from the first of the next;
 * - a request timeout below 1000 ms is honoured as given, 0 meaning none.
 */
type RunRules = 'web' | 'newman';

/**
 * Newman's `--bail`: 'failure' stops at the first failed assertion or error, 'error' (its
 * `folder` modifier alone) at the first script or request error only. Unlike the web runner's
 * stopOnError, an HTTP 4xx/5xx the tests accept stops nothing.
 */
export type BailMode = 'failure' | 'error';

export interface RunOptions extends Selection {
  collection: Collection;
  /** Sequential (default) or parallel within each iteration. */
  mode?: RunMode;
  /** Corrected as the runner form does: bad iterations → 1, bad timeout → 30000. */
  settings?: Partial<Record<keyof RunSettings, unknown>>;
  /** The environment's variables (or the environment itself); the run works on a copy. */
  environment?: Environment | readonly Variable[];
  globals?: readonly Variable[];
  /** `--shard i/n`: run only this slice of the selected requests. */
  shard?: { index: number; total: number };
  /**
   * Parallel mode with a bounded pool of this many requests in flight per iteration instead of
   * the web runner's stagger (the CLI's `--parallel N`).
   */
  concurrency?: number;
  /** Budget of each script event; defaults to the request timeout. */
  scriptTimeoutMs?: number;
  maxResponseBytes?: number;
  /** Attach each full response to its `request:done` event (the web runner's last response). */
  includeResponses?: boolean;
  /** Keep every per-request result in the run result (default true); totals are kept either way. */
  keepResults?: boolean;
  /**
   * The most iterations a run accepts. Default 1000 (the runner form); Newman has no
   * cap, so the CLI passes Infinity to run a 10,000-row data file once per row.
   */
  maxIterations?: number;
  /** Guards setNextRequest loops: steps allowed per iteration (default 100 × requests, at least 1000). */
  maxStepsPerIteration?: number;
  /** Default 'web'. */
  rules?: RunRules;
  /** Stop the run as Newman's `--bail` does; without it settings.stopOnError applies. */
  bail?: BailMode;
}

export interface NormalizedOptions extends RunOptions {
  mode: RunMode;
  runSettings: RunSettings;
}

export function normalizeOptions(options: RunOptions): NormalizedOptions {
  const runSettings = RunSettingsSchema.parse(options.settings ?? {});
  const cap = options.maxIterations ?? MAX_ITERATIONS;
  if (cap > MAX_ITERATIONS) {
    // Same correction as the schema's (invalid → 1), with the caller's ceiling instead of 1000.
    const asked = Math.floor(Number(options.settings?.iterations ?? 1));
    runSettings.iterations = Number.isFinite(asked) && asked >= 1 ? Math.min(asked, cap) : 1;
  } else {
    runSettings.iterations = Math.min(runSettings.iterations, Math.max(1, cap));
  }
  const asked = Number(options.settings?.timeout);
  if (options.rules === 'newman' && Number.isFinite(asked) && asked >= 0 && asked < MIN_TIMEOUT_MS) {
    runSettings.timeout = asked;
  }
  return { ...options, mode: options.mode ?? 'sequential', runSettings };
}

export function variablesOf(source: Environment | readonly Variable[] | undefined): Variable[] {
  if (!source) return [];
  return 'variables' in source ? [...source.variables] : [...source];
}
