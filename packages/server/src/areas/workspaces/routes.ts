// /api/workspace/*: the Workspace Management view's calls, and the stored collections and environments
// of a workspace. Everything needs an account; the services check role and membership on every call.
import { Router, type RequestHandler } from 'express';
import * as z from 'zod';
import {
  addWorkspaceMemberSchema,
  createBackupSchema,
  createCollectionSchema,
  createEnvironmentSchema,
  createItemSchema,
  createTemplateSchema,
  createWorkspaceSchema,
  MAX_RESTORE_BYTES,
  startUploadSchema,
  uploadItemsSchema,
  ValidationError,
  moveItemSchema,
  recordSendSchema,
  saveOpenApiSourceSchema,
  switchWorkspaceSchema,
  updateCollectionSchema,
  updateEnvironmentSchema,
  updateItemSchema,
  updateWorkspaceSchema,
} from '@courier/core';
import { requireUser, userOf, type Authenticator } from '../../http/authenticate.js';
import { PayloadTooLargeError } from '../../errors/serverErrors.js';
import { jsonBody } from '../../http/jsonBody.js';
import { validateBody, validateForm } from '../../http/validateBody.js';
import type { ContentService } from './contentService.js';
import type { PresenceService } from './presence.js';
import type { WorkspacesService } from './service.js';
import { versionConflictReply } from './versionConflict.js';

const itemPageQuerySchema = z.object({
  collectionId: z.string().max(64).optional(),
  after: z.string().max(64).optional(),
  limit: z.coerce.number().int().positive().optional(),
});

/** A collection with many requests is a large body; a restore file has its own, larger limit. */
const CONTENT_LIMIT_BYTES = 10 * 1024 * 1024;
const SIGN_IN_FOR_WORKSPACES = 'Sign in to use workspaces';
const RESTORE_TOO_LARGE = 'This backup file is too large: a restore file must be smaller than 50 MB';

/** Refuses a restore file of 50 MB or more from its declared length, before reading any of it. */
const restoreSizeLimit: RequestHandler = (req, _res, next) => {
  if (Number(req.headers['content-length'] ?? 0) >= MAX_RESTORE_BYTES)
    throw new PayloadTooLargeError(RESTORE_TOO_LARGE);
  next();
};

export function workspaceRoutes(
  workspaces: WorkspacesService,
  content: ContentService,
  presence: PresenceService,
  authenticate: Authenticator,
  keepReplies: RequestHandler,
): Router {
  const router = Router();
  const signedIn = requireUser(authenticate, SIGN_IN_FOR_WORKSPACES);
  const body = jsonBody(CONTENT_LIMIT_BYTES);
  const restoreBody = [restoreSizeLimit, ...jsonBody(MAX_RESTORE_BYTES - 1)];
  // A create sent again with its Idempotency-Key (a replayed offline edit) is answered, not made twice.
  router.use('/workspace', signedIn, keepReplies);
  const p = (params: Record<string, string | string[] | undefined>, name: string) => String(params[name]);
  const ok = (message: string, data: unknown) => ({ success: true, message, data });

  router.get('/workspace/list', async (_req, res) => {
    res.json(ok('Workspaces loaded', { workspaces: await workspaces.list(userOf(res).id) }));
  });
  router.get('/workspace/current', async (_req, res) => {
    res.json(ok('Current workspace loaded', { workspace: await workspaces.current(userOf(res).id) }));
  });
  const createWorkspaceForm = validateForm(createWorkspaceSchema);
  router.post('/workspace/create', ...body, createWorkspaceForm, async (req, res) => {
    const workspace = await workspaces.create(userOf(res).id, createWorkspaceForm.of(req));
    res.status(201).json(ok('Workspace created successfully', { workspace }));
  });
  const switchWorkspaceForm = validateForm(switchWorkspaceSchema);
  router.post('/workspace/switch', ...body, switchWorkspaceForm, async (req, res) => {
    const { workspaceId } = switchWorkspaceForm.of(req);
    res.json(ok('Workspace switched', { workspace: await workspaces.switchTo(userOf(res).id, workspaceId) }));
  });
  router.get('/workspace/analytics/overview', async (req, res) => {
    const workspaceId = typeof req.query.workspaceId === 'string' ? req.query.workspaceId : undefined;
    res.json(ok('Analytics loaded', await workspaces.analytics(userOf(res).id, workspaceId)));
  });
  router.post('/workspace/restore/preview', ...restoreBody, async (req, res) => {
    res.json(ok('Backup read', { preview: await workspaces.previewRestore(userOf(res).id, req.body) }));
  });
  router.post('/workspace/restore', ...restoreBody, async (req, res) => {
    const workspace = await workspaces.restore(userOf(res).id, req.body);
    res.status(201).json(ok('Workspace restored', { workspace }));
  });

  const updateWorkspaceForm = validateForm(updateWorkspaceSchema);
  router.put('/workspace/:id', ...body, updateWorkspaceForm, async (req, res) => {
    const changes = updateWorkspaceForm.of(req);
    res.json(
      ok('Workspace updated', { workspace: await workspaces.update(userOf(res).id, p(req.params, 'id'), changes) }),
    );
  });
  router.get('/workspace/:id/members', async (req, res) => {
    res.json(ok('Members loaded', { members: await workspaces.members(userOf(res).id, p(req.params, 'id')) }));
  });
  const addWorkspaceMemberForm = validateForm(addWorkspaceMemberSchema);
  router.post('/workspace/:id/members', ...body, addWorkspaceMemberForm, async (req, res) => {
    const { email, role } = addWorkspaceMemberForm.of(req);
    const member = await workspaces.addMember(userOf(res).id, p(req.params, 'id'), email, role);
    res.status(201).json(ok('Member added successfully', { member }));
  });
  router.delete('/workspace/:id/members/:memberId', async (req, res) => {
    const member = await workspaces.removeMember(userOf(res).id, p(req.params, 'id'), p(req.params, 'memberId'));
    res.json(ok('Member removed', { member }));
  });
  router.get('/workspace/:id/activity', async (req, res) => {
    res.json(ok('Activity loaded', { activities: await workspaces.activity(userOf(res).id, p(req.params, 'id')) }));
  });
  const recordSendBody = validateBody(recordSendSchema);
  router.post('/workspace/:id/sends', ...body, recordSendBody, async (req, res) => {
    await workspaces.recordSend(userOf(res).id, p(req.params, 'id'), recordSendBody.of(req));
    res.status(201).json(ok('Send recorded', {}));
  });

  router.get('/workspace/:id/templates', async (req, res) => {
    res.json(ok('Templates loaded', { templates: await workspaces.templates(userOf(res).id, p(req.params, 'id')) }));
  });
  const createTemplateForm = validateForm(createTemplateSchema);
  router.post('/workspace/:id/templates', ...body, createTemplateForm, async (req, res) => {
    const input = createTemplateForm.of(req);
    const template = await workspaces.createTemplate(userOf(res).id, p(req.params, 'id'), input);
    res.status(201).json(ok('Template created successfully', { template }));
  });
  router.post('/workspace/:id/templates/:templateId/use', async (req, res) => {
    const created = await workspaces.useTemplate(userOf(res).id, p(req.params, 'id'), p(req.params, 'templateId'));
    res.status(201).json(ok('Template added to the workspace', created));
  });

  router.get('/workspace/:id/backups', async (req, res) => {
    res.json(ok('Backups loaded', { backups: await workspaces.backups(userOf(res).id, p(req.params, 'id')) }));
  });
  const createBackupBody = validateBody(createBackupSchema);
  router.post('/workspace/:id/backup', ...body, createBackupBody, async (req, res) => {
    const { includeData } = createBackupBody.of(req);
    const backup = await workspaces.startBackup(userOf(res).id, p(req.params, 'id'), includeData);
    res.status(202).json(ok('Backup started', { backup }));
  });
  router.get('/workspace/:id/backups/:backupId/download', async (req, res) => {
    const file = await workspaces.backupFile(userOf(res).id, p(req.params, 'id'), p(req.params, 'backupId'));
    res.attachment(file.name).type('application/json').send(file.text);
  });

  router.get('/workspace/:id/collections', async (req, res) => {
    // `?items=paged`: the collections' own fields alone, their items read from /items in pages.
    const collections =
      req.query.items === 'paged'
        ? await content.collectionsWithoutItems(userOf(res).id, p(req.params, 'id'))
        : await content.collections(userOf(res).id, p(req.params, 'id'));
    res.json(ok('Collections loaded', { collections }));
  });
  router.get('/workspace/:id/items', async (req, res) => {
    const query = itemPageQuerySchema.safeParse(req.query);
    if (!query.success) throw new ValidationError('Give a page of items as collectionId, after and limit');
    res.json(ok('Items loaded', await content.itemsPage(userOf(res).id, p(req.params, 'id'), query.data)));
  });
  // A large collection arrives in batches (decision 0050): started, filled, then finished or cancelled.
  const startUploadForm = validateForm(startUploadSchema);
  router.post('/workspace/:id/uploads', ...body, startUploadForm, async (req, res) => {
    const upload = await content.startUpload(userOf(res).id, p(req.params, 'id'), startUploadForm.of(req).collection);
    res.status(201).json(ok('Upload started', { upload }));
  });
  const uploadItemsForm = validateForm(uploadItemsSchema);
  router.post('/workspace/:id/uploads/:uploadId/items', ...body, uploadItemsForm, async (req, res) => {
    const { items } = uploadItemsForm.of(req);
    const upload = await content.uploadItems(userOf(res).id, p(req.params, 'id'), p(req.params, 'uploadId'), items);
    res.json(ok('Items uploaded', { upload }));
  });
  router.post('/workspace/:id/uploads/:uploadId/finish', async (req, res) => {
    const collection = await content.finishUpload(userOf(res).id, p(req.params, 'id'), p(req.params, 'uploadId'));
    res.status(201).json(ok('Collection created', { collection }));
  });
  router.delete('/workspace/:id/uploads/:uploadId', async (req, res) => {
    await content.cancelUpload(userOf(res).id, p(req.params, 'id'), p(req.params, 'uploadId'));
    res.json(ok('Upload cancelled', {}));
  });
  const createCollectionForm = validateForm(createCollectionSchema);
  router.post('/workspace/:id/collections', ...body, createCollectionForm, async (req, res) => {
    const { collection } = createCollectionForm.of(req);
    const stored = await content.createCollection(userOf(res).id, p(req.params, 'id'), collection);
    res.status(201).json(ok('Collection created', { collection: stored }));
  });
  const updateCollectionForm = validateForm(updateCollectionSchema);
  router.put('/workspace/:id/collections/:collectionId', ...body, updateCollectionForm, async (req, res) => {
    const { baseVersion, ...changes } = updateCollectionForm.of(req);
    const collection = await content.updateCollection(
      userOf(res).id,
      p(req.params, 'id'),
      p(req.params, 'collectionId'),
      baseVersion,
      changes,
    );
    res.json(ok('Collection saved', { collection }));
  });
  router.delete('/workspace/:id/collections/:collectionId', async (req, res) => {
    await content.deleteCollection(userOf(res).id, p(req.params, 'id'), p(req.params, 'collectionId'));
    res.json(ok('Collection deleted', {}));
  });
  // The OpenAPI document a collection was imported from: the base of a sync, replaced after one.
  router.get('/workspace/:id/collections/:collectionId/openapi-source', async (req, res) => {
    const source = await content.openApiSource(userOf(res).id, p(req.params, 'id'), p(req.params, 'collectionId'));
    res.json(ok('OpenAPI document loaded', { source }));
  });
  const saveOpenApiSourceBody = validateBody(saveOpenApiSourceSchema);
  router.put(
    '/workspace/:id/collections/:collectionId/openapi-source',
    ...body,
    saveOpenApiSourceBody,
    async (req, res) => {
      const source = await content.saveOpenApiSource(
        userOf(res).id,
        p(req.params, 'id'),
        p(req.params, 'collectionId'),
        saveOpenApiSourceBody.of(req),
      );
      res.json(ok('OpenAPI document saved', { source }));
    },
  );
  const createItemForm = validateForm(createItemSchema);
  router.post('/workspace/:id/collections/:collectionId/items', ...body, createItemForm, async (req, res) => {
    const { item, ...placement } = createItemForm.of(req);
    const stored = await content.createItem(
      userOf(res).id,
      p(req.params, 'id'),
      p(req.params, 'collectionId'),
      item,
      placement,
    );
    res.status(201).json(ok('Saved', { item: stored }));
  });
  const updateItemForm = validateForm(updateItemSchema);
  router.put('/workspace/:id/collections/:collectionId/items/:itemId', ...body, updateItemForm, async (req, res) => {
    const { baseVersion, item } = updateItemForm.of(req);
    const stored = await content.updateItem(
      userOf(res).id,
      p(req.params, 'id'),
      p(req.params, 'collectionId'),
      p(req.params, 'itemId'),
      baseVersion,
      item,
    );
    res.json(ok('Saved', { item: stored }));
  });
  const moveItemForm = validateForm(moveItemSchema);
  router.post(
    '/workspace/:id/collections/:collectionId/items/:itemId/move',
    ...body,
    moveItemForm,
    async (req, res) => {
      const placement = moveItemForm.of(req);
      const stored = await content.moveItem(
        userOf(res).id,
        p(req.params, 'id'),
        p(req.params, 'collectionId'),
        p(req.params, 'itemId'),
        placement,
      );
      res.json(ok('Moved', { item: stored }));
    },
  );
  router.delete('/workspace/:id/collections/:collectionId/items/:itemId', async (req, res) => {
    await content.deleteItem(
      userOf(res).id,
      p(req.params, 'id'),
      p(req.params, 'collectionId'),
      p(req.params, 'itemId'),
    );
    res.json(ok('Deleted', {}));
  });

  router.get('/workspace/:id/environments', async (req, res) => {
    res.json(
      ok('Environments loaded', { environments: await content.environments(userOf(res).id, p(req.params, 'id')) }),
    );
  });
  const createEnvironmentForm = validateForm(createEnvironmentSchema);
  router.post('/workspace/:id/environments', ...body, createEnvironmentForm, async (req, res) => {
    const { environment } = createEnvironmentForm.of(req);
    const stored = await content.createEnvironment(userOf(res).id, p(req.params, 'id'), environment);
    res.status(201).json(ok('Environment created', { environment: stored }));
  });
  const updateEnvironmentForm = validateForm(updateEnvironmentSchema);
  router.put('/workspace/:id/environments/:environmentId', ...body, updateEnvironmentForm, async (req, res) => {
    const { baseVersion, ...changes } = updateEnvironmentForm.of(req);
    const stored = await content.updateEnvironment(
      userOf(res).id,
      p(req.params, 'id'),
      p(req.params, 'environmentId'),
      baseVersion,
      changes,
    );
    res.json(ok('Environment saved', { environment: stored }));
  });
  router.delete('/workspace/:id/environments/:environmentId', async (req, res) => {
    await content.deleteEnvironment(userOf(res).id, p(req.params, 'id'), p(req.params, 'environmentId'));
    res.json(ok('Environment deleted', {}));
  });

  // Presence: the Team view's collaborators of a collection, and the heartbeat that keeps one listed.
  router.post('/teams/collaboration/:collectionId/presence', signedIn, async (req, res) => {
    await presence.touch(userOf(res).id, p(req.params, 'collectionId'));
    res.json(ok('Present', {}));
  });
  router.get('/teams/collaboration/:collectionId/collaborators', signedIn, async (req, res) => {
    const collaborators = await presence.collaborators(userOf(res).id, p(req.params, 'collectionId'));
    res.json(ok('Collaborators loaded', { collaborators }));
  });

  router.use(versionConflictReply);
  return router;
}
