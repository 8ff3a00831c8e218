// The `courier` program: thin commands over @courier/core.
import { Command } from 'commander';
import { config as configureZod } from 'zod';
import { registerCodegen } from './commands/codegen.js';
import { registerConvert } from './commands/convert.js';
import { registerMock } from './commands/mock.js';
import { registerRun } from './commands/run.js';
import { EXIT, reportError, type ExitCode } from './exitCodes.js';
import { processIo, type CliIo } from './io.js';
import { terminalLine } from './reporters/terminalText.js';
import { extractReporterArgs, type ReporterArg } from './run/reporterOptions.js';

export { type ExitCode } from './exitCodes.js';
export type { CliIo } from './io.js';

const VERSION = '0.1.0';

export function createProgram(
  io: CliIo,
  setExitCode: (code: ExitCode) => void,
  reporterArgs: readonly ReporterArg[] = [],
): Command {
  const program = new Command('courier')
    .description('Run Courier and Postman collections from the command line and in CI')
    .version(VERSION, '-v, --version')
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.out.write(text), writeErr: (text) => io.err.write(text) });
  registerRun(program, io, setExitCode, reporterArgs);
  registerConvert(program, io, setExitCode);
  registerCodegen(program, io, setExitCode);
  registerMock(program, io, setExitCode);
  // Subcommands inherit neither exitOverride nor the output streams unless told.
  for (const command of program.commands) {
    command.exitOverride().configureOutput(program.configureOutput());
  }
  return program;
}

/** Runs the command line and returns its exit code; every error is one line on stderr. */
export async function runCli(args: readonly string[], io: CliIo = processIo()): Promise<ExitCode> {
  // A command parses each schema a handful of times: zod's compiled parsers (a `new Function` for
  // each object schema, on its first parse) cost more to build than they save, some 5 ms of a
  // one-request run and no difference over 1,000 requests.
  configureZod({ jitless: true });
  let exitCode: ExitCode = EXIT.passed;
  try {
    // Newman's --reporter-<name>-<option> options are open-ended: taken out before commander parses.
    const { args: commandArgs, reporterArgs } = extractReporterArgs(args);
    await createProgram(io, (code) => (exitCode = code), reporterArgs).parseAsync(commandArgs, { from: 'user' });
    return exitCode;
  } catch (error) {
    const report = reportError(error);
    // The message may quote a collection (its name, a request's): no escape sequence reaches the terminal.
    if (report.line) io.err.write(`${terminalLine(report.line)}\n`);
    return report.exitCode;
  }
}
