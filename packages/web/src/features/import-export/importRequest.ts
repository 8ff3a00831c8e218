// What the Import tab asks the import worker, and how the worker answers: the conversion runs there so
// a large document (10 MB of OpenAPI) never holds the page. Files travel as File objects (cheap to
// send, read in the worker); the result comes back as plain data by structured clone.
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

/** The converted result, or the failure with its stable code and the words the tab shows. */
export type ImportReply =
  { id: number; imported: ImportResult } | { id: number; failure: { code: ImportErrorCode; message: string } };

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

/** The worker's whole job, apart from the messaging: convert what was asked, answer in plain data. */
export async function answerImportRequest(request: ImportRequest): Promise<ImportReply> {
  const read = { text: '' };
  try {
    return { id: request.id, imported: await convert(request.source, request.folderBy, read) };
  } catch (thrown) {
    return { id: request.id, failure: failureOf(thrown, read.text) };
  }
}
