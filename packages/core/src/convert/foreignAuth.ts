// Other tools keep the common auth kinds under the same field names (a user name and password, a
// token, an API key's name and value) and differ only in what they call the kind and where a key is
// added. Each importer reads its tool's fields; what the model makes of them is said once, here.
import type { Auth } from '../model/auth.js';
import type { ImportNotes } from './importNotes.js';

/** One field of the tool's auth settings, as text. */
export type AuthField = (key: string) => string;

/** How the import summary counts auth settings that became no auth. */
const UNSUPPORTED_AUTH = 'auth settings not supported';

export const basicAuth = (field: AuthField): Auth => ({
  type: 'basic',
  username: field('username'),
  password: field('password'),
});

export const bearerAuth = (field: AuthField): Auth => ({ type: 'bearer', token: field('token') });

/** An API key named `key` with `value`, added to the query string or the headers. */
export const apiKeyAuth = (field: AuthField, addedTo: 'query' | 'header'): Auth => ({
  type: 'apikey',
  key: field('key'),
  value: field('value'),
  in: addedTo,
});

/** OAuth 2.0 settings, kept under Postman's names (grant_type, authUrl, accessTokenUrl…) as the model does. */
export const oauth2Auth = (params: Record<string, string>, accessToken = ''): Auth => ({
  type: 'oauth2',
  tokenType: 'Bearer',
  ...(accessToken !== '' && { accessToken }),
  params,
});

/** An auth kind Courier does not have: no auth, and a line in the import notes naming it. */
export function unsupportedAuth(notes: ImportNotes, where: string, tool: string, kind: string): Auth {
  notes.add(UNSUPPORTED_AUTH, `${where}: ${tool} auth '${kind}' is not supported and was imported as no auth`);
  return { type: 'none' };
}
