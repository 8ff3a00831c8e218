import { EXIT, type ExitCode } from '../exitCodes.js';

export type StopSignal = 'SIGINT' | 'SIGTERM';

export const SIGNAL_EXIT: Record<StopSignal, ExitCode> = { SIGINT: EXIT.interrupted, SIGTERM: EXIT.terminated };

/**
 * Ctrl-C or a CI job's SIGTERM stops the run gracefully (the summary and the reports are still
 * written) instead of killing the process. Each handler is taken once: a second Ctrl-C then ends
 * the process at once, as a user who presses it twice expects. Returns the uninstaller.
 */
export function onStopSignal(stop: (signal: StopSignal) => void): () => void {
  const handlers = (['SIGINT', 'SIGTERM'] as const).map((signal) => {
    const handler = () => stop(signal);
    process.once(signal, handler);
    return () => process.off(signal, handler);
  });
  return () => handlers.forEach((uninstall) => uninstall());
}
