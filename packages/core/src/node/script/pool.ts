// A pool of script hosts for parallel runs. One host runs its scripts one at a time,
// so `--parallel 10` would queue every pre-request and test script behind one isolate; the pool
// hands each run to an idle host, starting a new one (a new isolate) only when all are busy and
// the pool is not full. A sequential run therefore never starts more than one.
import { HttpRequestSchema } from '../../model/request.js';
import { ScriptError } from '../../script/errors.js';
import type { ScriptBridge, ScriptHost, ScriptInput } from '../../script/host.js';
import { createNodeScriptHost, type NodeScriptHostOptions } from './nodeScriptHost.js';

export interface ScriptHostPoolOptions extends NodeScriptHostOptions {
  /** The most hosts running at once: the run's concurrency. */
  size: number;
  /** Makes one host; Node's isolated-vm host by default. */
  createHost?: () => ScriptHost;
  /** A host started before the pool (see `warmUp`), taken as its first member. */
  first?: ScriptHost;
}

export interface ScriptHostPool extends ScriptHost {
  /**
   * Starts a host's sandbox now, with a run of no scripts, so that an isolate starting (tens of
   * milliseconds, on its own thread) overlaps whatever the caller does before its first script.
   */
  warm(): void;
}

/** A run of no scripts: all it does is bring a sandbox up. */
const WARM_UP: ScriptInput = {
  event: 'prerequest',
  scripts: [],
  request: HttpRequestSchema.parse({}),
  scopes: { globals: [], environment: [], collectionVariables: [], local: [], iterationData: {} },
  info: { eventName: 'prerequest', iteration: 0, iterationCount: 1, requestName: '', requestId: '' },
  timeoutMs: 30_000,
};

const NO_BRIDGE: ScriptBridge = {
  sendRequest: () => Promise.reject(new ScriptError('SCRIPT_SANDBOX_FAILED', 'A warm-up run sends nothing')),
};

/**
 * Starts a host's sandbox now, with a run of no scripts. A sandbox that fails to start fails the
 * first real run too, which reports it; this one's failure is dropped.
 */
export function warmUp(host: ScriptHost): void {
  host.run(WARM_UP, NO_BRIDGE).catch(() => undefined);
}

interface Member {
  host: ScriptHost;
  /** Runs handed to this host that have not settled yet. */
  pending: number;
}

export function createScriptHostPool(options: ScriptHostPoolOptions): ScriptHostPool {
  const size = Math.max(1, Math.floor(options.size));
  const createHost =
    options.createHost ??
    (() => createNodeScriptHost(options.memoryLimitMb !== undefined ? { memoryLimitMb: options.memoryLimitMb } : {}));
  const members: Member[] = options.first ? [{ host: options.first, pending: 0 }] : [];
  let disposed = false;

  function add(): Member {
    const member = { host: createHost(), pending: 0 };
    members.push(member);
    return member;
  }

  function pick(): Member {
    const idle = members.find((member) => member.pending === 0);
    if (idle) return idle;
    if (members.length < size) return add();
    // Full and all busy: queue behind the host with the shortest queue.
    return members.reduce((least, member) => (member.pending < least.pending ? member : least));
  }

  async function run(input: ScriptInput, bridge: ScriptBridge) {
    if (disposed) throw new ScriptError('SCRIPT_HOST_DISPOSED', 'The script host has been disposed');
    const member = pick();
    member.pending += 1;
    try {
      return await member.host.run(input, bridge);
    } finally {
      member.pending -= 1;
    }
  }

  return {
    run,
    warm() {
      if (members.length > 0 || disposed) return;
      // Not counted as pending, so the first script waits for this sandbox rather than starting another.
      warmUp(add().host);
    },
    async dispose() {
      disposed = true;
      await Promise.all(members.map((member) => member.host.dispose()));
    },
  };
}
