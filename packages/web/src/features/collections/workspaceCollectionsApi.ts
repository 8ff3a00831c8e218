// The calls that read and change a workspace's stored collections. Each write carries the version it
// was based on; a stale one is refused with 409 and the version stored now.
import {
  CollectionListReplySchema,
  CollectionReplySchema,
  ItemPageReplySchema,
  ItemReplySchema,
  SharedOpenApiSourceSchema,
  SharedOpenApiSourceSummarySchema,
  UploadReplySchema,
  type Collection,
  type CollectionFields,
  type CollectionItem,
  type ItemContent,
  type SaveOpenApiSource,
  type UploadEntry,
} from '@courier/core';
import * as z from 'zod';
import { apiCall as call, jsonBody as json, withIdempotencyKey } from '../../lib/api.js';

const at = (workspaceId: string, collectionId?: string) =>
  `/workspace/${encodeURIComponent(workspaceId)}/collections${collectionId ? `/${encodeURIComponent(collectionId)}` : ''}`;
const item = (workspaceId: string, collectionId: string, itemId: string) =>
  `${at(workspaceId, collectionId)}/items/${encodeURIComponent(itemId)}`;

const uploads = (workspaceId: string, uploadId?: string) =>
  `/workspace/${encodeURIComponent(workspaceId)}/uploads${uploadId ? `/${encodeURIComponent(uploadId)}` : ''}`;

export const workspaceCollectionsApi = {
  list: async (workspaceId: string) => (await call(at(workspaceId), CollectionListReplySchema.shape.data)).data,
  /** The collections' own fields: their items come from `itemsPage` (decision 0050). */
  listWithoutItems: async (workspaceId: string) =>
    (await call(`${at(workspaceId)}?items=paged`, CollectionListReplySchema.shape.data)).data,
  /** A page of the workspace's items (of one collection when named) after the cursor `after`. */
  itemsPage: async (workspaceId: string, page: { collectionId?: string; after?: string | null }) => {
    const query = new URLSearchParams();
    if (page.collectionId) query.set('collectionId', page.collectionId);
    if (page.after) query.set('after', page.after);
    const path = `/workspace/${encodeURIComponent(workspaceId)}/items${query.size > 0 ? `?${query}` : ''}`;
    return (await call(path, ItemPageReplySchema.shape.data)).data;
  },
  startUpload: (workspaceId: string, collection: Omit<Collection, 'items'>) =>
    call(`${uploads(workspaceId)}`, UploadReplySchema.shape.data, json('POST', { collection })),
  uploadItems: (workspaceId: string, uploadId: string, items: UploadEntry[]) =>
    call(`${uploads(workspaceId, uploadId)}/items`, UploadReplySchema.shape.data, json('POST', { items })),
  finishUpload: (workspaceId: string, uploadId: string) =>
    call(`${uploads(workspaceId, uploadId)}/finish`, CollectionReplySchema.shape.data, { method: 'POST' }),
  cancelUpload: (workspaceId: string, uploadId: string) =>
    call(uploads(workspaceId, uploadId), z.unknown(), { method: 'DELETE' }),
  create: (workspaceId: string, collection: Partial<Collection> & { name: string }, idempotencyKey?: string) =>
    call(
      at(workspaceId),
      CollectionReplySchema.shape.data,
      withIdempotencyKey(json('POST', { collection }), idempotencyKey),
    ),
  update: (workspaceId: string, collectionId: string, baseVersion: number, fields: Partial<CollectionFields>) =>
    call(at(workspaceId, collectionId), CollectionReplySchema.shape.data, json('PUT', { ...fields, baseVersion })),
  remove: (workspaceId: string, collectionId: string) =>
    call(at(workspaceId, collectionId), z.unknown(), { method: 'DELETE' }),
  /** Into the folder `parentId` (the collection's top level when null), after `afterId` or at the end. */
  createItem: (
    workspaceId: string,
    collectionId: string,
    item: CollectionItem,
    parentId: string | null = null,
    afterId?: string,
    idempotencyKey?: string,
  ) =>
    call(
      `${at(workspaceId, collectionId)}/items`,
      ItemReplySchema.shape.data,
      withIdempotencyKey(json('POST', { parentId, item, ...(afterId && { afterId }) }), idempotencyKey),
    ),
  /** To the end of the folder `parentId`, or of the collection's top level when null. */
  moveItem: (workspaceId: string, collectionId: string, itemId: string, parentId: string | null) =>
    call(`${item(workspaceId, collectionId, itemId)}/move`, ItemReplySchema.shape.data, json('POST', { parentId })),
  updateItem: (workspaceId: string, collectionId: string, itemId: string, baseVersion: number, content: ItemContent) =>
    call(
      item(workspaceId, collectionId, itemId),
      ItemReplySchema.shape.data,
      json('PUT', { baseVersion, item: content }),
    ),
  removeItem: (workspaceId: string, collectionId: string, itemId: string) =>
    call(item(workspaceId, collectionId, itemId), z.unknown(), { method: 'DELETE' }),
  /** The OpenAPI document the collection was imported from or last synced with, kept on the server. */
  openApiSource: async (workspaceId: string, collectionId: string) =>
    (await call(`${at(workspaceId, collectionId)}/openapi-source`, z.object({ source: SharedOpenApiSourceSchema })))
      .data.source,
  /** After a sync: the new document, refused (409) when the one merged against was replaced meanwhile. */
  saveOpenApiSource: (workspaceId: string, collectionId: string, source: SaveOpenApiSource) =>
    call(
      `${at(workspaceId, collectionId)}/openapi-source`,
      z.object({ source: SharedOpenApiSourceSummarySchema }),
      json('PUT', source),
    ),
};
