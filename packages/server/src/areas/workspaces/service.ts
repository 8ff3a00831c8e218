// The workspaces area's rules: every user has a personal workspace and one current workspace; roles
// decide who reads, writes and manages; every change is written with its events through the live
// channel, so members see it at once and a removed member stops receiving at once.
import { randomUUID } from 'node:crypto';
import {
  activityTitle,
  assembleCollection,
  CollectionSchema,
  mayGrantRole,
  roleGrantRefusal,
  AUTO_BACKUPS_KEPT,
  ROLE_PERMISSIONS,
  WorkspaceSettingsSchema,
  type AnalyticsOverview,
  type Backup,
  type BackupFile,
  type CreateTemplateInput,
  type CreateWorkspaceInput,
  type RestorePreview,
  type StoredCollection,
  type StoredEnvironment,
  type Template,
  type Workspace,
  type WorkspaceActivity,
  type WorkspaceMember,
  type WorkspaceRole,
  type WorkspaceSettings,
} from '@courier/core';
import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { ConflictError, ForbiddenError, NotFoundError, RoleNotGrantableError } from '../../errors/serverErrors.js';
import { latestEvents } from '../../live/eventLog.js';
import type { LiveChannel, RecordEvent } from '../../live/liveChannel.js';
import { scopeOf } from '../../live/scopes.js';
import type { Executor } from '../../db/executor.js';
import { canonicalEmail, findUserById } from '../auth/index.js';
import { highestRole, mayFollow, requireAccess, roleIn } from './access.js';
import { backupWithoutInvitees, previewOf, readBackupFile, writeBackupFile } from './backupFile.js';
import { memberNotice, seesPendingMembers } from './pendingMembers.js';
import { BUILT_IN_TEMPLATES, type TemplateContent } from './builtInTemplates.js';
import type { ContentService } from './contentService.js';
import * as repo from './repo.js';

/** Why nobody can be added to a personal workspace: it holds its owner's own work, private by design. */
export const PERSONAL_WORKSPACE_HAS_ONE_MEMBER =
  'A personal workspace has one member, its owner: create a workspace to share work with others';

const DAY_MS = 24 * 60 * 60 * 1000;
export const ACTIVITY_LIMIT = 50;

const RECORDED_TYPE: Record<string, WorkspaceActivity['type']> = {
  request_sent: 'request',
  member_added: 'member',
  member_removed: 'member',
  workspace_updated: 'setting',
  backup_updated: 'setting',
};

export interface WorkspacesService {
  list(actorId: string): Promise<Workspace[]>;
  current(actorId: string): Promise<Workspace>;
  create(actorId: string, input: CreateWorkspaceInput): Promise<Workspace>;
  switchTo(actorId: string, workspaceId: string): Promise<Workspace>;
  update(
    actorId: string,
    workspaceId: string,
    changes: {
      name?: string | undefined;
      description?: string | undefined;
      settings?: Partial<WorkspaceSettings> | undefined;
    },
  ): Promise<Workspace>;
  members(actorId: string, workspaceId: string): Promise<WorkspaceMember[]>;
  addMember(
    actorId: string,
    workspaceId: string,
    email: string,
    role: Exclude<WorkspaceRole, 'owner'>,
  ): Promise<WorkspaceMember>;
  removeMember(actorId: string, workspaceId: string, memberId: string): Promise<WorkspaceMember>;
  activity(actorId: string, workspaceId: string): Promise<WorkspaceActivity[]>;
  analytics(actorId: string, workspaceId?: string): Promise<AnalyticsOverview>;
  recordSend(
    actorId: string,
    workspaceId: string,
    send: { method: string; status: number; durationMs: number },
  ): Promise<void>;
  templates(actorId: string, workspaceId: string): Promise<Template[]>;
  createTemplate(actorId: string, workspaceId: string, input: CreateTemplateInput): Promise<Template>;
  useTemplate(
    actorId: string,
    workspaceId: string,
    templateId: string,
  ): Promise<{ collection: StoredCollection; environment: StoredEnvironment | null }>;
  backups(actorId: string, workspaceId: string): Promise<Backup[]>;
  startBackup(actorId: string, workspaceId: string, includeData: boolean): Promise<Backup>;
  backupFile(actorId: string, workspaceId: string, backupId: string): Promise<{ name: string; text: string }>;
  previewRestore(actorId: string, file: unknown): Promise<RestorePreview>;
  restore(actorId: string, file: unknown): Promise<Workspace>;
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

function templateView(row: repo.TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    tags: JSON.parse(row.tags) as string[],
    builtIn: false,
  };
}

export function createWorkspacesService(
  db: Db,
  live: LiveChannel,
  content: ContentService,
  logger: Logger,
): WorkspacesService {
  const scope = (workspaceId: string) => scopeOf('workspace', workspaceId);
  // A workspace's events reach whoever holds a role in it now, checked again at each delivery.
  live.allow('workspace', (userId, workspaceId) => mayFollow(db, userId, workspaceId));

  async function account(userId: string, executor: Executor = db) {
    const user = await findUserById(executor, userId);
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  /**
   * What registration would have done for accounts made before workspaces existed or by another
   * path: a personal workspace, and the memberships someone added by this e-mail meanwhile.
   */
  async function settleAccount(userId: string): Promise<void> {
    const user = await account(userId);
    if (!(await repo.personalWorkspaceOf(db, userId))) {
      await live.write(async (trx) => {
        const id = randomUUID();
        await repo.insertWorkspace(trx, {
          id,
          name: 'Personal Workspace',
          description: 'Your own requests and environments',
          type: 'personal',
          settings: JSON.stringify(WorkspaceSettingsSchema.parse({})),
          team_id: null,
          owner_id: userId,
          personal_of: userId,
          created_at: new Date().toISOString(),
          last_auto_backup_at: null,
        });
        const created = await repo.personalWorkspaceOf(trx, userId);
        if (created?.id === id) await ownerMembership(trx, id, userId, user.email);
      });
    }
    await repo.claimPendingMemberships(db, userId, user.email);
  }

  async function ownerMembership(trx: Executor, workspaceId: string, userId: string, email: string) {
    await repo.insertMember(trx, {
      id: randomUUID(),
      workspace_id: workspaceId,
      user_id: userId,
      email,
      role: 'owner',
      created_at: new Date().toISOString(),
    });
  }

  async function membersOf(db: Executor, workspace: repo.WorkspaceRow): Promise<WorkspaceMember[]> {
    const direct = await repo.directMembers(db, workspace.id);
    const members: WorkspaceMember[] = direct.map((row) => ({
      id: row.id,
      userId: row.user_id ?? '',
      name: row.name ?? row.email,
      email: row.email,
      role: row.role,
      status: row.user_id ? 'active' : 'pending',
      permissions: ROLE_PERMISSIONS[row.role],
      source: 'direct',
    }));
    if (workspace.team_id) {
      for (const row of await repo.teamMembers(db, workspace.team_id)) {
        const role: WorkspaceRole = row.role === 'member' ? 'member' : 'admin';
        const existing = members.find((member) => member.userId === row.user_id);
        if (existing) {
          existing.role = highestRole([existing.role, role])!;
          existing.permissions = ROLE_PERMISSIONS[existing.role];
        } else {
          members.push({
            id: `team:${row.user_id}`,
            userId: row.user_id,
            name: row.name,
            email: row.email,
            role,
            status: 'active',
            permissions: ROLE_PERMISSIONS[role],
            source: 'team',
          });
        }
      }
    }
    return members;
  }

  /**
   * Every personal workspace is called 'Personal Workspace'; another user's (reachable only through
   * a membership added before personal workspaces were kept to their owner) is named by its owner,
   * so nobody lists two of them under one name and mistakes whose is whose.
   */
  async function nameFor(executor: Executor, actorId: string, workspace: repo.WorkspaceRow): Promise<string> {
    if (workspace.personal_of === null || workspace.personal_of === actorId) return workspace.name;
    const owner = await findUserById(executor, workspace.personal_of);
    return `${owner?.name || owner?.username || 'Another user'}'s ${workspace.name}`;
  }

  async function view(
    executor: Executor,
    actorId: string,
    workspace: repo.WorkspaceRow,
    currentId?: string,
  ): Promise<Workspace> {
    const role = await roleIn(executor, actorId, workspace);
    if (!role) throw new ForbiddenError('You are not a member of this workspace');
    return {
      id: workspace.id,
      name: await nameFor(executor, actorId, workspace),
      description: workspace.description,
      type: workspace.type,
      settings: JSON.parse(workspace.settings) as WorkspaceSettings,
      teamId: workspace.team_id,
      ownerId: workspace.owner_id,
      createdAt: workspace.created_at,
      role,
      isCurrent: workspace.id === (currentId ?? (await currentIdOf(actorId))),
      memberCount: (await membersOf(executor, workspace)).length,
      ...(await repo.contentCounts(executor, workspace.id)),
    };
  }

  /** The current workspace, or the personal one when none was chosen or it is no longer reachable. */
  async function currentIdOf(actorId: string): Promise<string> {
    const chosen = await repo.currentWorkspaceId(db, actorId);
    if (chosen) {
      const workspace = await repo.findWorkspace(db, chosen);
      if (workspace && (await roleIn(db, actorId, workspace))) return chosen;
    }
    const personal = await repo.personalWorkspaceOf(db, actorId);
    if (personal) return personal.id;
    await settleAccount(actorId);
    return (await repo.personalWorkspaceOf(db, actorId))!.id;
  }

  async function createWorkspace(
    trx: Transaction<Database>,
    record: RecordEvent,
    actorId: string,
    input: Pick<repo.WorkspaceRow, 'name' | 'description' | 'type' | 'team_id'> & { settings: WorkspaceSettings },
  ): Promise<repo.WorkspaceRow> {
    const user = await account(actorId, trx);
    const row: repo.WorkspaceRow = {
      id: randomUUID(),
      ...input,
      settings: JSON.stringify(input.settings),
      owner_id: actorId,
      personal_of: null,
      created_at: new Date().toISOString(),
      last_auto_backup_at: null,
    };
    await repo.insertWorkspace(trx, row);
    await ownerMembership(trx, row.id, actorId, user.email);
    await record({ scope: scope(row.id), type: 'workspace_created', actor: actorId, data: { name: row.name } });
    return row;
  }

  async function takeBackup(executor: Executor, workspace: repo.WorkspaceRow, includeData: boolean): Promise<string> {
    return JSON.stringify(
      await writeBackupFile(executor, workspace, await membersOf(executor, workspace), includeData),
    );
  }

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
        scope: scope(workspace.id),
        type: 'backup_updated',
        actor: actorId,
        data: { backup: backupView(row) },
      });
    });
  }

  return {
    async list(actorId) {
      await settleAccount(actorId);
      const currentId = await currentIdOf(actorId);
      const rows = await repo.workspacesOf(db, actorId);
      return Promise.all(rows.map((row) => view(db, actorId, row, currentId)));
    },

    async current(actorId) {
      await settleAccount(actorId);
      const currentId = await currentIdOf(actorId);
      return view(db, actorId, (await repo.findWorkspace(db, currentId))!, currentId);
    },

    async create(actorId, input) {
      await settleAccount(actorId);
      const row = await live.write(async (trx, record) => {
        if (input.teamId) {
          const membership = await trx
            .selectFrom('team_members')
            .select('role')
            .where('team_id', '=', input.teamId)
            .where('user_id', '=', actorId)
            .executeTakeFirst();
          if (!membership) throw new ForbiddenError('You are not a member of this team');
          if (membership.role === 'member')
            throw new ForbiddenError("Only the team's owner and admins can create its workspaces");
        }
        const created = await createWorkspace(trx, record, actorId, {
          name: input.name,
          description: input.description,
          type: input.teamId ? 'team' : input.type,
          team_id: input.teamId ?? null,
          settings: input.settings,
        });
        // The workspace just made is the one its creator goes on to fill and share: a member added
        // next must join it, not the personal workspace that was current before.
        await repo.setCurrentWorkspace(trx, actorId, created.id);
        return created;
      });
      return view(db, actorId, row, row.id);
    },

    async switchTo(actorId, workspaceId) {
      await settleAccount(actorId);
      const { workspace } = await requireAccess(db, actorId, workspaceId, 'read');
      await repo.setCurrentWorkspace(db, actorId, workspaceId);
      return view(db, actorId, workspace, workspaceId);
    },

    async update(actorId, workspaceId, changes) {
      const row = await live.write(async (trx, record) => {
        const { workspace } = await requireAccess(trx, actorId, workspaceId, 'manage_settings');
        const settings = { ...(JSON.parse(workspace.settings) as WorkspaceSettings), ...changes.settings };
        const next = {
          name: changes.name ?? workspace.name,
          description: changes.description ?? workspace.description,
          settings: JSON.stringify(settings),
        };
        await trx.updateTable('workspaces').set(next).where('id', '=', workspaceId).execute();
        const updated = { ...workspace, ...next };
        await record({
          scope: scope(workspaceId),
          type: 'workspace_updated',
          actor: actorId,
          data: { workspace: { id: workspaceId, name: next.name, description: next.description, settings } },
        });
        return updated;
      });
      return view(db, actorId, row);
    },

    async members(actorId, workspaceId) {
      const { workspace, role } = await requireAccess(db, actorId, workspaceId, 'read');
      const members = await membersOf(db, workspace);
      return seesPendingMembers(role) ? members : members.filter((member) => member.status !== 'pending');
    },

    async addMember(actorId, workspaceId, email, role) {
      const address = canonicalEmail(email);
      return live.write(async (trx, record) => {
        const { workspace, role: actorRole } = await requireAccess(trx, actorId, workspaceId, 'manage_members');
        if (workspace.personal_of !== null) throw new ConflictError(PERSONAL_WORKSPACE_HAS_ONE_MEMBER);
        if (!mayGrantRole(actorRole, role)) throw new RoleNotGrantableError(roleGrantRefusal(role));
        if ((await repo.directMembers(trx, workspaceId)).some((member) => member.email === address)) {
          throw new ConflictError(`${address} is already a member of this workspace`);
        }
        const user = await trx.selectFrom('users').select('id').where('email', '=', address).executeTakeFirst();
        const id = randomUUID();
        await repo.insertMember(trx, {
          id,
          workspace_id: workspaceId,
          user_id: user?.id ?? null,
          email: address,
          role,
          created_at: new Date().toISOString(),
        });
        const member = (await membersOf(trx, workspace)).find((candidate) => candidate.id === id)!;
        await record({
          scope: scope(workspaceId),
          type: 'member_added',
          actor: actorId,
          data: { member: memberNotice(member) },
        });
        if (user)
          await record({
            scope: scopeOf('user', user.id),
            type: 'workspace_added',
            actor: actorId,
            data: { workspaceId },
          });
        return member;
      });
    },

    async removeMember(actorId, workspaceId, memberId) {
      return live.write(async (trx, record) => {
        const { workspace } = await requireAccess(trx, actorId, workspaceId, 'manage_members');
        const member = (await membersOf(trx, workspace)).find((candidate) => candidate.id === memberId);
        if (!member) throw new NotFoundError('Member not found');
        if (member.source === 'team')
          throw new ConflictError("This person's access comes from the workspace's team; remove them there");
        if (member.role === 'owner') throw new ForbiddenError("The workspace's owner cannot be removed");
        await repo.deleteMember(trx, memberId);
        await record({
          scope: scope(workspaceId),
          type: 'member_removed',
          actor: actorId,
          data: { member: memberNotice(member) },
        });
        return member;
      });
    },

    async activity(actorId, workspaceId) {
      const { role } = await requireAccess(db, actorId, workspaceId, 'read');
      const events = await latestEvents(db, [scope(workspaceId)], ACTIVITY_LIMIT);
      const names = await repo.userNames(db, [
        ...new Set(events.flatMap((event) => (event.actor ? [event.actor] : []))),
      ]);
      // A pending member is named to those who may read the address, from their row: the event holds
      // none (one written before this rule may, and is named to them alone).
      const seesPending = seesPendingMembers(role);
      const pending = seesPending
        ? new Map((await repo.directMembers(db, workspaceId)).map((row) => [row.id, row.name ?? row.email]))
        : new Map<string, string>();
      return events.map((event) => {
        const data = (event.data ?? {}) as Record<
          string,
          {
            id?: string;
            name?: string;
            fields?: { name?: string };
            content?: { name?: string };
            email?: string;
            status?: string;
          }
        >;
        const subject = Object.values(data).find((value) => value && typeof value === 'object');
        const named =
          subject?.status === 'pending'
            ? seesPending
              ? (pending.get(subject.id ?? '') ?? subject.name ?? subject.email)
              : undefined
            : (subject?.name ?? subject?.fields?.name ?? subject?.content?.name ?? subject?.email);
        return {
          id: `${workspaceId}:${event.seq}`,
          type: RECORDED_TYPE[event.type] ?? 'collection',
          user: (event.actor && names.get(event.actor)) ?? 'Courier',
          action: activityTitle(event.type),
          description: named ? `${activityTitle(event.type)}: ${named}` : activityTitle(event.type),
          timestamp: event.at,
        };
      });
    },

    async analytics(actorId, workspaceId) {
      const id = workspaceId ?? (await (async () => (await settleAccount(actorId), currentIdOf(actorId)))());
      await requireAccess(db, actorId, id, 'read');
      const { total, average } = await repo.sendFigures(db, id);
      const since = new Date(Date.now() - DAY_MS).toISOString();
      return {
        totalRequests: total,
        averageResponseTime: Math.round(average),
        activeUsers: await repo.activeUserCount(db, id, scope(id), since),
      };
    },

    async recordSend(actorId, workspaceId, send) {
      await live.write(async (trx, record) => {
        // Viewers send requests too: reading is enough to count one.
        await requireAccess(trx, actorId, workspaceId, 'read');
        await repo.insertSend(trx, {
          id: randomUUID(),
          workspace_id: workspaceId,
          user_id: actorId,
          method: send.method,
          status: send.status,
          duration_ms: send.durationMs,
          at: new Date().toISOString(),
        });
        await record({ scope: scope(workspaceId), type: 'request_sent', actor: actorId, data: send });
      });
    },

    async templates(actorId, workspaceId) {
      await requireAccess(db, actorId, workspaceId, 'read');
      const own = (await repo.templatesOf(db, workspaceId)).map(templateView);
      return [...BUILT_IN_TEMPLATES.map(({ content: _content, ...template }) => template), ...own];
    },

    async createTemplate(actorId, workspaceId, input) {
      // Read before the write: a SQLite transaction holds the only connection.
      const source = input.collectionId
        ? (await content.collections(actorId, workspaceId)).find((collection) => collection.id === input.collectionId)
        : undefined;
      if (input.collectionId && !source) throw new NotFoundError('Collection not found');
      const { id: _id, ...collection } = source
        ? assembleCollection(source)
        : CollectionSchema.parse({ id: 'template', name: input.name });
      const templateContent: TemplateContent = { collection, environment: null };
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        const row: repo.TemplateRow = {
          id: randomUUID(),
          workspace_id: workspaceId,
          name: input.name,
          description: input.description,
          category: input.category,
          tags: JSON.stringify(input.tags),
          content: JSON.stringify(templateContent),
          created_by: actorId,
          created_at: new Date().toISOString(),
        };
        await trx.insertInto('ws_templates').values(row).execute();
        const template = templateView(row);
        await record({ scope: scope(workspaceId), type: 'template_created', actor: actorId, data: { template } });
        return template;
      });
    },

    async useTemplate(actorId, workspaceId, templateId) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        const builtIn = BUILT_IN_TEMPLATES.find((template) => template.id === templateId);
        const stored = builtIn ? undefined : await repo.findTemplate(trx, workspaceId, templateId);
        if (!builtIn && !stored) throw new NotFoundError('Template not found');
        const { collection, environment } = builtIn
          ? builtIn.content
          : (JSON.parse(stored!.content) as TemplateContent);
        return {
          collection: await content.insertCollection(trx, record, actorId, workspaceId, collection),
          environment: environment
            ? await content.insertEnvironment(trx, record, actorId, workspaceId, environment)
            : null,
        };
      });
    },

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
        await record({ scope: scope(workspaceId), type: 'backup_updated', actor: actorId, data: { backup } });
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

    async previewRestore(_actorId, file) {
      return previewOf(readBackupFile(file));
    },

    async restore(actorId, file) {
      const backup: BackupFile = readBackupFile(file);
      await settleAccount(actorId);
      const row = await live.write(async (trx, record) => {
        const workspace = await createWorkspace(trx, record, actorId, {
          name: backup.workspace.name,
          description: backup.workspace.description,
          type: backup.workspace.type === 'personal' ? 'project' : backup.workspace.type,
          team_id: null,
          settings: backup.workspace.settings,
        });
        const restorer = await account(actorId, trx);
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
      return view(db, actorId, row);
    },

    async takeAutoBackups(now = new Date()) {
      const due = new Date(now.getTime() - DAY_MS).toISOString();
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
            scope: scope(workspace.id),
            type: 'backup_updated',
            actor: null,
            data: { backup: backupView(row) },
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
