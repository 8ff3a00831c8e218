// A pool of script hosts for parallel runs (issue 4 §6). One host runs its scripts one at a time,
// so `--parallel 10` would queue every pre-request and test script behind one isolate; the pool
// hands each run to an idle host, starting a new one (a new isolate) only when all are busy and
// the pool is not full. A sequential run therefore never starts more than one.
import { ScriptError } from '../../script/errors.js';
import type { ScriptHost } from '../../script/host.js';
import { createNodeScriptHost, type NodeScriptHostOptions } from './nodeScriptHost.js';

export interface ScriptHostPoolOptions extends NodeScriptHostOptions {
  /** The most hosts running at once: the run's concurrency. */
  size: number;
  /** Makes one host; Node's isolated-vm host by default. */
  createHost?: () => ScriptHost;
}

interface Member {
  host: ScriptHost;
  /** Runs handed to this host that have not settled yet. */
  pending: number;
}

export function createScriptHostPool(options: ScriptHostPoolOptions): ScriptHost {
  const size = Math.max(1, Math.floor(options.size));
  const createHost =
    options.createHost ??
    (() => createNodeScriptHost(options.memoryLimitMb !== undefined ? { memoryLimitMb: options.memoryLimitMb } : {}));
  const members: Member[] = [];
  let disposed = false;

  function pick(): Member {
    const idle = members.find((member) => member.pending === 0);
    if (idle) return idle;
    if (members.length < size) {
      const member = { host: createHost(), pending: 0 };
      members.push(member);
      return member;
    }
    // Full and all busy: queue behind the host with the shortest queue.
    return members.reduce((least, member) => (member.pending < least.pending ? member : least));
  }

  return {
    async run(input, bridge) {
      if (disposed) throw new ScriptError('SCRIPT_HOST_DISPOSED', 'The script host has been disposed');
      const member = pick();
      member.pending += 1;
      try {
        return await member.host.run(input, bridge);
      } finally {
        member.pending -= 1;
      }
    },
    async dispose() {
      disposed = true;
      await Promise.all(members.map((member) => member.host.dispose()));
    },
  };
}
