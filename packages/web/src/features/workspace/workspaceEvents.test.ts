import type { Backup, LiveEventType, Workspace, WorkspaceMember } from '@courier/core';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../lib/live/liveEvent.js';
import { latestSeq } from './latestSeq.js';
import { applyWorkspaceEvent } from './workspaceEvents.js';

const workspace: Workspace = {
  id: 'w1',
  name: 'Payments',
  description: '',
  type: 'team',
  settings: { visibility: 'private', collaboration: true, autoBackup: true, notifications: true },
  teamId: null,
  ownerId: 'ada',
  createdAt: '2026-01-01T00:00:00Z',
  role: 'viewer',
  isCurrent: true,
  memberCount: 2,
  requestCount: 0,
  collectionCount: 0,
  environmentCount: 0,
};
const member: WorkspaceMember = {
  id: 'm1',
  userId: 'bob',
  name: 'Bob',
  email: 'bob@example.com',
  role: 'member',
  status: 'active',
  permissions: ['read', 'write'],
  source: 'direct',
};
const backup = (id: string, status: Backup['status'], createdAt: string): Backup => ({
  id,
  status,
  createdAt,
  kind: 'manual',
  sizeBytes: null,
  error: null,
});
const event = (type: LiveEventType, data: unknown): LiveEvent => ({
  scope: 'workspace:w1',
  seq: 1,
  type,
  actor: 'ada',
  data,
  at: '',
});
const LISTS = { workspaces: [workspace], members: [], templates: [], backups: [] };

describe('workspace events', () => {
  it("takes a settings change but keeps the reader's own role and current choice", () => {
    const { state } = applyWorkspaceEvent(
      LISTS,
      event('workspace_updated', {
        workspace: {
          ...workspace,
          name: 'Billing',
          role: 'owner',
          isCurrent: false,
          settings: { ...workspace.settings, autoBackup: false },
        },
      }),
    );
    expect(state.workspaces?.[0]).toMatchObject({ name: 'Billing', role: 'viewer', isCurrent: true });
    expect(state.workspaces?.[0]?.settings.autoBackup).toBe(false);
  });

  it('adds and removes members, once however often the event arrives', () => {
    const added = applyWorkspaceEvent(LISTS, event('member_added', { member }));
    const twice = applyWorkspaceEvent({ ...LISTS, ...added.state }, event('member_added', { member }));
    expect(twice.state.members).toEqual([member]);
    const removed = applyWorkspaceEvent({ ...LISTS, ...twice.state }, event('member_removed', { member }));
    expect(removed.state.members).toEqual([]);
  });

  it('reads the members again for someone added by an address the event leaves out, and drops them by id', () => {
    const { email: _email, name: _name, ...pending } = { ...member, id: 'm9', status: 'pending' as const };
    const added = applyWorkspaceEvent(LISTS, event('member_added', { member: pending }));
    expect(added).toMatchObject({ state: {}, reloadMembers: true });
    const listed = { ...LISTS, members: [{ ...member, id: 'm9', status: 'pending' as const }] };
    expect(applyWorkspaceEvent(listed, event('member_removed', { member: pending })).state.members).toEqual([]);
  });

  it('moves a backup from processing to completed and keeps the newest first', () => {
    const older = backup('b0', 'completed', '2026-01-01T00:00:00Z');
    const started = applyWorkspaceEvent(
      { ...LISTS, backups: [older] },
      event('backup_updated', { backup: backup('b1', 'processing', '2026-01-02T00:00:00Z') }),
    );
    const done = applyWorkspaceEvent(
      { ...LISTS, ...started.state },
      event('backup_updated', { backup: backup('b1', 'completed', '2026-01-02T00:00:00Z') }),
    );
    expect(done.state.backups?.map((one) => `${one.id}:${one.status}`)).toEqual(['b1:completed', 'b0:completed']);
  });

  it('reads the figures again after a request was sent, and ignores what it cannot read', () => {
    expect(
      applyWorkspaceEvent(LISTS, event('request_sent', { method: 'GET', status: 200, durationMs: 5 })).reloadAnalytics,
    ).toBe(true);
    expect(applyWorkspaceEvent(LISTS, event('member_added', { member: { id: 3 } })).state).toEqual({});
  });

  it('resumes the live scope after the newest event the activity list holds', () => {
    expect(latestSeq([{ id: 'w1:7' }, { id: 'w1:12' }, { id: 'w1:9' }])).toBe(12);
    expect(latestSeq([])).toBe(0);
  });
});
