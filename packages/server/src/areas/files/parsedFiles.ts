// Each file's parsed fields kept while its text stays the same: a change on disk (one file of
// thousands, or a checkout touching a few) then parses only what changed, and reading the folder
// again is the importer's work alone. YAML parsing is most of the time of a first read.
import { parseV3File, type FolderFile, type V3FileParser } from '@courier/core';

export interface ParsedFiles {
  parse: V3FileParser;
  /** Forgets the files not read since the last call: deleted ones do not stay in memory. */
  sweep(): void;
}

export function createParsedFiles(): ParsedFiles {
  let kept = new Map<string, { text: string; fields: Record<string, unknown> }>();
  let read = new Map<string, { text: string; fields: Record<string, unknown> }>();
  return {
    parse(file: FolderFile) {
      const known = kept.get(file.path) ?? read.get(file.path);
      const entry = known?.text === file.text ? known : { text: file.text, fields: parseV3File(file) };
      read.set(file.path, entry);
      return entry.fields;
    },
    sweep() {
      kept = read;
      read = new Map();
    },
  };
}
