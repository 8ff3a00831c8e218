import type { SystemError } from '../model/systemError.js';

/** How deep causes are followed: undici wraps the socket's error once or twice. */
const CAUSE_DEPTH = 6;

/** The first error in the chain of causes that a system call raised, if any. */
export function systemErrorOf(thrown: unknown): SystemError | undefined {
  let error = thrown;
  for (let depth = 0; depth < CAUSE_DEPTH && error !== null && typeof error === 'object'; depth++) {
    const found = error as { syscall?: unknown; code?: unknown; message?: unknown; cause?: unknown };
    if (typeof found.syscall === 'string' && typeof found.code === 'string') {
      const { errno, address, port } = error as { errno?: unknown; address?: unknown; port?: unknown };
      return {
        message: typeof found.message === 'string' ? found.message : found.code,
        code: found.code,
        ...(Number.isInteger(errno) && { errno: errno as number }),
        syscall: found.syscall,
        ...(typeof address === 'string' && { address }),
        ...(Number.isInteger(port) && { port: port as number }),
      };
    }
    // Happy eyeballs tries each address and throws all their errors together: the first says it.
    error = error instanceof AggregateError && error.errors.length > 0 ? error.errors[0] : found.cause;
  }
  return undefined;
}
