// How each change to a workspace's collections waits in the pending-edit queue: what the user is told
// it is, what it changes, and where its version and new ids are.
// Why: docs/decisions/0034-offline-edits-queue-and-replay.md
import type { CollectionItem, ItemContent } from '@courier/core';
import type { PendingCallSpec } from '../../lib/pendingEdits/pendingEdit.js';
import type { workspaceCollectionsApi } from './workspaceCollectionsApi.js';

type Api = typeof workspaceCollectionsApi;
type Args<Name extends keyof Api> = Parameters<Api[Name]>;
type Reply<Name extends keyof Api> = Awaited<ReturnType<Api[Name]>>;

/** The calls that change collections; `list` only reads. */
export const COLLECTION_EDITS = [
  'create',
  'update',
  'remove',
  'createItem',
  'moveItem',
  'updateItem',
  'removeItem',
] as const;

const kindOf = (item: CollectionItem | ItemContent) =>
  item.type === 'folder' ? 'folder' : item.type === 'websocket' ? 'WebSocket request' : 'request';
const gone = (status: number) => status === 404;

export const collectionEditSpecs: Readonly<Record<(typeof COLLECTION_EDITS)[number], PendingCallSpec>> = {
  create: {
    label: (args) => `New collection "${(args as Args<'create'>)[1].name}"`,
    idempotencyKeyAt: 2,
    created: (args, reply) => {
      const clientId = (args as Args<'create'>)[1].id;
      return clientId ? { clientId, serverId: (reply as Reply<'create'>).data.collection.id } : undefined;
    },
  },
  update: {
    label: (args) => {
      const { name } = (args as Args<'update'>)[3];
      return name === undefined ? 'Collection settings' : `Rename collection to "${name}"`;
    },
    target: (args) => `collection:${(args as Args<'update'>)[1]}`,
    baseVersionAt: 2,
    versionOf: (reply) => (reply as Reply<'update'>).data.collection.version,
  },
  remove: { label: () => 'Delete collection', alreadyDone: gone },
  createItem: {
    label: (args) => {
      const item = (args as Args<'createItem'>)[2];
      return `New ${kindOf(item)} "${item.name}"`;
    },
    idempotencyKeyAt: 5,
    created: (args, reply) => ({
      clientId: (args as Args<'createItem'>)[2].id,
      serverId: (reply as Reply<'createItem'>).data.item.id,
    }),
  },
  moveItem: { label: () => 'Move a request or folder' },
  updateItem: {
    label: (args) => {
      const content = (args as Args<'updateItem'>)[4];
      return `Save ${kindOf(content)} "${content.name}"`;
    },
    target: (args) => `item:${(args as Args<'updateItem'>)[2]}`,
    baseVersionAt: 3,
    versionOf: (reply) => (reply as Reply<'updateItem'>).data.item.version,
  },
  removeItem: { label: () => 'Delete a request or folder', alreadyDone: gone },
};
