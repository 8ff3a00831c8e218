import type { OAuthProvider } from '../model/oauth.js';
import { OAuthError } from './errors.js';

/** What the Add/Edit OAuth Provider form edits: a provider without its id and timestamps. */
export type OAuthProviderForm = Pick<
  OAuthProvider,
  | 'name'
  | 'grantType'
  | 'clientId'
  | 'clientSecret'
  | 'authorizationUrl'
  | 'tokenUrl'
  | 'redirectUri'
  | 'scope'
  | 'usePKCE'
>;

const URL_FIELDS = [
  { field: 'authorizationUrl', label: 'Authorization URL' },
  { field: 'tokenUrl', label: 'Token URL' },
  { field: 'redirectUri', label: 'Redirect URI' },
] as const;

export function invalidUrlMessage(label: string): string {
  return `${label} must be a valid URL starting with http:// or https://`;
}

/**
 * In the order the form reports them: the required fields, the authorization URL of an authorization-code
 * provider, the secret of a client-credentials one, then every URL given must be an http(s) URL —
 * the form's URL fields, and token requests go through the proxy, which speaks only HTTP. A
 * template's `{tenant}` left unedited is named, since it parses as a URL yet reaches no server.
 * Returns the first problem, or undefined when the form can be saved.
 */
export function validateProviderForm(form: OAuthProviderForm): OAuthError | undefined {
  const invalid = (message: string) => new OAuthError('OAUTH_INVALID_PROVIDER', message);
  if (form.name.trim() === '' || form.clientId.trim() === '' || form.tokenUrl.trim() === '') {
    return invalid('Please fill in all required fields');
  }
  if (form.grantType === 'authorization_code' && form.authorizationUrl.trim() === '') {
    return invalid('Authorization URL is required for authorization code flow');
  }
  if (form.grantType === 'client_credentials' && form.clientSecret.trim() === '') {
    return invalid('Client secret is required for client credentials flow');
  }
  for (const { field, label } of URL_FIELDS) {
    const value = form[field].trim();
    if (value === '') continue;
    const placeholder = /\{[^}]*\}/.exec(value);
    if (placeholder) return invalid(`${label} still contains ${placeholder[0]}: replace it with your own value`);
    if (!isHttpUrl(value)) return invalid(invalidUrlMessage(label));
  }
  return undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
