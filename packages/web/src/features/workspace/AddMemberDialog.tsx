// 'Add Team Member': someone's e-mail and their role in the workspace (member, admin or viewer, of
// those the user may grant: the owner alone offers admin); the permissions follow from the role. An
// address without an account yet is added as pending.
import { addWorkspaceMemberSchema, ROLE_PERMISSIONS, type WorkspaceRole } from '@courier/core';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../ui/FormDialog.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { assignableRoles, type AssignableRole } from './assignableRoles.js';
import { useWorkspace } from './useWorkspace.js';

export interface AddMemberDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The user's role in the workspace: which roles they may grant. */
  role: WorkspaceRole;
  /** The workspace the member joins, named in the dialog. */
  workspaceName: string;
}

export function AddMemberDialog({ isOpen, onClose, role: ownRole, workspaceName }: AddMemberDialogProps) {
  const addMember = useWorkspace((state) => state.addMember);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('member');
  const [emailError, setEmailError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setEmail('');
    setRole('member');
    setEmailError(undefined);
    setServerError(undefined);
  }, [isOpen]);

  const submit = async () => {
    const checked = addWorkspaceMemberSchema.safeParse({ email, role });
    if (!checked.success) {
      setEmailError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    const failure = await addMember({ email: checked.data.email, role, permissions: ROLE_PERMISSIONS[role] });
    setBusy(false);
    if (failure) setServerError(failure);
    else onClose();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Add Team Member"
      subject={`Workspace: ${workspaceName}`}
      formId="add-member-form"
      submitLabel="Add Member"
      busyLabel="Adding…"
      busy={busy}
      error={serverError}
      onSubmit={() => void submit()}
    >
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
      <SelectField label="Role" value={role} onChange={(value) => setRole(value as AssignableRole)}>
        {assignableRoles(ownRole).map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>
      <p className="muted">Permissions: {ROLE_PERMISSIONS[role].join(', ')}</p>
    </FormDialog>
  );
}
