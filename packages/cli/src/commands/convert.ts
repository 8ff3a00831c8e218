import type { Command } from 'commander';
import { CliError } from '../errors.js';
import { EXIT, type ExitCode } from '../exitCodes.js';
import type { CliIo } from '../io.js';
import type { ConvertTarget } from '../lazy/convert.js';
import { writeOutputFile } from '../reporters/fileReports.js';

const TARGETS = ['native', 'postman'] as const satisfies readonly ConvertTarget[];
/** Courier's own format goes by its name too: `--to courier` is `--to native`. */
const ALIASES: Record<string, ConvertTarget> = { courier: 'native' };

interface ConvertFlags {
  curl?: string;
  to: string;
  output?: string;
}

function parseTarget(text: string): ConvertTarget {
  const target = TARGETS.find((candidate) => candidate === text) ?? ALIASES[text];
  if (!target) throw new CliError('USAGE', `--to must be courier, native or postman, got "${text}"`);
  return target;
}

/**
 * `courier convert <file|folder|--curl "…"> --to courier|native|postman [-o out]` over core's
 * converters. What was read, and what could not be mapped, goes to standard error.
 */
export function registerConvert(program: Command, io: CliIo, setExitCode: (code: ExitCode) => void): void {
  program
    .command('convert')
    .description('Convert a Courier export, a Postman, Insomnia, Bruno, Hoppscotch or HAR file, or a cURL command')
    .argument(
      '[file]',
      'a Courier export; a Postman collection, environment or globals file; an Insomnia export; a Bruno collection folder or export; Hoppscotch collections or environments; a HAR capture',
    )
    .option('--curl <command>', 'convert this cURL command instead of a file')
    .requiredOption('--to <format>', 'courier (or native) or postman')
    .option('-o, --output <path>', 'write here instead of to standard output')
    .action(async (file: string | undefined, flags: ConvertFlags, command: Command) => {
      const target = parseTarget(flags.to);
      if ((file === undefined) === (flags.curl === undefined))
        command.error('error: convert needs a file or --curl, not both');
      const { convert } = await import('../lazy/convert.js');
      const { text, leftOut, imported } = await convert(
        flags.curl !== undefined ? { curl: flags.curl } : { file: file as string },
        target,
      );
      imported.forEach((line) => io.err.write(`${line}\n`));
      if (leftOut) io.err.write(`warning: ${leftOut}\n`);
      if (flags.output) await writeOutputFile(flags.output, text);
      else io.out.write(text.endsWith('\n') ? text : `${text}\n`);
      setExitCode(EXIT.passed);
    });
}
