import { describe, expect, it } from 'vitest';
import type { OAuthProvider, OAuthSession } from '../model/oauth.js';
import { AUTHORIZATION_TIMEOUT_MS, beginAuthorization, buildAuthorizationUrl } from './beginAuthorization.js';
import { OAuthError } from './errors.js';
import { parseAuthorizationCallback } from './parseAuthorizationCallback.js';
import { codeChallengeS256 } from './pkce.js';

const provider: OAuthProvider = {
  id: 'p1',
  name: 'Local',
  grantType: 'authorization_code',
  clientId: 'client 1',
  clientSecret: '',
  authorizationUrl: 'http://127.0.0.1:9000/authorize?audience=api',
  tokenUrl: 'http://127.0.0.1:9000/token',
  redirectUri: 'http://localhost:5173/oauth/callback',
  scope: 'openid email profile',
  usePKCE: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function failure(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (thrown) {
    expect(thrown).toBeInstanceOf(OAuthError);
    const { code, message } = thrown as OAuthError;
    return { code, message };
  }
  throw new Error('expected an OAuthError');
}

describe('buildAuthorizationUrl', () => {
  it('adds the client, redirect, response type, scope, state and S256 challenge, keeping the URL own query', () => {
    const url = new URL(buildAuthorizationUrl(provider, { state: 's1', codeChallenge: 'c1' }));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9000/authorize');
    expect([...url.searchParams]).toEqual([
      ['audience', 'api'],
      ['client_id', 'client 1'],
      ['redirect_uri', 'http://localhost:5173/oauth/callback'],
      ['response_type', 'code'],
      ['scope', 'openid email profile'],
      ['state', 's1'],
      ['code_challenge', 'c1'],
      ['code_challenge_method', 'S256'],
    ]);
  });

  it('sends no challenge when the provider does not use PKCE', () => {
    const url = new URL(buildAuthorizationUrl({ ...provider, usePKCE: false }, { state: 's1', codeChallenge: 'c1' }));
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(url.searchParams.has('code_challenge_method')).toBe(false);
  });

  it('refuses a client-credentials provider or one without an authorization URL', () => {
    const expected = {
      code: 'OAUTH_NOT_AUTHORIZATION_CODE',
      message: 'Provider is not configured for authorization code flow',
    };
    expect(
      failure(() => buildAuthorizationUrl({ ...provider, grantType: 'client_credentials' }, { state: 's' })),
    ).toEqual(expected);
    expect(failure(() => buildAuthorizationUrl({ ...provider, authorizationUrl: ' ' }, { state: 's' }))).toEqual(
      expected,
    );
    expect(
      failure(() => buildAuthorizationUrl({ ...provider, authorizationUrl: 'not a url' }, { state: 's' })),
    ).toEqual({
      code: 'OAUTH_INVALID_PROVIDER',
      message: 'Authorization URL must be a valid URL starting with http:// or https://',
    });
  });
});

describe('beginAuthorization', () => {
  it('opens the URL with a fresh state and the challenge of the session verifier', async () => {
    const { url, session } = await beginAuthorization(provider, 1234);
    const query = new URL(url).searchParams;
    expect(session).toMatchObject({ providerId: 'p1', timestamp: 1234 });
    expect(query.get('state')).toBe(session.state);
    expect(query.get('code_challenge')).toBe(await codeChallengeS256(session.codeVerifier));
    const again = await beginAuthorization(provider, 1234);
    expect(again.session.state).not.toBe(session.state);
    expect(again.session.codeVerifier).not.toBe(session.codeVerifier);
  });
});

describe('parseAuthorizationCallback', () => {
  const session: OAuthSession = { state: 'abc', codeVerifier: 'v', providerId: 'p1', timestamp: 10_000 };
  const callback = 'http://localhost:5173/oauth/callback';

  it('returns the code when the state matches a live session', () => {
    expect(
      parseAuthorizationCallback(`${callback}?code=xyz&state=abc`, session, 10_000 + AUTHORIZATION_TIMEOUT_MS),
    ).toEqual({
      code: 'xyz',
      state: 'abc',
    });
  });

  it('reports the server error before anything else', () => {
    expect(
      failure(() => parseAuthorizationCallback(`${callback}?error=access_denied&state=abc`, session, 10_000)),
    ).toEqual({
      code: 'OAUTH_AUTHORIZATION_DENIED',
      message: 'OAuth authorization failed: access_denied',
    });
  });

  it('refuses a callback without code or state, or that is not a URL', () => {
    const expected = {
      code: 'OAUTH_INVALID_CALLBACK',
      message: 'Invalid authorization callback: missing code or state',
    };
    for (const url of [`${callback}?state=abc`, `${callback}?code=xyz`, `${callback}?code=&state=abc`, 'nonsense']) {
      expect(failure(() => parseAuthorizationCallback(url, session, 10_000))).toEqual(expected);
    }
  });

  it('refuses a foreign state, a missing session and a session older than 600 000 ms', () => {
    const expected = { code: 'OAUTH_INVALID_SESSION', message: 'Invalid or expired authorization session' };
    const url = `${callback}?code=xyz&state=abc`;
    expect(failure(() => parseAuthorizationCallback(`${callback}?code=xyz&state=evil`, session, 10_000))).toEqual(
      expected,
    );
    expect(failure(() => parseAuthorizationCallback(url, undefined, 10_000))).toEqual(expected);
    expect(failure(() => parseAuthorizationCallback(url, session, 10_001 + AUTHORIZATION_TIMEOUT_MS))).toEqual(
      expected,
    );
  });
});
