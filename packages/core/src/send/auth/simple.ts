import type { Auth } from '../../model/auth.js';
import type { TransportRequest } from '../transport.js';
import { stringParam } from './params.js';
import { utf8ToBase64, withHeader, withQuery } from './requestEdit.js';

/** The schemes that only add a header or a query parameter. */

/** `Authorization: Bearer <token>`; an empty token sends nothing, as in Postman. */
export function applyBearer(request: TransportRequest, auth: Extract<Auth, { type: 'bearer' }>): TransportRequest {
  const token = auth.token.trim();
  return token === '' ? request : withHeader(request, 'Authorization', `Bearer ${token}`);
}

/** RFC 7617: base64 of `user:password` in UTF-8. */
export function applyBasic(request: TransportRequest, auth: Extract<Auth, { type: 'basic' }>): TransportRequest {
  return withHeader(request, 'Authorization', `Basic ${utf8ToBase64(`${auth.username}:${auth.password}`)}`);
}

/** The key goes in a header or the query string; without a key name nothing is sent. */
export function applyApiKey(request: TransportRequest, auth: Extract<Auth, { type: 'apikey' }>): TransportRequest {
  if (auth.key === '') return request;
  return auth.in === 'query' ? withQuery(request, [[auth.key, auth.value]]) : withHeader(request, auth.key, auth.value);
}

/**
 * An OAuth 2.0 access token (RFC 6750): the model's accessToken/tokenType, or Postman's own
 * params (accessToken, headerPrefix, addTokenTo: header | queryParams). No token sends nothing.
 */
export function applyOAuth2(request: TransportRequest, auth: Extract<Auth, { type: 'oauth2' }>): TransportRequest {
  const token = auth.accessToken || stringParam(auth.params, 'accessToken');
  if (token === '') return request;
  if (stringParam(auth.params, 'addTokenTo') === 'queryParams') return withQuery(request, [['access_token', token]]);
  const prefix =
    auth.params && 'headerPrefix' in auth.params ? stringParam(auth.params, 'headerPrefix') : auth.tokenType;
  return withHeader(request, 'Authorization', prefix.trim() === '' ? token : `${prefix.trim()} ${token}`);
}
