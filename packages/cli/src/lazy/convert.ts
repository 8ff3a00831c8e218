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
import { importAny } from '@courier/core/import';
import { CliError } from '../errors.js';
import { importInputFile } from '../input/loadCollection.js';
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

async function convertFile(
  path: string,
  target: ConvertTarget,
  options: ConvertOptions,
): Promise<Converted & { warnings: string[] }> {
  const imported = await importInputFile(path, 'input', {
    importer: (text, fileName) =>
      importAny(text, fileName, { openapi: { folderBy: options.folderBy, location: path } }),
    prepare: (text) => withReferencedFiles(text, path),
  });
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
