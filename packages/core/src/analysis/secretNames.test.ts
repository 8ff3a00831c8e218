import { describe, expect, it } from 'vitest';
import { isSecretName, nameWords } from './secretNames.js';

describe('nameWords', () => {
  it('splits at separators, camelCase, acronyms and digits', () => {
    expect(nameWords('X-Auth-Token')).toEqual(['x', 'auth', 'token']);
    expect(nameWords('access_token')).toEqual(['access', 'token']);
    expect(nameWords('apiKey')).toEqual(['api', 'key']);
    expect(nameWords('XAPIKey2')).toEqual(['xapi', 'key', '2']);
  });
});

describe('isSecretName', () => {
  it.each([
    'Authorization',
    'Proxy-Authorization',
    'Cookie',
    'Set-Cookie',
    'access_token',
    'X-Auth-Token',
    'x-api-key',
    'api-key',
    'apiKey',
    'key',
    'client_secret',
    'password',
    'passwd',
    'SESSIONID',
    'session',
    'X-Amz-Signature',
    'sig',
    'credentials',
    'jwt',
    'X-CSRF-Token',
    'accesstoken',
    'clientsecret',
    'refreshTokens',
  ])('%s names a secret', (name) => {
    expect(isSecretName(name)).toBe(true);
  });

  it.each([
    'keyboard',
    'monkey',
    'turkey',
    'secretary',
    'bypass',
    'passthrough',
    'Content-Type',
    'WWW-Authenticate',
    'token_type',
    'auth_url',
    'password_hint',
    'X-Token-Expires',
    'Keep-Alive',
    'author',
    'q',
  ])('%s names no secret', (name) => {
    expect(isSecretName(name)).toBe(false);
  });

  it("matches the user's added names as words, in any case and with any separators", () => {
    expect(isSecretName('X-Tenant-Pin', ['pin'])).toBe(true);
    expect(isSecretName('userPin', ['PIN'])).toBe(true);
    expect(isSecretName('tenantId', ['tenant_id'])).toBe(true);
    expect(isSecretName('X-Tenant', ['tenant-id'])).toBe(false);
    expect(isSecretName('spinner', ['pin'])).toBe(false);
  });
});
