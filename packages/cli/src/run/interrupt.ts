import { EXIT, type ExitCode } from '../exitCodes.js';

export type StopSignal = 'SIGINT' | 'SIGTERM';

export const SIGNAL_EXIT: Record<StopSignal, ExitCode> = { SIGINT: EXIT.interrupted, SIGTERM: EXIT.terminated };

/**
 * One Ctrl-C can arrive twice: from the terminal, which signals the whole process group, and
 * from the bin's launcher, which passes on what it receives. Within this time a repeat is that
 * same keypress, not a second one.
 */
const SAME_SIGNAL_MS = 500;

/**
 * Ctrl-C or a CI job's SIGTERM stops the run gracefully (the summary and the reports are still
 * written) instead of killing the process. The same signal again ends the process at once, as a
 * user who presses Ctrl-C twice expects. Returns the uninstaller.
 */
export function onStopSignal(stop: (signal: StopSignal) => void): () => void {
  const firstAt = new Map<StopSignal, number>();
  const handlers = (['SIGINT', 'SIGTERM'] as const).map((signal) => {
    const handler = () => {
      const first = firstAt.get(signal);
      if (first === undefined) {
        firstAt.set(signal, Date.now());
        stop(signal);
      } else if (Date.now() - first >= SAME_SIGNAL_MS) {
        uninstall();
        process.kill(process.pid, signal);
      }
    };
    process.on(signal, handler);
    return () => process.off(signal, handler);
  });
  const uninstall = () => handlers.forEach((off) => off());
  return uninstall;
}
