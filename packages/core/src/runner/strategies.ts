import type { RequestResult } from '../model/run.js';
import type { Execution, RunSession } from './session.js';

/**
 * How the iterations of a run go through their requests. Each returns the failed
 * result that stops the run (stopOnError, --bail), or undefined.
 */
export type Strategy = (session: RunSession) => Promise<RequestResult | undefined>;

/**
 * Iterations in order, requests in order, the delay between requests but not after the last
 * (by Newman's rules, between iterations too). setNextRequest jumps by name or id, null ends the
 * iteration; a step cap guards loops.
 */
export const sequential: Strategy = async (session) => {
  const { requests, options } = session;
  const { iterations, delay } = options.runSettings;
  const cap = options.maxStepsPerIteration ?? Math.max(1000, requests.length * 100);
  for (let iteration = 0; iteration < iterations && session.running; iteration += 1) {
    session.beginIteration(iteration);
    let cursor = 0;
    for (let steps = 0; cursor < requests.length && session.running; steps += 1) {
      if (steps >= cap) {
        session.warn(`setNextRequest loop stopped after ${cap} requests in iteration ${iteration + 1}`);
        break;
      }
      const pause = session.breathe();
      if (pause) await pause;
      if (!session.running) break;
      const execution = await session.execute(cursor, iteration);
      if (execution.stops) return execution.result;
      cursor = nextCursor(session, cursor, execution);
      if (cursor < requests.length && delay > 0) await session.wait(delay);
    }
    session.endIteration(iteration);
    const between = options.rules === 'newman' && iteration + 1 < iterations && requests.length > 0;
    if (between && delay > 0 && session.running) await session.wait(delay);
  }
  return undefined;
};

function nextCursor(session: RunSession, cursor: number, execution: Execution): number {
  const { requests } = session;
  if (execution.nextRequest === undefined) return cursor + 1;
  if (execution.nextRequest === null) return requests.length;
  const target = execution.nextRequest;
  const byId = requests.findIndex((located) => located.request.id === target);
  const index = byId >= 0 ? byId : requests.findIndex((located) => located.request.name === target);
  if (index < 0) session.warn(`setNextRequest: no request named "${target}" in this run`);
  return index >= 0 ? index : requests.length;
}

/**
 * Parallel mode: within each iteration request i starts after
 * min(delay || 100, 100) × i ms, then all are awaited; stopOnError raises after all settled.
 */
export const staggered: Strategy = async (session) => {
  const { requests, options } = session;
  const { iterations, delay } = options.runSettings;
  const stagger = Math.min(delay || 100, 100);
  for (let iteration = 0; iteration < iterations && session.running; iteration += 1) {
    session.beginIteration(iteration);
    const executions = await Promise.all(
      requests.map(async (_, index): Promise<Execution> => {
        await session.wait(stagger * index);
        return session.running ? session.execute(index, iteration) : { stops: false };
      }),
    );
    session.endIteration(iteration);
    const failed = executions.find((execution) => execution.stops);
    if (failed) return failed.result;
  }
  return undefined;
};

/**
 * The CLI's `--parallel N`: within each iteration at most N requests in flight, each starting as
 * soon as a slot frees. Under stopOnError no new request starts after a failure, and the
 * failure is raised once those in flight have settled.
 */
export function pooled(concurrency: number): Strategy {
  return async (session) => {
    const { requests, options } = session;
    const { iterations } = options.runSettings;
    for (let iteration = 0; iteration < iterations && session.running; iteration += 1) {
      session.beginIteration(iteration);
      let next = 0;
      let failure: Execution | undefined;
      const worker = async () => {
        for (;;) {
          const pause = session.breathe();
          if (pause) await pause;
          // Checked after any pause: other workers may have taken the last request meanwhile.
          if (next >= requests.length || !session.running || failure) break;
          const execution = await session.execute(next++, iteration);
          if (execution.stops) failure ??= execution;
        }
      };
      const slots = Math.max(1, Math.min(Math.floor(concurrency), requests.length));
      await Promise.all(Array.from({ length: slots }, worker));
      session.endIteration(iteration);
      if (failure) return failure.result;
    }
    return undefined;
  };
}
