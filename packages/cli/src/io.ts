/** What a command reads and writes besides files, so tests and the bin give different streams. */
export interface CliIo {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  /**
   * Are stdout and stderr both a terminal, so a progress line can be drawn on stderr below the
   * request lines? When stdout is piped (`| tee run.log`) its lines reach the terminal later than
   * stderr's, and a progress line would land in the middle of them.
   */
  isTerminal: boolean;
}

export function processIo(): CliIo {
  keepRunningWhenReaderLeaves(process.stdout);
  keepRunningWhenReaderLeaves(process.stderr);
  return {
    out: process.stdout,
    err: process.stderr,
    env: process.env,
    isTerminal: process.stderr.isTTY === true && process.stdout.isTTY === true,
  };
}

/**
 * `courier run … | head` closes the pipe while the run goes on. The run still has reports to write
 * and an exit code to give, so a reader that left costs only the lines it no longer wanted, never
 * an unhandled EPIPE with a stack trace.
 */
function keepRunningWhenReaderLeaves(stream: NodeJS.WriteStream): void {
  if (stream.listenerCount('error') > 0) return;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}
