// What each event of a workspace's live scope ('workspace:<id>') carries: one schema per type, so
// the server that writes an event and every client that reads it hold the same shape. Each carries
// the changed entity whole (or its id when removed), so a client applies it without another call.
import * as z from 'zod';
import { SharedOpenApiSourceSummarySchema } from './sharedOpenApiSource.js';
import {
  BackupSchema,
  recordSendSchema,
  StoredCollectionSchema,
  StoredEnvironmentSchema,
  StoredItemSchema,
  TemplateSchema,
  WorkspaceMemberSchema,
  WorkspaceSchema,
  type WorkspaceEventType,
} from './workspaces.js';

/** The id the creating browser gave what it made, so that it recognises its own pending copy. */
const clientId = z.string().optional();

/** A member added by an address with no account yet is announced without the address or a name. */
const AnnouncedMember = z.union([WorkspaceMemberSchema, WorkspaceMemberSchema.omit({ email: true, name: true })]);

/**
 * A collection created by an upload is announced without its items, however many it holds: readers
 * read them in pages (decision 0050). Every other created collection carries its items.
 */
const CollectionChange = z.object({ collection: StoredCollectionSchema.partial({ items: true }), clientId });
const ItemChange = z.object({ item: StoredItemSchema, clientId });
const EnvironmentChange = z.object({ environment: StoredEnvironmentSchema, clientId });

export const WORKSPACE_EVENT_DATA = {
  workspace_created: z.object({ name: z.string() }),
  workspace_updated: z.object({
    workspace: WorkspaceSchema.pick({ id: true, name: true, description: true, settings: true }),
  }),
  member_added: z.object({ member: AnnouncedMember }),
  member_removed: z.object({ member: AnnouncedMember }),
  collection_created: CollectionChange,
  collection_updated: CollectionChange,
  collection_deleted: z.object({ collectionId: z.string() }),
  item_created: ItemChange,
  item_updated: ItemChange,
  item_moved: ItemChange,
  item_deleted: z.object({ collectionId: z.string(), itemIds: z.array(z.string()) }),
  environment_created: EnvironmentChange,
  environment_updated: EnvironmentChange,
  environment_deleted: z.object({ environmentId: z.string() }),
  template_created: z.object({ template: TemplateSchema }),
  backup_updated: z.object({ backup: BackupSchema }),
  request_sent: recordSendSchema,
  // The document itself stays on the server: a teammate's open Sync dialog reads it again.
  openapi_source_updated: z.object({ source: SharedOpenApiSourceSummarySchema }),
} satisfies Record<WorkspaceEventType, z.ZodType>;

type EventData = typeof WORKSPACE_EVENT_DATA;

/** What the server writes for an event of that type. */
export type WorkspaceEventInput<T extends WorkspaceEventType> = z.input<EventData[T]>;
/** What a client reads from an event of that type. */
export type WorkspaceEventData<T extends WorkspaceEventType> = z.output<EventData[T]>;

/** An event of a workspace's scope, its data checked against its type when it is written. */
export function workspaceEvent<T extends WorkspaceEventType>(
  type: T,
  data: WorkspaceEventInput<T>,
): { type: T; data: WorkspaceEventInput<T> } {
  return { type, data };
}

/** The event's data read as its type says; undefined when it is not that (an older or newer server). */
export function workspaceEventData<T extends WorkspaceEventType>(
  type: T,
  data: unknown,
): WorkspaceEventData<T> | undefined {
  const parsed = WORKSPACE_EVENT_DATA[type].safeParse(data);
  return parsed.success ? (parsed.data as WorkspaceEventData<T>) : undefined;
}
