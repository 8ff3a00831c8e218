/** Insomnia's `authentication` object → the model's auth. An empty object inherits, as in Insomnia. */
import type { Auth } from '../../model/auth.js';
import { apiKeyAuth, basicAuth, bearerAuth, oauth2Auth, unsupportedAuth } from '../foreignAuth.js';
import type { ImportNotes } from '../importNotes.js';
import { isRecord, looseText, type JsonRecord } from '../untrusted.js';

/** Insomnia's OAuth 2.0 grant names → Postman's, which the model's oauth2 params use. */
const GRANT_TYPES: Record<string, string> = {
  authorization_code: 'authorization_code',
  client_credentials: 'client_credentials',
  password: 'password_credentials',
  implicit: 'implicit',
};

export function insomniaAuth(
  value: unknown,
  text: (value: unknown, field: string) => string,
  notes: ImportNotes,
  where: string,
): Auth {
  if (!isRecord(value) || typeof value['type'] !== 'string') return { type: 'inherit' };
  if (value['disabled'] === true) return { type: 'none' };
  const auth: JsonRecord = value;
  const field = (key: string) => text(auth[key], `auth ${key}`);
  switch (auth['type']) {
    case 'none':
      return { type: 'none' };
    case 'basic':
      return basicAuth(field);
    case 'bearer': {
      const prefix = looseText(auth['prefix']);
      if (prefix !== '' && prefix.toLowerCase() !== 'bearer') {
        return { type: 'apikey', key: 'Authorization', value: `${prefix} ${field('token')}`, in: 'header' };
      }
      return bearerAuth(field);
    }
    case 'apikey':
      if (auth['addTo'] === 'cookie') break;
      return apiKeyAuth(field, auth['addTo'] === 'queryParams' ? 'query' : 'header');
    case 'digest':
    case 'ntlm':
      return { type: auth['type'], params: { username: field('username'), password: field('password') } };
    case 'hawk':
      return { type: 'hawk', params: { authId: field('id'), authKey: field('key'), algorithm: field('algorithm') } };
    case 'iam':
      return {
        type: 'awsv4',
        params: {
          accessKey: field('accessKeyId'),
          secretKey: field('secretAccessKey'),
          region: field('region'),
          service: field('service'),
          sessionToken: field('sessionToken'),
        },
      };
    case 'oauth2':
      return oauth2Auth({
        grant_type: GRANT_TYPES[looseText(auth['grantType'])] ?? 'authorization_code',
        authUrl: field('authorizationUrl'),
        accessTokenUrl: field('accessTokenUrl'),
        clientId: field('clientId'),
        clientSecret: field('clientSecret'),
        scope: field('scope'),
        redirect_uri: field('redirectUrl'),
        username: field('username'),
        password: field('password'),
      });
  }
  return unsupportedAuth(notes, where, 'Insomnia', looseText(auth['type']));
}
