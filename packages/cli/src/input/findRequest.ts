import { listRequests, type Collection, type LocatedRequest } from '@courier/core';
import { CliError } from '../errors.js';

/** A request with the folders above it, outermost first. */
export type FoundRequest = LocatedRequest;

/** `--request`: a request's id, its name, or its path `Folder / Name`; a name must be unambiguous. */
export function findRequest(collection: Collection, wanted: string): FoundRequest {
  const all = listRequests(collection.items);
  const path = (found: FoundRequest) => [...found.folders.map((folder) => folder.name), found.request.name].join(' / ');
  const byId = all.find((found) => found.request.id === wanted);
  if (byId) return byId;
  const byPath = all.filter((found) => path(found) === wanted);
  const matches = byPath.length > 0 ? byPath : all.filter((found) => found.request.name === wanted);
  const [only] = matches;
  if (!only) throw new CliError('USAGE', `no request named "${wanted}" in ${collection.name}`);
  if (matches.length > 1) {
    throw new CliError(
      'USAGE',
      `"${wanted}" names ${matches.length} requests; use its path: ${matches.map(path).join(', ')}`,
    );
  }
  return only;
}
