// 'Invite Team Member': the team, an e-mail and the role the invitation gives, member or admin, of
// those the user may grant in the chosen team: the owner alone offers admin.
import { inviteMemberSchema, type Team } from '@courier/core';
import { useEffect, useState } from 'react';
import { SelectField } from '../../ui/SelectField.js';
import { MemberInviteDialog } from '../shared/MemberInviteDialog.js';
import { invitableRoles } from './invitableRoles.js';
import { useTeam } from './useTeam.js';

export interface InviteMemberDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The teams the user may invite to; the one shown in Members is chosen first. */
  teams: readonly Team[];
  initialTeamId: string | null;
}

export function InviteMemberDialog({ isOpen, onClose, teams, initialTeamId }: InviteMemberDialogProps) {
  const invite = useTeam((state) => state.invite);
  const [teamId, setTeamId] = useState(initialTeamId ?? '');

  useEffect(() => {
    if (isOpen) setTeamId(initialTeamId ?? teams[0]?.id ?? '');
  }, [isOpen, initialTeamId, teams]);

  const team = teams.find((candidate) => candidate.id === teamId);

  return (
    <MemberInviteDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Invite Team Member"
      formId="invite-member-form"
      submitLabel="Send Invitation"
      busyLabel="Sending…"
      roles={team ? invitableRoles(team) : []}
      defaultRole="member"
      canSubmit={Boolean(teamId)}
      check={(form) => inviteMemberSchema.safeParse(form)}
      onInvite={(email, role) => invite(teamId, { email, role })}
      before={
        <SelectField label="Team" value={teamId} onChange={setTeamId}>
          {teams.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
      }
    />
  );
}
