// The outbound settings' SQL: one JSON row per person and workspace.
import type { Db } from '../../db/database.js';
import { EMPTY_SETTINGS, type StoredOutboundSettings } from './storedSettings.js';

export async function readSettings(db: Db, ownerId: string, workspaceId: string): Promise<StoredOutboundSettings> {
  const row = await db
    .selectFrom('outbound_settings')
    .select('settings')
    .where('owner_id', '=', ownerId)
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.settings) as StoredOutboundSettings) : EMPTY_SETTINGS;
}

export async function writeSettings(
  db: Db,
  ownerId: string,
  workspaceId: string,
  settings: StoredOutboundSettings,
): Promise<void> {
  const row = {
    owner_id: ownerId,
    workspace_id: workspaceId,
    settings: JSON.stringify(settings),
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('outbound_settings')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['owner_id', 'workspace_id'])
        .doUpdateSet({ settings: row.settings, updated_at: row.updated_at }),
    )
    .execute();
}
