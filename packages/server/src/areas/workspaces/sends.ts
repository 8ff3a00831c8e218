// Requests sent from a workspace, counted for its Overview: how many, how fast on average, and how many
// people were active in the last day.
import { randomUUID } from 'node:crypto';
import { workspaceEvent } from '@courier/core';
import type { AnalyticsOverview } from '@courier/core';
import type { Db } from '../../db/database.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { requireAccess } from './access.js';
import { currentWorkspaceIdOf } from './currentWorkspace.js';
import { settleAccount } from './personalWorkspace.js';
import * as repo from './repo.js';
import { workspaceScope } from './workspaceScope.js';

/** Someone who sent a request or changed something within this long counts as an active user. */
const ACTIVE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface WorkspaceSendsService {
  analytics(actorId: string, workspaceId?: string): Promise<AnalyticsOverview>;
  recordSend(
    actorId: string,
    workspaceId: string,
    send: { method: string; status: number; durationMs: number },
  ): Promise<void>;
}

export function createWorkspaceSendsService(db: Db, live: LiveChannel): WorkspaceSendsService {
  return {
    async analytics(actorId, workspaceId) {
      // Without a workspace named, the figures are the current workspace's.
      if (workspaceId === undefined) await settleAccount(db, live, actorId);
      const id = workspaceId ?? (await currentWorkspaceIdOf(db, live, actorId));
      await requireAccess(db, actorId, id, 'read');
      const { total, average } = await repo.sendFigures(db, id);
      const since = new Date(Date.now() - ACTIVE_WINDOW_MS).toISOString();
      return {
        totalRequests: total,
        averageResponseTime: Math.round(average),
        activeUsers: await repo.activeUserCount(db, id, workspaceScope(id), since),
      };
    },

    async recordSend(actorId, workspaceId, send) {
      await live.write(async (trx, record) => {
        // Viewers send requests too: reading is enough to count one.
        await requireAccess(trx, actorId, workspaceId, 'read');
        await repo.insertSend(trx, {
          id: randomUUID(),
          workspace_id: workspaceId,
          user_id: actorId,
          method: send.method,
          status: send.status,
          duration_ms: send.durationMs,
          at: new Date().toISOString(),
        });
        await record({ scope: workspaceScope(workspaceId), actor: actorId, ...workspaceEvent('request_sent', send) });
      });
    },
  };
}
