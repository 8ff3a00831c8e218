// The whole authorization-code flow against a real authorization server on loopback, sent by
// Node's undici transport — the one the web proxy uses. Node-only test; the code under test is not.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthProvider } from '../../model/oauth.js';
import { createUndiciTransport } from '../index.js';
import { beginAuthorization } from '../../oauth/beginAuthorization.js';
import {
  exchangeAuthorizationCode,
  exchangeClientCredentials,
  exchangeRefreshToken,
} from '../../oauth/exchangeTokens.js';
import { parseAuthorizationCallback } from '../../oauth/parseAuthorizationCallback.js';
import { tokenStatus } from '../../oauth/tokenStatus.js';

const REDIRECT = 'http://127.0.0.1:1/oauth/callback';

/** A minimal RFC 6749 + RFC 7636 server: it checks the client, the redirect URI and the S256 verifier. */
function authorizationServer(): Server {
  const codes = new Map<string, { challenge: string | null; redirectUri: string | null }>();
  const refreshTokens = new Set<string>();
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/authorize') {
      const query = url.searchParams;
      const back = new URL(query.get('redirect_uri') ?? REDIRECT);
      if (query.get('client_id') !== 'app') back.searchParams.set('error', 'unauthorized_client');
      else {
        const code = randomBytes(8).toString('hex');
        codes.set(code, { challenge: query.get('code_challenge'), redirectUri: query.get('redirect_uri') });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', query.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(text);
      const fail = (error: string) =>
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error }));
      if (
        req.headers['content-type'] !== 'application/x-www-form-urlencoded' ||
        req.headers.accept !== 'application/json'
      ) {
        return fail('invalid_request');
      }
      if (form.get('client_id') !== 'app' || form.get('client_secret') !== 'secret') return fail('invalid_client');
      const grant = form.get('grant_type');
      if (grant === 'authorization_code') {
        const issued = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!issued || issued.redirectUri !== form.get('redirect_uri') || issued.challenge !== challenge) {
          return fail('invalid_grant');
        }
      } else if (grant === 'refresh_token') {
        if (!refreshTokens.delete(form.get('refresh_token') ?? '')) return fail('invalid_grant');
      } else if (grant !== 'client_credentials') return fail('unsupported_grant_type');
      const refresh = grant === 'client_credentials' ? undefined : randomBytes(8).toString('hex');
      if (refresh) refreshTokens.add(refresh);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          access_token: randomBytes(8).toString('hex'),
          token_type: 'Bearer',
          expires_in: 3600,
          refresh_token: refresh,
        }),
      );
    });
  });
}

describe('OAuth 2.0 against a local authorization server', () => {
  const server = authorizationServer();
  const transport = createUndiciTransport();
  let provider: OAuthProvider;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    provider = {
      id: 'local',
      name: 'Local',
      grantType: 'authorization_code',
      clientId: 'app',
      clientSecret: 'secret',
      authorizationUrl: `${base}/authorize`,
      tokenUrl: `${base}/token`,
      redirectUri: REDIRECT,
      scope: 'read',
      usePKCE: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** What the popup does: follow the authorization URL to the redirect it lands on. */
  async function authorize(url: string): Promise<string> {
    const response = await fetch(url, { redirect: 'manual' });
    return response.headers.get('location') ?? '';
  }

  it('authorizes with PKCE, exchanges the code, then refreshes with the rotated token', async () => {
    const { url, session } = await beginAuthorization(provider);
    const { code } = parseAuthorizationCallback(await authorize(url), session);
    const token = await exchangeAuthorizationCode(transport, provider, code, session.codeVerifier);
    expect(tokenStatus(token, Date.now())).toBe('active');
    expect(token.expires_at).toBe(token.stored_at + 3_600_000);

    const refreshed = await exchangeRefreshToken(transport, provider, token);
    expect(refreshed.access_token).not.toBe(token.access_token);
    expect(refreshed.updated_at).toBeGreaterThanOrEqual(token.stored_at);
    await expect(exchangeRefreshToken(transport, provider, token)).rejects.toThrow(
      'Token refresh failed: 400 {"error":"invalid_grant"}',
    );
  });

  it('is refused a code with the wrong verifier, and a code used twice', async () => {
    const { url, session } = await beginAuthorization(provider);
    const { code } = parseAuthorizationCallback(await authorize(url), session);
    const refused = 'Failed to exchange authorization code: Token exchange failed: 400 {"error":"invalid_grant"}';
    await expect(exchangeAuthorizationCode(transport, provider, code, 'not-the-verifier')).rejects.toThrow(refused);
    await expect(exchangeAuthorizationCode(transport, provider, code, session.codeVerifier)).rejects.toThrow(refused);
  });

  it('reports a denied authorization from the redirect', async () => {
    const { url, session } = await beginAuthorization({ ...provider, clientId: 'stranger' });
    const location = await authorize(url);
    expect(() => parseAuthorizationCallback(location, session)).toThrow(
      'OAuth authorization failed: unauthorized_client',
    );
  });

  it('gets a token by client credentials', async () => {
    const token = await exchangeClientCredentials(transport, { ...provider, grantType: 'client_credentials' });
    expect(token).toMatchObject({ providerId: 'local', token_type: 'Bearer', expires_in: 3600 });
    await expect(
      exchangeClientCredentials(transport, { ...provider, grantType: 'client_credentials', clientSecret: 'wrong' }),
    ).rejects.toThrow('Client credentials flow failed: Token request failed: 400 {"error":"invalid_client"}');
  });
});
