// Keeping a collection in step with its OpenAPI document: the document as imported (base), the
// collection as it is now (ours) and the new document (theirs) are compared operation by
// operation, matched by method and path template (then by operationId, for an operation whose
// path was renamed). The result is a preview of what changes and the merged collection; nothing
// is applied until the caller stores it. Rules: docs/decisions/0039-openapi-import-and-keeping-in-step.md.
import type { Auth } from '../../model/auth.js';
import { CollectionSchema, type Collection, type CollectionItem, type Folder } from '../../model/collection.js';
import type { SavedRequest } from '../../model/request.js';
import type { Variable } from '../../model/variable.js';
import { listRequests } from '../../model/walk.js';
import { ImportError } from '../errors.js';
import { isRecord, type JsonRecord } from '../untrusted.js';
import { importOpenApi } from './importOpenApi.js';
import { openApiFingerprint } from './openApiFingerprint.js';
import { mergeRows, mergeValue, type MergeConflict, type MergeContext, type Resolution } from './threeWayMerge.js';

export interface OpenApiChange {
  kind: 'added' | 'changed' | 'removed';
  /** `GET /pets/{petId}` */
  operation: string;
  /** The request's name in the merged collection. */
  name: string;
  /** The fields the update changes in the collection (for `changed`). */
  fields: string[];
}

export interface OpenApiSync {
  /** The document is the one already imported (same fingerprint): nothing to do. */
  upToDate: boolean;
  changes: OpenApiChange[];
  /** Fields both the user and the document changed; each resolved as `resolutions` says, else ours. */
  conflicts: MergeConflict[];
  /** The collection with the update applied, to store when the user confirms. */
  collection: Collection;
}

export interface OpenApiSyncOptions {
  /** Where the new document was read from; the collection's own source when absent. */
  location?: string;
  resolutions?: Readonly<Record<string, Resolution>>;
}

/** A value as stored: no `undefined` properties, so comparisons see only what is there. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Requests of a generated collection by operation key, with the folder each sits in. */
function byOperation(collection: Collection): Map<string, { request: SavedRequest; folder: string | undefined }> {
  return new Map(
    listRequests(collection.items).flatMap(({ request, folders }) =>
      request.openapi ? [[request.openapi.key, { request: plain(request), folder: folders[0]?.name }] as const] : [],
    ),
  );
}

/** The fields of a request the document owns; scripts, tests, ids and history are the user's alone. */
function mergeRequest(
  base: SavedRequest,
  ours: SavedRequest,
  theirs: SavedRequest,
  context: MergeContext,
): SavedRequest {
  const field = <K extends keyof SavedRequest>(key: K) => mergeValue(base[key], ours[key], theirs[key], key, context);
  const disabledQuery = mergeRows(
    base.disabledQuery,
    ours.disabledQuery,
    theirs.disabledQuery,
    'disabledQuery',
    context,
  );
  return {
    ...ours,
    name: field('name'),
    description: field('description'),
    method: field('method'),
    url: field('url'),
    headers: mergeRows(base.headers, ours.headers, theirs.headers, 'headers', context),
    pathVariables: mergeRows(base.pathVariables, ours.pathVariables, theirs.pathVariables, 'pathVariables', context),
    disabledQuery: disabledQuery.length > 0 ? disabledQuery : undefined,
    body: field('body'),
    auth: field('auth') as Auth,
    examples: field('examples'),
    openapi: { ...theirs.openapi!, removed: undefined },
  };
}

/** The names of the fields that differ between two versions of a request. */
function changedFields(before: SavedRequest, after: SavedRequest): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof SavedRequest)[]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** Replaces requests through the tree (and marks removed ones), keeping every folder and the user's items. */
function mapRequests(items: CollectionItem[], update: (request: SavedRequest) => SavedRequest): CollectionItem[] {
  return items.map((item) => {
    if (item.type === 'request') return update(item);
    if (item.type === 'folder') return { ...item, items: mapRequests(item.items, update) };
    return item;
  });
}

/** Puts a new operation's request in the folder of its name (made when missing), else at the top. */
function addRequest(
  items: CollectionItem[],
  request: SavedRequest,
  folderName: string | undefined,
  template?: Folder,
): CollectionItem[] {
  if (folderName === undefined) return [...items, request];
  const index = items.findIndex((item) => item.type === 'folder' && item.name === folderName);
  if (index === -1) {
    const folder: Folder = { ...(template ?? ({} as Folder)), type: 'folder', name: folderName, items: [request] };
    return [...items, folder];
  }
  return items.map((item, at) =>
    at === index && item.type === 'folder' ? { ...item, items: [...item.items, request] } : item,
  );
}

function folderOf(collection: Collection, name: string | undefined): Folder | undefined {
  return collection.items.find((item): item is Folder => item.type === 'folder' && item.name === name);
}

function mergeVariables(base: Variable[], ours: Variable[], theirs: Variable[], context: MergeContext): Variable[] {
  return mergeRows(base, ours, theirs, 'variables', { ...context, scope: 'collection' });
}

/**
 * Compares a collection imported from OpenAPI with a new version of its document. Throws an
 * ImportError when the collection has no source or the file is not an OpenAPI document.
 */
export function syncOpenApi(collection: Collection, file: unknown, options: OpenApiSyncOptions = {}): OpenApiSync {
  const source = collection.openapiSource;
  if (!source || !isRecord(source.document)) {
    throw new ImportError('IMPORT_FAILED', `'${collection.name}' was not imported from an OpenAPI document`);
  }
  if (!isRecord(file)) throw new ImportError('UNSUPPORTED_FORMAT', 'the new document is not an OpenAPI document');
  const fingerprint = openApiFingerprint(file);
  const upToDate = fingerprint === source.fingerprint;
  const importOptions = { folderBy: source.folderBy, location: options.location ?? source.location };
  // The base is generated as it was at import: relative servers resolved against the old location.
  const base = importOpenApi(source.document, { ...importOptions, location: source.location }).collection;
  const theirs = importOpenApi(file as JsonRecord, importOptions).collection;
  const [baseOps, theirOps] = [byOperation(base), byOperation(theirs)];
  const resolutions = options.resolutions ?? {};
  const conflicts: MergeConflict[] = [];
  const changes: OpenApiChange[] = [];
  const seen = new Set<string>();
  const ourKeys = new Set(listRequests(collection.items).flatMap(({ request }) => request.openapi?.key ?? []));
  // An operation whose path was renamed keeps its operationId: matched by it when its key is new.
  const renamed = new Map(
    [...theirOps].flatMap(([key, { request }]) =>
      !ourKeys.has(key) && request.openapi?.operationId ? [[request.openapi.operationId, key] as const] : [],
    ),
  );

  let items = mapRequests(collection.items, (current) => {
    const key = current.openapi?.key;
    if (key === undefined) return current; // the user's own request
    const operationId = current.openapi?.operationId;
    const theirKey = theirOps.has(key) ? key : ((operationId && renamed.get(operationId)) ?? key);
    seen.add(theirKey);
    const ours = plain(current);
    const next = theirOps.get(theirKey);
    if (!next) {
      if (!current.openapi?.removed) changes.push({ kind: 'removed', operation: key, name: current.name, fields: [] });
      return { ...current, openapi: { ...current.openapi!, removed: true } };
    }
    const context: MergeContext = { scope: key, resolutions, conflicts };
    const merged = mergeRequest(baseOps.get(key)?.request ?? ours, ours, next.request, context);
    const fields = changedFields(ours, plain(merged));
    if (fields.length > 0) changes.push({ kind: 'changed', operation: key, name: merged.name, fields });
    return merged;
  });

  // Operations the document added since the import; one the user deleted stays deleted.
  for (const [key, { request, folder }] of theirOps) {
    if (seen.has(key) || baseOps.has(key)) continue;
    items = addRequest(items, request, folder, folderOf(theirs, folder));
    changes.push({ kind: 'added', operation: key, name: request.name, fields: [] });
  }

  const context: MergeContext = { scope: 'collection', resolutions, conflicts };
  const merged = CollectionSchema.parse({
    ...collection,
    name: mergeValue(base.name, collection.name, theirs.name, 'name', context),
    description: mergeValue(base.description, collection.description, theirs.description, 'description', context),
    auth: mergeValue(plain(base.auth), plain(collection.auth), plain(theirs.auth), 'auth', context),
    variables: mergeVariables(plain(base.variables), plain(collection.variables), plain(theirs.variables), context),
    items,
    openapiSource: {
      ...source,
      location: importOptions.location,
      fingerprint,
      importedAt: upToDate ? source.importedAt : new Date().toISOString(),
      document: file,
    },
  });
  const collectionFields = (['name', 'description', 'auth', 'variables'] as const).filter(
    (key) => JSON.stringify(collection[key]) !== JSON.stringify(merged[key]),
  );
  if (collectionFields.length > 0) {
    changes.unshift({ kind: 'changed', operation: 'collection', name: merged.name, fields: [...collectionFields] });
  }
  return { upToDate, changes, conflicts, collection: merged };
}
