// Team Collaboration: teams, their members, the activity of every team and the invitations, kept
// current by the live channel while the view is open.
import { Plus, UserPlus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLiveStatus } from '../../lib/live/live.js';
import { useSession } from '../../lib/session.js';
import { Button } from '../../ui/Button.js';
import { Tabs } from '../../ui/Tabs.js';
import { useNow } from '../oauth/useNow.js';
import { AccountRequired } from '../shared/AccountRequired.js';
import { useCollaborators } from '../workspace/presence.js';
import { LiveIndicator } from '../shared/LiveIndicator.js';
import '../shared/collab.css';
import { ActivityTab } from './ActivityTab.js';
import { activeCollaborators } from './activeCollaborators.js';
import { CreateTeamDialog } from './CreateTeamDialog.js';
import { InvitationsTab } from './InvitationsTab.js';
import { invitableRoles } from './invitableRoles.js';
import { InviteMemberDialog } from './InviteMemberDialog.js';
import { MembersTab } from './MembersTab.js';
import { TeamsTab } from './TeamsTab.js';
import type { TeamTab } from './teamStore.js';
import { teamStore, useTeam } from './useTeam.js';

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
  return <SignedInTeamView userId={user.id} email={user.email} />;
}

function count(value: number) {
  return <span className="tab-count">{value}</span>;
}

function SignedInTeamView({ userId, email }: { userId: string; email: string }) {
  const tab = useTeam((state) => state.tab);
  const setTab = useTeam((state) => state.setTab);
  const teams = useTeam((state) => state.teams);
  const members = useTeam((state) => state.members);
  const received = useTeam((state) => state.received);
  const activity = useTeam((state) => state.activity);
  const selectedTeamId = useTeam((state) => state.selectedTeamId);
  const status = useLiveStatus();
  // Relative times and the active count turn over by themselves.
  const now = useNow(30_000);
  const [dialog, setDialog] = useState<'create' | 'invite' | null>(null);

  useEffect(() => teamStore.getState().start({ id: userId, email }), [userId, email]);

  // Who is looking at the open workspace collection now; without one, who acted lately.
  const present = useCollaborators();
  const active = present?.count ?? activeCollaborators(activity, now);
  const activeHint = present
    ? `Looking at ${present.collection} now`
    : 'People who changed something in your teams in the last 15 minutes';
  // Kept while the teams are the same, so the clock's turn does not reset an open invite dialog's team.
  const invitable = useMemo(() => teams.filter((team) => invitableRoles(team).length > 0), [teams]);
  return (
    <section className="collab-view" aria-label="Team Collaboration">
      <header className="collab-header">
        <div className="collab-title">
          <h1>Team Collaboration</h1>
          <div className="collab-subtitle">
            <span className="pill pill-primary" title={activeHint}>
              {active === 1 ? '1 active collaborator' : `${active} active collaborators`}
            </span>
            <LiveIndicator status={status} />
          </div>
        </div>
        <div className="collab-actions">
          {invitable.length > 0 ? (
            <Button icon={<UserPlus size={16} />} onPress={() => setDialog('invite')}>
              Invite Member
            </Button>
          ) : null}
          <Button variant="primary" icon={<Plus size={16} />} onPress={() => setDialog('create')}>
            Create Team
          </Button>
        </div>
      </header>
      <Tabs
        label="Team Collaboration"
        className="collab-tabs"
        selected={tab}
        onSelect={(id) => setTab(id as TeamTab)}
        items={[
          {
            id: 'teams',
            label: <>Teams {count(teams.length)}</>,
            content: <TeamsTab onCreate={() => setDialog('create')} />,
          },
          {
            id: 'members',
            label: <>Members {count(members.length)}</>,
            content: <MembersTab now={now} onInvite={() => setDialog('invite')} />,
          },
          { id: 'activity', label: 'Activity', content: <ActivityTab now={now} /> },
          {
            id: 'invitations',
            label: <>Invitations {count(received.length)}</>,
            content: <InvitationsTab now={now} />,
          },
        ]}
      />
      <CreateTeamDialog isOpen={dialog === 'create'} onClose={() => setDialog(null)} />
      <InviteMemberDialog
        isOpen={dialog === 'invite'}
        onClose={() => setDialog(null)}
        teams={invitable}
        initialTeamId={invitable.some((team) => team.id === selectedTeamId) ? selectedTeamId : null}
      />
    </section>
  );
}
