import { describe, expect, it } from 'vitest';
import { EMPTY_ADMIN, newAdminPayload, validateNewAdmin } from './createAdminForm.js';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada_l',
  email: 'ada@example.com',
  password: 'Engine#1843',
};

describe('validateNewAdmin', () => {
  it('requires every field', () => {
    expect(validateNewAdmin(EMPTY_ADMIN)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('checks the e-mail format and a password of at least 8', () => {
    expect(validateNewAdmin({ ...valid, email: 'ada@example' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateNewAdmin({ ...valid, password: 'Ab1!x' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('refuses a weak password and a username with other characters, as the server does', () => {
    expect(validateNewAdmin({ ...valid, password: 'abcdefgh' }).password).toBe(
      'Password is too weak. Please use a stronger password',
    );
    expect(validateNewAdmin({ ...valid, username: 'ada lovelace' }).username).toBe(
      'Username can only contain letters, numbers, and underscores',
    );
  });

  it('accepts a complete form and sends it without surrounding blanks', () => {
    expect(validateNewAdmin(valid)).toEqual({});
    expect(
      newAdminPayload({ ...valid, firstName: ' Ada ', email: ' ada@example.com ', password: ' Engine#1843' }),
    ).toEqual({
      ...valid,
      password: ' Engine#1843',
    });
  });
});
