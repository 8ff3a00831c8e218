// The login screen: identifier and password, Sign In, Try Demo Account.
import { DEMO_ACCOUNT } from '@courier/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-aria-components';
import { useShell } from '../../shell/shellStore.js';
import { useSession } from '../../lib/session.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/TextField.js';
import { accountApi, failureText } from './accountApi.js';
import { AuthPage } from './AuthPage.js';
import { PasswordField } from './PasswordField.js';
import { useForm } from './useForm.js';
import { validateLogin } from './validation.js';

export function LoginView() {
  const form = useForm({ identifier: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setView = useShell((state) => state.setView);
  const signIn = useSession((state) => state.signIn);

  const attempt = async (identifier: string, password: string) => {
    setBusy(true);
    setError(null);
    try {
      const session = await accountApi.login(identifier, password);
      signIn(session.token, session.user);
      setView('builder');
    } catch (thrown) {
      setError(failureText(thrown, 'Login failed'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check(validateLogin)) void attempt(form.values.identifier.trim(), form.values.password);
  };

  return (
    <AuthPage
      title="Sign in to Courier"
      subtitle="Your collections, environments and API keys, wherever you work."
      error={error}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link className="link" onPress={() => setView('register')}>
            Create an account
          </Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField label="Email or username" name="identifier" {...form.field('identifier')} autoFocus />
        <PasswordField label="Password" {...form.field('password')} autoComplete="current-password" />
        <Button type="submit" variant="primary" className="auth-submit" isDisabled={busy}>
          {busy ? 'Signing in…' : 'Sign In'}
        </Button>
        <Button
          className="auth-submit"
          isDisabled={busy}
          onPress={() => void attempt(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password)}
        >
          Try Demo Account
        </Button>
      </form>
    </AuthPage>
  );
}
