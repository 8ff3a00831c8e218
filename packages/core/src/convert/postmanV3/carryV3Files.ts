/**
 * A v3 folder converted to a v3 folder (`courier convert <folder> --to postman-v3`): each written file
 * starts from the source's file in the same place, so what Courier does not read in it (fields it has
 * no place for, comments, key order) comes along, and the source's requests of kinds Courier does not
 * read (gRPC, MQTT, MCP …) are copied to their place rather than dropped.
 */
import type { FolderFile } from '../bruno/brunoConfigFile.js';
import { parseV3File } from './parseV3File.js';
import { commonRoot } from './readV3Folder.js';
import { rewriteV3Files } from './rewriteV3Files.js';
import { isKeptAsIs } from './v3Kinds.js';
import { directoryOf, ENVIRONMENT_FILE, isPostmanV3Folder, REQUEST_SUFFIX } from './v3Layout.js';

/** `written` (one collection, as `writeV3Folder` makes it) carrying what `source`'s files hold beyond the model. */
export function carryV3Files(source: readonly FolderFile[], written: readonly FolderFile[]): FolderFile[] {
  const [definition] = written;
  if (definition === undefined || !isPostmanV3Folder(source)) return [...written];
  const sourceFiles = source.filter((file) => file.path.endsWith('.yaml') && !ENVIRONMENT_FILE.test(file.path));
  const paths = sourceFiles.map((file) => file.path);
  const root = commonRoot(paths.filter((path) => path.endsWith(REQUEST_SUFFIX)).map(directoryOf), paths);
  const prefix = root === '' ? '' : `${root}/`;
  const writtenRoot = `${definition.path.split('/').slice(0, 3).join('/')}/`;
  const inCollection = sourceFiles
    .filter((file) => file.path.startsWith(prefix))
    .map((file) => ({ path: `${writtenRoot}${file.path.slice(prefix.length)}`, text: file.text }));
  const sourceText = new Map(inCollection.map((file) => [file.path, file.text]));
  const { files } = rewriteV3Files(written, (path) => sourceText.get(path));
  const kept = inCollection.filter((file) => isKeptAsIs(file.path, parseV3File(file)));
  return [...files, ...kept];
}
