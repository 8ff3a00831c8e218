import { exceedsJsonDepth } from '../model/jsonDepth.js';
import { ImportError } from './errors.js';
import { isRecord } from './untrusted.js';

/** Folders deeper than this are refused: no real collection comes close, and recursion stays shallow. */
export const MAX_FOLDER_DEPTH = 100;
/** Values (folders, bodies, variable values) may not nest deeper than this in an imported file. */
export const MAX_JSON_DEPTH = 1000;

/** Refuses a parsed file whose values nest deeper than `max`, before anything recurses into them. */
export function assertJsonDepth(root: unknown, max: number = MAX_JSON_DEPTH): void {
  if (exceedsJsonDepth(root, max)) {
    throw new ImportError('NESTING_TOO_DEEP', `The file nests values more than ${max} levels deep`);
  }
}

/**
 * Refuses item trees deeper than MAX_FOLDER_DEPTH before anything recurses into them; `key` names
 * the children list (`item` in Postman files, `items` in Courier's). Walks level by level.
 */
export function assertFolderDepth(items: unknown, key: string): void {
  let level: unknown[] = Array.isArray(items) ? items : [];
  for (let depth = 1; level.length > 0; depth++) {
    if (depth > MAX_FOLDER_DEPTH) {
      throw new ImportError('NESTING_TOO_DEEP', `Folders are nested more than ${MAX_FOLDER_DEPTH} levels deep`);
    }
    level = level.flatMap((item) => (isRecord(item) && Array.isArray(item[key]) ? (item[key] as unknown[]) : []));
  }
}
