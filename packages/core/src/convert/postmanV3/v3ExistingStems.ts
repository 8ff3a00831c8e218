/**
 * Where a collection folder's files already are, so a writer keeps each file where a person put it. A
 * file's name need not be the writer's own for its item: Postman's reference names a request
 * `get-book-by-id.request.yaml` with `name: 'get book by :id'`, where the writer would make
 * `get book by -id`. Writing an edit of it under the writer's name would leave the old file beside the
 * new one, and the next read would find the request twice.
 */
import type { FolderFile } from '../bruno/brunoConfigFile.js';
import type { V3FileParser } from './readV3Folder.js';
import { isKeptAsIs } from './v3Kinds.js';
import { DEFINITION_FILE, directoryOf, REQUEST_SUFFIX } from './v3Layout.js';

/**
 * The stem a request file (or the directory a subfolder) named `name` already has in `dir`, a
 * directory of the collection's folder ('' for its top, else ending in `/`); undefined when none.
 */
export type V3StemOnDisk = (dir: string, name: string, kind: 'request' | 'folder') => string | undefined;

const keyOf = (kind: 'request' | 'folder', dir: string, name: string) => `${kind}\n${dir}\n${name}`;
const withSlash = (dir: string) => (dir === '' ? '' : `${dir}/`);

/**
 * The fields of a file a writer may write over: not one that does not parse, nor a request of a kind
 * Courier does not read (gRPC, MQTT …), which are kept as they are and whose places are no one's to take.
 */
function writableFields(file: FolderFile, parse: V3FileParser): Record<string, unknown> | undefined {
  try {
    const fields = parse(file);
    return isKeptAsIs(file.path, fields) ? undefined : fields;
  } catch {
    return undefined;
  }
}

const nameIn = (fields: Record<string, unknown>, stem: string) =>
  typeof fields.name === 'string' ? fields.name : stem;

/** `files` are the collection folder's, their paths under `folder` (`''` when they start inside it). */
export function existingV3Stems(files: readonly FolderFile[], parse: V3FileParser, folder = ''): V3StemOnDisk {
  const stems = new Map<string, string>();
  const note = (key: string, stem: string) => {
    if (!stems.has(key)) stems.set(key, stem);
  };
  const prefix = withSlash(folder);
  for (const file of files) {
    if (!file.path.startsWith(prefix)) continue;
    const path = file.path.slice(prefix.length);
    if (path.endsWith(REQUEST_SUFFIX) && !path.includes('.resources/')) {
      const dir = directoryOf(path);
      const stem = path.slice(dir === '' ? 0 : dir.length + 1, -REQUEST_SUFFIX.length);
      const fields = writableFields(file, parse);
      if (fields) note(keyOf('request', withSlash(dir), nameIn(fields, stem)), stem);
    } else if (path.endsWith(`/${DEFINITION_FILE}`)) {
      const folder = path.slice(0, -(DEFINITION_FILE.length + 1));
      const parent = directoryOf(folder);
      const stem = folder.slice(parent === '' ? 0 : parent.length + 1);
      const fields = writableFields(file, parse);
      if (fields) note(keyOf('folder', withSlash(parent), nameIn(fields, stem)), stem);
    }
  }
  return (dir, name, kind) => stems.get(keyOf(kind, dir, name));
}
