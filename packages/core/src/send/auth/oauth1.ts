import hmacSha1 from 'crypto-js/hmac-sha1.js';
import hmacSha256 from 'crypto-js/hmac-sha256.js';
import sha1 from 'crypto-js/sha1.js';
import base64 from 'crypto-js/enc-base64.js';
import OAuth from 'oauth-1.0a';
import { SendError } from '../errors.js';
import type { TransportRequest } from '../transport.js';
import { booleanParam, stringParam, type AuthParams } from './params.js';
import { bodyTextForSigning, withHeader, withQuery } from './requestEdit.js';

const HASH_FUNCTIONS: Record<string, OAuth.HashFunction | undefined> = {
  'HMAC-SHA1': (text, key) => base64.stringify(hmacSha1(text, key)),
  'HMAC-SHA256': (text, key) => base64.stringify(hmacSha256(text, key)),
  // oauth-1.0a's own PLAINTEXT signer (RFC 5849 §3.4.4) is used when no hash function is given.
  PLAINTEXT: undefined,
};

/**
 * OAuth 1.0a request signing (RFC 5849) with Postman's parameter names: consumerKey,
 * consumerSecret, token, tokenSecret, signatureMethod, timestamp, nonce, version, realm,
 * addParamsToHeader (else the oauth_* parameters go to the form body or the query string),
 * includeBodyHash (oauth_body_hash, the OAuth Request Body Hash draft: SHA-1 of a non-form body).
 */
export function applyOAuth1(request: TransportRequest, params: AuthParams): TransportRequest {
  const signatureMethod = stringParam(params, 'signatureMethod') || 'HMAC-SHA1';
  if (!(signatureMethod in HASH_FUNCTIONS)) {
    throw new SendError('AUTH_UNSUPPORTED', `OAuth 1.0 signature method ${signatureMethod} is not supported`);
  }
  const hashFunction = HASH_FUNCTIONS[signatureMethod];
  const realm = stringParam(params, 'realm');
  const oauth = new OAuth({
    consumer: { key: stringParam(params, 'consumerKey'), secret: stringParam(params, 'consumerSecret') },
    signature_method: signatureMethod,
    version: stringParam(params, 'version') || '1.0',
    ...(hashFunction ? { hash_function: hashFunction } : {}),
    ...(realm ? { realm } : {}),
    // The body hash is a plain SHA-1, not the signature's HMAC (oauth-1.0a's default).
    body_hash_function: (body) => base64.stringify(sha1(body)),
  });
  const timestamp = stringParam(params, 'timestamp');
  const nonce = stringParam(params, 'nonce');
  if (timestamp) oauth.getTimeStamp = () => Number(timestamp);
  if (nonce) oauth.getNonce = () => nonce;

  const token = stringParam(params, 'token');
  const form = request.body?.type === 'urlencoded' ? request.body.fields : undefined;
  const bodyText = form ? undefined : bodyTextForSigning(request);
  const hashBody = bodyText !== undefined && booleanParam(params, 'includeBodyHash', false);
  const signed = oauth.authorize(
    hashBody
      ? { url: request.url, method: request.method, data: bodyText, includeBodyHash: true }
      : { url: request.url, method: request.method, data: form ? formData(form) : {} },
    // Without a token the signing key is `consumerSecret&` and no oauth_token is sent (RFC 5849 §3.4.2).
    token ? { key: token, secret: stringParam(params, 'tokenSecret') } : undefined,
  );

  if (booleanParam(params, 'addParamsToHeader', true)) {
    return withHeader(request, 'Authorization', oauth.toHeader(signed).Authorization);
  }
  const pairs = Object.entries(signed).map(([key, value]): [string, string] => [key, String(value)]);
  if (form && request.body?.type === 'urlencoded') {
    return {
      ...request,
      body: { type: 'urlencoded', fields: [...form, ...pairs.map(([key, value]) => ({ key, value }))] },
    };
  }
  return withQuery(request, pairs);
}

/** Repeated form keys become arrays, which oauth-1.0a signs as repeated parameters. */
function formData(fields: Array<{ key: string; value: string }>): Record<string, string | string[]> {
  const data: Record<string, string | string[]> = {};
  for (const { key, value } of fields) {
    const previous = data[key];
    data[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return data;
}
