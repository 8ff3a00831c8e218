// The account forms' checks with spec 02 §5's messages, run before a call so a mistake is shown
// under its field at once. The server applies the same rules (areas/auth/schemas.ts) and stays the judge.
import { MIN_PASSWORD_SCORE, passwordStrength } from '@courier/core';

/** The first problem of each field that has one. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

/** The first failing rule's message, or undefined when every rule passes. */
function firstFailure(...rules: ReadonlyArray<readonly [failed: boolean, message: string]>): string | undefined {
  return rules.find(([failed]) => failed)?.[1];
}

/** Keeps only the fields with a message. */
function collect<F extends string>(checks: Record<F, string | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message !== undefined)) as FieldErrors<F>;
}

export function usernameError(username: string): string | undefined {
  const value = username.trim();
  return firstFailure(
    [value === '', 'Username is required'],
    [value.length < 3, 'Username must be at least 3 characters'],
    [!USERNAME_PATTERN.test(value), 'Username can only contain letters, numbers, and underscores'],
  );
}

export function emailError(email: string): string | undefined {
  const value = email.trim();
  return firstFailure(
    [value === '', 'Email is required'],
    [!EMAIL_PATTERN.test(value), 'Please enter a valid email address'],
  );
}

export type LoginField = 'identifier' | 'password';

export function validateLogin(form: Record<LoginField, string>): FieldErrors<LoginField> {
  return collect({
    identifier: firstFailure([form.identifier.trim() === '', 'Email or username is required']),
    password: firstFailure(
      [form.password === '', 'Password is required'],
      [form.password.length < 6, 'Password must be at least 6 characters'],
    ),
  });
}

export type RegisterField = 'firstName' | 'lastName' | 'username' | 'email' | 'password' | 'confirmPassword';

export function validateRegistration(form: Record<RegisterField, string>): FieldErrors<RegisterField> {
  return collect({
    firstName: firstFailure([form.firstName.trim() === '', 'First name is required']),
    lastName: firstFailure([form.lastName.trim() === '', 'Last name is required']),
    username: usernameError(form.username),
    email: emailError(form.email),
    password: firstFailure(
      [form.password === '', 'Password is required'],
      [form.password.length < 8, 'Password must be at least 8 characters'],
      [
        passwordStrength(form.password).score < MIN_PASSWORD_SCORE,
        'Password is too weak. Please use a stronger password',
      ],
    ),
    confirmPassword: firstFailure(
      [form.confirmPassword === '', 'Please confirm your password'],
      [form.confirmPassword !== form.password, 'Passwords do not match'],
    ),
  });
}

export type ProfileField = 'name' | 'email' | 'username' | 'avatar';

export function validateProfile(form: Record<ProfileField, string>): FieldErrors<ProfileField> {
  const avatar = form.avatar.trim();
  return collect({
    name: firstFailure([form.name.trim() === '', 'Name is required']),
    email: emailError(form.email),
    username: usernameError(form.username),
    avatar: firstFailure([avatar !== '' && !/^https?:\/\/\S+$/i.test(avatar), 'Avatar must be an http or https link']),
  });
}

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmPassword';

export function validatePasswordChange(form: Record<PasswordChangeField, string>): FieldErrors<PasswordChangeField> {
  return collect({
    currentPassword: firstFailure([form.currentPassword === '', 'Current password is required']),
    newPassword: firstFailure(
      [form.newPassword === '', 'New password is required'],
      [form.newPassword.length < 6, 'New password must be at least 6 characters'],
    ),
    confirmPassword: firstFailure(
      [form.confirmPassword === '', 'Please confirm your new password'],
      [form.confirmPassword !== form.newPassword, 'New passwords do not match'],
    ),
  });
}

export function apiKeyNameError(name: string): string | undefined {
  return firstFailure([name.trim() === '', 'Please enter a name for the API key']);
}
