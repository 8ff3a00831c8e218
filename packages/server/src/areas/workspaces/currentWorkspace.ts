// Each user's current workspace: the one they last switched to while they can still reach it, their
// personal one otherwise, so a user removed from a workspace lands somewhere that is theirs.
import type { Db } from '../../db/database.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { roleIn } from './access.js';
import { settleAccount } from './personalWorkspace.js';
import * as repo from './repo.js';

/** The current workspace, or the personal one when none was chosen or it is no longer reachable. */
export async function currentWorkspaceIdOf(db: Db, live: LiveChannel, actorId: string): Promise<string> {
  const chosen = await repo.currentWorkspaceId(db, actorId);
  if (chosen) {
    const workspace = await repo.findWorkspace(db, chosen);
    if (workspace && (await roleIn(db, actorId, workspace))) return chosen;
  }
  const personal = await repo.personalWorkspaceOf(db, actorId);
  if (personal) return personal.id;
  await settleAccount(db, live, actorId);
  return (await repo.personalWorkspaceOf(db, actorId))!.id;
}
