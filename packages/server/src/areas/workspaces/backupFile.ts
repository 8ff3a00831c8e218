// Courier's native workspace backup: one versioned JSON file with the collections, the environments
// (secret values left empty), the settings and the member list. A restore reads it whole first, so a
// malformed file imports nothing.
import {
  assembleCollection,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupFileSchema,
  countRequests,
  ValidationError,
  type BackupFile,
  type RestorePreview,
  type Variable,
  type WorkspaceMember,
  type WorkspaceSettings,
} from '@courier/core';
import type { Executor } from '../../db/executor.js';
import { canonicalEmail } from '../auth/index.js';
import { describeIssue } from '../../http/validateBody.js';
import { collectionView } from './collections.js';
import * as content from './contentRepo.js';
import type { WorkspaceRow } from './repo.js';

export async function writeBackupFile(
  db: Executor,
  workspace: WorkspaceRow,
  members: WorkspaceMember[],
  includeData: boolean,
): Promise<BackupFile> {
  const collections = includeData ? await content.collectionsOf(db, workspace.id) : [];
  const items = await content.itemsOf(
    db,
    collections.map((row) => row.id),
  );
  const environments = includeData ? await content.environmentsOf(db, workspace.id) : [];
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    workspace: {
      name: workspace.name,
      description: workspace.description,
      type: workspace.type,
      settings: JSON.parse(workspace.settings) as WorkspaceSettings,
    },
    collections: collections.map((row) =>
      assembleCollection(
        collectionView(
          row,
          items.filter((item) => item.collection_id === row.id),
        ),
      ),
    ),
    // Stored environments hold no secret value (each member's own is kept apart), so none is written.
    environments: environments.map((row) => ({
      id: row.id,
      name: row.name,
      variables: JSON.parse(row.variables) as Variable[],
      isDefault: false,
    })),
    members: members.map(({ email, name, role }) => ({ email, name, role })),
  };
}

/**
 * A stored backup as a reader who may not see invitees' addresses downloads it: without the members
 * whose address no account holds, those invited who have not joined (./pendingMembers.ts). The
 * file names the members it was written with, so who is an invitee is asked of the accounts now.
 */
export async function backupWithoutInvitees(db: Executor, text: string): Promise<string> {
  const file = JSON.parse(text) as BackupFile;
  const addresses = file.members.map((member) => canonicalEmail(member.email));
  if (addresses.length === 0) return text;
  const accounts = await db.selectFrom('users').select('email').where('email', 'in', addresses).execute();
  const joined = new Set(accounts.map((account) => account.email));
  const members = file.members.filter((member) => joined.has(canonicalEmail(member.email)));
  return members.length === file.members.length ? text : JSON.stringify({ ...file, members });
}

/** Checks a backup file completely; its first problem is the message. */
export function readBackupFile(value: unknown): BackupFile {
  const parsed = BackupFileSchema.safeParse(value);
  if (!parsed.success) throw new ValidationError(`This backup file cannot be restored: ${describeIssue(parsed.error)}`);
  return parsed.data;
}

export function previewOf(file: BackupFile): RestorePreview {
  return {
    name: file.workspace.name,
    collections: file.collections.map((collection) => ({
      name: collection.name,
      requestCount: countRequests(collection),
    })),
    environments: file.environments.map((environment) => ({
      name: environment.name,
      variableCount: environment.variables.length,
    })),
    members: file.members.map(({ email, role }) => ({ email, role })),
  };
}
