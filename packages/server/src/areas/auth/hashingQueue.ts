// scrypt is deliberately slow and memory-hungry, so the server runs only a few hashes at a time.
// Waiting work is kept in two lanes: sign-ins go first, so a flood of registrations or password
// changes never delays one. Within a lane clients (source addresses) take turns, so one client's
// flood waits behind itself; and a lane, or one client in it, that is already full is refused (429)
// at once rather than making everyone behind it wait longer.
import { RateLimitedError } from '../../errors/serverErrors.js';

export type HashingLane = 'sign-in' | 'other';

export interface HashingQueue {
  /** Runs `work` when a slot is free and it is `client`'s turn in `lane`. */
  run<T>(client: string, lane: HashingLane, work: () => Promise<T>): Promise<T>;
}

export interface HashingQueueOptions {
  /** Hashes at once: about one per CPU core, since each occupies a libuv thread and 128 MiB. */
  concurrency: number;
  /** A client with this many hashes waiting in a lane is refused instead of queued further. */
  maxWaitingPerClient: number;
  /** A lane with this many hashes waiting refuses more: it bounds the wait of whoever comes next. */
  maxWaitingPerLane: number;
}

export const DEFAULT_HASHING: HashingQueueOptions = { concurrency: 2, maxWaitingPerClient: 4, maxWaitingPerLane: 16 };

type Job = () => void;

/** One lane: a line per client, in insertion order, which is the rotation. */
class Lane {
  readonly lines = new Map<string, Job[]>();
  waiting = 0;

  take(): Job | undefined {
    const next = this.lines.entries().next();
    if (next.done) return undefined;
    const [client, line] = next.value;
    // The client served goes to the back of the rotation.
    this.lines.delete(client);
    const job = line.shift()!;
    if (line.length > 0) this.lines.set(client, line);
    this.waiting--;
    return job;
  }
}

export function createHashingQueue(options: HashingQueueOptions): HashingQueue {
  const lanes: Record<HashingLane, Lane> = { 'sign-in': new Lane(), other: new Lane() };
  let running = 0;

  const startNext = () => {
    while (running < options.concurrency) {
      const job = lanes['sign-in'].take() ?? lanes.other.take();
      if (!job) return;
      running++;
      job();
    }
  };

  return {
    run(client, laneName, work) {
      const lane = lanes[laneName];
      const line = lane.lines.get(client) ?? [];
      if (line.length >= options.maxWaitingPerClient || lane.waiting >= options.maxWaitingPerLane) {
        return Promise.reject(new RateLimitedError('The server is busy checking passwords; try again in a moment'));
      }
      return new Promise((resolve, reject) => {
        line.push(() => {
          work()
            .then(resolve, reject)
            .finally(() => {
              running--;
              startNext();
            });
        });
        lane.waiting++;
        if (!lane.lines.has(client)) lane.lines.set(client, line);
        startNext();
      });
    },
  };
}
