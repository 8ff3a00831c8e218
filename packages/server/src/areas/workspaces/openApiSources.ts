// A shared collection's OpenAPI document, kept beside the collection (migration 0016) instead of in
// its fields, which travel in every list and live update. Stored when a collection made from an
// OpenAPI import arrives (an import into the workspace, or a local collection moved there); read by
// any member as the base of a sync; replaced after a sync by those who may write, based on the one
// they merged against, with a live event so a teammate's open Sync dialog reads it again.
import { createHash } from 'node:crypto';
import {
  workspaceEvent,
  type CollectionFields,
  type SaveOpenApiSource,
  type SharedOpenApiSource,
  type SharedOpenApiSourceSummary,
} from '@courier/core';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { NotFoundError } from '../../errors/serverErrors.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { requireAccess } from './access.js';
import { stampOf } from './changeStamp.js';
import { collectionIn } from './collections.js';
import * as repo from './contentRepo.js';
import { VersionConflictError } from './versionConflict.js';
import { workspaceScope } from './workspaceScope.js';

type OpenApiSource = NonNullable<CollectionFields['openapiSource']>;

export const NO_OPENAPI_SOURCE = 'This collection has no OpenAPI document on the server';
export const STALE_OPENAPI_SOURCE =
  'A teammate synced this collection with its OpenAPI document since you checked: check for changes again';

export interface OpenApiSourcesService {
  openApiSource(actorId: string, workspaceId: string, collectionId: string): Promise<SharedOpenApiSource>;
  saveOpenApiSource(
    actorId: string,
    workspaceId: string,
    collectionId: string,
    input: SaveOpenApiSource,
  ): Promise<SharedOpenApiSourceSummary>;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

function summaryOf(row: repo.OpenApiSourceRow): SharedOpenApiSourceSummary {
  return {
    collectionId: row.collection_id,
    workspaceId: row.workspace_id,
    location: row.location,
    hash: row.hash,
    importedAt: row.imported_at,
    importedBy: row.imported_by,
    syncedAt: row.synced_at,
    syncedBy: row.synced_by,
  };
}

/**
 * The fields as stored: the collection's source says where it came from, its document is null (the
 * key stays, as the collection's schema asks for it; the document itself is kept beside it).
 */
export function withoutDocument<Fields extends Partial<CollectionFields>>(fields: Fields): Fields {
  if (!fields.openapiSource) return fields;
  return { ...fields, openapiSource: { ...fields.openapiSource, document: null } };
}

/** Inside the write that stores a new collection: its imported document, when it came with one. */
export async function keepOpenApiSource(
  trx: Transaction<Database>,
  actorId: string,
  workspaceId: string,
  collectionId: string,
  source: OpenApiSource | undefined,
): Promise<void> {
  if (!source || typeof source.document !== 'object' || source.document === null) return;
  const document = JSON.stringify(source.document);
  await repo.insertOpenApiSource(trx, {
    collection_id: collectionId,
    workspace_id: workspaceId,
    location: source.location,
    document,
    hash: hashOf(document),
    imported_at: source.importedAt,
    imported_by: actorId,
    synced_at: null,
    synced_by: null,
  });
}

export function createOpenApiSourcesService(db: Db, live: LiveChannel): OpenApiSourcesService {
  return {
    async openApiSource(actorId, workspaceId, collectionId) {
      await requireAccess(db, actorId, workspaceId, 'read');
      const row = await repo.openApiSourceOf(db, workspaceId, collectionId);
      if (!row) throw new NotFoundError(NO_OPENAPI_SOURCE);
      return { ...summaryOf(row), document: JSON.parse(row.document) as unknown };
    },

    saveOpenApiSource(actorId, workspaceId, collectionId, { location, document, baseHash }) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        // Locked like any other write to the collection, and 404 when the workspace holds no such one.
        await collectionIn(trx, workspaceId, collectionId);
        const current = await repo.openApiSourceOf(trx, workspaceId, collectionId);
        if (!current) throw new NotFoundError(NO_OPENAPI_SOURCE);
        const text = JSON.stringify(document);
        const stamp = stampOf(actorId);
        const changes = { location, document: text, hash: hashOf(text), synced_at: stamp.at, synced_by: actorId };
        if (!(await repo.replaceOpenApiSource(trx, collectionId, baseHash, changes))) {
          throw new VersionConflictError(STALE_OPENAPI_SOURCE, summaryOf(current));
        }
        const source = summaryOf({ ...current, ...changes });
        await record({
          scope: workspaceScope(workspaceId),
          actor: actorId,
          ...workspaceEvent('openapi_source_updated', { source }),
        });
        return source;
      });
    },
  };
}
