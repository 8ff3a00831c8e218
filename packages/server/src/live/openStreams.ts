// The live streams (GET /api/live) this instance holds. Each one keeps a socket and its buffers for as
// long as the browser tab stays open, so they are counted per account and in all, and a stopping
// server ends them at once: a browser then reconnects to another instance instead of holding the
// shutdown until its timeout.
import { DEFAULT_LIVE_STREAM_LIMITS, type ServerConfig } from '../config.js';
import { RateLimitedError, ServerStoppingError } from '../errors/serverErrors.js';

export interface LiveStreamLimits {
  /** Streams one account may have open on this instance: a browser holds one per tab. */
  perAccount: number;
  /** Streams this instance holds for everyone together. */
  perInstance: number;
}

/** The limits a server's settings name, the defaults where they name none. */
export function liveStreamLimits(
  config: Partial<Pick<ServerConfig, 'liveStreamsPerAccount' | 'liveStreamsPerInstance'>>,
): LiveStreamLimits {
  return {
    perAccount: config.liveStreamsPerAccount ?? DEFAULT_LIVE_STREAM_LIMITS.perAccount,
    perInstance: config.liveStreamsPerInstance ?? DEFAULT_LIVE_STREAM_LIMITS.perInstance,
  };
}

export interface OpenStreams {
  /**
   * Counts a new stream of `userId` and returns what frees its slot (call it once, when the stream
   * closes); throws 429 when the account or the instance has none left, 503 once stopping. `end`
   * finishes the response when the server stops.
   */
  admit(userId: string, end: () => void): () => void;
  /** Ends every open stream and refuses new ones: the server is stopping. */
  endAll(): void;
}

export function createOpenStreams(limits: LiveStreamLimits): OpenStreams {
  const ends = new Set<() => void>();
  const perAccount = new Map<string, number>();
  let stopping = false;

  return {
    admit(userId, end) {
      // A browser reconnecting on a kept-alive connection must go to another instance, not hold this one.
      if (stopping) throw new ServerStoppingError('This server is restarting; reconnect to continue');
      const mine = perAccount.get(userId) ?? 0;
      if (mine >= limits.perAccount) {
        throw new RateLimitedError(
          `You have ${limits.perAccount} live connections open to this server, the most an account may have; close Courier in other tabs or windows, then reload this one`,
        );
      }
      if (ends.size >= limits.perInstance) {
        throw new RateLimitedError(
          `This server holds ${limits.perInstance} live connections, the most it takes; try again in a few minutes`,
        );
      }
      perAccount.set(userId, mine + 1);
      // A function of its own per stream: the same `end` passed twice is still two streams.
      const entry = () => end();
      ends.add(entry);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        ends.delete(entry);
        const left = (perAccount.get(userId) ?? 1) - 1;
        if (left === 0) perAccount.delete(userId);
        else perAccount.set(userId, left);
      };
    },

    endAll() {
      stopping = true;
      for (const end of [...ends]) end();
    },
  };
}
