// Open things follow what teammates save. The workspace's lists already take every change from the
// live channel; this module makes what is open on screen take it too: a request tab (a clean tab
// shows the new version at once, a tab with edits asks which version to keep, a deleted request's tab
// says so) and an environment open in the editor (it shows the new variables and who changed them).
import { useSession } from '../../lib/session.js';
import { teammateChanges } from '../builder/teammateChanges.js';
import { builderStore } from '../builder/useBuilder.js';
import { noteEnvironmentUpdate } from '../environments/environmentUpdates.js';
import { learnName } from './memberNames.js';
import { followEnvironments, followRequestTabs, type FollowPorts } from './teammateEvents.js';
import { afterListsTake, workspaceSource } from './workspaceSource.js';

/**
 * Makes the open tabs and the environment editor follow the current workspace's changes, from now on
 * and across workspace switches. The workspace's lists follow its scope (workspaceSource.ts), in
 * batches; this hears each event once they have taken it, so it starts at the lists' position and a
 * tab that takes a teammate's save bases its next save on the version the list holds.
 */
export function followTeammates(): () => void {
  let stop: (() => void) | undefined;
  const attach = ({ workspace, collections, environments }: ReturnType<typeof workspaceSource.getState>) => {
    stop?.();
    stop = undefined;
    if (!workspace || !collections || !environments) return;
    const me = () => useSession.getState().user?.id;
    const ports: FollowPorts = {
      builder: builderStore,
      changes: teammateChanges,
      serverId: (id) => collections.getState().serverId(id),
      noteOpened: (requestId) => collections.getState().noteOpened(requestId),
      me,
    };
    stop = afterListsTake((event) => {
      if (event.actor !== me()) learnName(workspace.id, event.actor);
      followRequestTabs(event, ports);
      followEnvironments(event, environments, me(), noteEnvironmentUpdate);
    });
  };
  attach(workspaceSource.getState());
  const unsubscribe = workspaceSource.subscribe((state, previous) => {
    if (state.collections !== previous.collections || state.environments !== previous.environments) attach(state);
  });
  return () => {
    unsubscribe();
    stop?.();
  };
}
