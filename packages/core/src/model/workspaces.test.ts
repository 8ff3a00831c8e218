import { describe, expect, it } from 'vitest';
import { activityTitle } from './teams.js';
import { assembleCollection, type StoredCollection, type StoredItem } from './workspaces.js';

const item = (id: string, parentId: string | null, position: string, folder = false): StoredItem => ({
  id,
  collectionId: 'c',
  parentId,
  kind: folder ? 'folder' : 'request',
  position,
  version: 1,
  content: folder
    ? {
        type: 'folder',
        id,
        name: id,
        auth: { type: 'inherit' },
        preRequestScript: '',
        postRequestScript: '',
        variables: [],
      }
    : {
        type: 'request',
        id,
        name: id,
        method: 'GET',
        url: '',
        headers: [],
        pathVariables: [],
        body: { mode: 'none' },
        auth: { type: 'inherit' },
        preRequestScript: '',
        postRequestScript: '',
        createdAt: '',
      },
  updatedAt: '',
  updatedBy: null,
});

describe('workspace collections', () => {
  it('builds the tree with siblings in code-point order of their keys, as fractional keys require', () => {
    const stored: StoredCollection = {
      id: 'c',
      workspaceId: 'w',
      version: 3,
      fields: { name: 'Shop', auth: { type: 'none' }, preRequestScript: '', postRequestScript: '', variables: [] },
      // 'a0' < 'Zz' would hold in a locale-aware sort; in code points upper case comes first.
      items: [
        item('second', null, 'a0'),
        item('first', null, 'Zz'),
        item('folder', null, 'a1', true),
        item('inner', 'folder', 'a0'),
      ],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '',
      updatedBy: null,
    };
    const tree = assembleCollection(stored);
    expect(tree.items.map((entry) => entry.name)).toEqual(['first', 'second', 'folder']);
    const folder = tree.items[2];
    expect(folder?.type === 'folder' && folder.items.map((entry) => entry.name)).toEqual(['inner']);
  });

  it('shows an activity type title-cased', () => {
    expect(activityTitle('member_joined')).toBe('Member Joined');
    expect(activityTitle('request_sent')).toBe('Request Sent');
  });
});
