// Security tab: change password.
import { useState, type FormEvent } from 'react';
import { useSession } from '../../lib/session.js';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toasts.js';
import { accountApi, failureText } from './accountApi.js';
import { PasswordField } from './PasswordField.js';
import { useForm } from './useForm.js';
import { validatePasswordChange } from './validation.js';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityTab() {
  const form = useForm(EMPTY);
  const [busy, setBusy] = useState(false);
  const signIn = useSession((state) => state.signIn);
  const { values } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(validatePasswordChange)) return;
    setBusy(true);
    try {
      const session = await accountApi.changePassword(values.currentPassword, values.newPassword);
      // Older tokens stop working with the change; carry on with the one the server just issued.
      signIn(session.token, session.user);
      form.reset(EMPTY);
      toast(session.message, 'success');
    } catch (thrown) {
      toast(failureText(thrown, 'Error changing password'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="account-section-title">Change password</h2>
      <PasswordField label="Current password" {...form.field('currentPassword')} autoComplete="current-password" />
      <PasswordField label="New password" {...form.field('newPassword')} autoComplete="new-password" />
      <PasswordField label="Confirm new password" {...form.field('confirmPassword')} autoComplete="new-password" />
      <div className="account-actions">
        <Button type="submit" variant="primary" isDisabled={busy}>
          {busy ? 'Changing…' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
