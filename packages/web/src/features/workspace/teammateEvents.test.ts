import { SavedRequestSchema, type StoredItem } from '@courier/core';
import { describe, expect, it, vi } from 'vitest';
import { createBuilderStore } from '../builder/builderStore.js';
import { createTeammateChanges } from '../builder/teammateChanges.js';
import { memoryStorage } from '../shared/memoryStorage.js';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { followRequestTabs, type FollowPorts } from './teammateEvents.js';

const request = { type: 'request' as const, id: 'r1', name: 'Users', method: 'GET', url: 'http://api.test/users' };

function open() {
  const builder = createBuilderStore(memoryStorage().storage);
  builder.getState().load(request, { collectionId: 'c1', requestId: 'r1' });
  const changes = createTeammateChanges();
  const noteOpened = vi.fn();
  const ports: FollowPorts = { builder, changes, serverId: (id) => id, noteOpened, me: () => 'me' };
  const tabId = builder.getState().activeTabId;
  return { builder, changes, noteOpened, ports, tabId };
}

function saved(url: string, actor = 'bob', id = 'r1'): LiveEvent {
  const item: StoredItem = {
    id,
    collectionId: 'c1',
    parentId: null,
    kind: 'request',
    position: 'a0',
    version: 2,
    content: SavedRequestSchema.parse({ ...request, id, url }),
    updatedAt: '2026-12-06T10:00:00Z',
    updatedBy: actor,
  };
  return { scope: 'workspace:w', seq: 2, type: 'item_updated', actor, data: { item }, at: item.updatedAt };
}

const deleted = (actor: string): LiveEvent => ({
  scope: 'workspace:w',
  seq: 3,
  type: 'item_deleted',
  actor,
  data: { collectionId: 'c1', itemIds: ['r1'] },
  at: '2026-12-06T10:00:00Z',
});

describe('open request tabs follow teammates', () => {
  it('shows a teammate’s version in a clean tab at once, says who, and bases the next save on it', () => {
    const { builder, changes, noteOpened, ports, tabId } = open();
    followRequestTabs(saved('http://api.test/users?v=2'), ports);
    expect(builder.getState().draft.url).toBe('http://api.test/users?v=2');
    expect(changes.getState().byTab[tabId]).toMatchObject({ kind: 'updated', actor: 'bob' });
    expect(noteOpened).toHaveBeenCalledWith('r1');
  });

  it('keeps the edits of a changed tab and offers the teammate’s version beside them', () => {
    const { builder, changes, ports, tabId } = open();
    builder.getState().setUrl('http://api.test/users?mine=1');
    followRequestTabs(saved('http://api.test/users?v=2'), ports);
    expect(builder.getState().draft.url).toBe('http://api.test/users?mine=1');
    expect(changes.getState().byTab[tabId]).toMatchObject({
      kind: 'conflict',
      actor: 'bob',
      theirs: { url: 'http://api.test/users?v=2' },
    });
  });

  it('finds the tab of a request this browser created by its server id', () => {
    const { builder, ports } = open();
    followRequestTabs(saved('http://api.test/users?v=2', 'bob', 'server-r1'), {
      ...ports,
      serverId: (id) => (id === 'r1' ? 'server-r1' : id),
    });
    expect(builder.getState().draft.url).toBe('http://api.test/users?v=2');
  });

  it('leaves the tabs alone on the user’s own save and own deletion', () => {
    const { builder, changes, ports } = open();
    followRequestTabs(saved('http://api.test/users?v=2', 'me'), ports);
    followRequestTabs(deleted('me'), ports);
    expect(builder.getState().draft.url).toBe('http://api.test/users');
    expect(changes.getState().byTab).toEqual({});
  });

  it('tells the tab of a request a teammate deleted, which can then keep it as an unsaved copy', () => {
    const { builder, changes, ports, tabId } = open();
    followRequestTabs(deleted('bob'), ports);
    expect(changes.getState().byTab[tabId]).toMatchObject({ kind: 'deleted', actor: 'bob' });
    builder.getState().keepAsCopy(tabId, '“Users”, deleted by Bob');
    const tab = builder.getState().tabs.find((candidate) => candidate.id === tabId)!;
    expect(tab.draft.origin).toBeUndefined();
    expect(tab.draft.url).toBe('http://api.test/users');
    expect(tab.baseline).toBeNull();
  });
});
