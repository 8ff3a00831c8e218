// Inviting someone to a team and adding someone to a workspace: an e-mail (required, checked) and
// the role they get, of those the user may grant. What else each asks (which team; what the role
// permits) comes in from the feature.
import { useEffect, useState, type ReactNode } from 'react';
import { FormDialog, type FormDialogProps } from '../../ui/FormDialog.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';

/** A schema's safeParse result, as far as the dialog reads it: the address to send, or why not. */
type EmailCheck =
  | { success: true; data: { email: string } }
  | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };

export interface MemberInviteDialogProps<Role extends string> extends Pick<
  FormDialogProps,
  'isOpen' | 'onClose' | 'title' | 'subject' | 'formId' | 'submitLabel' | 'busyLabel' | 'canSubmit'
> {
  /** The roles the user may grant, first choice first. */
  roles: readonly Role[];
  /** The role chosen when the dialog opens, when the user may grant it. */
  defaultRole: Role;
  /** The feature's own schema, which checks the address as the server will. */
  check: (form: { email: string; role: Role }) => EmailCheck;
  /** Sends the invitation; the server's refusal, if any, is shown above the fields. */
  onInvite: (email: string, role: Role) => Promise<string | null>;
  /** Fields above the e-mail (the team to invite to). */
  before?: ReactNode;
  /** What the chosen role gives, under the role picker. */
  after?: (role: Role) => ReactNode;
}

export function MemberInviteDialog<Role extends string>({
  isOpen,
  onClose,
  roles,
  defaultRole,
  check,
  onInvite,
  before,
  after,
  ...frame
}: MemberInviteDialogProps<Role>) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(defaultRole);
  const [emailError, setEmailError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setEmail('');
    setRole(defaultRole);
    setEmailError(undefined);
    setServerError(undefined);
  }, [isOpen, defaultRole]);

  // Another team may not let the user grant the role chosen for the last one.
  const chosenRole = roles.includes(role) ? role : (roles[0] ?? defaultRole);

  const submit = async () => {
    const checked = check({ email, role: chosenRole });
    if (!checked.success) {
      setEmailError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    const failure = await onInvite(checked.data.email, chosenRole);
    setBusy(false);
    if (failure) setServerError(failure);
    else onClose();
  };

  return (
    <FormDialog
      {...frame}
      isOpen={isOpen}
      onClose={onClose}
      busy={busy}
      error={serverError}
      onSubmit={() => void submit()}
    >
      {before}
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
      <SelectField label="Role" value={chosenRole} onChange={(value) => setRole(value as Role)}>
        {roles.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>
      {after?.(chosenRole)}
    </FormDialog>
  );
}
