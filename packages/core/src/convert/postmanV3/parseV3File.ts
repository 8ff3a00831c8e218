/** One file of a Postman 3.0.0 collection folder, parsed; a broken file names itself and its line. */
import { parseDocument, type Document } from 'yaml';
import { ImportError } from '../errors.js';
import type { FolderFile } from '../bruno/brunoConfigFile.js';

/** Parses a v3 YAML file into a document, or fails with `file:line: what is wrong`. */
export function parseV3Document(file: FolderFile): Document {
  const document = parseDocument(file.text, { prettyErrors: false });
  const [error] = document.errors;
  if (error) {
    const line = error.linePos?.[0].line ?? 1;
    throw new ImportError('INVALID_YAML', `${file.path}:${line}: ${error.message.split('\n')[0]}`);
  }
  return document;
}

/** A v3 file's top-level mapping; anything else is a broken file. */
export function parseV3File(file: FolderFile): Record<string, unknown> {
  const value: unknown = parseV3Document(file).toJS();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ImportError('INVALID_YAML', `${file.path}:1: expected a mapping of fields`);
  }
  return value as Record<string, unknown>;
}
