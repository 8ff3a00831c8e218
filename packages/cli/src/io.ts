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
  return {
    out: process.stdout,
    err: process.stderr,
    env: process.env,
    isTerminal: process.stderr.isTTY === true && process.stdout.isTTY === true,
  };
}
