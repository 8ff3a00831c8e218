// What the Import tab asks the import worker, and how the worker answers: the conversion runs there so
// a large document (10 MB of OpenAPI) never holds the page. Files travel as File objects (cheap to
// send, read in the worker); the result comes back as plain data by structured clone, in pieces the
// page reads one task at a time, with each collection's JSON for the browser's database made here
// (its JSON.stringify held the page half a second at 7,700 requests).
import {
  ImportError,
  importFolder,
  messageOf,
  type FolderBy,
  type ImportErrorCode,
  type ImportResult,
} from '@courier/core';
import { importAny } from '@courier/core/import';
import { jsonSyntaxProblem } from '../../lib/jsonSyntaxProblem.js';
import { cutIntoPieces, type ValuePiece } from '../../lib/valuePieces.js';
import { asImported } from './asImported.js';

/** One file or document text, or the files of a Bruno collection folder by their path in it. */
export type ImportSource =
  | { kind: 'file'; file: Blob; name: string }
  | { kind: 'text'; text: string; location: string }
  | { kind: 'folder'; files: readonly { path: string; file: Blob }[] };

export interface ImportRequest {
  id: number;
  source: ImportSource;
  folderBy: FolderBy;
}

/** What the import brings, with each of its collections' JSON as the browser's database keeps it. */
export interface ConvertedImport {
  result: ImportResult;
  /** In the order of `result.collections`. */
  texts: Blob[];
}

/** A piece of the converted import (the page joins them once the last is in), or the failure with its stable code and the words the tab shows. */
export type ImportReply = { id: number } & (
  { piece: ValuePiece; last: boolean } | { failure: { code: ImportErrorCode; message: string } }
);

/**
 * Core's ImportError already reads 'Import failed: …', but for a file that is not JSON it carries the
 * parser's own text; the line and column say more.
 */
function failureOf(thrown: unknown, text: string): { code: ImportErrorCode; message: string } {
  if (!(thrown instanceof ImportError))
    return { code: 'IMPORT_FAILED', message: `Import failed: ${messageOf(thrown)}` };
  if (!(thrown.cause instanceof SyntaxError)) return { code: thrown.code, message: thrown.message };
  const problem = jsonSyntaxProblem(text.replace(/^\uFEFF/, ''));
  return {
    code: thrown.code,
    message: problem
      ? `Import failed: the file is not valid JSON (line ${problem.line}, column ${problem.column})`
      : 'Import failed: the file is not valid JSON',
  };
}

async function convert(source: ImportSource, folderBy: FolderBy, read: { text: string }): Promise<ImportResult> {
  if (source.kind === 'folder') {
    return importFolder(
      await Promise.all(source.files.map(async ({ path, file }) => ({ path, text: await file.text() }))),
    );
  }
  const location = source.kind === 'file' ? source.name : source.location;
  read.text = source.kind === 'file' ? await source.file.text() : source.text;
  return importAny(read.text, location, { openapi: { folderBy, location } });
}

/** The worker's whole job, apart from the messaging: convert what was asked, answer in plain data, in order. */
export async function answerImportRequest({ id, source, folderBy }: ImportRequest): Promise<ImportReply[]> {
  const read = { text: '' };
  let result: ImportResult;
  try {
    result = await convert(source, folderBy, read);
  } catch (thrown) {
    return [{ id, failure: failureOf(thrown, read.text) }];
  }
  // Marked here as the page keeps them, so each text is the very collection the page stores.
  const collections = result.collections.map(asImported);
  const converted: ConvertedImport = {
    result: { ...result, collections },
    texts: collections.map((collection) => new Blob([JSON.stringify(collection)], { type: 'application/json' })),
  };
  const pieces = cutIntoPieces(converted);
  return pieces.map((piece, index) => ({ id, piece, last: index === pieces.length - 1 }));
}
