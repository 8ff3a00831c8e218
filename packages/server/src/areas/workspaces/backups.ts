// A workspace's backups: taken by hand (written after the reply, so a large workspace does not hold the
// request open) or daily when the workspace's settings ask, the newest 7 automatic ones kept, and
// downloaded as Courier's backup file, without invitees for those who may not read their addresses.
import { randomUUID } from 'node:crypto';
import { AUTO_BACKUPS_KEPT, type Backup, type WorkspaceSettings, workspaceEvent } from '@courier/core';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { ConflictError, NotFoundError } from '../../errors/serverErrors.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { requireAccess } from './access.js';
import { backupWithoutInvitees, writeBackupFile } from './backupFile.js';
import { membersOf } from './members.js';
import { seesPendingMembers } from './pendingMembers.js';
import * as repo from './repo.js';
import { workspaceScope } from './workspaceScope.js';

/** Automatic backups are daily: a workspace is due this long after its last one. */
const AUTO_BACKUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface WorkspaceBackupsService {
  backups(actorId: string, workspaceId: string): Promise<Backup[]>;
  startBackup(actorId: string, workspaceId: string, includeData: boolean): Promise<Backup>;
  backupFile(actorId: string, workspaceId: string, backupId: string): Promise<{ name: string; text: string }>;
  /** Daily backups of workspaces with autoBackup on, keeping the newest 7; returns how many were taken. */
  takeAutoBackups(now?: Date): Promise<number>;
}

function backupView(row: Omit<repo.BackupRow, 'content'>): Backup {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.created_at,
    kind: row.kind,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    error: row.error,
  };
}

async function takeBackup(executor: Executor, workspace: repo.WorkspaceRow, includeData: boolean): Promise<string> {
  return JSON.stringify(await writeBackupFile(executor, workspace, await membersOf(executor, workspace), includeData));
}

export function createWorkspaceBackupsService(db: Db, live: LiveChannel, logger: Logger): WorkspaceBackupsService {
  async function finishBackup(workspace: repo.WorkspaceRow, backupId: string, actorId: string, includeData: boolean) {
    let outcome: {
      status: 'completed' | 'failed';
      content: string | null;
      size_bytes: number | null;
      error: string | null;
    };
    try {
      const text = await takeBackup(db, workspace, includeData);
      outcome = { status: 'completed', content: text, size_bytes: Buffer.byteLength(text), error: null };
    } catch (error) {
      logger.warn({ err: error, workspaceId: workspace.id }, 'workspace backup failed');
      outcome = { status: 'failed', content: null, size_bytes: null, error: 'The backup could not be written' };
    }
    await live.write(async (trx, record) => {
      await trx.updateTable('ws_backups').set(outcome).where('id', '=', backupId).execute();
      const row = (await repo.findBackup(trx, workspace.id, backupId))!;
      await record({
        scope: workspaceScope(workspace.id),
        actor: actorId,
        ...workspaceEvent('backup_updated', { backup: backupView(row) }),
      });
    });
  }

  return {
    async backups(actorId, workspaceId) {
      await requireAccess(db, actorId, workspaceId, 'read');
      return (await repo.backupsOf(db, workspaceId)).map(backupView);
    },

    async startBackup(actorId, workspaceId, includeData) {
      const { workspace, backup } = await live.write(async (trx, record) => {
        const { workspace } = await requireAccess(trx, actorId, workspaceId, 'write');
        const row = {
          id: randomUUID(),
          workspace_id: workspaceId,
          kind: 'manual' as const,
          status: 'processing' as const,
          content: null,
          size_bytes: null,
          error: null,
          created_by: actorId,
          created_at: new Date().toISOString(),
        };
        await trx.insertInto('ws_backups').values(row).execute();
        const backup = backupView(row);
        await record({
          scope: workspaceScope(workspaceId),
          actor: actorId,
          ...workspaceEvent('backup_updated', { backup }),
        });
        return { workspace, backup };
      });
      // Written after the reply: a large workspace's backup does not hold the request open.
      setImmediate(() => {
        finishBackup(workspace, backup.id, actorId, includeData).catch((error: unknown) =>
          logger.warn({ err: error, workspaceId }, 'workspace backup could not be recorded'),
        );
      });
      return backup;
    },

    async backupFile(actorId, workspaceId, backupId) {
      const { workspace, role } = await requireAccess(db, actorId, workspaceId, 'read');
      const backup = await repo.findBackup(db, workspaceId, backupId);
      if (!backup) throw new NotFoundError('Backup not found');
      if (backup.status !== 'completed' || backup.content === null)
        throw new ConflictError('This backup is not completed');
      const day = backup.created_at.slice(0, 10);
      const safeName = workspace.name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'workspace';
      return {
        name: `${safeName}-${day}-${backup.id.slice(-8)}.courier-backup.json`,
        text: seesPendingMembers(role) ? backup.content : await backupWithoutInvitees(db, backup.content),
      };
    },
    async takeAutoBackups(now = new Date()) {
      const due = new Date(now.getTime() - AUTO_BACKUP_INTERVAL_MS).toISOString();
      const candidates = await db
        .selectFrom('workspaces')
        .selectAll()
        .where((eb) => eb.or([eb('last_auto_backup_at', 'is', null), eb('last_auto_backup_at', '<=', due)]))
        .execute();
      let taken = 0;
      for (const workspace of candidates) {
        if (!(JSON.parse(workspace.settings) as WorkspaceSettings).autoBackup) continue;
        const made = await live.write(async (trx, record) => {
          // Claimed by a conditional update: were two instances ever to run this at once, one backs up.
          const claim = await trx
            .updateTable('workspaces')
            .set({ last_auto_backup_at: now.toISOString() })
            .where('id', '=', workspace.id)
            .where((eb) => eb.or([eb('last_auto_backup_at', 'is', null), eb('last_auto_backup_at', '<=', due)]))
            .executeTakeFirst();
          if (Number(claim.numUpdatedRows) !== 1) return false;
          const text = await takeBackup(trx, workspace, true);
          const row = {
            id: randomUUID(),
            workspace_id: workspace.id,
            kind: 'auto' as const,
            status: 'completed' as const,
            content: text,
            size_bytes: Buffer.byteLength(text),
            error: null,
            created_by: null,
            created_at: now.toISOString(),
          };
          await trx.insertInto('ws_backups').values(row).execute();
          await record({
            scope: workspaceScope(workspace.id),
            actor: null,
            ...workspaceEvent('backup_updated', { backup: backupView(row) }),
          });
          const autos = (await repo.backupsOf(trx, workspace.id)).filter((backup) => backup.kind === 'auto');
          const stale = autos.slice(AUTO_BACKUPS_KEPT).map((backup) => backup.id);
          if (stale.length > 0) await trx.deleteFrom('ws_backups').where('id', 'in', stale).execute();
          return true;
        });
        if (made) taken++;
      }
      return taken;
    },
  };
}
