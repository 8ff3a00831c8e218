/** One file of a Postman 3.0.0 collection folder, parsed; a broken file names itself and its line. */
import { CORE_SCHEMA, load } from 'js-yaml';
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

/** `text` read by js-yaml with YAML 1.2's core schema, as `yaml` reads it; undefined when js-yaml refuses it. */
function quickValue(text: string): unknown {
  // js-yaml reads `0b101` as a binary number, which YAML 1.2's core schema (and `yaml`) reads as text.
  if (text.includes('0b')) return undefined;
  try {
    return load(text, { schema: CORE_SCHEMA });
  } catch {
    return undefined;
  }
}

/**
 * A v3 file's top-level mapping; anything else is a broken file. Read first by js-yaml, several times
 * faster than building `yaml`'s document (a folder of 5,000 requests is read in a fraction of the
 * time); a file js-yaml refuses is read by `yaml`, which names what is wrong and its line.
 */
export function parseV3File(file: FolderFile): Record<string, unknown> {
  const value: unknown = quickValue(file.text) ?? parseV3Document(file).toJS();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ImportError('INVALID_YAML', `${file.path}:1: expected a mapping of fields`);
  }
  return value as Record<string, unknown>;
}
