// Imported only dynamically, by commands/convert.ts: the cURL importer and the exporters load only
// for `courier convert`.
import {
  CollectionSchema,
  createId,
  EnvironmentSchema,
  exportNative,
  exportPostman,
  exportPostmanEnvironment,
  exportPostmanGlobals,
  importCurl,
  importSummaryLines,
  leftOutNotice,
  type Collection,
  type ExportedFile,
  type ExportResult,
  type FolderBy,
  type ImportResult,
} from '@courier/core';
import { carryV3Files, importAny, rewriteV3Files, v3SourceStems, writeV3Folder } from '@courier/core/import';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CliError } from '../errors.js';
import { importInputFile } from '../input/loadCollection.js';
import { isFolder, readInputFolder } from '../input/readInputFolder.js';
import { withReferencedFiles } from '../input/openApiReferences.js';

export type ConvertTarget = 'native' | 'postman';

/** A cURL command becomes a one-request collection, the smallest thing both formats hold. */
function collectionFromCurl(command: string): Collection {
  const { request } = importCurl(command);
  return CollectionSchema.parse({ id: createId(), name: request.name, items: [request] });
}

/** The CLI keeps everything Postman would: bodies of every method and the saved examples. */
const POSTMAN_OPTIONS = { everyMethodBody: true } as const;

/**
 * A collections file says what it holds, so what the target format left out can be told; a file
 * read says what it held and what could not be mapped (`imported`, one line each).
 */
type Converted = ExportedFile & Partial<Pick<ExportResult, 'summary'>> & { imported?: string[] };

export interface ConvertOptions {
  /** How an OpenAPI document's operations are put in folders. */
  folderBy?: FolderBy;
}

function importForConvert(path: string, options: ConvertOptions): Promise<ImportResult> {
  return importInputFile(path, 'input', {
    importer: (text, fileName) =>
      importAny(text, fileName, { openapi: { folderBy: options.folderBy, location: path } }),
    prepare: (text) => withReferencedFiles(text, path),
  });
}

async function convertFile(
  path: string,
  target: ConvertTarget,
  options: ConvertOptions,
): Promise<Converted & { warnings: string[] }> {
  const imported = await importForConvert(path, options);
  return {
    ...(await exportImported(imported, path, target)),
    imported: importSummaryLines(imported),
    warnings: imported.warnings,
  };
}

async function exportImported(imported: ImportResult, path: string, target: ConvertTarget): Promise<Converted> {
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

/** The converted text, and what the target format left out or could not carry over (one line each). */
export async function convert(
  source: { file: string } | { curl: string },
  target: ConvertTarget,
  options: ConvertOptions = {},
): Promise<{ text: string; notices: string[]; imported: string[] }> {
  const converted: Converted & { warnings?: string[] } =
    'curl' in source
      ? target === 'native'
        ? exportNative({ collections: [collectionFromCurl(source.curl)] })
        : exportPostman([collectionFromCurl(source.curl)], POSTMAN_OPTIONS)
      : await convertFile(source.file, target, options);
  const leftOut = converted.summary ? leftOutNotice(converted.summary) : undefined;
  return {
    text: converted.text,
    notices: [...(converted.warnings ?? []), ...(leftOut ? [leftOut] : [])],
    imported: converted.imported ?? [],
  };
}

/**
 * `--to postman-v3 -o DIR`: the collections (and environments) as Postman's 3.0.0 folder, one YAML
 * file per request, under DIR/postman/. Files already there are edited in place, so converting
 * again into a checkout changes only what changed; a file there that does not parse is left alone.
 */
export async function convertToV3Folder(
  path: string,
  outputDir: string,
  options: ConvertOptions = {},
): Promise<{ written: number; notices: string[]; imported: string[] }> {
  const imported = await importForConvert(path, options);
  if (imported.collections.length === 0)
    throw new CliError('INPUT_FILE', `${path} holds no collection to write as a folder`);
  // A folder read is one collection: its files keep their names, and what they hold beyond Courier's
  // model comes along.
  const source = isFolder(path) ? readInputFolder(path, 'input') : undefined;
  const stemOnDisk = source && v3SourceStems(source);
  const written = imported.collections.flatMap((collection, index) =>
    writeV3Folder(collection, index === 0 ? imported.environments : [], { stemOnDisk }),
  );
  const files = source ? carryV3Files(source, written) : written;
  const existing = new Map<string, string>();
  for (const file of files) {
    const target = join(outputDir, file.path);
    if (existsSync(target)) existing.set(file.path, await readFile(target, 'utf8'));
  }
  const { files: toWrite, leftAlone } = rewriteV3Files(files, (filePath) => existing.get(filePath));
  for (const file of toWrite) {
    const target = join(outputDir, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.text);
  }
  return {
    written: toWrite.length,
    notices: [...imported.warnings, ...leftAlone.map((problem) => `left as it is, it does not parse: ${problem}`)],
    imported: importSummaryLines(imported),
  };
}
