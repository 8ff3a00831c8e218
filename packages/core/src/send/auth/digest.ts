import md5 from 'crypto-js/md5.js';
import sha256 from 'crypto-js/sha256.js';
import type { HttpResponse } from '../../model/response.js';
import { SendError } from '../errors.js';
import type { Transport, TransportRequest } from '../transport.js';
import { booleanParam, stringParam, type AuthParams } from './params.js';
import { randomHex, withHeader } from './requestEdit.js';

/**
 * HTTP Digest authentication (RFC 7616). The request goes out once; a 401 carrying a Digest
 * challenge is answered by one retry with the computed response. Nonce and realm kept in the
 * params (Postman stores them) are used up front, and a stale one is still answered by the retry.
 */
export async function sendWithDigest(
  transport: Transport,
  request: TransportRequest,
  params: AuthParams,
): Promise<HttpResponse> {
  const stored = storedChallenge(params);
  const first = await transport.send(stored ? authorizeDigest(request, params, stored) : request);
  if (first.status !== 401 || booleanParam(params, 'disableRetryRequest', false)) return first;
  const challenge = digestChallengeOf(first);
  if (!challenge) return first;
  return transport.send(authorizeDigest(request, params, challenge));
}

interface DigestChallenge {
  realm: string;
  nonce: string;
  algorithm: string;
  qop?: string;
  opaque?: string;
}

function storedChallenge(params: AuthParams): DigestChallenge | undefined {
  const realm = stringParam(params, 'realm');
  const nonce = stringParam(params, 'nonce');
  if (realm === '' || nonce === '') return undefined;
  const qop = stringParam(params, 'qop');
  const opaque = stringParam(params, 'opaque');
  return {
    realm,
    nonce,
    algorithm: stringParam(params, 'algorithm') || 'MD5',
    ...(qop ? { qop } : {}),
    ...(opaque ? { opaque } : {}),
  };
}

/** Finds the Digest challenge among the response's WWW-Authenticate headers (RFC 9110 §11.6.1). */
function digestChallengeOf(response: HttpResponse): DigestChallenge | undefined {
  for (const header of response.headers) {
    if (header.name.toLowerCase() !== 'www-authenticate') continue;
    const at = header.value.search(/(^|[\s,])Digest\s/i);
    if (at === -1) continue;
    const fields = parseAuthParams(header.value.slice(header.value.indexOf('igest', at) + 5));
    const realm = fields.get('realm');
    const nonce = fields.get('nonce');
    if (realm === undefined || nonce === undefined) continue;
    const qop = fields.get('qop');
    const opaque = fields.get('opaque');
    return {
      realm,
      nonce,
      algorithm: fields.get('algorithm') ?? 'MD5',
      ...(qop !== undefined ? { qop } : {}),
      ...(opaque !== undefined ? { opaque } : {}),
    };
  }
  return undefined;
}

/** `name=token` / `name="quoted \"string\""` pairs (RFC 9110 §11.2); stops at the next scheme. */
function parseAuthParams(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  const pattern = /\s*,?\s*([A-Za-z0-9_-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]*))/y;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const [, name = '', quoted, token] = match;
    fields.set(name.toLowerCase(), quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : (token ?? ''));
  }
  return fields;
}

const HASHES: Record<string, (text: string) => string> = {
  MD5: (text) => md5(text).toString(),
  'SHA-256': (text) => sha256(text).toString(),
};

/** RFC 7616 §3.4: the Authorization header answering a challenge, qop "auth" or none. */
function authorizeDigest(request: TransportRequest, params: AuthParams, challenge: DigestChallenge): TransportRequest {
  const algorithm = challenge.algorithm.toUpperCase();
  const sess = algorithm.endsWith('-SESS');
  const hash = HASHES[sess ? algorithm.slice(0, -5) : algorithm];
  if (!hash)
    throw new SendError(
      'AUTH_UNSUPPORTED',
      `Digest algorithm ${challenge.algorithm} is not supported (use MD5 or SHA-256)`,
    );
  const qops = (challenge.qop ?? '').split(',').map((qop) => qop.trim().toLowerCase());
  if (challenge.qop !== undefined && !qops.includes('auth')) {
    throw new SendError('AUTH_UNSUPPORTED', `Digest qop "${challenge.qop}" is not supported (only "auth")`);
  }
  const username = stringParam(params, 'username');
  const password = stringParam(params, 'password');
  const cnonce = stringParam(params, 'clientNonce') || randomHex(8);
  const nc = (stringParam(params, 'nonceCount') || '00000001').padStart(8, '0');
  const url = new URL(request.url);
  const uri = `${url.pathname}${url.search}`;

  let ha1 = hash(`${username}:${challenge.realm}:${password}`);
  if (sess) ha1 = hash(`${ha1}:${challenge.nonce}:${cnonce}`);
  const ha2 = hash(`${request.method}:${uri}`);
  const withQop = challenge.qop !== undefined;
  const response = withQop
    ? hash(`${ha1}:${challenge.nonce}:${nc}:${cnonce}:auth:${ha2}`)
    : hash(`${ha1}:${challenge.nonce}:${ha2}`);

  const fields = [
    `username="${quote(username)}"`,
    `realm="${quote(challenge.realm)}"`,
    `nonce="${quote(challenge.nonce)}"`,
    `uri="${quote(uri)}"`,
    `algorithm=${challenge.algorithm}`,
    ...(withQop ? [`qop=auth`, `nc=${nc}`, `cnonce="${cnonce}"`] : []),
    `response="${response}"`,
    ...(challenge.opaque !== undefined ? [`opaque="${quote(challenge.opaque)}"`] : []),
  ];
  return withHeader(request, 'Authorization', `Digest ${fields.join(', ')}`);
}

function quote(text: string): string {
  return text.replace(/(["\\])/g, '\\$1');
}
