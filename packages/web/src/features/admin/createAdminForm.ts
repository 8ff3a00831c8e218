// The Create Admin User form (every field required, e-mail format checked,
// password at least 8). Core's schema is the server's: new administrators follow the registration
// rules, so a mistake shows under its field before any call.
import { registrationSchema, fieldErrors, type FieldErrors } from '@courier/core';
import type { NewAdmin } from './adminApi.js';

export type CreateAdminField = keyof NewAdmin;

export const EMPTY_ADMIN: NewAdmin = { firstName: '', lastName: '', username: '', email: '', password: '' };

export const validateNewAdmin = (form: NewAdmin): FieldErrors<CreateAdminField> =>
  fieldErrors(registrationSchema, form);

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
