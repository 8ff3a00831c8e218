import type { Command } from 'commander';
import {
  CollectionSchema,
  createId,
  EnvironmentSchema,
  exportNative,
  exportPostman,
  exportPostmanEnvironment,
  exportPostmanGlobals,
  importCurl,
  leftOutNotice,
  type Collection,
  type ExportedFile,
  type ExportResult,
} from '@courier/core';
import { CliError } from '../errors.js';
import { EXIT, type ExitCode } from '../exitCodes.js';
import { importInputFile } from '../input/loadCollection.js';
import type { CliIo } from '../io.js';
import { writeOutputFile } from '../reporters/fileReports.js';

const TARGETS = ['native', 'postman'] as const;
type Target = (typeof TARGETS)[number];

interface ConvertFlags {
  curl?: string;
  to: string;
  output?: string;
}

function parseTarget(text: string): Target {
  const target = TARGETS.find((candidate) => candidate === text);
  if (!target) throw new CliError('USAGE', `--to must be ${TARGETS.join(' or ')}, got "${text}"`);
  return target;
}

/** A cURL command becomes a one-request collection, the smallest thing both formats hold. */
function collectionFromCurl(command: string): Collection {
  const { request } = importCurl(command);
  return CollectionSchema.parse({ id: createId(), name: request.name, items: [request] });
}

/** The CLI keeps everything Postman would: bodies of every method and the saved examples. */
const POSTMAN_OPTIONS = { everyMethodBody: true } as const;

/** A collections file says what it holds, so what the target format left out can be told. */
type Converted = ExportedFile & Partial<Pick<ExportResult, 'summary'>>;

async function convertFile(path: string, target: Target): Promise<Converted> {
  const imported = await importInputFile(path, 'input');
  if (target === 'native') {
    // A native file has no globals of its own: Postman globals become an environment named Globals.
    const globals =
      imported.kind === 'postman-globals'
        ? [EnvironmentSchema.parse({ id: createId(), name: 'Globals', variables: imported.globals })]
        : [];
    return exportNative(
      { collections: imported.collections, environments: [...imported.environments, ...globals] },
      { environmentsOnly: imported.collections.length === 0 },
    );
  }
  if (imported.collections.length > 0) return exportPostman(imported.collections, POSTMAN_OPTIONS);
  if (imported.kind === 'postman-globals') return exportPostmanGlobals(imported.globals);
  const [environment] = imported.environments;
  if (!environment) throw new CliError('INPUT_FILE', `${path} holds nothing to convert`);
  return exportPostmanEnvironment(environment);
}

/** `courier convert <file|--curl "…"> --to native|postman [-o out]` over core's converters. */
export function registerConvert(program: Command, io: CliIo, setExitCode: (code: ExitCode) => void): void {
  program
    .command('convert')
    .description('Convert a Courier export, a Postman file or a cURL command')
    .argument('[file]', 'a Courier export, Postman collection, environment or globals file')
    .option('--curl <command>', 'convert this cURL command instead of a file')
    .requiredOption('--to <format>', 'native or postman')
    .option('-o, --output <path>', 'write here instead of to standard output')
    .action(async (file: string | undefined, flags: ConvertFlags, command: Command) => {
      const target = parseTarget(flags.to);
      if ((file === undefined) === (flags.curl === undefined))
        command.error('error: convert needs a file or --curl, not both');
      const converted: Converted =
        flags.curl !== undefined
          ? target === 'native'
            ? exportNative({ collections: [collectionFromCurl(flags.curl)] })
            : exportPostman([collectionFromCurl(flags.curl)], POSTMAN_OPTIONS)
          : await convertFile(file as string, target);
      const leftOut = converted.summary && leftOutNotice(converted.summary);
      if (leftOut) io.err.write(`warning: ${leftOut}\n`);
      if (flags.output) await writeOutputFile(flags.output, converted.text);
      else io.out.write(converted.text.endsWith('\n') ? converted.text : `${converted.text}\n`);
      setExitCode(EXIT.passed);
    });
}
