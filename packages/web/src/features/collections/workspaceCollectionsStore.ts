// The current workspace's collections, stored on the server, behind the same interface as the
// browser's: the sidebar, Save and Import work unchanged. Every change goes to the server with the
// version it was based on, and the live channel brings everyone's changes, mine included. A save
// based on a version someone else has replaced is refused; both versions are then offered to choose.
// Every change waits in the pending-edit queue first: made while the server cannot be reached, it is
// shown as pending and sent when the server answers again, after a reload too.
import {
  assembleCheckedCollection,
  CollectionSchema,
  createId,
  parseModel,
  SavedRequestSchema,
  StoredCollectionSchema,
  StoredItemSchema,
  ValidationError,
  workspaceEventData,
  type Collection,
  type CollectionItem,
  type SavedRequest,
  type StoredCollection,
  type StoredItem,
} from '@courier/core';
import * as z from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../../lib/api.js';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { createPendingEditQueue, EditRefusedError, isNotNow } from '../../lib/pendingEdits/pendingEditQueue.js';
import type { PendingEditStorage } from '../../lib/pendingEdits/pendingEditStorage.js';
import { queuedCalls, sendThrough } from '../../lib/pendingEdits/queuedCalls.js';
import type { ToastKind } from '../../ui/toasts.js';
import { callFailure } from '../shared/callFailure.js';
import { newFolder, parseWebSocketRequest, type CollectionsState } from './collectionsStore.js';
import { COLLECTION_EDITS, collectionEditSpecs } from './collectionEdits.js';
import { copyOf, locateItem, type SavedItem } from './collectionTree.js';
import { needsUpload, uploadCollection, type UploadProgress } from './collectionUpload.js';
import { withPendingEdits } from './pendingCollections.js';
import type { SharedOpenApiSyncPorts } from './sharedOpenApiSync.js';
import { VIEWER_READ_ONLY } from '../shared/viewerReadOnly.js';
import type { workspaceCollectionsApi } from './workspaceCollectionsApi.js';
import { itemsByCollection, readItemPages, withTheirItems } from './workspaceItemPages.js';

/** A save refused because someone else saved the request first: both versions, to keep one. */
export interface SaveConflict {
  collectionId: string;
  mine: SavedRequest;
  theirs: SavedRequest;
  theirsVersion: number;
  /** Who saved theirs, when the server said. */
  message: string;
}

export interface WorkspaceCollectionsState extends CollectionsState {
  workspaceId: string;
  loaded: boolean;
  conflict: SaveConflict | null;
  /** Collections, requests and folders with an edit the server has not taken yet. */
  pendingIds: ReadonlySet<string>;
  /** How many edits wait for the server. */
  pendingEdits: number;
  /**
   * Loads the workspace's collections (again). While the server cannot be reached, the copy kept
   * from the last load is shown, when there is one.
   */
  load(): Promise<void>;
  /** The server answers again: the edits that wait are sent now. */
  resume(): void;
  /** This workspace is no longer shown: nothing more is sent from here (the edits stay kept). */
  close(): void;
  /** A live event of the workspace's scope. */
  apply(event: LiveEvent): void;
  /** Live events that came together (a teammate's import, say): applied, then shown once. */
  applyAll(events: readonly LiveEvent[]): void;
  /** The builder opened this request: a later save is based on the version seen now. */
  noteOpened(requestId: string): void;
  keepMine(): Promise<void>;
  keepTheirs(): SaveConflict | null;
  /** The question is put off: the tab keeps its edits, and saving them asks again. */
  dismissConflict(): void;
  /** The server's id of a collection or request this browser made (the same id for the others). */
  serverId(id: string): string;
}

export interface WorkspaceCollectionsPorts {
  api: typeof workspaceCollectionsApi;
  toast(message: string, kind: ToastKind): void;
  /** Where edits wait and the last copy of the collections is kept (IndexedDB). */
  pending: PendingEditStorage;
  /** Whose edits: each user of this browser has their own queue. */
  userId: string;
}

const RequiredText = (field: string) => z.string().trim().min(1, `${field} is required`);
const AddRequestSchema = z.object({ name: RequiredText('Request name'), url: RequiredText('URL') });

/** Typing and saving come in bursts: the kept copy is written once they pause. */
const SNAPSHOT_DELAY_MS = 1000;

const byCreation = (a: StoredCollection, b: StoredCollection) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1;

export function createWorkspaceCollectionsStore(
  workspaceId: string,
  readOnly: boolean,
  { api, toast, pending, userId }: WorkspaceCollectionsPorts,
): StoreApi<WorkspaceCollectionsState> {
  const stored = new Map<string, StoredCollection>();
  const queueName = `${userId}:${workspaceId}:collections`;
  // The queue reports a refusal to the store, which exists by then: edits are sent only once it does.
  let refusedEdit: (error: EditRefusedError, waited: boolean) => void = () => undefined;
  const queue = createPendingEditQueue({
    storage: pending,
    name: queueName,
    specs: collectionEditSpecs,
    send: sendThrough(api, collectionEditSpecs),
    refused: (error, waited) => refusedEdit(error, waited),
  });
  // A delete or a move carries only ids: it is named after what the tree shows now.
  const edits = queuedCalls<typeof api, (typeof COLLECTION_EDITS)[number]>(queue, COLLECTION_EDITS, (call, args) => {
    const collection = stored.get(args[1] as string);
    if (call === 'remove') return collection && `Delete collection "${collection.fields.name}"`;
    if (call !== 'removeItem' && call !== 'moveItem') return undefined;
    const item = collection?.items.find((candidate) => candidate.id === args[2]);
    return item && `${call === 'moveItem' ? 'Move' : 'Delete'} "${item.content.name}"`;
  });
  let snapshotTimer: ReturnType<typeof setTimeout> | undefined;
  // The version of each request when the builder opened it: what a save is based on.
  const opened = new Map<string, number>();
  // What this browser made gets its id from the server a moment later; the builder and the Save
  // dialog keep the id they were given, so the tree shows that id and calls use the server's.
  const serverIds = new Map<string, string>();
  const clientIds = new Map<string, string>();
  const toServer = (id: string) => serverIds.get(id) ?? id;
  const toClient = (id: string) => clientIds.get(id) ?? id;
  const alias = (clientId: string, serverId: string) => {
    serverIds.set(clientId, serverId);
    clientIds.set(serverId, clientId);
  };
  const withClientIds = (items: CollectionItem[]): CollectionItem[] =>
    items.map((item) =>
      item.type === 'folder'
        ? { ...item, id: toClient(item.id), items: withClientIds(item.items) }
        : { ...item, id: toClient(item.id) },
    );
  /**
   * The id to send for a collection: the server's once it has one; the one this browser gave it while
   * its create waits in the queue, which sends the server's id in its place.
   */
  const collectionOnServer = (collectionId: string): Promise<string> => {
    const id = toServer(collectionId);
    if (stored.has(id)) return Promise.resolve(id);
    if (!createWaits('create', collectionId)) throw new ValidationError('Collection not found');
    return Promise.resolve(collectionId);
  };
  /** True while the create of the collection or item `id` waits in the queue. */
  const createWaits = (call: 'create' | 'createItem', id: string) =>
    queue.state
      .getState()
      .edits.some((edit) => edit.call === call && (edit.args[call === 'create' ? 1 : 2] as { id?: string }).id === id);
  /**
   * A request saved again before its create reached the server is an update of what the create will
   * make (version 1), not a second create: the queue sends it with the server's id.
   */
  const CREATED_VERSION = 1;

  return createStore<WorkspaceCollectionsState>()((set, get) => {
    const keepSnapshot = () => {
      clearTimeout(snapshotTimer);
      snapshotTimer = setTimeout(() => void pending.writeSnapshot(queueName, [...stored.values()]), SNAPSHOT_DELAY_MS);
    };
    // What waits in the queue is shown at once, made on top of what the server has.
    const publish = () => {
      const { edits: waiting } = queue.state.getState();
      const shown = withPendingEdits([...stored.values()], waiting, toServer);
      set({
        collections: shown.collections.sort(byCreation).map((collection) => {
          const assembled = assembleCheckedCollection(collection);
          return { ...assembled, id: toClient(assembled.id), items: withClientIds(assembled.items) };
        }),
        pendingIds: new Set([...shown.pendingIds].map(toClient)),
        pendingEdits: waiting.length,
      });
      if (get().loaded) keepSnapshot();
    };
    queue.state.subscribe(publish);

    /**
     * Puts saved items in place, one pass over each collection however many came: a burst of a
     * teammate's changes costs what one costs.
     */
    const upsertItems = (items: readonly StoredItem[]) => {
      for (const [collectionId, changed] of itemsByCollection(items)) {
        const collection = stored.get(collectionId);
        if (!collection) continue;
        const next = new Map(collection.items.map((item) => [item.id, item]));
        for (const item of changed) {
          const known = next.get(item.id);
          // An older version arriving late (a reply after the event) does not undo a newer one.
          if (known && known.version > item.version) continue;
          // Moved to the end, where the tree's order by position puts it back in its place.
          next.delete(item.id);
          next.set(item.id, item);
        }
        stored.set(collectionId, { ...collection, items: [...next.values()] });
      }
    };
    const upsertItem = (item: StoredItem) => upsertItems([item]);

    /**
     * The items of a collection announced without them (an upload finished, decision 0050), read in
     * pages; once read, what live events brought meanwhile stays.
     */
    const reading = new Set<string>();
    const readItemsOf = async (collectionId: string) => {
      if (reading.has(collectionId)) return;
      reading.add(collectionId);
      try {
        const items = await readItemPages(api, workspaceId, collectionId);
        const collection = stored.get(collectionId);
        if (!collection) return;
        const meanwhile = collection.items;
        stored.set(collectionId, { ...collection, items });
        upsertItems(meanwhile);
        publish();
      } catch (thrown) {
        toast(callFailure('Error loading collection', thrown), 'error');
      } finally {
        reading.delete(collectionId);
      }
    };

    const findItem = (collectionId: string, itemId: string) =>
      stored.get(toServer(collectionId))?.items.find((candidate) => candidate.id === toServer(itemId));

    const writable = () => {
      if (readOnly) throw new ValidationError(VIEWER_READ_ONLY);
    };

    const reload = () =>
      get()
        .load()
        .catch(() => undefined);
    const failed = (prefix: string) => (thrown: unknown) => {
      // The queue named a refused edit already; a conflict it leaves to the code that made the edit.
      if (!(thrown instanceof EditRefusedError) || thrown.status === 409) toast(callFailure(prefix, thrown), 'error');
      void reload();
    };

    /** A save refused as stale after a reload, when nothing on the page waits for it: both versions. */
    const offerConflict = (error: EditRefusedError): boolean => {
      const current = conflictOf(error.data);
      if (error.edit.call !== 'updateItem' || !current) return false;
      const [, collectionId, , , content] = error.edit.args as [string, string, string, number, SavedRequest];
      upsertItem(current);
      publish();
      set({
        conflict: {
          collectionId: toClient(collectionId),
          mine: { ...content, id: toClient(current.id) },
          theirs: { ...(current.content as SavedRequest), id: toClient(current.id) },
          theirsVersion: current.version,
          message: error.message,
        },
      });
      return true;
    };

    refusedEdit = (error, waited) => {
      // A stale save made on this page offers both versions there.
      if (error.status === 409 && (waited || offerConflict(error))) return;
      toast(`Not saved: ${error.edit.label}. ${error.message}`, 'error');
      void reload();
    };

    /**
     * True once the server has the request; false when it refused or failed. A refused HTTP request
     * offers both versions; a refused WebSocket request is said so and the teammate's version shown.
     */
    async function updateRequest(collectionId: string, request: SavedItem, baseVersion: number): Promise<boolean> {
      const itemId = toServer(request.id);
      try {
        const { data } = await edits.updateItem(workspaceId, toServer(collectionId), itemId, baseVersion, {
          ...request,
          id: itemId,
        });
        opened.set(itemId, data.item.version);
        upsertItem(data.item);
        publish();
        return true;
      } catch (thrown) {
        const current = thrown instanceof ApiError && thrown.status === 409 ? conflictOf(thrown.data) : undefined;
        if (!current || request.type !== 'request') {
          failed('Error saving request')(thrown);
          return false;
        }
        upsertItem(current);
        publish();
        set({
          conflict: {
            collectionId,
            mine: request,
            theirs: { ...(current.content as SavedRequest), id: toClient(current.id) },
            theirsVersion: current.version,
            message: thrown instanceof Error ? thrown.message : '',
          },
        });
        return false;
      }
    }

    /**
     * A rename changes one field, so a teammate's edit in between is no reason to refuse it: it is
     * made again on their version. Only when they renamed it too are both versions offered.
     */
    async function renameItem(collectionId: string, item: StoredItem, name: string, retried = false): Promise<void> {
      try {
        const { data } = await edits.updateItem(workspaceId, toServer(collectionId), item.id, item.version, {
          ...item.content,
          name,
        });
        upsertItem(data.item);
        publish();
      } catch (thrown) {
        const current = thrown instanceof ApiError && thrown.status === 409 ? currentOf(thrown.data) : undefined;
        if (!current) return failed('Error renaming')(thrown);
        upsertItem(current);
        publish();
        const theyRenamed = current.content.name !== item.content.name;
        if (!theyRenamed && !retried) return renameItem(collectionId, current, name, true);
        if (current.content.type !== 'request') return failed('Error renaming')(thrown);
        set({
          conflict: {
            collectionId,
            mine: { ...current.content, name, id: toClient(current.id) },
            theirs: { ...current.content, id: toClient(current.id) },
            theirsVersion: current.version,
            message: thrown instanceof Error ? thrown.message : '',
          },
        });
      }
    }

    /**
     * Creates a request once its collection exists on the server; its server id is known from then on.
     * True once the server has it, false when that failed.
     */
    function createRequest(
      collection: Promise<string>,
      request: CollectionItem,
      failure: string,
      parentId: string | null = null,
    ): Promise<boolean> {
      return collection
        .then((collectionId) => edits.createItem(workspaceId, collectionId, request, parentId && toServer(parentId)))
        .then(
          ({ data }) => {
            alias(request.id, data.item.id);
            opened.set(data.item.id, data.item.version);
            upsertItem(data.item);
            publish();
            return true;
          },
          (thrown: unknown) => {
            failed(failure)(thrown);
            return false;
          },
        );
    }

    const syncFailure = 'Error syncing with OpenAPI';
    // A viewer cannot change the collection, so is not offered to sync it. The sync itself loads with
    // its dialog: these are the store's saves it goes through.
    const openApiSyncPorts: SharedOpenApiSyncPorts | undefined = readOnly
      ? undefined
      : {
          api,
          workspaceId,
          stored: (id) => stored.get(id),
          serverId: toServer,
          createItem: (collectionId, item, parentId) =>
            createRequest(Promise.resolve(collectionId), item, syncFailure, parentId),
          updateItem: updateRequest,
          async updateFields(collectionId, baseVersion, fields) {
            try {
              const { data } = await edits.update(workspaceId, collectionId, baseVersion, fields);
              const known = stored.get(collectionId);
              stored.set(collectionId, { ...data.collection, items: data.collection.items ?? known?.items ?? [] });
              publish();
              return true;
            } catch (thrown) {
              failed(syncFailure)(thrown);
              return false;
            }
          },
        };

    /** One live event into `stored`; saved items wait in `items`, to be put in place together. */
    const applyOne = (event: LiveEvent, items: StoredItem[]) => {
      switch (event.type) {
        case 'collection_created':
        case 'collection_updated': {
          const data = workspaceEventData(event.type, event.data);
          if (!data) return;
          // A created event also carries the id the creating browser gave what it made (`clientId`).
          const { collection, clientId } = data;
          // Made here, and here before the create's reply: the pending collection is this one.
          if (clientId && createWaits('create', clientId)) alias(clientId, collection.id);
          const known = stored.get(collection.id);
          if (known && known.version > collection.version) return;
          stored.set(collection.id, { ...collection, items: collection.items ?? known?.items ?? [] });
          // Announced without its items, however many (an upload): they are read in pages.
          if (event.type === 'collection_created' && !collection.items && !known) void readItemsOf(collection.id);
          break;
        }
        case 'collection_deleted': {
          const data = workspaceEventData(event.type, event.data);
          if (!data) return;
          stored.delete(data.collectionId);
          break;
        }
        case 'item_created':
        case 'item_updated':
        case 'item_moved': {
          const data = workspaceEventData(event.type, event.data);
          if (!data) return;
          const { item, clientId } = data;
          if (clientId && createWaits('createItem', clientId)) alias(clientId, item.id);
          items.push(item);
          break;
        }
        case 'item_deleted': {
          // What came before the delete is put in place first.
          upsertItems(items.splice(0));
          const data = workspaceEventData(event.type, event.data);
          const collection = data && stored.get(data.collectionId);
          if (!data || !collection) return;
          const gone = new Set(data.itemIds);
          stored.set(collection.id, { ...collection, items: collection.items.filter((item) => !gone.has(item.id)) });
          break;
        }
        case 'openapi_source_updated': {
          // The document itself stays on the server; an open Sync dialog that read an older one checks again.
          const data = workspaceEventData(event.type, event.data);
          if (!data) return;
          const { collectionId, hash } = data.source;
          set({ openApiSourceHashes: { ...get().openApiSourceHashes, [toClient(collectionId)]: hash } });
          return;
        }
        default:
          return;
      }
    };

    return {
      workspaceId,
      readOnly,
      openApiSyncPorts,
      openApiSourceHashes: {},
      loaded: false,
      collections: [],
      conflict: null,
      pendingIds: new Set(),
      pendingEdits: 0,
      upload: null,

      async load() {
        let collections: StoredCollection[];
        try {
          // The collections' own fields, then their items in pages: never one body of every request.
          const { collections: fields } = await api.listWithoutItems(workspaceId);
          collections = withTheirItems(fields, await readItemPages(api, workspaceId));
        } catch (thrown) {
          const kept = isNotNow(thrown)
            ? await pending.readSnapshot(queueName, z.array(StoredCollectionSchema))
            : undefined;
          if (!kept) throw thrown;
          collections = kept;
        }
        stored.clear();
        for (const collection of collections) stored.set(collection.id, collection);
        set({ loaded: true });
        publish();
      },

      resume: () => queue.retry(),

      close() {
        queue.close();
        clearTimeout(snapshotTimer);
      },

      apply(event) {
        get().applyAll([event]);
      },

      applyAll(events) {
        const items: StoredItem[] = [];
        for (const event of events) applyOne(event, items);
        upsertItems(items);
        publish();
      },

      noteOpened(requestId) {
        const id = toServer(requestId);
        for (const collection of stored.values()) {
          const item = collection.items.find((candidate) => candidate.id === id);
          if (item) opened.set(id, item.version);
        }
      },

      createCollection(name) {
        writable();
        const collection = parseModel(CollectionSchema, { id: createId(), name });
        const created = edits.create(workspaceId, { id: collection.id, name: collection.name }).then(({ data }) => {
          alias(collection.id, data.collection.id);
          stored.set(data.collection.id, data.collection);
          return data.collection.id;
        });
        created.then(publish, failed('Error creating collection'));
        return collection;
      },

      savedVersionOf(collectionId, itemId) {
        const collection = stored.get(toServer(collectionId));
        const saved =
          !collection || toServer(itemId) === collection.id
            ? collection
            : collection.items.find((candidate) => candidate.id === toServer(itemId));
        return saved && { version: saved.version, by: saved.updatedBy };
      },

      async updateSettings(collectionId, itemId, settings, baseVersion) {
        writable();
        const id = toServer(collectionId);
        const collection = stored.get(id);
        if (!collection) throw new ValidationError('Collection not found');
        try {
          if (toServer(itemId) === id) {
            const { data } = await edits.update(workspaceId, id, baseVersion ?? collection.version, settings);
            const known = stored.get(id);
            stored.set(id, { ...data.collection, items: data.collection.items ?? known?.items ?? [] });
          } else {
            const folder = findItem(collectionId, itemId);
            if (folder?.content.type !== 'folder') throw new ValidationError('Folder not found');
            const { data } = await edits.updateItem(workspaceId, id, folder.id, baseVersion ?? folder.version, {
              ...folder.content,
              ...settings,
            });
            upsertItem(data.item);
          }
          publish();
          return true;
        } catch (thrown) {
          // A teammate saved first: the reload shows theirs, and the open Settings offers both.
          failed('Error saving settings')(thrown);
          return false;
        }
      },

      addFolder(collectionId, parentId, name) {
        writable();
        const target = collectionOnServer(collectionId);
        const folder = newFolder(name);
        void createRequest(target, folder, 'Error adding folder', parentId);
        return folder;
      },

      addRequest(collectionId, fields) {
        writable();
        const target = collectionOnServer(collectionId);
        const { name, url } = parseModel(AddRequestSchema, fields);
        const request = parseModel(SavedRequestSchema, { type: 'request', id: createId(), name, url, method: 'GET' });
        void createRequest(target, request, 'Error adding request');
        return request;
      },

      saveRequest(collectionId, request) {
        writable();
        const target = collectionOnServer(collectionId);
        const saved = parseModel(SavedRequestSchema, request);
        if (!saved.name.trim()) throw new ValidationError('Request name is required');
        const existing = findItem(collectionId, saved.id);
        const kept = existing
          ? updateRequest(collectionId, saved, opened.get(existing.id) ?? existing.version)
          : createWaits('createItem', saved.id)
            ? updateRequest(collectionId, saved, CREATED_VERSION)
            : createRequest(target, saved, 'Error saving request');
        return { request: saved, kept };
      },

      saveWebSocketRequest(collectionId, request, parentId = null) {
        writable();
        const target = collectionOnServer(collectionId);
        const saved = parseWebSocketRequest(request);
        const existing = findItem(collectionId, saved.id);
        // The WebSocket view edits what the tree shows now, teammates' changes included: based on that.
        const kept = existing
          ? updateRequest(collectionId, saved, existing.version)
          : createWaits('createItem', saved.id)
            ? updateRequest(collectionId, saved, CREATED_VERSION)
            : createRequest(target, saved, 'Error saving request', parentId);
        return { request: saved, kept };
      },

      rename(collectionId, itemId, name) {
        writable();
        const trimmed = parseModel(RequiredText('Name'), name);
        const collection = stored.get(toServer(collectionId));
        if (!collection) throw new ValidationError('Collection not found');
        if (collectionId === itemId) {
          edits.update(workspaceId, collection.id, collection.version, { name: trimmed }).then(({ data }) => {
            stored.set(collection.id, data.collection);
            publish();
          }, failed('Error renaming collection'));
          return;
        }
        const item = findItem(collectionId, itemId);
        if (!item) throw new ValidationError('Item not found');
        void renameItem(collectionId, item, trimmed);
      },

      remove(collectionId, itemId) {
        writable();
        const call =
          collectionId === itemId
            ? edits.remove(workspaceId, toServer(collectionId))
            : edits.removeItem(workspaceId, toServer(collectionId), toServer(itemId));
        call.catch(failed('Error deleting'));
      },

      duplicate(collectionId, itemId) {
        writable();
        const stored = findItem(collectionId, itemId);
        const shown = get().collections.find((collection) => collection.id === collectionId);
        const whole = shown && locateItem(shown.items, itemId)?.item;
        if (!stored || !whole) throw new ValidationError('Item not found');
        const copy = copyOf(whole, createId);
        edits.createItem(workspaceId, stored.collectionId, copy, stored.parentId, stored.id).then(({ data }) => {
          upsertItem(data.item);
          publish();
          // What a copied folder holds is stored as items of their own, which the reply leaves out.
          if (copy.type === 'folder') void get().load();
        }, failed('Error duplicating'));
      },

      move(collectionId, itemId, parentId) {
        writable();
        const stored = findItem(collectionId, itemId);
        if (!stored) throw new ValidationError('Item not found');
        // The server refuses a folder moved into itself, with the message the local store gives.
        edits.moveItem(workspaceId, stored.collectionId, stored.id, parentId && toServer(parentId)).then(({ data }) => {
          upsertItem(data.item);
          publish();
        }, failed('Error moving'));
      },

      async addCollections(added) {
        writable();
        for (const collection of added.filter((candidate) => !needsUpload(candidate))) {
          edits.create(workspaceId, collection).then(({ data }) => {
            stored.set(data.collection.id, data.collection);
            publish();
          }, failed('Error adding collection'));
        }
        // A large one goes up in batches while the sidebar shows how far; a failure keeps nothing of it.
        try {
          for (const collection of added.filter(needsUpload)) {
            const made = await uploadCollection(api, workspaceId, collection, (upload) => set({ upload }));
            if (!stored.has(made.id)) stored.set(made.id, made);
            void readItemsOf(made.id);
          }
        } finally {
          set({ upload: null });
        }
      },

      async keepMine() {
        const conflict = get().conflict;
        if (!conflict) return;
        set({ conflict: null });
        await updateRequest(conflict.collectionId, conflict.mine, conflict.theirsVersion);
      },

      serverId: toServer,

      keepTheirs() {
        const conflict = get().conflict;
        if (conflict) opened.set(toServer(conflict.theirs.id), conflict.theirsVersion);
        set({ conflict: null });
        return conflict;
      },

      dismissConflict() {
        set({ conflict: null });
      },
    };
  });
}

/** The item as the server has it now, from a 409's body. */
function currentOf(data: unknown): StoredItem | undefined {
  const parsed = z.object({ current: StoredItemSchema }).safeParse(data);
  return parsed.success ? parsed.data.current : undefined;
}

function conflictOf(data: unknown): StoredItem | undefined {
  const current = currentOf(data);
  return current?.content.type === 'request' ? current : undefined;
}

/**
 * Collections moved from the browser into a workspace, the browser's copy kept: each sent whole, or in
 * batches when larger than one batch (decision 0050).
 */
export async function moveCollections(
  api: typeof workspaceCollectionsApi,
  workspaceId: string,
  collections: readonly Collection[],
  progress?: (done: UploadProgress) => void,
): Promise<number> {
  let moved = 0;
  for (const collection of collections) {
    if (needsUpload(collection)) await uploadCollection(api, workspaceId, collection, progress);
    else await api.create(workspaceId, collection);
    moved += 1;
  }
  return moved;
}
