import { useSession } from '../../lib/session.js';
import { AccountRequired } from '../shared/AccountRequired.js';

/** Team Collaboration: teams, their members, activity and invitations. */
export function TeamView() {
  const user = useSession((state) => state.user);
  if (!user) {
    return (
      <AccountRequired title="Team Collaboration">
        Teams are people working together, so they need an account: sign in to create a team, invite people and answer
        invitations.
      </AccountRequired>
    );
  }
  return <div className="team-view" />;
}
