// Each file's parsed fields kept while its text stays the same: a change on disk (one file of
// thousands, or a checkout touching a few) then parses only what changed, and reading the folder
// again is the importer's work alone. YAML parsing is most of the time of a first read.
import { parseV3File, type FolderFile, type V3FileParser } from '@courier/core';

export interface ParsedFiles {
  parse: V3FileParser;
  /** Forgets a file that is gone, so deleted files do not stay in memory. */
  forget(path: string): void;
}

export function createParsedFiles(): ParsedFiles {
  const kept = new Map<string, { text: string; fields: Record<string, unknown> }>();
  return {
    parse(file: FolderFile) {
      const known = kept.get(file.path);
      if (known?.text === file.text) return known.fields;
      const fields = parseV3File(file);
      kept.set(file.path, { text: file.text, fields });
      return fields;
    },
    forget(path) {
      kept.delete(path);
    },
  };
}
