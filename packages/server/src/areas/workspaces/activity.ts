// A workspace's activity list: its latest events, each named by who did it and what it touched. A
// pending member is named only to those who may read the address (pendingMembers.ts).
import { activityTitle, type WorkspaceActivity } from '@courier/core';
import type { Db } from '../../db/database.js';
import { latestEvents } from '../../live/eventLog.js';
import { requireAccess } from './access.js';
import { seesPendingMembers } from './pendingMembers.js';
import * as repo from './repo.js';
import { workspaceScope } from './workspaceScope.js';

/** The activity list shows this many of the latest events. */
const ACTIVITY_LIMIT = 50;

const RECORDED_TYPE: Record<string, WorkspaceActivity['type']> = {
  request_sent: 'request',
  member_added: 'member',
  member_removed: 'member',
  workspace_updated: 'setting',
  backup_updated: 'setting',
};

export interface WorkspaceActivityService {
  activity(actorId: string, workspaceId: string): Promise<WorkspaceActivity[]>;
}

export function createWorkspaceActivityService(db: Db): WorkspaceActivityService {
  return {
    async activity(actorId, workspaceId) {
      const { role } = await requireAccess(db, actorId, workspaceId, 'read');
      const events = await latestEvents(db, [workspaceScope(workspaceId)], ACTIVITY_LIMIT);
      const names = await repo.userNames(db, [
        ...new Set(events.flatMap((event) => (event.actor ? [event.actor] : []))),
      ]);
      // A pending member is named to those who may read the address, from their row: the event holds
      // none (one written before this rule may, and is named to them alone).
      const seesPending = seesPendingMembers(role);
      const pending = seesPending
        ? new Map((await repo.directMembers(db, workspaceId)).map((row) => [row.id, row.name ?? row.email]))
        : new Map<string, string>();
      return events.map((event) => {
        const data = (event.data ?? {}) as Record<
          string,
          {
            id?: string;
            name?: string;
            fields?: { name?: string };
            content?: { name?: string };
            email?: string;
            status?: string;
          }
        >;
        const subject = Object.values(data).find((value) => value && typeof value === 'object');
        const named =
          subject?.status === 'pending'
            ? seesPending
              ? (pending.get(subject.id ?? '') ?? subject.name ?? subject.email)
              : undefined
            : (subject?.name ?? subject?.fields?.name ?? subject?.content?.name ?? subject?.email);
        return {
          id: `${workspaceId}:${event.seq}`,
          type: RECORDED_TYPE[event.type] ?? 'collection',
          user: (event.actor && names.get(event.actor)) ?? 'Courier',
          action: activityTitle(event.type),
          description: named ? `${activityTitle(event.type)}: ${named}` : activityTitle(event.type),
          timestamp: event.at,
        };
      });
    },
  };
}
