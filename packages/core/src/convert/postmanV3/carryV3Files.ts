/**
 * A v3 folder converted to a v3 folder (`courier convert <folder> --to postman-v3`): each request and
 * folder is written where the source has it (v3SourceStems), each written file starts from the
 * source's file in the same place, so what Courier does not read in it (fields it has
 * no place for, comments, key order) comes along, and the source's requests of kinds Courier does not
 * read (gRPC, MQTT, MCP …) are copied to their place rather than dropped.
 */
import type { FolderFile } from '../bruno/brunoConfigFile.js';
import { parseV3File } from './parseV3File.js';
import { commonRoot } from './readV3Folder.js';
import { rewriteV3Files } from './rewriteV3Files.js';
import { existingV3Stems, type V3StemOnDisk } from './v3ExistingStems.js';
import { isKeptAsIs } from './v3Kinds.js';
import { directoryOf, ENVIRONMENT_FILE, isPostmanV3Folder, REQUEST_SUFFIX } from './v3Layout.js';

/** The source's collection files and the folder they share. */
function collectionFilesOf(source: readonly FolderFile[]): { sourceFiles: FolderFile[]; root: string } {
  const sourceFiles = source.filter((file) => file.path.endsWith('.yaml') && !ENVIRONMENT_FILE.test(file.path));
  const paths = sourceFiles.map((file) => file.path);
  return {
    sourceFiles,
    root: commonRoot(paths.filter((path) => path.endsWith(REQUEST_SUFFIX)).map(directoryOf), paths),
  };
}

/** Where the source folder's files are, for `writeV3Folder`: a request or folder keeps its file's name. */
export function v3SourceStems(source: readonly FolderFile[]): V3StemOnDisk | undefined {
  if (!isPostmanV3Folder(source)) return undefined;
  const { sourceFiles, root } = collectionFilesOf(source);
  return existingV3Stems(sourceFiles, parseV3File, root);
}

/** `written` (one collection, as `writeV3Folder` makes it) carrying what `source`'s files hold beyond the model. */
export function carryV3Files(source: readonly FolderFile[], written: readonly FolderFile[]): FolderFile[] {
  const [definition] = written;
  if (definition === undefined || !isPostmanV3Folder(source)) return [...written];
  const { sourceFiles, root } = collectionFilesOf(source);
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
