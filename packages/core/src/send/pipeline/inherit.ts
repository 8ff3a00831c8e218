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

/** Where a request sits: all that inheritance reads. */
type Placement = Pick<SendContext, 'request' | 'folders' | 'collection'>;

/** A level's own scripts: a collection, a folder or the request. */
type ScriptLevel = Partial<Pick<CollectionLevel, ScriptField>>;

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
  if (own.type !== 'inherit') return own;
  const fromFolder = folders.findLast((folder) => folder.auth.type !== 'inherit')?.auth;
  if (fromFolder) return fromFolder;
  return collection && collection.auth.type !== 'inherit' ? collection.auth : { type: 'none' };
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
  const { request, folders = [], collection } = ctx;
  // Pushed level by level with no intermediate arrays: this runs for every request of a run,
  // most of which have no script at all.
  const chain: ScriptSource[] = [];
  if (collection) addScripts(chain, event, collection, 'Collection', collection.name);
  for (const folder of folders) addScripts(chain, event, folder, 'Folder', folder.name);
  addScripts(chain, event, request, 'Request', request.name ?? request.url);
  return chain;
}

function addScripts(
  chain: ScriptSource[],
  event: 'prerequest' | 'test',
  level: ScriptLevel,
  kind: 'Collection' | 'Folder' | 'Request',
  name: string,
): void {
  const first = event === 'prerequest' ? level.preRequestScript : level.postRequestScript;
  const more = event === 'prerequest' ? level.morePreRequestScripts : level.morePostRequestScripts;
  addScript(chain, first, kind, name);
  if (more) for (const source of more) addScript(chain, source, kind, name);
}

function addScript(chain: ScriptSource[], source: string | undefined, kind: string, name: string): void {
  if (source !== undefined && source.trim() !== '') chain.push({ name: `${kind} ${name}`, source, item: name });
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
