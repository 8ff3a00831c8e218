// Profile tab: full name, e-mail, username and avatar link (PUT /auth/profile).
import type { PublicUser } from '@courier/core';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../lib/session.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toasts.js';
import { accountApi, failureText } from './accountApi.js';
import { useForm } from './useForm.js';
import { validateProfile } from './validation.js';

export function ProfileTab({ user }: { user: PublicUser }) {
  const form = useForm({ name: user.name, email: user.email, username: user.username, avatar: user.avatar ?? '' });
  const [busy, setBusy] = useState(false);
  const setUser = useSession((state) => state.setUser);
  const { values } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(validateProfile)) return;
    setBusy(true);
    try {
      const saved = await accountApi.updateProfile({ ...values, avatar: values.avatar.trim() });
      setUser(saved.user);
      toast(saved.message, 'success');
    } catch (thrown) {
      toast(failureText(thrown, 'Error updating profile'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField label="Full name" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      <TextField label="Username" {...form.field('username')} />
      <TextField label="Avatar URL" type="url" placeholder="https://…" {...form.field('avatar')} />
      <div className="account-actions">
        <Button type="submit" variant="primary" isDisabled={busy}>
          {busy ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
