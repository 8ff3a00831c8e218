import { describe, expect, it } from 'vitest';
import { applyTemplate, defaultRedirectUri, OAUTH_PROVIDER_TEMPLATES } from './providerTemplates.js';
import { validateProviderForm, type OAuthProviderForm } from './validateProviderForm.js';

const form: OAuthProviderForm = {
  name: 'Local',
  grantType: 'authorization_code',
  clientId: 'client-1',
  clientSecret: '',
  authorizationUrl: 'http://127.0.0.1:9000/authorize',
  tokenUrl: 'http://127.0.0.1:9000/token',
  redirectUri: 'http://localhost:5173/oauth/callback',
  scope: '',
  usePKCE: true,
};

const messageFor = (changes: Partial<OAuthProviderForm>) => validateProviderForm({ ...form, ...changes })?.message;

describe('validateProviderForm', () => {
  it('accepts a complete form, with an optional secret and redirect URI', () => {
    expect(validateProviderForm(form)).toBeUndefined();
    expect(messageFor({ redirectUri: '' })).toBeUndefined();
  });

  it('requires name, clientId and tokenUrl', () => {
    for (const field of ['name', 'clientId', 'tokenUrl'] as const) {
      expect(messageFor({ [field]: '  ' })).toBe('Please fill in all required fields');
    }
    expect(validateProviderForm({ ...form, name: '' })?.code).toBe('OAUTH_INVALID_PROVIDER');
  });

  it('requires the authorization URL for authorization code and the secret for client credentials', () => {
    expect(messageFor({ authorizationUrl: '' })).toBe('Authorization URL is required for authorization code flow');
    expect(messageFor({ grantType: 'client_credentials', authorizationUrl: '' })).toBe(
      'Client secret is required for client credentials flow',
    );
    expect(messageFor({ grantType: 'client_credentials', authorizationUrl: '', clientSecret: 's' })).toBeUndefined();
  });

  it('names a URL field that is not an http(s) URL or still holds a template placeholder', () => {
    expect(messageFor({ tokenUrl: 'token' })).toBe('Token URL must be a valid URL starting with http:// or https://');
    expect(messageFor({ authorizationUrl: 'ftp://x/auth' })).toBe(
      'Authorization URL must be a valid URL starting with http:// or https://',
    );
    expect(messageFor({ redirectUri: '/oauth/callback' })).toBe(
      'Redirect URI must be a valid URL starting with http:// or https://',
    );
    expect(messageFor({ tokenUrl: 'https://{tenant}.auth0.com/oauth/token' })).toBe(
      'Token URL still contains {tenant}: replace it with your own value',
    );
  });
});

describe('provider templates', () => {
  const byName = Object.fromEntries(OAUTH_PROVIDER_TEMPLATES.map((template) => [template.name, template]));

  it('offers Google, GitHub, Microsoft and Auth0 with their PKCE and scope choices', () => {
    expect(Object.keys(byName)).toEqual(['Google', 'GitHub', 'Microsoft', 'Auth0']);
    for (const name of ['Google', 'Microsoft', 'Auth0']) {
      expect(byName[name]).toMatchObject({ usePKCE: true, scope: 'openid email profile' });
    }
    expect(byName.GitHub).toMatchObject({ usePKCE: false, scope: 'user:email' });
  });

  it('pre-fills a form that validates once the Auth0 tenant is filled in', () => {
    for (const template of OAUTH_PROVIDER_TEMPLATES) {
      const filled = applyTemplate(form, template);
      const tenant = {
        ...filled,
        authorizationUrl: filled.authorizationUrl.replace('{tenant}', 'acme'),
        tokenUrl: filled.tokenUrl.replace('{tenant}', 'acme'),
      };
      expect(validateProviderForm(tenant)).toBeUndefined();
    }
    expect(validateProviderForm(applyTemplate(form, byName.Auth0!))?.message).toBe(
      'Authorization URL still contains {tenant}: replace it with your own value',
    );
  });

  it('keeps the entered clientId, clientSecret and redirectUri and replaces the rest', () => {
    const entered = { ...form, clientSecret: 'sec', scope: 'mine', usePKCE: false };
    expect(applyTemplate(entered, byName.Google!)).toEqual({
      name: 'Google',
      grantType: 'authorization_code',
      clientId: 'client-1',
      clientSecret: 'sec',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      redirectUri: 'http://localhost:5173/oauth/callback',
      scope: 'openid email profile',
      usePKCE: true,
    });
  });

  it('defaults the redirect URI to the origin plus /oauth/callback', () => {
    expect(defaultRedirectUri('https://courier.example')).toBe('https://courier.example/oauth/callback');
    expect(defaultRedirectUri('http://localhost:5173/')).toBe('http://localhost:5173/oauth/callback');
  });
});
