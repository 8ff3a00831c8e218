// The register screen: six fields, a strength meter, per-field errors.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-aria-components';
import { useShell } from '../../shell/shellStore.js';
import { useSession } from '../../lib/session.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/TextField.js';
import { accountApi, failureText } from './accountApi.js';
import { AuthPage } from './AuthPage.js';
import { PasswordField } from './PasswordField.js';
import { StrengthMeter } from './StrengthMeter.js';
import { useForm } from './useForm.js';
import { validateRegistration } from './validation.js';

const EMPTY = { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' };

export function RegisterView() {
  const form = useForm(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setView = useShell((state) => state.setView);
  const signIn = useSession((state) => state.signIn);
  const { values } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check(validateRegistration)) return;
    setBusy(true);
    setError(null);
    try {
      const { confirmPassword: _notSent, ...registration } = values;
      const session = await accountApi.register(registration);
      signIn(session.token, session.user);
      setView('builder');
    } catch (thrown) {
      setError(failureText(thrown, 'Registration failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthPage
      title="Create your account"
      subtitle="Keep your work in one place and use it from the CLI with API keys."
      error={error}
      footer={
        <>
          Already have an account?{' '}
          <Link className="link" onPress={() => setView('login')}>
            Sign in instead
          </Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field-pair">
          <TextField label="First name" {...form.field('firstName')} autoFocus />
          <TextField label="Last name" {...form.field('lastName')} />
        </div>
        <TextField label="Username" {...form.field('username')} />
        <TextField label="Email" {...form.field('email')} />
        <PasswordField label="Password" {...form.field('password')} autoComplete="new-password" />
        <StrengthMeter password={values.password} />
        <PasswordField label="Confirm password" {...form.field('confirmPassword')} autoComplete="new-password" />
        <Button type="submit" variant="primary" className="auth-submit" isDisabled={busy}>
          {busy ? 'Creating account…' : 'Create Account'}
        </Button>
      </form>
    </AuthPage>
  );
}
