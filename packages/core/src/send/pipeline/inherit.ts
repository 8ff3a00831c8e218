import type { Auth } from '../../model/auth.js';
import type { ProtocolProfileBehavior, ScriptField } from '../../model/request.js';
import type { ScriptSource } from '../../script/host.js';
import type { Folder } from '../../model/collection.js';
import type { CollectionLevel, SendContext } from './context.js';

/**
 * What a request inherits from the levels above it, as Postman does: auth walks up from the
 * request through its folders to the collection while it reads 'inherit'; scripts and
 * protocolProfileBehavior accumulate from the collection down.
 */

type Level = Partial<Pick<CollectionLevel, ScriptField>> & { name: string; auth: Auth };

/** Where a request sits: all that inheritance reads. */
type Placement = Pick<SendContext, 'request' | 'folders' | 'collection'>;

/** Levels from the collection (outermost) down to the request itself. */
function levels(ctx: Placement): Array<Level & { kind: 'Collection' | 'Folder' | 'Request' }> {
  const { request, folders = [], collection } = ctx;
  // Only the fields inheritance reads: spreading whole levels copied every collection's and
  // folder's properties several times per request of a run.
  const level = (kind: 'Collection' | 'Folder' | 'Request', from: Omit<Level, 'name'>, name: string) => ({
    kind,
    name,
    auth: from.auth,
    preRequestScript: from.preRequestScript,
    postRequestScript: from.postRequestScript,
    morePreRequestScripts: from.morePreRequestScripts,
    morePostRequestScripts: from.morePostRequestScripts,
  });
  return [
    ...(collection ? [level('Collection', collection, collection.name)] : []),
    ...folders.map((folder) => level('Folder', folder, folder.name)),
    level('Request', request, request.name ?? request.url),
  ];
}

/**
 * The auth that applies to an item (an HTTP or a WebSocket request) with `own` auth under these
 * folders (outermost first) and collection: the innermost level that does not say 'inherit'; none
 * at the top.
 */
export function inheritedAuth(
  own: Auth,
  folders: readonly Pick<Folder, 'auth'>[] = [],
  collection?: Pick<CollectionLevel, 'auth'>,
): Auth {
  const chain = [own, ...folders.map((folder) => folder.auth).reverse(), ...(collection ? [collection.auth] : [])];
  return chain.find((auth) => auth.type !== 'inherit') ?? { type: 'none' };
}

/** The auth that applies to a request where it sits. */
export function effectiveAuth(ctx: Placement): Auth {
  return inheritedAuth(ctx.request.auth, ctx.folders, ctx.collection);
}

/**
 * Scripts of one event in Postman's order: collection, folders outermost first, then the request;
 * each script of a level runs on its own, as Postman runs each of a level's events.
 */
export function scriptChain(ctx: Placement, event: 'prerequest' | 'test'): ScriptSource[] {
  return levels(ctx).flatMap((level) => {
    const sources =
      event === 'prerequest'
        ? [level.preRequestScript, ...(level.morePreRequestScripts ?? [])]
        : [level.postRequestScript, ...(level.morePostRequestScripts ?? [])];
    return sources
      .filter((source): source is string => source !== undefined && source.trim() !== '')
      .map((source) => ({ name: `${level.kind} ${level.name}`, source, item: level.name }));
  });
}

/** Postman's per-request switches, inner levels overriding outer ones. */
export function effectiveProtocolProfile(ctx: Placement): ProtocolProfileBehavior {
  const { request, folders = [], collection } = ctx;
  return Object.assign(
    {},
    collection?.protocolProfileBehavior,
    ...folders.map((folder) => folder.protocolProfileBehavior),
    request.protocolProfileBehavior,
  ) as ProtocolProfileBehavior;
}
