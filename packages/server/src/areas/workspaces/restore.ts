// Restoring a backup file: read whole and previewed first, so a malformed file imports nothing, then
// made into a new workspace the restorer owns, with the file's members, collections and environments.
import { randomUUID } from 'node:crypto';
import { mayGrantRole, type BackupFile, type RestorePreview, type Workspace } from '@courier/core';
import type { Db } from '../../db/database.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { canonicalEmail } from '../auth/index.js';
import { previewOf, readBackupFile } from './backupFile.js';
import type { ContentService } from './contentService.js';
import { accountOf, createWorkspace } from './newWorkspace.js';
import { settleAccount } from './personalWorkspace.js';
import * as repo from './repo.js';
import { workspaceView } from './workspaceView.js';

export interface WorkspaceRestoreService {
  previewRestore(actorId: string, file: unknown): Promise<RestorePreview>;
  restore(actorId: string, file: unknown): Promise<Workspace>;
}

export function createWorkspaceRestoreService(
  db: Db,
  live: LiveChannel,
  content: ContentService,
): WorkspaceRestoreService {
  return {
    async previewRestore(_actorId, file) {
      return previewOf(readBackupFile(file));
    },

    async restore(actorId, file) {
      const backup: BackupFile = readBackupFile(file);
      await settleAccount(db, live, actorId);
      const row = await live.write(async (trx, record) => {
        const workspace = await createWorkspace(trx, record, actorId, {
          name: backup.workspace.name,
          description: backup.workspace.description,
          type: backup.workspace.type === 'personal' ? 'project' : backup.workspace.type,
          team_id: null,
          settings: backup.workspace.settings,
        });
        const restorer = await accountOf(trx, actorId);
        for (const member of backup.members) {
          // The restorer owns the new workspace and grants the file's roles as its owner would.
          if (member.email === restorer.email || !mayGrantRole('owner', member.role)) continue;
          const user = await trx.selectFrom('users').select('id').where('email', '=', member.email).executeTakeFirst();
          await repo.insertMember(trx, {
            id: randomUUID(),
            workspace_id: workspace.id,
            user_id: user?.id ?? null,
            email: canonicalEmail(member.email),
            role: member.role,
            created_at: new Date().toISOString(),
          });
        }
        for (const collection of backup.collections)
          await content.insertCollection(trx, record, actorId, workspace.id, collection);
        for (const environment of backup.environments)
          await content.insertEnvironment(trx, record, actorId, workspace.id, environment);
        return workspace;
      });
      return workspaceView(db, live, actorId, row);
    },
  };
}
