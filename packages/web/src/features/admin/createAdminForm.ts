// The Create Admin User form (spec 02 §5 "Create admin": every field required, e-mail format checked,
// password at least 8). Username and password follow the same rules as registration, which the
// server applies to new administrators too, so a mistake shows under its field before any call.
import { MIN_PASSWORD_SCORE, passwordStrength } from '@courier/core';
import { emailError, usernameError, type FieldErrors } from '../account/validation.js';
import type { NewAdmin } from './adminApi.js';

export type CreateAdminField = keyof NewAdmin;

export const EMPTY_ADMIN: NewAdmin = { firstName: '', lastName: '', username: '', email: '', password: '' };

function passwordError(password: string): string | undefined {
  if (password === '') return 'Password is required';
  if (password.length < 8) return 'Password must be at least 8 characters';
  if (passwordStrength(password).score < MIN_PASSWORD_SCORE) {
    return 'Password is too weak. Please use a stronger password';
  }
  return undefined;
}

export function validateNewAdmin(form: NewAdmin): FieldErrors<CreateAdminField> {
  const checks: Record<CreateAdminField, string | undefined> = {
    firstName: form.firstName.trim() === '' ? 'First name is required' : undefined,
    lastName: form.lastName.trim() === '' ? 'Last name is required' : undefined,
    username: usernameError(form.username),
    email: emailError(form.email),
    password: passwordError(form.password),
  };
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message !== undefined));
}

/** What is sent: names, username and e-mail without surrounding blanks; the password as typed. */
export function newAdminPayload(form: NewAdmin): NewAdmin {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    username: form.username.trim(),
    email: form.email.trim(),
    password: form.password,
  };
}
