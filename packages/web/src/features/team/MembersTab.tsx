import { TEAM_ROLES } from '@courier/core';
import { SelectField } from '../../ui/SelectField.js';
import { MembersList } from '../shared/MembersList.js';
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

  return (
    <MembersList
      groupName={team.name}
      members={shown}
      userId={userId}
      toolbar={
        <>
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
        </>
      }
      add={invitableRoles(team).length > 0 ? { label: 'Invite Member', onPress: onInvite } : undefined}
      empty={
        <p className="muted">{membersLoading ? 'Loading members…' : `No ${roleFilter} members in ${team.name}.`}</p>
      }
      details={(member) => member.email}
      status={(member) => <span className="muted">Joined {relativeTime(member.joinedAt, now).toLowerCase()}</span>}
      mayRemove={(member) => isOwner && member.role !== 'owner'}
      removalQuestion={(member) => `Remove ${member.name} (${member.email}) from ${team.name}?`}
      onRemove={(member) => void removeMember(member.id)}
    />
  );
}
