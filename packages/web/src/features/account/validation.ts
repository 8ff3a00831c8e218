// The account forms' checks, run before a call so a mistake is shown under its field at once. The
// rules and their messages are core's, the ones the server judges by; only the confirmation
// fields, which never reach the server, are checked here.
import {
  apiKeyNameSchema,
  fieldErrors,
  loginSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  registrationSchema,
  type FieldErrors,
} from '@courier/core';

export type { FieldErrors };

/** The confirmation's message, or undefined when it is given and equal. */
function confirmationError(confirmation: string, password: string, missing: string, different: string) {
  if (confirmation === '') return missing;
  return confirmation === password ? undefined : different;
}

export type LoginField = 'identifier' | 'password';

export const validateLogin = (form: Record<LoginField, string>) => fieldErrors(loginSchema, form);

export type RegisterField = 'firstName' | 'lastName' | 'username' | 'email' | 'password' | 'confirmPassword';

export function validateRegistration(form: Record<RegisterField, string>): FieldErrors<RegisterField> {
  const errors = fieldErrors(registrationSchema, form);
  const confirmPassword = confirmationError(
    form.confirmPassword,
    form.password,
    'Please confirm your password',
    'Passwords do not match',
  );
  return confirmPassword ? { ...errors, confirmPassword } : errors;
}

export type ProfileField = 'name' | 'email' | 'username' | 'avatar';

export const validateProfile = (form: Record<ProfileField, string>) => fieldErrors(profileUpdateSchema, form);

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmPassword';

export function validatePasswordChange(form: Record<PasswordChangeField, string>): FieldErrors<PasswordChangeField> {
  const { currentPassword, newPassword } = form;
  const errors: FieldErrors<PasswordChangeField> = fieldErrors(passwordChangeSchema, { currentPassword, newPassword });
  const confirmPassword = confirmationError(
    form.confirmPassword,
    newPassword,
    'Please confirm your new password',
    'New passwords do not match',
  );
  return confirmPassword ? { ...errors, confirmPassword } : errors;
}

export const apiKeyNameError = (name: string) => fieldErrors(apiKeyNameSchema, { name }).name;
