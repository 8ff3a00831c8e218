import type { OAuthProviderForm } from './validateProviderForm.js';

/** A well-known authorization server the provider form can pre-fill from. */
export interface OAuthProviderTemplate {
  id: 'google' | 'github' | 'microsoft' | 'auth0';
  name: string;
  grantType: 'authorization_code';
  authorizationUrl: string;
  tokenUrl: string;
  scope: string;
  usePKCE: boolean;
}

const OPENID_SCOPE = 'openid email profile';

/**
 * Google, Microsoft and Auth0 use PKCE with 'openid email profile'; GitHub has no PKCE
 * and 'user:email'. Auth0 serves each tenant from its own domain, so `{tenant}` is left for the
 * user to replace (the form refuses to save it unedited).
 */
export const OAUTH_PROVIDER_TEMPLATES: readonly OAuthProviderTemplate[] = [
  {
    id: 'google',
    name: 'Google',
    grantType: 'authorization_code',
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    scope: OPENID_SCOPE,
    usePKCE: true,
  },
  {
    id: 'github',
    name: 'GitHub',
    grantType: 'authorization_code',
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    scope: 'user:email',
    usePKCE: false,
  },
  {
    id: 'microsoft',
    name: 'Microsoft',
    grantType: 'authorization_code',
    authorizationUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    scope: OPENID_SCOPE,
    usePKCE: true,
  },
  {
    id: 'auth0',
    name: 'Auth0',
    grantType: 'authorization_code',
    authorizationUrl: 'https://{tenant}.auth0.com/authorize',
    tokenUrl: 'https://{tenant}.auth0.com/oauth/token',
    scope: OPENID_SCOPE,
    usePKCE: true,
  },
];

/** Choosing a template pre-fills the form but keeps the entered clientId, clientSecret and redirectUri. */
export function applyTemplate(form: OAuthProviderForm, template: OAuthProviderTemplate): OAuthProviderForm {
  return {
    name: template.name,
    grantType: template.grantType,
    authorizationUrl: template.authorizationUrl,
    tokenUrl: template.tokenUrl,
    scope: template.scope,
    usePKCE: template.usePKCE,
    clientId: form.clientId,
    clientSecret: form.clientSecret,
    redirectUri: form.redirectUri,
  };
}

/** The redirect address defaults to the site origin plus /oauth/callback. */
export function defaultRedirectUri(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/oauth/callback`;
}
