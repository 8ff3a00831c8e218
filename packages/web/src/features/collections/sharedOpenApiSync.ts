// 'Sync with OpenAPI' for a collection of a shared workspace. Its document is kept on the server
// beside it (decision 0049): the base of the merge is read from there, core merges as for a browser's
// collection, and the result is saved item by item with the versions read with the base — so
// teammates see it live, and a request a teammate changed meanwhile is refused and offered as a
// conflict. Only once every save is taken is the document on the server replaced by the new one: a
// sync cut short leaves the old base, and syncing again redoes what is missing.
import {
  assembleCollection,
  type Collection,
  type CollectionFields,
  type CollectionItem,
  type StoredCollection,
} from '@courier/core';
import type { SavedItem } from './collectionTree.js';
import { openApiSyncEdits } from './openApiSyncEdits.js';
import type { workspaceCollectionsApi } from './workspaceCollectionsApi.js';

export interface OpenApiSyncBase {
  /** The collection as the server has it, with its source's document: what core merges against. */
  collection: Collection;
  /** The stored document's hash: the new one replaces it only while it is still that one. */
  hash: string;
  /** The version of the collection and of each of its items when read: what each save is based on. */
  versions: ReadonlyMap<string, number>;
}

export interface SharedOpenApiSync {
  readBase(collectionId: string): Promise<OpenApiSyncBase>;
  /** True once all is saved; false when a save was refused (the store says why, or offers both versions). */
  apply(base: OpenApiSyncBase, merged: Collection, location: string): Promise<boolean>;
}

export interface SharedOpenApiSyncPorts {
  api: Pick<typeof workspaceCollectionsApi, 'openApiSource' | 'saveOpenApiSource'>;
  workspaceId: string;
  /** The collection as last heard from the server, by the server's id. */
  stored(collectionId: string): StoredCollection | undefined;
  serverId(id: string): string;
  createItem(collectionId: string, item: CollectionItem, parentId: string | null): Promise<boolean>;
  updateItem(collectionId: string, item: SavedItem, baseVersion: number): Promise<boolean>;
  updateFields(collectionId: string, baseVersion: number, fields: Partial<CollectionFields>): Promise<boolean>;
}

/** The fields as sent: the source says where the collection came from, its document is sent apart. */
function withoutDocument(fields: Partial<CollectionFields>): Partial<CollectionFields> {
  if (!fields.openapiSource) return fields;
  return { ...fields, openapiSource: { ...fields.openapiSource, document: null } };
}

export function createSharedOpenApiSync(ports: SharedOpenApiSyncPorts): SharedOpenApiSync {
  return {
    async readBase(collectionId) {
      const id = ports.serverId(collectionId);
      const stored = ports.stored(id);
      if (!stored) throw new Error('Collection not found');
      const source = await ports.api.openApiSource(ports.workspaceId, id);
      const collection = assembleCollection(stored);
      const versions = new Map([[id, stored.version], ...stored.items.map((item) => [item.id, item.version] as const)]);
      return {
        collection: {
          ...collection,
          openapiSource: collection.openapiSource && { ...collection.openapiSource, document: source.document },
        },
        hash: source.hash,
        versions,
      };
    },

    async apply(base, merged, location) {
      const id = base.collection.id;
      const edits = openApiSyncEdits(base.collection, merged);
      // One after another: new operations keep the document's order, and the server's lock is not contended.
      for (const { item, parentId } of edits.created) {
        if (!(await ports.createItem(id, item, parentId))) return false;
      }
      for (const item of edits.updated) {
        if (!(await ports.updateItem(id, item, base.versions.get(item.id) ?? 1))) return false;
      }
      if (
        Object.keys(edits.fields).length > 0 &&
        !(await ports.updateFields(id, base.versions.get(id) ?? 1, withoutDocument(edits.fields)))
      ) {
        return false;
      }
      const document = merged.openapiSource?.document as Record<string, unknown>;
      await ports.api.saveOpenApiSource(ports.workspaceId, id, { location, document, baseHash: base.hash });
      return true;
    },
  };
}
