import { TEAM_ROLES, type TeamMember } from '@courier/core';
import { UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { SelectField } from '../../ui/SelectField.js';
import { relativeTime } from '../shared/relativeTime.js';
import { invitableRoles } from './invitableRoles.js';
import type { MemberRoleFilter } from './teamStore.js';
import { useTeam } from './useTeam.js';

/** The chosen team's members, filtered by role; its owner may remove anyone but an owner. */
export function MembersTab({ onInvite, now }: { onInvite: () => void; now: number }) {
  const teams = useTeam((state) => state.teams);
  const selectedTeamId = useTeam((state) => state.selectedTeamId);
  const selectTeam = useTeam((state) => state.selectTeam);
  const members = useTeam((state) => state.members);
  const membersLoading = useTeam((state) => state.membersLoading);
  const roleFilter = useTeam((state) => state.roleFilter);
  const setRoleFilter = useTeam((state) => state.setRoleFilter);
  const removeMember = useTeam((state) => state.removeMember);
  const userId = useTeam((state) => state.user?.id);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const team = teams.find((candidate) => candidate.id === selectedTeamId);
  if (!team) {
    return (
      <div className="collab-panel">
        <p className="muted">Create or join a team to see its members.</p>
      </div>
    );
  }
  const isOwner = team.ownerId === userId;
  const shown = roleFilter === 'all' ? members : members.filter((member) => member.role === roleFilter);
  const mayInvite = invitableRoles(team).length > 0;

  return (
    <div className="collab-panel">
      <div className="collab-toolbar">
        <SelectField label="Team" value={team.id} onChange={selectTeam}>
          {teams.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Role"
          aria-label="Filter by role"
          value={roleFilter}
          onChange={(value) => setRoleFilter(value as MemberRoleFilter)}
        >
          <option value="all">All roles</option>
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </SelectField>
        {mayInvite ? (
          <Button className="collab-toolbar-end" icon={<UserPlus size={16} />} onPress={onInvite}>
            Invite Member
          </Button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p className="muted">{membersLoading ? 'Loading members…' : `No ${roleFilter} members in ${team.name}.`}</p>
      ) : (
        <ul className="collab-list" aria-label={`Members of ${team.name}`}>
          {shown.map((member) => (
            <li key={member.id} className="collab-row">
              <span className="collab-avatar" aria-hidden="true">
                {(member.name || member.email).charAt(0).toUpperCase()}
              </span>
              <div className="collab-row-main">
                <span className="collab-row-title">
                  {member.name}
                  {member.userId === userId ? <span className="muted"> (you)</span> : null}
                </span>
                <span className="collab-row-text">{member.email}</span>
              </div>
              <div className="collab-row-side">
                <span className={`pill ${member.role === 'owner' ? 'pill-primary' : ''}`}>{member.role}</span>
                <span className="muted">Joined {relativeTime(member.joinedAt, now).toLowerCase()}</span>
                {isOwner && member.role !== 'owner' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${member.name}`}
                    icon={<UserMinus size={16} />}
                    onPress={() => setRemoving(member)}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove member"
        message={removing ? `Remove ${removing.name} (${removing.email}) from ${team.name}?` : ''}
        confirmLabel="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void removeMember(removing.id);
          setRemoving(null);
        }}
      />
    </div>
  );
}
