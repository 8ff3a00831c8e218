import { describe, expect, it } from 'vitest';
import {
  apiKeyNameSchema,
  loginSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  registrationSchema,
} from './accountForms.js';
import { fieldErrors } from './fieldErrors.js';

const registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada_l',
  email: 'ada@example.com',
  password: 'Engine#1843',
};

describe('account forms', () => {
  it('reports the first problem of each field with the messages users see', () => {
    expect(
      fieldErrors(registrationSchema, { ...registration, username: ' ', email: 'ada@', password: 'abcdefgh' }),
    ).toEqual({
      username: 'Username is required',
      email: 'Please enter a valid email address',
      password: 'Password is too weak. Please use a stronger password',
    });
    expect(fieldErrors(loginSchema, { identifier: '', password: '12345' })).toEqual({
      identifier: 'Email or username is required',
      password: 'Password must be at least 6 characters',
    });
    expect(fieldErrors(passwordChangeSchema, { currentPassword: '', newPassword: '12345' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be at least 6 characters',
    });
    expect(fieldErrors(apiKeyNameSchema, { name: '  ' })).toEqual({ name: 'Please enter a name for the API key' });
  });

  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['ada lovelace', 'Username can only contain letters, numbers, and underscores'],
    ["ada'--", 'Username can only contain letters, numbers, and underscores'],
  ])('refuses the username %j', (username, message) => {
    expect(fieldErrors(registrationSchema, { ...registration, username }).username).toBe(message);
  });

  it.each(['ada', 'ada@', 'ada@example', 'a da@example.com'])('refuses the e-mail %j', (email) => {
    expect(fieldErrors(registrationSchema, { ...registration, email }).email).toBe(
      'Please enter a valid email address',
    );
  });

  it.each([
    ['Ab1!', 'Password must be at least 8 characters'],
    ['abcdefgh', 'Password is too weak. Please use a stronger password'],
  ])('refuses the password %j', (password, message) => {
    expect(fieldErrors(registrationSchema, { ...registration, password }).password).toBe(message);
  });

  it('gives the server trimmed names and a lower-case e-mail, without the confirmation', () => {
    const parsed = registrationSchema.parse({ ...registration, email: ' Ada@Example.COM ', confirmPassword: 'x' });
    expect(parsed).toEqual({ ...registration, email: 'ada@example.com' });
  });

  it('holds a new administrator to the registration rules', () => {
    expect(fieldErrors(registrationSchema, { ...registration, password: 'Ab1!' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(fieldErrors(registrationSchema, { ...registration, lastName: 'L'.repeat(101) })).toEqual({
      lastName: 'Names must be at most 100 characters',
    });
  });

  it('lets a profile change clear its avatar but not the role', () => {
    expect(profileUpdateSchema.parse({ avatar: ' ' })).toEqual({ avatar: null });
    expect(fieldErrors(profileUpdateSchema, { avatar: 'javascript:alert(1)' })).toEqual({
      avatar: 'Avatar must be an http or https link',
    });
    expect(profileUpdateSchema.safeParse({ role: 'admin' }).error?.issues[0]?.message).toBe(
      'The profile cannot change role',
    );
  });

  it('refuses a body that is not an object', () => {
    expect(loginSchema.safeParse('ada').error?.issues[0]?.message).toBe('Request body must be a JSON object');
  });
});
