// 'Invite Team Member': an e-mail (required, checked) and the role the invitation gives, member or
// admin, of those the user may grant in the chosen team: the owner alone offers admin.
import { inviteMemberSchema, type Team } from '@courier/core';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../ui/FormDialog.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { invitableRoles, type InvitableRole } from './invitableRoles.js';
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
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('member');
  const [emailError, setEmailError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setTeamId(initialTeamId ?? teams[0]?.id ?? '');
    setEmail('');
    setRole('member');
    setEmailError(undefined);
    setServerError(undefined);
  }, [isOpen, initialTeamId, teams]);

  const team = teams.find((candidate) => candidate.id === teamId);
  const roles = team ? invitableRoles(team) : [];
  // Another team may not let the user grant the role chosen for the last one.
  const chosenRole = roles.includes(role) ? role : (roles[0] ?? 'member');

  const submit = async () => {
    const checked = inviteMemberSchema.safeParse({ email, role: chosenRole });
    if (!checked.success) {
      setEmailError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    const failure = await invite(teamId, { email: checked.data.email, role: chosenRole });
    setBusy(false);
    if (failure) setServerError(failure);
    else onClose();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Invite Team Member"
      formId="invite-member-form"
      submitLabel="Send Invitation"
      busyLabel="Sending…"
      busy={busy}
      canSubmit={Boolean(teamId)}
      error={serverError}
      onSubmit={() => void submit()}
    >
      <SelectField label="Team" value={teamId} onChange={setTeamId}>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Email"
        value={email}
        autoFocus
        error={emailError}
        onChange={(value) => {
          setEmail(value);
          setEmailError(undefined);
        }}
      />
      <SelectField label="Role" value={chosenRole} onChange={(value) => setRole(value as InvitableRole)}>
        {roles.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
