// A request to a served mock reaches its owner's open Mock Server views through the live channel, on
// whichever instance they are connected to (for a workspace's configuration, every member's views):
// the notice says the log changed, and each view reads its log and counters again. The local
// identity of a signed-out workbench has no live connection to reach, so its view keeps polling.
import { MOCK_ACTIVITY_NOTICE } from '@courier/core';
import type { LiveChannel } from '../../live/liveChannel.js';
import { scopeOf } from '../../live/scopes.js';
import { LOCAL_OWNER_ID } from '../../http/personalOwner.js';
import { workspaceIdOf } from './caller.js';

/** Tells an owner's views that `entries` log entries were written, or with 0 that the log was cleared. */
export type MockActivity = (ownerId: string, entries: number) => void;

export function mockActivityNotices(live: Pick<LiveChannel, 'broadcast'>): MockActivity {
  return (ownerId, entries) => {
    if (ownerId === LOCAL_OWNER_ID) return;
    // A workspace's owner text is its live scope: every member's open view hears of the hit.
    const scope = workspaceIdOf(ownerId) === undefined ? scopeOf('user', ownerId) : ownerId;
    live.broadcast(scope, MOCK_ACTIVITY_NOTICE, { entries });
  };
}
