// The server's periodic jobs, whichever area each belongs to: every area hands over its own job
// (main.ts lists them, as app.ts lists the routes), and this floor runs them without knowing what
// they do. Every instance ticks; a database lease per job lets exactly one of them run it each period.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import { takeLease } from './jobLease.js';

export interface BackgroundJob {
  name: string;
  /** At most one run per period across all instances. */
  periodMs: number;
  run(now: Date): Promise<number>;
}

export interface BackgroundJobs {
  /** One tick: runs each job whose lease this instance takes; returns the names of those it ran. */
  tick(now?: Date): Promise<string[]>;
  stop(): void;
}

/** How often an instance looks for a job to run; each job's period decides how often it does run. */
const TICK_MS = 60_000;
export function startBackgroundJobs(
  db: Db,
  jobs: BackgroundJob[],
  logger: Logger,
  { tickMs = TICK_MS, holder = randomUUID() }: { tickMs?: number; holder?: string } = {},
): BackgroundJobs {
  let running: Promise<unknown> = Promise.resolve();
  async function tick(now = new Date()): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      try {
        if (!(await takeLease(db, job.name, holder, now, job.periodMs))) continue;
        const done = await job.run(now);
        ran.push(job.name);
        if (done > 0) logger.info({ job: job.name, done }, 'background job ran');
      } catch (error) {
        logger.warn({ err: error, job: job.name }, 'background job failed');
      }
    }
    return ran;
  }
  const timer = setInterval(() => {
    running = running.then(() => tick());
  }, tickMs);
  timer.unref();
  return {
    tick,
    stop: () => clearInterval(timer),
  };
}
