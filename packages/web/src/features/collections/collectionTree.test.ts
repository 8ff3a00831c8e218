import {
  SavedRequestSchema,
  WebSocketRequestSchema,
  type CollectionItem,
  type Folder,
  type SavedRequest,
} from '@courier/core';
import { describe, expect, it } from 'vitest';
import {
  filterItems,
  folderPaths,
  isWithin,
  placeItem,
  removeItem,
  renameItem,
  upsertRequest,
} from './collectionTree.js';

const request = (id: string, name: string, url = `https://api.example.com/${id}`): SavedRequest =>
  SavedRequestSchema.parse({ type: 'request', id, name, url });
const folder = (id: string, name: string, items: CollectionItem[]): Folder => ({
  type: 'folder',
  id,
  name,
  items,
  auth: { type: 'inherit' },
  preRequestScript: '',
  postRequestScript: '',
  variables: [],
});

const tree: CollectionItem[] = [
  request('login', 'Log in', 'https://auth.example.com/login'),
  folder('users', 'Users', [request('list', 'List users'), folder('admin', 'Admin', [request('ban', 'Ban user')])]),
];

describe('collection tree', () => {
  it('renames a request deep inside folders', () => {
    const next = renameItem(tree, 'ban', 'Suspend user');
    expect(JSON.stringify(next)).toContain('Suspend user');
    expect(JSON.stringify(tree)).toContain('Ban user');
  });

  it('removes a folder with everything inside it', () => {
    const next = removeItem(tree, 'admin');
    expect(JSON.stringify(next)).not.toContain('Ban user');
    expect(JSON.stringify(next)).toContain('List users');
  });

  it('replaces a saved request where it sits, or appends a new one', () => {
    const edited = { ...request('list', 'List users'), url: 'https://api.example.com/v2/users' };
    const replaced = upsertRequest(tree, edited);
    expect(replaced).toHaveLength(2);
    const users = replaced[1] as Folder;
    expect(users.items[0]).toMatchObject({ url: 'https://api.example.com/v2/users' });
    expect(upsertRequest(tree, request('new', 'New'))).toHaveLength(3);
  });

  it('puts a new WebSocket request into the folder chosen, and later saves where it sits', () => {
    const socket = WebSocketRequestSchema.parse({ type: 'websocket', id: 'feed', name: 'Feed', url: 'wss://x.test' });
    const placed = upsertRequest(tree, socket, 'admin');
    const admin = ((placed[1] as Folder).items[1] as Folder).items;
    expect(admin.map((item) => item.name)).toEqual(['Ban user', 'Feed']);
    const renamed = upsertRequest(placed, { ...socket, name: 'Live feed' });
    expect(JSON.stringify(renamed)).toContain('Live feed');
    expect(JSON.stringify(renamed)).not.toContain('"Feed"');
    expect(filterItems(placed, 'wss://x').map((item) => item.name)).toEqual(['Users']);
  });

  it('lists every folder with its path, for choosing where to save', () => {
    expect(folderPaths(tree)).toEqual([
      { id: 'users', path: 'Users' },
      { id: 'admin', path: 'Users / Admin' },
    ]);
  });

  it('leaves out a folder being moved and what it holds, and knows what a folder holds', () => {
    expect(folderPaths(tree, 'users')).toEqual([]);
    expect(folderPaths(tree, 'admin')).toEqual([{ id: 'users', path: 'Users' }]);
    const users = tree.find((item) => item.id === 'users') as Folder;
    expect(['users', 'admin', 'ban'].map((id) => isWithin(users, id))).toEqual([true, true, true]);
    expect(isWithin(users.items.find((item) => item.id === 'admin') as Folder, 'users')).toBe(false);
  });

  it('places an item at the end of a folder, or of the top level when the folder is gone', () => {
    const users = tree.find((item) => item.id === 'users') as Folder;
    const admin = users.items.find((item) => item.type === 'folder') as Folder;
    const moved = placeItem(removeItem(tree, 'admin'), admin, null);
    expect(moved.map((item) => item.name)).toEqual([...tree.map((item) => item.name), 'Admin']);
    expect(placeItem(tree, admin, 'missing').at(-1)).toBe(admin);
  });

  it('filters by request name or URL, keeping the folders that lead there', () => {
    const byName = filterItems(tree, 'ban');
    expect(byName).toHaveLength(1);
    const users = byName[0] as Folder;
    expect(users.name).toBe('Users');
    expect(users.items).toHaveLength(1);
    expect((users.items[0] as Folder).items.map((item) => item.name)).toEqual(['Ban user']);
    expect(filterItems(tree, 'AUTH.example').map((item) => item.name)).toEqual(['Log in']);
    expect(filterItems(tree, 'nothing matches')).toEqual([]);
    expect(filterItems(tree, '  ')).toEqual(tree);
  });

  it('keeps a whole folder when its own name matches', () => {
    const [users] = filterItems(tree, 'users') as Folder[];
    expect(users?.items).toHaveLength(2);
  });
});
