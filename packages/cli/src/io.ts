/** What a command reads and writes besides files, so tests and the bin give different streams. */
export interface CliIo {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  /** Is stderr a terminal (progress bar) rather than a CI log or a pipe? */
  isTerminal: boolean;
}

export function processIo(): CliIo {
  return { out: process.stdout, err: process.stderr, env: process.env, isTerminal: process.stderr.isTTY === true };
}
