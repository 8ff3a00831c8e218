import {
  WebSocketRequestSchema,
  type SavedRequest,
  type StoredCollection,
  type StoredItem,
  type LiveEventType,
  type WebSocketRequest,
} from '@courier/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.js';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { openPendingEditStorage } from '../../lib/pendingEdits/pendingEditStorage.js';
import { fakeIndexedDbEachTest } from '../../../test/fakeIndexedDb.js';
import type { workspaceCollectionsApi } from './workspaceCollectionsApi.js';
import { VIEWER_READ_ONLY } from '../shared/viewerReadOnly.js';
import { createWorkspaceCollectionsStore } from './workspaceCollectionsStore.js';

const request = (url: string): SavedRequest =>
  ({
    type: 'request',
    id: 'r1',
    name: 'Users',
    method: 'GET',
    url,
    headers: [],
    body: { mode: 'none' },
    auth: { type: 'inherit' },
  }) as unknown as SavedRequest;
const item = (url: string, version: number): StoredItem => ({
  id: 'r1',
  collectionId: 'c1',
  parentId: null,
  kind: 'request',
  position: 'a0',
  version,
  content: request(url),
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'ada',
});
const collection = (items: StoredItem[]): StoredCollection => ({
  id: 'c1',
  workspaceId: 'w1',
  version: 1,
  fields: { name: 'Shared', variables: [], auth: { type: 'inherit' } } as unknown as StoredCollection['fields'],
  items,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'ada',
});
const event = (type: LiveEventType, data: unknown, seq = 1): LiveEvent => ({
  scope: 'workspace:w1',
  seq,
  type,
  actor: 'bob',
  data,
  at: '',
});

/** A server whose `list` holds the collections: read as the store reads them, fields first, items in one page. */
function fakeApi(overrides: Partial<typeof workspaceCollectionsApi> = {}) {
  const api = {
    list: vi.fn(async () => ({ collections: [collection([item('/v1', 1)])] })),
    create: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
    createItem: vi.fn(),
    updateItem: vi.fn(),
    removeItem: vi.fn(),
    ...overrides,
  } as unknown as typeof workspaceCollectionsApi;
  return {
    ...api,
    listWithoutItems: async (workspaceId: string) => ({
      collections: (await api.list(workspaceId)).collections.map((stored) => ({ ...stored, items: [] })),
    }),
    itemsPage: async (workspaceId: string) => ({
      items: (await api.list(workspaceId)).collections.flatMap((stored) => stored.items),
      next: null,
    }),
  };
}

fakeIndexedDbEachTest();
const queueOn = () => ({ pending: openPendingEditStorage(), userId: 'ann' });
const drained = (store: { getState(): { pendingEdits: number } }) =>
  vi.waitFor(() => expect(store.getState().pendingEdits).toBe(0));

describe('workspace collections', () => {
  it("shows a teammate's change as it arrives, and a late older version does not undo it", async () => {
    const store = createWorkspaceCollectionsStore('w1', false, { ...queueOn(), api: fakeApi(), toast: vi.fn() });
    await store.getState().load();
    store.getState().apply(event('item_updated', { item: item('/v3', 3) }));
    store.getState().apply(event('item_updated', { item: item('/v2', 2) }));
    const [shown] = store.getState().collections;
    expect((shown?.items[0] as SavedRequest).url).toBe('/v3');
  });

  it('bases a save on the version opened, and shows both when someone saved in between', async () => {
    const updateItem = vi.fn(async () => {
      throw new ApiError(409, 'VERSION_CONFLICT', 'Someone else changed this request since you opened it', {
        current: item('/theirs', 2),
      });
    });
    const store = createWorkspaceCollectionsStore('w1', false, {
      ...queueOn(),
      api: fakeApi({ updateItem }),
      toast: vi.fn(),
    });
    await store.getState().load();
    store.getState().noteOpened?.('r1');
    // Their save arrives live before mine: mine is still based on version 1.
    store.getState().apply(event('item_updated', { item: item('/theirs', 2) }));
    const save = store.getState().saveRequest('c1', request('/mine'));
    // Refused: the Save flow must not say 'Request saved' beside the conflict.
    await expect(save.kept).resolves.toBe(false);
    expect(updateItem).toHaveBeenCalledWith('w1', 'c1', 'r1', 1, expect.objectContaining({ url: '/mine' }));
    const { conflict } = store.getState();
    expect(conflict?.theirs.url).toBe('/theirs');
    expect(conflict?.mine.url).toBe('/mine');

    updateItem.mockImplementationOnce(async () => ({ message: '', data: { item: item('/mine', 3) } }) as never);
    await store.getState().keepMine();
    expect(updateItem).toHaveBeenLastCalledWith('w1', 'c1', 'r1', 2, expect.objectContaining({ url: '/mine' }));
    expect((store.getState().collections[0]?.items[0] as SavedRequest).url).toBe('/mine');
  });

  it('tells which save the server refused, and shows the request as the server has it', async () => {
    const updateItem = vi.fn(async () => {
      throw new ApiError(403, 'FORBIDDEN', 'You can no longer change this workspace');
    });
    const toast = vi.fn();
    const store = createWorkspaceCollectionsStore('w1', false, { ...queueOn(), api: fakeApi({ updateItem }), toast });
    await store.getState().load();
    const save = store.getState().saveRequest('c1', request('/mine'));
    // Pending until the server answers: shown as typed, and marked.
    expect((store.getState().collections[0]?.items[0] as SavedRequest).url).toBe('/mine');
    expect(store.getState().pendingIds).toEqual(new Set(['r1']));
    await expect(save.kept).resolves.toBe(false);
    expect(toast).toHaveBeenCalledExactlyOnceWith(
      'Not saved: Save request "Users". You can no longer change this workspace',
      'error',
    );
    expect((store.getState().collections[0]?.items[0] as SavedRequest).url).toBe('/v1');
    expect(store.getState().pendingIds).toEqual(new Set());
    expect(store.getState().conflict).toBeNull();
  });

  it('keeps a save the server cannot take now as pending, with no error, and sends it when the server answers', async () => {
    const updateItem = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(async () => ({ message: '', data: { item: item('/mine', 2) } }));
    const toast = vi.fn();
    const store = createWorkspaceCollectionsStore('w1', false, { ...queueOn(), api: fakeApi({ updateItem }), toast });
    await store.getState().load();
    const save = store.getState().saveRequest('c1', request('/mine'));
    await vi.waitFor(() => expect(updateItem).toHaveBeenCalledOnce());
    expect(store.getState().pendingEdits).toBe(1);
    expect((store.getState().collections[0]?.items[0] as SavedRequest).url).toBe('/mine');
    store.getState().resume();
    await expect(save.kept).resolves.toBe(true);
    expect(store.getState().pendingEdits).toBe(0);
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps an unsent save across a reload, and offers both versions when it meets a newer one', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const storage = queueOn();
    const before = createWorkspaceCollectionsStore('w1', false, {
      ...storage,
      api: fakeApi({ updateItem: offline }),
      toast: vi.fn(),
    });
    await before.getState().load();
    void before.getState().saveRequest('c1', request('/mine')).kept;
    await vi.waitFor(() => expect(offline).toHaveBeenCalled());
    before.getState().close();

    // The page is loaded again; meanwhile a teammate saved version 2.
    const updateItem = vi.fn(async () => {
      throw new ApiError(409, 'VERSION_CONFLICT', 'Someone else changed this request since you opened it', {
        current: item('/theirs', 2),
      });
    });
    const after = createWorkspaceCollectionsStore('w1', false, {
      ...storage,
      api: fakeApi({ updateItem }),
      toast: vi.fn(),
    });
    await after.getState().load();
    await vi.waitFor(() => expect(after.getState().conflict).not.toBeNull());
    expect(updateItem).toHaveBeenCalledWith('w1', 'c1', 'r1', 1, expect.objectContaining({ url: '/mine' }));
    expect(after.getState().conflict).toMatchObject({
      mine: { url: '/mine' },
      theirs: { url: '/theirs' },
      theirsVersion: 2,
    });
    expect(after.getState().pendingEdits).toBe(0);
  });

  it('saves a new request twice without the server as one request: a create, then an update of it', async () => {
    const createItem = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async (_w: string, _c: string, content: SavedRequest) => ({
        message: '',
        data: { item: { ...item(content.url, 1), id: 'r9', content: { ...content, id: 'r9' } } },
      }));
    const updateItem = vi.fn(async (_w: string, _c: string, _id: string, version: number, content: SavedRequest) => ({
      message: '',
      data: { item: { ...item(content.url, version + 1), id: 'r9', content: { ...content, id: 'r9' } } },
    }));
    const store = createWorkspaceCollectionsStore('w1', false, {
      ...queueOn(),
      api: fakeApi({ createItem, updateItem } as never),
      toast: vi.fn(),
    });
    await store.getState().load();
    const first = store.getState().saveRequest('c1', { ...request('/one'), id: 'draft-9', name: 'New one' });
    await vi.waitFor(() => expect(createItem).toHaveBeenCalledOnce());
    const second = store.getState().saveRequest('c1', { ...first.request, url: '/two' });
    store.getState().resume();
    await expect(second.kept).resolves.toBe(true);
    expect(createItem).toHaveBeenCalledTimes(2);
    expect(updateItem).toHaveBeenCalledExactlyOnceWith('w1', 'c1', 'r9', 1, expect.objectContaining({ url: '/two' }));
    const names = store.getState().collections[0]?.items.map((one) => one.name);
    expect(names).toEqual(['Users', 'New one']);
  });

  it("makes a rename again on a teammate's newer version, and offers both only when they renamed it too", async () => {
    const named = (url: string, version: number, name: string): StoredItem => ({
      ...item(url, version),
      content: { ...request(url), name },
    });
    const stale = () =>
      new ApiError(409, 'VERSION_CONFLICT', 'Someone else changed this request since you opened it', {
        current: named('/theirs', 2, 'Users'),
      });
    const updateItem = vi
      .fn()
      .mockRejectedValueOnce(stale())
      .mockImplementationOnce(async (_w, _c, _i, _v, content: SavedRequest) => ({
        message: '',
        data: { item: named(content.url, 3, content.name) },
      }));
    const store = createWorkspaceCollectionsStore('w1', false, {
      ...queueOn(),
      api: fakeApi({ updateItem }),
      toast: vi.fn(),
    });
    await store.getState().load();
    store.getState().rename('c1', 'r1', 'All users');
    await vi.waitFor(() =>
      expect(updateItem).toHaveBeenLastCalledWith(
        'w1',
        'c1',
        'r1',
        2,
        expect.objectContaining({ name: 'All users', url: '/theirs' }),
      ),
    );
    await drained(store);
    expect(store.getState().collections[0]?.items[0]).toMatchObject({ name: 'All users', url: '/theirs' });
    expect(store.getState().conflict).toBeNull();

    // They renamed it as well: nothing is overwritten, both names are offered.
    updateItem.mockRejectedValueOnce(
      new ApiError(409, 'VERSION_CONFLICT', 'Someone else changed this request since you opened it', {
        current: named('/theirs', 4, 'Customers'),
      }),
    );
    store.getState().rename('c1', 'r1', 'People');
    await vi.waitFor(() =>
      expect(store.getState().conflict).toMatchObject({ theirs: { name: 'Customers' }, mine: { name: 'People' } }),
    );
  });

  it('saves into a collection made a moment ago, and a second save updates the same request in place', async () => {
    const create = vi.fn(async () => ({ message: '', data: { collection: { ...collection([]), id: 'c9' } } }));
    const createItem = vi.fn(async () => ({
      message: '',
      data: { item: { ...item('/v1', 1), id: 'r9', collectionId: 'c9', content: { ...request('/v1'), id: 'r9' } } },
    }));
    const updateItem = vi.fn(async () => ({
      message: '',
      data: { item: { ...item('/v2', 2), id: 'r9', collectionId: 'c9', content: { ...request('/v2'), id: 'r9' } } },
    }));
    const api = fakeApi({ create, createItem, updateItem } as never);
    const store = createWorkspaceCollectionsStore('w1', false, { ...queueOn(), api, toast: vi.fn() });
    await store.getState().load();
    const made = store.getState().createCollection('Fresh');
    // Shown at once, under the id the Save dialog was given.
    expect(store.getState().collections.map((one) => one.id)).toContain(made.id);
    const created = store.getState().saveRequest(made.id, { ...request('/v1'), id: 'draft-1' });
    const saved = created.request;
    await expect(created.kept).resolves.toBe(true);
    expect(createItem).toHaveBeenCalledWith(
      'w1',
      'c9',
      expect.objectContaining({ url: '/v1' }),
      null,
      undefined,
      expect.any(String),
    );
    const shown = store.getState().collections.find((one) => one.id === made.id);
    expect(shown?.items.map((one) => one.id)).toEqual([saved.id]);
    await expect(store.getState().saveRequest(made.id, { ...saved, url: '/v2' }).kept).resolves.toBe(true);
    expect(updateItem).toHaveBeenCalledWith('w1', 'c9', 'r9', 1, expect.objectContaining({ id: 'r9', url: '/v2' }));
    expect(store.getState().serverId(made.id)).toBe('c9');
  });

  it('shows a collection made here once when its created event arrives before the reply', async () => {
    let answer: (reply: unknown) => void = () => undefined;
    const create = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const store = createWorkspaceCollectionsStore('w1', false, {
      ...queueOn(),
      api: fakeApi({ create } as never),
      toast: vi.fn(),
    });
    await store.getState().load();
    const made = store.getState().createCollection('Fresh');
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    const onServer = { ...collection([]), id: 'c9', fields: { ...collection([]).fields, name: 'Fresh' } };
    store.getState().apply(event('collection_created', { collection: onServer, clientId: made.id }));
    const names = () => store.getState().collections.map((one) => [one.id, one.name]);
    expect(names()).toEqual([
      ['c1', 'Shared'],
      [made.id, 'Fresh'],
    ]);
    // A teammate's collection of the same name is theirs, shown beside it.
    store
      .getState()
      .apply(event('collection_created', { collection: { ...onServer, id: 'c10' }, clientId: 'elsewhere' }));
    expect(names()).toHaveLength(3);
    answer({ message: '', data: { collection: onServer } });
    await drained(store);
    expect(names()).toHaveLength(3);
    expect(store.getState().serverId(made.id)).toBe('c9');
  });

  it("saves a collection's and a folder's settings on the version read, and tells who saved the last", async () => {
    const folder: StoredItem = {
      ...item('/v1', 4),
      id: 'f1',
      kind: 'folder',
      content: {
        type: 'folder',
        id: 'f1',
        name: 'Orders',
        auth: { type: 'inherit' },
      } as unknown as StoredItem['content'],
    };
    const update = vi.fn(async (_w: string, _c: string, _v: number, fields: object) => ({
      message: '',
      data: { collection: { ...collection([folder]), version: 2, fields: { ...collection([]).fields, ...fields } } },
    }));
    const updateItem = vi.fn(async (_w: string, _c: string, _i: string, _v: number, content: object) => ({
      message: '',
      data: { item: { ...folder, version: 5, content, updatedBy: 'ann' } },
    }));
    const api = fakeApi({
      list: vi.fn(async () => ({ collections: [collection([folder])] })),
      update,
      updateItem,
    } as never);
    const store = createWorkspaceCollectionsStore('w1', false, { ...queueOn(), api, toast: vi.fn() });
    await store.getState().load();
    expect(store.getState().savedVersionOf?.('c1', 'f1')).toEqual({ version: 4, by: 'ada' });
    const settings = {
      description: 'Orders API',
      variables: [{ key: 'region', value: 'eu', enabled: true }],
      auth: { type: 'bearer' as const, token: 't' },
      preRequestScript: '',
      postRequestScript: '',
    };
    await expect(store.getState().updateSettings('c1', 'c1', settings, 1)).resolves.toBe(true);
    expect(update).toHaveBeenCalledWith('w1', 'c1', 1, settings);
    expect(store.getState().collections[0]).toMatchObject({ description: 'Orders API', auth: { type: 'bearer' } });
    await expect(
      store.getState().updateSettings('c1', 'f1', { ...settings, auth: { type: 'inherit' } }, 4),
    ).resolves.toBe(true);
    expect(updateItem).toHaveBeenCalledWith(
      'w1',
      'c1',
      'f1',
      4,
      expect.objectContaining({ type: 'folder', name: 'Orders', description: 'Orders API' }),
    );
    expect(store.getState().savedVersionOf?.('c1', 'f1')).toEqual({ version: 5, by: 'ann' });
  });

  it('adds a folder through the server, into the folder chosen', async () => {
    const createItem = vi.fn(async (_w: string, _c: string, folder: { id: string; name: string }) => ({
      message: '',
      data: { item: { ...item('/v1', 1), id: 'f9', kind: 'folder', content: { ...folder, id: 'f9' } } },
    }));
    const api = fakeApi({ createItem } as never);
    const store = createWorkspaceCollectionsStore('w1', false, { ...queueOn(), api, toast: vi.fn() });
    await store.getState().load();
    const folder = store.getState().addFolder('c1', 'r1', 'Drafts');
    expect(folder).toMatchObject({ type: 'folder', name: 'Drafts', items: [] });
    await vi.waitFor(() =>
      expect(createItem).toHaveBeenCalledWith(
        'w1',
        'c1',
        expect.objectContaining({ type: 'folder', name: 'Drafts' }),
        'r1',
        undefined,
        expect.any(String),
      ),
    );
    await drained(store);
    expect(store.getState().serverId(folder.id)).toBe('f9');
  });

  it("keeps a WebSocket request's saved message on the version the tree shows, a teammate's included", async () => {
    const socket = WebSocketRequestSchema.parse({ type: 'websocket', id: 'w9', name: 'Feed', url: 'wss://x.test' });
    const stored = (version: number, content: WebSocketRequest): StoredItem => ({
      ...item('/unused', version),
      id: 'w9',
      kind: 'websocket',
      content,
    });
    const list = vi.fn(async () => ({ collections: [collection([stored(1, socket)])] }));
    const updateItem = vi.fn(async (_w: string, _c: string, _id: string, version: number, content: unknown) => ({
      message: '',
      data: { item: stored(version + 1, content as WebSocketRequest) },
    }));
    const store = createWorkspaceCollectionsStore('w1', false, {
      ...queueOn(),
      api: fakeApi({ list, updateItem } as never),
      toast: vi.fn(),
    });
    await store.getState().load();
    // A teammate renamed it a moment ago: the save is based on their version, not refused.
    store.getState().apply(event('item_updated', { item: stored(2, { ...socket, name: 'Live feed' }) }));
    const [shown] = store.getState().collections;
    const current = shown?.items[0] as WebSocketRequest;
    const message = { id: 'm1', name: 'Hello', type: 'text' as const, body: 'hi' };
    const save = store.getState().saveWebSocketRequest('c1', { ...current, messages: [message] });
    await expect(save.kept).resolves.toBe(true);
    expect(updateItem).toHaveBeenCalledWith(
      'w1',
      'c1',
      'w9',
      2,
      expect.objectContaining({ name: 'Live feed', messages: [message] }),
    );
    expect((store.getState().collections[0]?.items[0] as WebSocketRequest).messages).toEqual([message]);
  });

  it('puts a new WebSocket request into the folder chosen', async () => {
    const createItem = vi.fn(async (_w: string, _c: string, content: unknown) => ({
      message: '',
      data: { item: { ...item('/unused', 1), id: 'w2', kind: 'websocket', content } },
    }));
    const store = createWorkspaceCollectionsStore('w1', false, {
      ...queueOn(),
      api: fakeApi({ createItem } as never),
      toast: vi.fn(),
    });
    await store.getState().load();
    const socket = WebSocketRequestSchema.parse({ type: 'websocket', id: 'draft', name: 'Feed', url: 'wss://x.test' });
    await expect(store.getState().saveWebSocketRequest('c1', socket, 'f1').kept).resolves.toBe(true);
    expect(createItem).toHaveBeenCalledWith(
      'w1',
      'c1',
      expect.objectContaining({ type: 'websocket' }),
      'f1',
      undefined,
      expect.any(String),
    );
  });

  it('duplicates a request or a folder right after it and moves either, through the server', async () => {
    const createItem = vi.fn(async (_w: string, _c: string, content: unknown) => ({
      message: '',
      data: { item: { ...item('/v1', 1), id: 'r2', content } },
    }));
    const moveItem = vi.fn(async () => ({ message: '', data: { item: { ...item('/v1', 1), parentId: 'f1' } } }));
    const folder: StoredItem = {
      ...item('/v1', 1),
      id: 'f1',
      kind: 'folder',
      position: 'a1',
      content: { type: 'folder', id: 'f1', name: 'Users', items: [] } as unknown as StoredItem['content'],
    };
    const store = createWorkspaceCollectionsStore('w1', false, {
      ...queueOn(),
      api: fakeApi({
        list: vi.fn(async () => ({ collections: [collection([item('/v1', 1), folder])] })),
        createItem,
        moveItem,
      } as never),
      toast: vi.fn(),
    });
    await store.getState().load();
    store.getState().duplicate('c1', 'r1');
    store.getState().move('c1', 'r1', 'f1');
    store.getState().move('c1', 'f1', null);
    store.getState().duplicate('c1', 'f1');
    await drained(store);
    expect(createItem).toHaveBeenCalledWith(
      'w1',
      'c1',
      expect.objectContaining({ type: 'folder', name: 'Users Copy' }),
      null,
      'f1',
      expect.any(String),
    );
    expect(createItem).toHaveBeenCalledWith(
      'w1',
      'c1',
      expect.objectContaining({ name: 'Users Copy' }),
      null,
      'r1',
      expect.any(String),
    );
    expect(moveItem).toHaveBeenCalledWith('w1', 'c1', 'r1', 'f1');
    expect(moveItem).toHaveBeenCalledWith('w1', 'c1', 'f1', null);
  });

  it('refuses every change of a viewer with a message, and reads as the others do', async () => {
    const api = fakeApi();
    const store = createWorkspaceCollectionsStore('w1', true, { ...queueOn(), api, toast: vi.fn() });
    await store.getState().load();
    expect(store.getState().readOnly).toBe(true);
    expect(store.getState().collections).toHaveLength(1);
    expect(() => store.getState().createCollection('New')).toThrow(VIEWER_READ_ONLY);
    expect(() => store.getState().saveRequest('c1', request('/x'))).toThrow(VIEWER_READ_ONLY);
    expect(() =>
      store.getState().saveWebSocketRequest('c1', WebSocketRequestSchema.parse({ type: 'websocket', id: 'w' })),
    ).toThrow(VIEWER_READ_ONLY);
    expect(() => store.getState().remove('c1', 'c1')).toThrow(VIEWER_READ_ONLY);
    expect(api.create).not.toHaveBeenCalled();
  });
});

describe('a large shared collection (decision 0050)', () => {
  const many = (count: number, collectionId = 'c1') =>
    Array.from({ length: count }, (_, n) => ({
      ...item(`/r${n}`, 1),
      id: `r${n}`,
      collectionId,
      position: `a${String(n).padStart(6, '0')}`,
      content: { ...request(`/r${n}`), id: `r${n}`, name: `Request ${n}` },
    }));

  it('applies a burst of a teammate’s changes in one pass and shows them once', async () => {
    const store = createWorkspaceCollectionsStore('w1', false, { ...queueOn(), api: fakeApi(), toast: vi.fn() });
    await store.getState().load();
    const shown = vi.fn();
    store.subscribe(shown);
    store
      .getState()
      .applyAll([
        ...many(3000).map((made, n) => event('item_created', { item: made }, n + 2)),
        event('item_deleted', { collectionId: 'c1', itemIds: ['r0'] }, 4000),
        event(
          'item_updated',
          { item: { ...many(2)[1]!, version: 2, content: { ...request('/new'), id: 'r1' } } },
          4001,
        ),
      ]);
    expect(shown).toHaveBeenCalledTimes(1);
    const [collection] = store.getState().collections;
    expect(collection?.items).toHaveLength(2999);
    expect((collection?.items.find((shownItem) => shownItem.id === 'r1') as SavedRequest).url).toBe('/new');
  });

  it('reads the items of a collection announced without them in pages', async () => {
    const pages = [
      { items: many(2, 'c2'), next: 'r1' },
      { items: many(3, 'c2').slice(2), next: null },
    ];
    const itemsPage = vi.fn(async (_workspaceId: string, page: { collectionId?: string }) =>
      page.collectionId === 'c2' ? pages.shift()! : { items: [], next: null },
    );
    const api = { ...fakeApi(), itemsPage };
    const store = createWorkspaceCollectionsStore('w1', false, { ...queueOn(), api: api as never, toast: vi.fn() });
    await store.getState().load();
    itemsPage.mockClear();
    const { items: _none, ...uploaded } = { ...collection([]), id: 'c2', createdAt: '2026-02-01T00:00:00Z' };
    store.getState().apply(event('collection_created', { collection: uploaded }));
    await vi.waitFor(() => expect(store.getState().collections[1]?.items).toHaveLength(3));
    expect(itemsPage).toHaveBeenCalledWith('w1', { collectionId: 'c2', after: null });
    expect(itemsPage).toHaveBeenCalledWith('w1', { collectionId: 'c2', after: 'r1' });
  });
});
