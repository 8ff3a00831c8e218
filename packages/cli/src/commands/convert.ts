import type { Command } from 'commander';
import { CliError } from '../errors.js';
import { EXIT, type ExitCode } from '../exitCodes.js';
import type { CliIo } from '../io.js';
import type { ConvertTarget } from '../lazy/convert.js';
import { writeOutputFile } from '../reporters/fileReports.js';

/** `courier` is the native format's name for users; `native` stays for the scripts that use it. */
const TARGETS: Record<string, ConvertTarget> = { courier: 'native', native: 'native', postman: 'postman' };
const FOLDERS = ['tag', 'path'] as const;
/** Postman's 3.0.0 collection format: a folder, so it has no text to print and needs -o. */
const POSTMAN_V3 = 'postman-v3';

interface ConvertFlags {
  curl?: string;
  to: string;
  output?: string;
  folders: string;
  sync?: string;
  dryRun?: boolean;
  prefer: string;
}

function parseTarget(text: string): ConvertTarget {
  const target = TARGETS[text];
  if (!target) throw new CliError('USAGE', `--to must be courier, postman or postman-v3, got "${text}"`);
  return target;
}

function parseFolders(text: string): (typeof FOLDERS)[number] {
  const folders = FOLDERS.find((candidate) => candidate === text);
  if (!folders) throw new CliError('USAGE', `--folders must be tag or path, got "${text}"`);
  return folders;
}

function parsePrefer(text: string): 'collection' | 'document' {
  if (text !== 'collection' && text !== 'document') {
    throw new CliError('USAGE', `--prefer must be collection or document, got "${text}"`);
  }
  return text;
}

/**
 * `courier convert <file|folder|--curl "…"> --to courier|native|postman [-o out]` over core's
 * converters, and `courier convert <openapi> --sync <courier file>`, which updates a collection
 * imported from an OpenAPI document to the document's new version. What was read, and what could
 * not be mapped, goes to standard error.
 */
export function registerConvert(program: Command, io: CliIo, setExitCode: (code: ExitCode) => void): void {
  program
    .command('convert')
    .description(
      'Convert a Courier export, a Postman, Insomnia, Bruno, Hoppscotch or HAR file, an OpenAPI document or a cURL command',
    )
    .argument(
      '[file]',
      'a Courier export; a Postman collection, environment or globals file; an OpenAPI document; an Insomnia export; a Bruno collection folder or export; Hoppscotch collections or environments; a HAR capture',
    )
    .option('--curl <command>', 'convert this cURL command instead of a file')
    .requiredOption(
      '--to <format>',
      'courier (or native), postman, or postman-v3 (a folder of YAML files, with -o DIR)',
    )
    .option('-o, --output <path>', 'write here instead of to standard output')
    .option('--folders <by>', 'OpenAPI: put requests in folders by tag or path', 'tag')
    .option('--sync <collection>', 'OpenAPI: update the collection this Courier file holds from <file>')
    .option('--dry-run', 'with --sync: show what would change, write nothing')
    .option(
      '--prefer <side>',
      'with --sync: where both changed a field, keep the collection or the document',
      'collection',
    )
    .action(async (file: string | undefined, flags: ConvertFlags, command: Command) => {
      if (flags.to === POSTMAN_V3) {
        if (file === undefined || flags.output === undefined) {
          throw new CliError('USAGE', '--to postman-v3 writes a folder: give the collection file and -o <folder>');
        }
        const { convertToV3Folder } = await import('../lazy/convert.js');
        const done = await convertToV3Folder(file, flags.output, { folderBy: parseFolders(flags.folders) });
        done.imported.forEach((line) => io.err.write(`${line}\n`));
        for (const notice of done.notices) io.err.write(`warning: ${notice}\n`);
        io.err.write(`Wrote ${done.written} files under ${flags.output}/postman\n`);
        setExitCode(EXIT.passed);
        return;
      }
      const target = parseTarget(flags.to);
      const folderBy = parseFolders(flags.folders);
      const prefer = parsePrefer(flags.prefer);
      if ((file === undefined) === (flags.curl === undefined))
        command.error('error: convert needs a file or --curl, not both');
      if (flags.sync !== undefined) {
        if (file === undefined) command.error('error: --sync needs the OpenAPI document as <file>');
        if (target !== 'native') throw new CliError('USAGE', '--sync writes a Courier file: use --to courier');
        const { syncCollectionFile } = await import('../lazy/syncOpenApi.js');
        const { text, preview } = await syncCollectionFile(file as string, flags.sync, { prefer });
        io.err.write(`${preview.join('\n')}\n`);
        if (!flags.dryRun) await writeOutputFile(flags.output ?? flags.sync, text);
        setExitCode(EXIT.passed);
        return;
      }
      const { convert } = await import('../lazy/convert.js');
      const { text, notices, imported } = await convert(
        flags.curl !== undefined ? { curl: flags.curl } : { file: file as string },
        target,
        { folderBy },
      );
      imported.forEach((line) => io.err.write(`${line}\n`));
      for (const notice of notices) io.err.write(`warning: ${notice}\n`);
      if (flags.output) await writeOutputFile(flags.output, text);
      else io.out.write(text.endsWith('\n') ? text : `${text}\n`);
      setExitCode(EXIT.passed);
    });
}
