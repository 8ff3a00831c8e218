// The browser's one live connection (GET /api/live, Server-Sent Events read from a fetch body so the
// session's Bearer token goes with it). Features follow scopes; the client keeps the last sequence
// number it delivered of each, and every reconnect asks for what came after, so nothing is missed and
// nothing arrives twice however often the network drops.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import {
  LiveEventSchema,
  LiveNoticeSchema,
  ScopeMessageSchema,
  type LiveEvent,
  type LiveNotice,
  type LiveStatus,
} from './liveEvent.js';

export interface LiveClientPorts {
  /** Opens the stream at `path` (under /api) with the session's credentials. */
  open(path: string, signal: AbortSignal): Promise<Response>;
  /** The session is over (401): the app signs the user out. */
  unauthorized(): void;
}

interface FollowOptions {
  /** The last sequence number the follower already has (from the list it loaded); 0 for everything. */
  after?: number;
  /** The server no longer lets this user read the scope (removed from the team or workspace). */
  revoked?: () => void;
  /** The scope's passing notices, which only a connected client receives. */
  notice?: (notice: LiveNotice) => void;
  /**
   * The events since `after` are gone from the server's log (away longer than it keeps them): read
   * the scope's state again. The events that follow keep arriving.
   */
  reset?: () => void;
}

type LiveListener = (event: LiveEvent) => void;

export interface LiveClient {
  /** Delivers the scope's events to `listener` until the returned function is called. */
  follow(scope: string, listener: LiveListener, options?: FollowOptions): () => void;
  /** Connects while true (signed in), with the credentials `open` sends at that moment. */
  setActive(active: boolean): void;
  /** Drops the connection and opens a new one at once (the network came back, the session changed). */
  reconnect(): void;
  status(): LiveStatus;
  onStatus(listener: (status: LiveStatus) => void): () => void;
  /** The last sequence number delivered of a scope. */
  position(scope: string): number | undefined;
}

/** Waits between attempts after a failure; the last one repeats. */
export const RETRY_DELAYS_MS: readonly number[] = [250, 1000, 2000, 5000, 10_000];
/** The server writes a heartbeat every 25 s: this long without a byte means the connection is dead. */
export const SILENCE_LIMIT_MS = 60_000;

interface Follower {
  listener: LiveListener;
  revoked?: (() => void) | undefined;
  notice?: ((notice: LiveNotice) => void) | undefined;
  reset?: (() => void) | undefined;
}

export function createLiveClient(ports: LiveClientPorts): LiveClient {
  const followers = new Map<string, Set<Follower>>();
  const positions = new Map<string, number>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  let active = false;
  let status: LiveStatus = 'idle';
  let connection: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let restartQueued = false;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const forget = (scope: string) => {
    const revoked = [...(followers.get(scope) ?? [])];
    followers.delete(scope);
    positions.delete(scope);
    for (const follower of revoked) follower.revoked?.();
  };

  const deliver = (event: LiveEvent) => {
    const seen = positions.get(event.scope);
    // A scope nobody follows any more, or an event already delivered before a reconnect.
    if (seen === undefined || event.seq <= seen) return;
    positions.set(event.scope, event.seq);
    for (const follower of [...(followers.get(event.scope) ?? [])]) {
      try {
        follower.listener(event);
      } catch (thrown) {
        // One feature's failure must not stop the others' events.
        console.error('live event listener failed', thrown);
      }
    }
  };

  const handle = (message: EventSourceMessage) => {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    if (message.event === 'ready') {
      failures = 0;
      setStatus('live');
    } else if (message.event === 'change') {
      const event = LiveEventSchema.safeParse(data);
      if (event.success) deliver(event.data);
    } else if (message.event === 'notice') {
      const notice = LiveNoticeSchema.safeParse(data);
      if (notice.success)
        for (const follower of [...(followers.get(notice.data.scope) ?? [])]) follower.notice?.(notice.data);
    } else if (message.event === 'revoked') {
      const revoked = ScopeMessageSchema.safeParse(data);
      if (revoked.success) forget(revoked.data.scope);
    } else if (message.event === 'reset') {
      const reset = ScopeMessageSchema.safeParse(data);
      if (reset.success) for (const follower of [...(followers.get(reset.data.scope) ?? [])]) follower.reset?.();
    }
  };

  const stop = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    connection?.abort();
    connection = null;
  };

  const retryLater = () => {
    if (!active || followers.size === 0) return;
    setStatus('reconnecting');
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
    failures += 1;
    retryTimer = setTimeout(connect, delay);
  };

  /** A refusal names the scope the user may not read: that scope goes, the others reconnect. */
  const refused = async (response: Response): Promise<boolean> => {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    const message = typeof body.message === 'string' ? body.message : '';
    const scope = [...followers.keys()].find((candidate) => message.endsWith(candidate));
    if (scope === undefined) return false;
    forget(scope);
    return true;
  };

  async function read(response: Response, controller: AbortController): Promise<void> {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const parser = createParser({ onEvent: handle });
    let silence: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), SILENCE_LIMIT_MS);
    };
    watch();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        watch();
        parser.feed(value);
      }
    } finally {
      clearTimeout(silence);
    }
  }

  async function connect(): Promise<void> {
    stop();
    if (!active || followers.size === 0) {
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    connection = controller;
    if (status !== 'reconnecting') setStatus('connecting');
    const query = [...followers.keys()]
      .map((scope) => `scope=${encodeURIComponent(`${scope}:${positions.get(scope) ?? 0}`)}`)
      .join('&');
    try {
      const response = await ports.open(`/live?${query}`, controller.signal);
      if (connection !== controller) return;
      if (response.status === 401) {
        stop();
        setStatus('idle');
        ports.unauthorized();
        return;
      }
      if (response.status === 403 && (await refused(response))) {
        if (connection === controller) void connect();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`live channel answered ${response.status}`);
      await read(response, controller);
    } catch {
      // Aborted on purpose, or the network failed: either way the code below decides what follows.
    }
    if (connection !== controller) return;
    connection = null;
    retryLater();
  }

  // Several follows in one render become one reconnect.
  const restartSoon = () => {
    if (restartQueued) return;
    restartQueued = true;
    queueMicrotask(() => {
      restartQueued = false;
      void connect();
    });
  };

  return {
    follow(scope, listener, options = {}) {
      const follower: Follower = { listener, revoked: options.revoked, notice: options.notice, reset: options.reset };
      let set = followers.get(scope);
      if (!set) {
        followers.set(scope, (set = new Set()));
        positions.set(scope, options.after ?? 0);
        restartSoon();
      }
      set.add(follower);
      return () => {
        const current = followers.get(scope);
        if (!current?.delete(follower) || current.size > 0) return;
        followers.delete(scope);
        positions.delete(scope);
        restartSoon();
      };
    },
    setActive(next) {
      if (next === active) return;
      active = next;
      failures = 0;
      restartSoon();
    },
    reconnect() {
      failures = 0;
      restartSoon();
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    position: (scope) => positions.get(scope),
  };
}
