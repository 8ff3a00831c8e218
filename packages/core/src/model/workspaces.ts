// Workspaces: the request bodies the server checks and the shapes it replies with, shared by the
// server and the web app. A workspace holds collections and environments stored on the server; every
// write of one carries the version it was based on, and a stale write is answered 409 with the
// current version so the person can choose.
import * as z from 'zod';
import { emailSchema, NOT_A_FORM_MESSAGE, requiredText } from '../accounts/accountFields.js';
import { AuthSchema } from './auth.js';
import { CollectionSchema, FolderSchema, type Collection, type CollectionItem, type Folder } from './collection.js';
import { EnvironmentSchema } from './environment.js';
import { SavedRequestSchema, ScriptsShape } from './request.js';
import { apiReplySchema } from './teams.js';
import { VariableSchema } from './variable.js';
import { WebSocketRequestSchema } from './websocketRequest.js';

const WORKSPACE_TYPES = ['personal', 'team', 'project'] as const;
export const WORKSPACE_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
/** Adding a member never makes an owner. */
export const ASSIGNABLE_WORKSPACE_ROLES = ['member', 'admin', 'viewer'] as const;
const WORKSPACE_MEMBER_STATUSES = ['active', 'pending'] as const;
const WORKSPACE_ACTIVITY_TYPES = ['request', 'member', 'collection', 'setting'] as const;
export const TEMPLATE_CATEGORIES = ['api', 'auth', 'crud', 'integration'] as const;
const BACKUP_STATUSES = ['processing', 'completed', 'failed'] as const;
/** What each role may do; the server checks the role, the list is what the Members tab shows. */
const WORKSPACE_PERMISSIONS = ['read', 'write', 'manage_members', 'manage_settings', 'delete'] as const;
/** A restore file this size or larger is refused before it is read. */
export const MAX_RESTORE_BYTES = 50 * 1024 * 1024;
/** Automatic backups: one a day, the newest this many kept. */
export const AUTO_BACKUPS_KEPT = 7;

export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];
export type WorkspacePermission = (typeof WORKSPACE_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<WorkspaceRole, WorkspacePermission[]> = {
  owner: ['read', 'write', 'manage_members', 'manage_settings', 'delete'],
  admin: ['read', 'write', 'manage_members', 'manage_settings'],
  member: ['read', 'write'],
  viewer: ['read'],
};

export const WorkspaceSettingsSchema = z.object({
  visibility: z.enum(['private', 'public'], { error: 'Visibility must be private or public' }).default('private'),
  collaboration: z.boolean().default(true),
  autoBackup: z.boolean().default(true),
  notifications: z.boolean().default(true),
});
export type WorkspaceSettings = z.infer<typeof WorkspaceSettingsSchema>;

export const createWorkspaceSchema = z.object(
  {
    name: requiredText('Workspace name is required').pipe(
      z.string().max(100, 'Workspace name must be at most 100 characters'),
    ),
    description: z.string().max(1000, 'Description must be at most 1000 characters').default(''),
    type: z.enum(['team', 'project'], { error: 'Type must be team or project' }).default('project'),
    settings: WorkspaceSettingsSchema.default(WorkspaceSettingsSchema.parse({})),
    /** A team workspace grants the team's members their team role (owner and admin → admin). */
    teamId: z.string().max(64).optional(),
  },
  { error: NOT_A_FORM_MESSAGE },
);
export type CreateWorkspaceInput = z.infer<typeof createWorkspaceSchema>;

export const updateWorkspaceSchema = z.object(
  {
    name: requiredText('Workspace name is required').pipe(z.string().max(100)).optional(),
    description: z.string().max(1000).optional(),
    settings: WorkspaceSettingsSchema.partial().optional(),
  },
  { error: NOT_A_FORM_MESSAGE },
);

export const switchWorkspaceSchema = z.object(
  { workspaceId: requiredText('workspaceId is required').pipe(z.string().max(64)) },
  { error: NOT_A_FORM_MESSAGE },
);

export const addWorkspaceMemberSchema = z.object(
  {
    email: emailSchema,
    role: z.enum(ASSIGNABLE_WORKSPACE_ROLES, { error: 'Role must be member, admin or viewer' }).default('member'),
    /** Accepted for the form's sake; what a member may do follows from the role. */
    permissions: z.array(z.enum(WORKSPACE_PERMISSIONS)).max(10).optional(),
  },
  { error: NOT_A_FORM_MESSAGE },
);
export type AddWorkspaceMemberInput = z.infer<typeof addWorkspaceMemberSchema>;

export const createTemplateSchema = z.object(
  {
    name: requiredText('Template name is required').pipe(z.string().max(100)),
    description: z.string().max(1000).default(''),
    category: z.enum(TEMPLATE_CATEGORIES, { error: 'Category must be api, auth, crud or integration' }).default('api'),
    tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
    /** The workspace collection the template copies; without it the template starts empty. */
    collectionId: z.string().max(64).optional(),
  },
  { error: NOT_A_FORM_MESSAGE },
);
export type CreateTemplateInput = z.infer<typeof createTemplateSchema>;

export const createBackupSchema = z.object({ includeData: z.boolean().default(true) }).default({ includeData: true });

export const WorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(WORKSPACE_TYPES),
  settings: WorkspaceSettingsSchema,
  teamId: z.string().nullable(),
  ownerId: z.string(),
  createdAt: z.string(),
  /** The signed-in user's role. */
  role: z.enum(WORKSPACE_ROLES),
  isCurrent: z.boolean(),
  memberCount: z.number(),
  requestCount: z.number(),
  collectionCount: z.number(),
  environmentCount: z.number(),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;

export const WorkspaceMemberSchema = z.object({
  /** The membership's id; team-granted members have 'team:<userId>'. */
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  /** 'pending': added by e-mail before that person had an account. */
  status: z.enum(WORKSPACE_MEMBER_STATUSES),
  permissions: z.array(z.enum(WORKSPACE_PERMISSIONS)),
  /** 'team' when the role comes from the workspace's team. */
  source: z.enum(['direct', 'team']),
});
export type WorkspaceMember = z.infer<typeof WorkspaceMemberSchema>;

const WorkspaceActivitySchema = z.object({
  /** '<workspaceId>:<seq>'. */
  id: z.string(),
  type: z.enum(WORKSPACE_ACTIVITY_TYPES),
  user: z.string(),
  action: z.string(),
  description: z.string(),
  timestamp: z.string(),
});
export type WorkspaceActivity = z.infer<typeof WorkspaceActivitySchema>;

export const TemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  tags: z.array(z.string()),
  /** Shipped with Courier rather than made in this workspace. */
  builtIn: z.boolean(),
});
export type Template = z.infer<typeof TemplateSchema>;

export const BackupSchema = z.object({
  id: z.string(),
  status: z.enum(BACKUP_STATUSES),
  createdAt: z.string(),
  /** 'auto' for the daily backup of a workspace with autoBackup on. */
  kind: z.enum(['manual', 'auto']),
  sizeBytes: z.number().nullable(),
  error: z.string().nullable(),
});
export type Backup = z.infer<typeof BackupSchema>;

const AnalyticsOverviewSchema = z.object({
  totalRequests: z.number(),
  /** Milliseconds, rounded; 0 when nothing was sent. */
  averageResponseTime: z.number(),
  /** People who sent a request or changed something in the last 24 hours. */
  activeUsers: z.number(),
});
export type AnalyticsOverview = z.infer<typeof AnalyticsOverviewSchema>;

/** A request sent from the workspace, reported by the workbench for the Overview's figures. */
export const recordSendSchema = z.object(
  {
    method: z.string().min(1).max(20),
    status: z.number().int().min(0).max(999),
    durationMs: z
      .number()
      .min(0)
      .max(24 * 60 * 60 * 1000),
  },
  { error: NOT_A_FORM_MESSAGE },
);

// Collections and environments stored in a workspace.

const baseVersion = z.number({ error: 'baseVersion is required' }).int().min(1);

/** A collection's own fields; its requests and folders are rows of their own. */
export const CollectionFieldsSchema = CollectionSchema.pick({
  name: true,
  description: true,
  auth: true,
  preRequestScript: true,
  postRequestScript: true,
  morePreRequestScripts: true,
  morePostRequestScripts: true,
  variables: true,
  // Where it was imported from and the document's fingerprint; the server keeps the document apart.
  openapiSource: true,
});
export type CollectionFields = z.infer<typeof CollectionFieldsSchema>;

/** A folder's own fields: its children are rows of their own. */
const FolderFieldsSchema = z.object({
  type: z.literal('folder'),
  id: z.string().min(1),
  name: z.string().default('Untitled folder'),
  description: z.string().optional(),
  auth: AuthSchema.default({ type: 'inherit' }),
  ...ScriptsShape,
  variables: z.array(VariableSchema).default([]),
});
const ItemContentSchema = z.union([SavedRequestSchema, WebSocketRequestSchema, FolderFieldsSchema]);
export type ItemContent = z.infer<typeof ItemContentSchema>;

/** What a stored item is; its content's own `type`. */
const STORED_ITEM_KINDS = ['request', 'folder', 'websocket'] as const;
export type StoredItemKind = (typeof STORED_ITEM_KINDS)[number];

export const StoredItemSchema = z.object({
  id: z.string(),
  collectionId: z.string(),
  /** null at the collection's top level. */
  parentId: z.string().nullable(),
  kind: z.enum(STORED_ITEM_KINDS),
  /** Fractional ordering key: siblings sort by it as plain strings; a move rewrites one row. */
  position: z.string(),
  version: z.number(),
  content: ItemContentSchema,
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type StoredItem = z.infer<typeof StoredItemSchema>;

export const StoredCollectionSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  version: z.number(),
  fields: CollectionFieldsSchema,
  items: z.array(StoredItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type StoredCollection = z.infer<typeof StoredCollectionSchema>;

export const StoredEnvironmentSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  version: z.number(),
  name: z.string(),
  /** Secret variables carry the reader's own value, never another member's. */
  variables: z.array(VariableSchema),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type StoredEnvironment = z.infer<typeof StoredEnvironmentSchema>;

/** Creates a collection: a whole one (moving a browser collection in, an import) or a name alone. */
export const createCollectionSchema = z.object(
  { collection: CollectionSchema.partial({ id: true }) },
  { error: NOT_A_FORM_MESSAGE },
);
/**
 * A collection too large for one body reaches a workspace in batches (decision 0050): its own fields
 * first, then its items in order, each naming its parent by the id the browser gave it.
 */
export const startUploadSchema = z.object(
  { collection: CollectionSchema.omit({ items: true }).partial({ id: true }) },
  { error: NOT_A_FORM_MESSAGE },
);
/** Items per upload batch: a batch of requests stays far below the 10 MB body limit. */
export const MAX_UPLOAD_BATCH = 1000;
const UploadEntrySchema = z.object({
  /** The browser's id: later entries of the upload name a folder by it. */
  id: z.string().min(1).max(64),
  parentId: z.string().min(1).max(64).nullable(),
  item: ItemContentSchema,
});
export type UploadEntry = z.infer<typeof UploadEntrySchema>;
export const uploadItemsSchema = z.object(
  { items: z.array(UploadEntrySchema).min(1).max(MAX_UPLOAD_BATCH) },
  { error: NOT_A_FORM_MESSAGE },
);
/** Items per page of a workspace's items: a page parses in milliseconds. */
export const MAX_ITEM_PAGE = 5000;
export const updateCollectionSchema = CollectionFieldsSchema.partial().extend({ baseVersion });
export const createItemSchema = z.object(
  {
    parentId: z.string().max(64).nullable().default(null),
    item: z.union([SavedRequestSchema, WebSocketRequestSchema, FolderSchema]),
    /** Placed after this sibling; at the end when neither is given. */
    afterId: z.string().max(64).nullable().optional(),
    beforeId: z.string().max(64).nullable().optional(),
  },
  { error: NOT_A_FORM_MESSAGE },
);
export const updateItemSchema = z.object({ baseVersion, item: ItemContentSchema }, { error: NOT_A_FORM_MESSAGE });
export const moveItemSchema = z.object(
  {
    parentId: z.string().max(64).nullable(),
    afterId: z.string().max(64).nullable().optional(),
    beforeId: z.string().max(64).nullable().optional(),
  },
  { error: NOT_A_FORM_MESSAGE },
);
export const createEnvironmentSchema = z.object(
  { environment: EnvironmentSchema.partial({ id: true }) },
  { error: NOT_A_FORM_MESSAGE },
);
export const updateEnvironmentSchema = z.object(
  {
    baseVersion,
    name: requiredText('Environment name is required').pipe(z.string().max(100)).optional(),
    variables: z.array(VariableSchema).max(1000).optional(),
  },
  { error: NOT_A_FORM_MESSAGE },
);

/** The tree the Builder's sidebar shows, ordered by position. */
/** Stored rows as the tree they stand for: each folder holding its children in their stored order. */
function treeOf(items: readonly StoredItem[]): CollectionItem[] {
  const children = new Map<string | null, StoredItem[]>();
  for (const item of items) {
    const siblings = children.get(item.parentId) ?? [];
    siblings.push(item);
    children.set(item.parentId, siblings);
  }
  const build = (parentId: string | null): CollectionItem[] =>
    (children.get(parentId) ?? [])
      .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1))
      .map((item): CollectionItem =>
        item.content.type === 'folder' ? ({ ...item.content, items: build(item.id) } as Folder) : item.content,
      );
  return build(null);
}

export function assembleCollection(stored: StoredCollection): Collection {
  return CollectionSchema.parse({
    ...stored.fields,
    id: stored.id,
    createdAt: stored.createdAt,
    items: treeOf(stored.items),
  });
}

/**
 * The same tree for items already checked when they arrived (read through `StoredItemSchema`): only
 * the collection's own fields are checked again. Checking 20,000 requests twice costs a browser far
 * more than building their tree, and a shared collection is assembled again on every live change.
 */
export function assembleCheckedCollection(stored: StoredCollection): Collection {
  const fields = CollectionSchema.parse({ ...stored.fields, id: stored.id, createdAt: stored.createdAt, items: [] });
  return { ...fields, items: treeOf(stored.items) };
}

// Courier's native backup file.

export const BACKUP_FORMAT = 'courier-workspace-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const BackupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: 'This is not a Courier workspace backup' }),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION, { error: 'This backup was written by another version of Courier' }),
  createdAt: z.string(),
  workspace: z.object({
    name: z.string().min(1).max(100),
    description: z.string().max(1000).default(''),
    type: z.enum(WORKSPACE_TYPES),
    settings: WorkspaceSettingsSchema,
  }),
  collections: z.array(CollectionSchema).max(10_000),
  /** Secret variables are written with empty values. */
  environments: z.array(EnvironmentSchema).max(10_000),
  members: z.array(z.object({ email: z.string(), name: z.string(), role: z.enum(WORKSPACE_ROLES) })).max(10_000),
});
export type BackupFile = z.infer<typeof BackupFileSchema>;

const RestorePreviewSchema = z.object({
  name: z.string(),
  collections: z.array(z.object({ name: z.string(), requestCount: z.number() })),
  environments: z.array(z.object({ name: z.string(), variableCount: z.number() })),
  members: z.array(z.object({ email: z.string(), role: z.enum(WORKSPACE_ROLES) })),
});
export type RestorePreview = z.infer<typeof RestorePreviewSchema>;

export const WorkspaceListReplySchema = apiReplySchema(z.object({ workspaces: z.array(WorkspaceSchema) }));
export const WorkspaceReplySchema = apiReplySchema(z.object({ workspace: WorkspaceSchema }));
export const WorkspaceMembersReplySchema = apiReplySchema(z.object({ members: z.array(WorkspaceMemberSchema) }));
export const WorkspaceMemberReplySchema = apiReplySchema(z.object({ member: WorkspaceMemberSchema }));
export const WorkspaceActivityReplySchema = apiReplySchema(z.object({ activities: z.array(WorkspaceActivitySchema) }));
export const TemplateListReplySchema = apiReplySchema(z.object({ templates: z.array(TemplateSchema) }));
export const TemplateReplySchema = apiReplySchema(z.object({ template: TemplateSchema }));
export const UseTemplateReplySchema = apiReplySchema(
  z.object({ collection: StoredCollectionSchema, environment: StoredEnvironmentSchema.nullable() }),
);
export const BackupListReplySchema = apiReplySchema(z.object({ backups: z.array(BackupSchema) }));
export const BackupReplySchema = apiReplySchema(z.object({ backup: BackupSchema }));
export const AnalyticsReplySchema = apiReplySchema(AnalyticsOverviewSchema);
export const RestorePreviewReplySchema = apiReplySchema(z.object({ preview: RestorePreviewSchema }));
export const CollectionListReplySchema = apiReplySchema(z.object({ collections: z.array(StoredCollectionSchema) }));
export const CollectionReplySchema = apiReplySchema(z.object({ collection: StoredCollectionSchema }));
export const UploadReplySchema = apiReplySchema(z.object({ upload: z.object({ id: z.string(), items: z.number() }) }));
/** A page of a workspace's items in id order; `next` is the cursor of the following page, null at the end. */
export const ItemPageReplySchema = apiReplySchema(
  z.object({ items: z.array(StoredItemSchema), next: z.string().nullable() }),
);
export const ItemReplySchema = apiReplySchema(z.object({ item: StoredItemSchema }));
export const EnvironmentListReplySchema = apiReplySchema(z.object({ environments: z.array(StoredEnvironmentSchema) }));
export const EnvironmentReplySchema = apiReplySchema(z.object({ environment: StoredEnvironmentSchema }));

/**
 * The events of a workspace's live scope ('workspace:<id>'); each carries the changed entity whole
 * (or its id when removed), so a client applies it without another call.
 */
export const WORKSPACE_EVENT_TYPES = [
  'workspace_created',
  'workspace_updated',
  'member_added',
  'member_removed',
  'collection_created',
  'collection_updated',
  'collection_deleted',
  'item_created',
  'item_updated',
  'item_moved',
  'item_deleted',
  'environment_created',
  'environment_updated',
  'environment_deleted',
  'template_created',
  'backup_updated',
  'request_sent',
  'openapi_source_updated',
] as const;
export type WorkspaceEventType = (typeof WORKSPACE_EVENT_TYPES)[number];
