// 'Add Team Member': someone's e-mail and their role in the workspace (member, admin or viewer); the
// permissions follow from the role. An address without an account yet is added as pending.
import { addWorkspaceMemberSchema, ASSIGNABLE_WORKSPACE_ROLES, ROLE_PERMISSIONS } from '@courier/core';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../ui/FormDialog.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { useWorkspace } from './useWorkspace.js';

type AssignableRole = (typeof ASSIGNABLE_WORKSPACE_ROLES)[number];

export function AddMemberDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
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
        {ASSIGNABLE_WORKSPACE_ROLES.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>
      <p className="muted">Permissions: {ROLE_PERMISSIONS[role].join(', ')}</p>
    </FormDialog>
  );
}
