// The workspaces area's rules, one file per noun: the workspaces themselves, their members, activity,
// sends, templates, backups and restoring them. Roles decide who reads, writes and manages; every change
// is written with its events through the live channel, so members see it at once and a removed member
// stops receiving at once.
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { mayFollow } from './access.js';
import { createWorkspaceActivityService, type WorkspaceActivityService } from './activity.js';
import { createWorkspaceBackupsService, type WorkspaceBackupsService } from './backups.js';
import type { ContentService } from './contentService.js';
import { createWorkspaceMembersService, type WorkspaceMembersService } from './members.js';
import { createWorkspaceRestoreService, type WorkspaceRestoreService } from './restore.js';
import { createWorkspaceSendsService, type WorkspaceSendsService } from './sends.js';
import { createWorkspaceTemplatesService, type WorkspaceTemplatesService } from './templates.js';
import { createWorkspaceListService, type WorkspaceListService } from './workspaces.js';

export type WorkspacesService = WorkspaceListService &
  WorkspaceMembersService &
  WorkspaceActivityService &
  WorkspaceSendsService &
  WorkspaceTemplatesService &
  WorkspaceBackupsService &
  WorkspaceRestoreService;

export function createWorkspacesService(
  db: Db,
  live: LiveChannel,
  content: ContentService,
  logger: Logger,
): WorkspacesService {
  // A workspace's events reach whoever holds a role in it now, checked again at each delivery.
  live.allow('workspace', (userId, workspaceId) => mayFollow(db, userId, workspaceId));
  return {
    ...createWorkspaceListService(db, live),
    ...createWorkspaceMembersService(db, live),
    ...createWorkspaceActivityService(db),
    ...createWorkspaceSendsService(db, live),
    ...createWorkspaceTemplatesService(db, live, content),
    ...createWorkspaceBackupsService(db, live, logger),
    ...createWorkspaceRestoreService(db, live, content),
  };
}
