/** A Postman 3.0.0 collection folder as an import result: its collection and its environments. */
import type { FolderFile } from '../bruno/brunoConfigFile.js';
import { summarize } from '../exportResult.js';
import type { ImportResult } from '../importFile.js';
import { importPostmanCollection } from '../postman/importPostmanCollection.js';
import { importPostmanEnvironment } from '../postman/postmanEnvironment.js';
import { placeWebSockets } from './placeWebSockets.js';
import { readV3Folder, type V3FileParser } from './readV3Folder.js';

export function importPostmanV3Folder(
  files: readonly FolderFile[],
  fallbackName = 'Imported collection',
  parse?: V3FileParser,
): ImportResult {
  const folder = readV3Folder(files, fallbackName, parse);
  const { collection, warnings } = importPostmanCollection(folder.collection);
  const items = placeWebSockets(folder.collection.item, collection.items, (message) => warnings.push(message));
  const collections = [{ ...collection, items, imported: true }];
  return {
    kind: 'postman-collection',
    collections,
    environments: folder.environments.map((environment) => importPostmanEnvironment(environment)),
    globals: [],
    warnings,
    summary: summarize(collections),
  };
}
