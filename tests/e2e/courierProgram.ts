// Parses a `courier …` command line against the real commander program without running it: every
// command's action is replaced by a no-op, so unknown flags, missing arguments and bad values fail
// as they would for a user, and nothing is read, sent or written.
import { Writable } from 'node:stream';
import { CommanderError } from 'commander';
import { createProgram } from '../../packages/cli/src/index.js';
import { extractReporterArgs } from '../../packages/cli/src/run/reporterOptions.js';

const sink = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** Undefined when the command parses; else commander's message. */
export async function courierParseError(args: readonly string[]): Promise<string | undefined> {
  const { args: commandArgs, reporterArgs } = extractReporterArgs(args);
  const io = { out: sink(), err: sink(), env: {}, isTerminal: false };
  const program = createProgram(io, () => undefined, reporterArgs);
  for (const command of program.commands) command.action(() => undefined);
  try {
    await program.parseAsync(commandArgs, { from: 'user' });
    return undefined;
  } catch (thrown) {
    if (
      thrown instanceof CommanderError &&
      ['commander.version', 'commander.helpDisplayed', 'commander.help'].includes(thrown.code)
    ) {
      return undefined;
    }
    return thrown instanceof Error ? thrown.message : String(thrown);
  }
}
