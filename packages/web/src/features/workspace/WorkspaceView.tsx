import { useSession } from '../../lib/session.js';
import { AccountRequired } from '../shared/AccountRequired.js';

/** Workspace Management: workspaces, their members, activity, templates and backups. */
export function WorkspaceView() {
  const user = useSession((state) => state.user);
  if (!user) {
    return (
      <AccountRequired title="Workspace Management">
        Workspaces keep collections and environments on the server, shared with the people you choose, so they need an
        account: sign in to see yours.
      </AccountRequired>
    );
  }
  return <div className="workspace-view" />;
}
