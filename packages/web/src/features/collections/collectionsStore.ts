// The user's collections: trees of folders and requests, kept in the browser's IndexedDB by
// collectionsKeeper.ts. Names are validated by core's schemas; tree edits live in collectionTree.ts.
import type { UploadProgress } from './collectionUpload.js';
import {
  CollectionSchema,
  createId,
  FolderSchema,
  parseModel,
  SavedRequestSchema,
  ValidationError,
  WebSocketRequestSchema,
  type Collection,
  type Folder,
  type SavedRequest,
  type WebSocketRequest,
} from '@courier/core';
import * as z from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CollectionsKeeper } from './collectionsKeeper.js';
import { withSettings, type ContainerSettings } from './containerSettings.js';
import {
  copyOf,
  insertAfter,
  isWithin,
  locateItem,
  placeItem,
  removeItem,
  renameItem,
  upsertRequest,
} from './collectionTree.js';
import type { SharedOpenApiSyncPorts } from './sharedOpenApiSync.js';

/** A version of something a workspace keeps, and the member who saved it (null when unknown). */
interface SavedVersion {
  version: number;
  by: string | null;
}

/** A request handed to the store, and when the store has really kept it. */
export interface RequestSave<Request = SavedRequest> {
  request: Request;
  /**
   * True once the request is kept: once the browser's database has committed it, or on the server's
   * answer in a workspace. False when the browser could not store it, the server refused it (someone
   * else saved first) or the call failed; the store has then told the user so itself. It never rejects.
   */
  kept: Promise<boolean>;
}

export interface CollectionsState {
  collections: Collection[];
  /** False until the stored collections are read: until then the sidebar says so, not that there are none. */
  loaded: boolean;
  /** A workspace's viewer: requests open and send, but nothing can be changed. */
  readOnly?: boolean;
  /** A workspace's collection going up to the server in batches now, and how far it has come. */
  upload?: UploadProgress | null;
  /** The builder opened this request: a later save is based on what it was then. */
  noteOpened?(requestId: string): void;
  /** Throws ValidationError when the name is blank after trimming. */
  createCollection(name: string): Collection;
  /**
   * New Folder: an empty folder at the end of the folder `parentId`, or of the collection's top level
   * when null. Throws ValidationError when the name is blank.
   */
  addFolder(collectionId: string, parentId: string | null, name: string): Folder;
  /** The Add Request modal: a GET request with a name and a URL, both required. */
  addRequest(collectionId: string, fields: { name: string; url: string }): SavedRequest;
  /** Save Request: stores the request in the collection, replacing the one with the same id. */
  saveRequest(collectionId: string, request: SavedRequest): RequestSave;
  /**
   * Saves a WebSocket request: replaced where it sits, or (new) put into the folder `parentId`, the
   * collection's top level when null. Throws ValidationError when the name is blank.
   */
  saveWebSocketRequest(
    collectionId: string,
    request: WebSocketRequest,
    parentId?: string | null,
  ): RequestSave<WebSocketRequest>;
  /**
   * Settings: the description, variables, auth and scripts of a collection (when `itemId` is its id)
   * or of a folder, which the requests below inherit. `baseVersion` is the version the settings were
   * read at, where the store keeps versions (a shared workspace). Resolves true once kept; when not,
   * the store has told the user why.
   */
  updateSettings(
    collectionId: string,
    itemId: string,
    settings: ContainerSettings,
    baseVersion?: number,
  ): Promise<boolean>;
  /**
   * The version of a collection (`itemId` is its id) or folder as last read, and who saved it; absent
   * where nothing is versioned.
   */
  savedVersionOf?(collectionId: string, itemId: string): SavedVersion | undefined;
  /** Renames a collection (when `itemId` is its id) or a folder or request inside it. */
  rename(collectionId: string, itemId: string, name: string): void;
  /** Deletes a collection (when `itemId` is its id) or a folder or request inside it. */
  remove(collectionId: string, itemId: string): void;
  /** Duplicate: a copy of a request (HTTP or WebSocket) or of a folder with all it holds, right after it, named '… Copy'. */
  duplicate(collectionId: string, itemId: string): void;
  /**
   * Move to: a request (HTTP or WebSocket) or a folder, with all it holds, to the end of the folder
   * `parentId`, or of the top level when null. A folder cannot go into itself (ValidationError).
   */
  move(collectionId: string, itemId: string, parentId: string | null): void;
  /**
   * Collections read from files join the list; a taken id is replaced so both survive. Resolves once
   * they are kept; rejects with the reason when they cannot be, and then none of them is added.
   * `texts` holds JSON already made for some of them (off the page, for a large import): where the
   * browser stores collections, a collection added as it is stores that text.
   */
  addCollections(collections: readonly Collection[], texts?: ReadonlyMap<Collection, Blob>): Promise<void>;
  /**
   * Puts a new version of a whole collection in place of the one with its id: an update from its
   * OpenAPI document. Absent where collections are stored item by item (a shared workspace).
   */
  replaceCollection?(collection: Collection): void;
  /**
   * Where the OpenAPI document is kept on the server (a shared workspace, for those who may change
   * it): the saves Sync with OpenAPI reads its base and applies its result through.
   */
  openApiSyncPorts?: SharedOpenApiSyncPorts;
  /** The hash of each collection's OpenAPI document on the server, as syncs (teammates' too) replace it. */
  openApiSourceHashes?: Readonly<Record<string, string>>;
}

const RequiredText = (field: string) => z.string().trim().min(1, `${field} is required`);
const AddRequestSchema = z.object({ name: RequiredText('Request name'), url: RequiredText('URL') });

/** New WebSocket Request: a name and a URL, both required, like Add Request's. */
export function newWebSocketRequest(fields: { name: string; url: string }): WebSocketRequest {
  const { name, url } = parseModel(AddRequestSchema, fields);
  return parseModel(WebSocketRequestSchema, { type: 'websocket', id: createId(), name, url });
}

/** An empty folder named `name`; a blank name is refused. */
export function newFolder(name: string): Folder {
  return parseModel(FolderSchema, {
    type: 'folder',
    id: createId(),
    name: parseModel(RequiredText('Folder name'), name),
  });
}

/** A WebSocket request as a collection keeps it; a blank name is refused. */
export function parseWebSocketRequest(request: WebSocketRequest): WebSocketRequest {
  const saved = parseModel(WebSocketRequestSchema, request);
  if (!saved.name.trim()) throw new ValidationError('Request name is required');
  return { ...saved, name: saved.name.trim() };
}

export function createCollectionsStore(keeper: CollectionsKeeper): StoreApi<CollectionsState> {
  const store = createStore<CollectionsState>()((set, get) => {
    /** Whether `collectionId` as it is now gets stored by the next write. */
    const keptIn = (collectionId: string): Promise<boolean> =>
      keeper
        .keep(() => get().collections)
        .then((outcome) => !outcome.notKept.some((collection) => collection.id === collectionId));
    const requireCollection = (id: string): Collection => {
      const collection = get().collections.find((candidate) => candidate.id === id);
      if (!collection) throw new ValidationError('Collection not found');
      return collection;
    };
    const replace = (id: string, change: (collection: Collection) => Collection) =>
      set({
        collections: get().collections.map((collection) => (collection.id === id ? change(collection) : collection)),
      });

    return {
      collections: [],
      loaded: false,
      createCollection(name) {
        const collection = parseModel(CollectionSchema, { id: createId(), name });
        set({ collections: [...get().collections, collection] });
        return collection;
      },
      replaceCollection(collection) {
        requireCollection(collection.id);
        const parsed = parseModel(CollectionSchema, collection);
        replace(collection.id, () => parsed);
      },
      updateSettings(collectionId, itemId, settings) {
        requireCollection(collectionId);
        replace(collectionId, (collection) => parseModel(CollectionSchema, withSettings(collection, itemId, settings)));
        return keptIn(collectionId);
      },
      addFolder(collectionId, parentId, name) {
        requireCollection(collectionId);
        const folder = newFolder(name);
        replace(collectionId, (collection) => ({
          ...collection,
          items: placeItem(collection.items, folder, parentId),
        }));
        return folder;
      },
      addRequest(collectionId, fields) {
        requireCollection(collectionId);
        const { name, url } = parseModel(AddRequestSchema, fields);
        const request = parseModel(SavedRequestSchema, { type: 'request', id: createId(), name, url, method: 'GET' });
        replace(collectionId, (collection) => ({ ...collection, items: [...collection.items, request] }));
        return request;
      },
      saveRequest(collectionId, request) {
        requireCollection(collectionId);
        const saved = parseModel(SavedRequestSchema, request);
        if (!saved.name.trim()) throw new ValidationError('Request name is required');
        replace(collectionId, (collection) => ({ ...collection, items: upsertRequest(collection.items, saved) }));
        return { request: saved, kept: keptIn(collectionId) };
      },
      saveWebSocketRequest(collectionId, request, parentId = null) {
        requireCollection(collectionId);
        const saved = parseWebSocketRequest(request);
        replace(collectionId, (collection) => ({
          ...collection,
          items: upsertRequest(collection.items, saved, parentId),
        }));
        return { request: saved, kept: keptIn(collectionId) };
      },
      rename(collectionId, itemId, name) {
        const trimmed = parseModel(RequiredText('Name'), name);
        replace(collectionId, (collection) =>
          collectionId === itemId
            ? { ...collection, name: trimmed }
            : { ...collection, items: renameItem(collection.items, itemId, trimmed) },
        );
      },
      remove(collectionId, itemId) {
        if (collectionId === itemId) {
          set({ collections: get().collections.filter((collection) => collection.id !== collectionId) });
          return;
        }
        replace(collectionId, (collection) => ({ ...collection, items: removeItem(collection.items, itemId) }));
      },
      duplicate(collectionId, itemId) {
        const collection = requireCollection(collectionId);
        const found = locateItem(collection.items, itemId)?.item;
        if (!found) throw new ValidationError('Item not found');
        const copy = copyOf(found, createId);
        replace(collectionId, (current) => ({ ...current, items: insertAfter(current.items, itemId, copy) }));
      },
      move(collectionId, itemId, parentId) {
        const collection = requireCollection(collectionId);
        const found = locateItem(collection.items, itemId)?.item;
        if (!found) throw new ValidationError('Item not found');
        if (found.type === 'folder' && parentId !== null && isWithin(found, parentId)) {
          throw new ValidationError('A folder cannot be moved into itself');
        }
        replace(collectionId, (current) => ({
          ...current,
          items: placeItem(removeItem(current.items, itemId), found, parentId),
        }));
      },
      addCollections(added, texts) {
        const taken = new Set(get().collections.map((collection) => collection.id));
        // A collection given a new id is a new object: its text, made with the old id, is not used.
        const fresh = added.map((collection) =>
          taken.has(collection.id) ? { ...collection, id: createId() } : collection,
        );
        // Stored first, shown once committed: an import the browser cannot keep is never shown as done.
        return keeper.add(fresh, () => set({ collections: [...get().collections, ...fresh] }), texts);
      },
    };
  });
  store.subscribe((state, previous) => {
    if (state.loaded && state.collections !== previous.collections)
      void keeper.keep(() => store.getState().collections);
  });
  void keeper.load((stored) => {
    // Collections made before the read finished join after the stored ones.
    const known = new Set(stored.map((collection) => collection.id));
    const early = store.getState().collections.filter((collection) => !known.has(collection.id));
    store.setState({ collections: [...stored, ...early], loaded: true });
  });
  return store;
}
