// Writing a collection over a folder that already holds it (a checkout of a repository): each file
// that exists is edited in place, so a diff shows only what changed in the collection and the
// comments, key order and formatting people wrote by hand stay; new files are written whole. A file
// that does not parse is never rewritten: it is named, for the person to mend. What Courier does not
// read (a field it has no place for, a gRPC or MQTT request in the file's place) is kept as it was.
import { messageOf } from '../../errors.js';
import type { FolderFile } from '../bruno/brunoConfigFile.js';
import { editV3File } from './editV3File.js';
import { parseV3File } from './parseV3File.js';
import { isKeptAsIs, unreadFields } from './v3Kinds.js';

export interface RewrittenV3Files {
  /** What to write, path by path. */
  files: FolderFile[];
  /** Files left as they are because they do not parse: `path: what is wrong`. */
  leftAlone: string[];
}

/** The texts to write for `files`, given what each path holds now (undefined: no such file yet). */
export function rewriteV3Files(
  files: readonly FolderFile[],
  existingText: (path: string) => string | undefined,
): RewrittenV3Files {
  const written: FolderFile[] = [];
  const leftAlone: string[] = [];
  for (const file of files) {
    const existing = existingText(file.path);
    if (existing === undefined) {
      written.push(file);
      continue;
    }
    try {
      const before = parseV3File({ path: file.path, text: existing });
      if (isKeptAsIs(file.path, before)) {
        leftAlone.push(`${file.path}: holds a ${String(before.$kind)} Courier keeps as it is`);
        continue;
      }
      const fields = { ...unreadFields(before), ...parseV3File(file) };
      written.push({ path: file.path, text: editV3File({ path: file.path, text: existing }, fields) });
    } catch (error) {
      leftAlone.push(messageOf(error).replace(/^Import failed: /, ''));
    }
  }
  return { files: written, leftAlone };
}
