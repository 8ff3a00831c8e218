import { describe, expect, it } from 'vitest';
import { createHashingQueue } from './hashingQueue.js';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const roomy = { concurrency: 1, maxWaitingPerClient: 100, maxWaitingPerLane: 1000 };

describe('hashing queue', () => {
  /** Records the order work starts in; nothing finishes before `open()`, so timing cannot reorder it. */
  function recorder() {
    const order: string[] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const hash = (label: string) => async () => {
      order.push(label);
      await gate;
    };
    return { order, hash, open };
  }

  // Regression: a flood of hashing requests made a legitimate sign-in wait behind every one of them.
  it("serves another client's sign-in next, however many hashes a flooding client has queued", async () => {
    const queue = createHashingQueue(roomy);
    const { order, hash, open } = recorder();
    const flood = Array.from({ length: 40 }, (_, i) => queue.run('flooder', 'sign-in', hash(`flood${i}`)));
    const signIn = queue.run('user', 'sign-in', hash('sign-in'));
    open();
    await signIn;
    expect(order.indexOf('sign-in')).toBeLessThanOrEqual(2);
    await Promise.all(flood);
  });

  it('puts a sign-in ahead of registrations from any number of clients', async () => {
    const queue = createHashingQueue(roomy);
    const { order, hash, open } = recorder();
    const flood = Array.from({ length: 40 }, (_, i) => queue.run(`client${i}`, 'other', hash(`register${i}`)));
    const signIn = queue.run('user', 'sign-in', hash('sign-in'));
    open();
    await signIn;
    expect(order.indexOf('sign-in')).toBeLessThanOrEqual(1);
    await Promise.all(flood);
  });

  it('refuses with 429 when a client or a lane is full, and runs at most `concurrency` at once', async () => {
    const queue = createHashingQueue({ concurrency: 2, maxWaitingPerClient: 3, maxWaitingPerLane: 5 });
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await pause(5);
      running--;
    };
    const oneClient = await Promise.allSettled(Array.from({ length: 8 }, () => queue.run('flooder', 'other', work)));
    expect(most).toBe(2);
    expect(oneClient.filter((result) => result.status === 'rejected')).toHaveLength(3);
    const manyClients = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => queue.run(`c${i}`, 'other', work)),
    );
    const refused = manyClients.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(3);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await queue.run('flooder', 'sign-in', async () => 'served again')).toBe('served again');
  });
});
