import { describe, expect, it } from 'vitest';
import {
  apiKeyNameError,
  validateLogin,
  validatePasswordChange,
  validateProfile,
  validateRegistration,
} from './validation.js';

const registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada_l',
  email: 'ada@example.com',
  password: 'Engine#1843',
  confirmPassword: 'Engine#1843',
};

describe('login form', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ identifier: '  ', password: '' })).toEqual({
      identifier: 'Email or username is required',
      password: 'Password is required',
    });
  });

  it('refuses a password under 6 characters and accepts a username', () => {
    expect(validateLogin({ identifier: 'ada', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(validateLogin({ identifier: 'ada', password: '123456' })).toEqual({});
  });
});

describe('register form', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(registration)).toEqual({});
  });

  it('names every missing field', () => {
    const empty = { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' };
    expect(validateRegistration(empty)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('accepts a password of strength Good (score 3)', () => {
    expect(validateRegistration({ ...registration, password: 'abcdefgH', confirmPassword: 'abcdefgH' })).toEqual({});
  });

  it('wants the confirmation to match', () => {
    expect(validateRegistration({ ...registration, confirmPassword: 'Engine#1844' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('profile form', () => {
  const profile = { name: 'Ada Lovelace', email: 'ada@example.com', username: 'ada_l', avatar: '' };

  it('accepts no avatar or an http(s) link', () => {
    expect(validateProfile(profile)).toEqual({});
    expect(validateProfile({ ...profile, avatar: 'https://example.com/ada.png' })).toEqual({});
  });

  it('refuses a javascript: avatar and an empty name', () => {
    expect(validateProfile({ ...profile, name: ' ', avatar: 'javascript:alert(1)' })).toEqual({
      name: 'Name is required',
      avatar: 'Avatar must be an http or https link',
    });
  });
});

describe('change password form', () => {
  it('requires all three fields', () => {
    expect(Object.keys(validatePasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' }))).toEqual([
      'currentPassword',
      'newPassword',
      'confirmPassword',
    ]);
  });

  it('uses the messages users see for a short or mismatched new password', () => {
    expect(
      validatePasswordChange({ currentPassword: 'old-pass', newPassword: '12345', confirmPassword: '12345' }),
    ).toEqual({
      newPassword: 'New password must be at least 6 characters',
    });
    expect(
      validatePasswordChange({ currentPassword: 'old-pass', newPassword: '123456', confirmPassword: '1234567' }),
    ).toEqual({ confirmPassword: 'New passwords do not match' });
  });
});

describe('API key name', () => {
  it('is required', () => {
    expect(apiKeyNameError('   ')).toBe('Please enter a name for the API key');
    expect(apiKeyNameError('CI')).toBeUndefined();
  });
});
