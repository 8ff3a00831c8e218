// Who is looking at a collection right now: each open collection sends a heartbeat, and whoever sent
// one within the window and still belongs to the workspace is listed as a collaborator.
import type { Collaborator } from '@courier/core';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../errors/serverErrors.js';
import { requireAccess, roleIn } from './access.js';

/** Someone counts as looking at a collection for this long after their last heartbeat. */
const PRESENCE_WINDOW_MS = 60_000;

export interface PresenceService {
  touch(actorId: string, collectionId: string): Promise<void>;
  collaborators(actorId: string, collectionId: string): Promise<Collaborator[]>;
}

export function createPresenceService(db: Db): PresenceService {
  async function readable(actorId: string, collectionId: string) {
    const collection = await db
      .selectFrom('ws_collections')
      .select('workspace_id')
      .where('id', '=', collectionId)
      .where('uploading_by', 'is', null)
      .executeTakeFirst();
    if (!collection) throw new NotFoundError('Collection not found');
    return requireAccess(db, actorId, collection.workspace_id, 'read');
  }

  return {
    async touch(actorId, collectionId) {
      await readable(actorId, collectionId);
      const seenAt = new Date().toISOString();
      await db
        .insertInto('collection_presence')
        .values({ collection_id: collectionId, user_id: actorId, seen_at: seenAt })
        .onConflict((conflict) => conflict.columns(['collection_id', 'user_id']).doUpdateSet({ seen_at: seenAt }))
        .execute();
    },

    async collaborators(actorId, collectionId) {
      const { workspace } = await readable(actorId, collectionId);
      const since = new Date(Date.now() - PRESENCE_WINDOW_MS).toISOString();
      const rows = await db
        .selectFrom('collection_presence')
        .innerJoin('users', 'users.id', 'collection_presence.user_id')
        .select(['collection_presence.user_id', 'users.name', 'collection_presence.seen_at'])
        .where('collection_presence.collection_id', '=', collectionId)
        .where('collection_presence.seen_at', '>=', since)
        .execute();
      // Someone removed from the workspace a moment ago is no longer shown as looking.
      const present: Collaborator[] = [];
      for (const row of rows) {
        if (await roleIn(db, row.user_id, workspace)) {
          present.push({ userId: row.user_id, name: row.name, lastSeenAt: row.seen_at });
        }
      }
      return present;
    },
  };
}
