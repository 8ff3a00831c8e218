/**
 * Waits `ms` milliseconds, or less when the signal aborts (a stopped run must not linger).
 * `sleep(0)` still yields to the timer queue.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms < 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
