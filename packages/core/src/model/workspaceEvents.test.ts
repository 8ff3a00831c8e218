import { describe, expect, it } from 'vitest';
import { WORKSPACE_EVENT_DATA, workspaceEvent, workspaceEventData } from './workspaceEvents.js';
import { WORKSPACE_EVENT_TYPES } from './workspaces.js';

describe('workspace events', () => {
  it('has one shape for every type of a workspace’s live scope', () => {
    expect(Object.keys(WORKSPACE_EVENT_DATA).sort()).toEqual([...WORKSPACE_EVENT_TYPES].sort());
  });

  it('reads an event as its type says, and nothing from one of another shape', () => {
    const written = workspaceEvent('item_deleted', { collectionId: 'c1', itemIds: ['i1', 'i2'] });
    expect(workspaceEventData(written.type, written.data)).toEqual({ collectionId: 'c1', itemIds: ['i1', 'i2'] });
    expect(workspaceEventData('item_deleted', { collectionId: 'c1' })).toBeUndefined();
    expect(workspaceEventData('collection_deleted', 'c1')).toBeUndefined();
  });

  it('announces a member invited by an address without the address', () => {
    const pending = {
      id: 'm1',
      userId: 'u2',
      role: 'viewer',
      status: 'pending',
      permissions: ['read'],
      source: 'direct',
    };
    const data = workspaceEventData('member_added', { member: pending });
    expect(data && 'email' in data.member).toBe(false);
  });
});
