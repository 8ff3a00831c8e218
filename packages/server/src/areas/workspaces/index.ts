// The workspaces area. Workspaces: members, content, templates, backups, analytics and presence,
// and the automatic backups. What it offers the rest of the server: app.ts, main.ts and other areas
// import it from here only (docs/decisions/0037-areas-on-a-shared-floor.md).
export { can, requireAccess, roleIn } from './access.js';
export { autoBackupJob } from './autoBackupJob.js';
export { createContentService } from './contentService.js';
export { createPresenceService } from './presence.js';
export { currentWorkspaceId, findWorkspace, personalWorkspaceOf } from './repo.js';
export { workspaceRoutes } from './routes.js';
export { createWorkspacesService } from './service.js';
