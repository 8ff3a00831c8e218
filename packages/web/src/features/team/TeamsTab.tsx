import type { Team } from '@courier/core';
import { Plus, Users } from 'lucide-react';
import { Button } from '../../ui/Button.js';
import { plural } from '../shared/plural.js';
import { useTeam } from './useTeam.js';

/** The user's teams as cards; choosing one shows its members. */
export function TeamsTab({ onCreate }: { onCreate: () => void }) {
  const teams = useTeam((state) => state.teams);
  const loading = useTeam((state) => state.loading);
  const selectedTeamId = useTeam((state) => state.selectedTeamId);
  const selectTeam = useTeam((state) => state.selectTeam);
  const setTab = useTeam((state) => state.setTab);

  if (teams.length === 0) {
    return (
      <div className="collab-panel">
        {loading ? (
          <p className="muted">Loading teams…</p>
        ) : (
          <div className="empty-state collab-empty">
            <Users size={28} aria-hidden="true" />
            <h2>No teams yet</h2>
            <p>A team shares workspaces, collections and environments with the people you invite.</p>
            <Button variant="primary" icon={<Plus size={16} />} onPress={onCreate}>
              Create Team
            </Button>
          </div>
        )}
      </div>
    );
  }
  return (
    <div className="collab-panel">
      <ul className="collab-cards" aria-label="Teams">
        {teams.map((team) => (
          <li key={team.id} className="collab-card" data-selected={team.id === selectedTeamId}>
            <TeamCard
              team={team}
              onOpen={() => {
                selectTeam(team.id);
                setTab('members');
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function TeamCard({ team, onOpen }: { team: Team; onOpen: () => void }) {
  return (
    <>
      <div className="collab-card-head">
        <h2 className="collab-card-name">{team.name}</h2>
        <span className={`pill ${team.role === 'owner' ? 'pill-primary' : ''}`}>{team.role}</span>
      </div>
      {team.description ? <p className="collab-card-text">{team.description}</p> : null}
      <div className="collab-card-meta">
        <span>{plural(team.memberCount, 'member')}</span>
        <span>{team.type}</span>
        <span>{team.visibility}</span>
        {team.allowInvites ? null : <span>invitations by owner and admins</span>}
      </div>
      <div className="collab-card-actions">
        <Button size="sm" onPress={onOpen} aria-label={`Members of ${team.name}`}>
          Members
        </Button>
      </div>
    </>
  );
}
