// The whole authorization-code flow against a real authorization server on loopback, sent by
// Node's undici transport — the one the web proxy uses. Node-only test; the code under test is not.
import { CLIENT_ID, CLIENT_SECRET, startAuthorizationServer, type AuthorizationServer } from '@courier/testkit/servers';
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

describe('OAuth 2.0 against a local authorization server', () => {
  const transport = createUndiciTransport();
  let auth: AuthorizationServer;
  let provider: OAuthProvider;

  beforeAll(async () => {
    auth = await startAuthorizationServer();
    provider = {
      id: 'local',
      name: 'Local',
      grantType: 'authorization_code',
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      authorizationUrl: `${auth.url}/authorize`,
      tokenUrl: `${auth.url}/token`,
      redirectUri: REDIRECT,
      scope: 'read',
      usePKCE: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
  });
  afterAll(() => auth.close());

  /**
   * What the popup does: open the authorization URL's consent page, where the user answers, and
   * follow the answer to the redirect it lands on.
   */
  async function authorize(url: string, decision: 'allow' | 'deny' = 'allow'): Promise<string> {
    const consent = await fetch(url);
    expect(await consent.text()).toContain('<button name="decision" value="allow">');
    const answer = new URL(url).searchParams;
    answer.set('decision', decision);
    const response = await fetch(`${auth.url}/authorize`, { method: 'POST', body: answer, redirect: 'manual' });
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
    const { url, session } = await beginAuthorization(provider);
    const location = await authorize(url, 'deny');
    expect(() => parseAuthorizationCallback(location, session)).toThrow('OAuth authorization failed: access_denied');
  });

  it('gets a token by client credentials', async () => {
    const token = await exchangeClientCredentials(transport, { ...provider, grantType: 'client_credentials' });
    expect(token).toMatchObject({ providerId: 'local', token_type: 'Bearer', expires_in: 3600 });
    await expect(
      exchangeClientCredentials(transport, { ...provider, grantType: 'client_credentials', clientSecret: 'wrong' }),
    ).rejects.toThrow('Client credentials flow failed: Token request failed: 401 {"error":"invalid_client"}');
  });

  it('asks for JSON in every token request', async () => {
    await exchangeClientCredentials(transport, { ...provider, grantType: 'client_credentials' });
    for (const grant of auth.grants) expect(grant.accept).toBe('application/json');
  });
});
