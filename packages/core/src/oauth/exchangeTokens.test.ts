import { describe, expect, it } from 'vitest';
import { OAuthTokenSchema, type OAuthProvider, type OAuthToken } from '../model/oauth.js';
import type { HttpResponse } from '../model/response.js';
import type { Transport, TransportRequest } from '../send/transport.js';
import { OAuthError } from './errors.js';
import { exchangeAuthorizationCode, exchangeClientCredentials, exchangeRefreshToken } from './exchangeTokens.js';

const NOW = 1_700_000_000_000;

const provider: OAuthProvider = {
  id: 'p1',
  name: 'Local',
  grantType: 'authorization_code',
  clientId: 'client-1',
  clientSecret: 's3cr&t',
  authorizationUrl: 'http://127.0.0.1:9000/authorize',
  tokenUrl: 'http://127.0.0.1:9000/token',
  redirectUri: 'http://localhost:5173/oauth/callback',
  scope: 'read write',
  usePKCE: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const credentialsProvider: OAuthProvider = { ...provider, grantType: 'client_credentials', authorizationUrl: '' };

/** Answers every request with one reply and keeps what it was asked to send. */
function fakeTransport(reply: Partial<HttpResponse> | Error): Transport & { sent: TransportRequest[] } {
  const sent: TransportRequest[] = [];
  return {
    sent,
    send: async (request) => {
      sent.push(request);
      if (reply instanceof Error) throw reply;
      return {
        status: 200,
        statusText: '',
        headers: [],
        body: '',
        bodyEncoding: 'utf8',
        size: 0,
        duration: 1,
        ...reply,
      };
    },
  };
}

const json = (value: unknown, status = 200): Partial<HttpResponse> => ({ status, body: JSON.stringify(value) });

const FORM_HEADERS = [
  { name: 'Content-Type', value: 'application/x-www-form-urlencoded' },
  { name: 'Accept', value: 'application/json' },
];

async function rejection(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(OAuthError);
  const { code, message } = thrown as OAuthError;
  return { code, message };
}

describe('exchangeAuthorizationCode', () => {
  it('posts the token request form, with the PKCE verifier, and stores the token with its expiry', async () => {
    const transport = fakeTransport(
      json({ access_token: 'at', refresh_token: 'rt', expires_in: 3600, token_type: 'Bearer', scope: 'read' }),
    );
    const token = await exchangeAuthorizationCode(transport, provider, 'the code', 'verifier-1', { now: NOW });
    expect(transport.sent).toEqual([
      {
        method: 'POST',
        url: 'http://127.0.0.1:9000/token',
        headers: FORM_HEADERS,
        body: {
          type: 'urlencoded',
          fields: [
            { key: 'grant_type', value: 'authorization_code' },
            { key: 'client_id', value: 'client-1' },
            { key: 'client_secret', value: 's3cr&t' },
            { key: 'code', value: 'the code' },
            { key: 'redirect_uri', value: 'http://localhost:5173/oauth/callback' },
            { key: 'code_verifier', value: 'verifier-1' },
          ],
        },
      },
    ]);
    expect(token).toEqual({
      access_token: 'at',
      refresh_token: 'rt',
      expires_in: 3600,
      token_type: 'Bearer',
      scope: 'read',
      providerId: 'p1',
      stored_at: NOW,
      expires_at: NOW + 3_600_000,
    });
    expect(OAuthTokenSchema.parse(token)).toEqual(token);
  });

  it('reads a reply the transport carried as base64', async () => {
    const body = btoa(JSON.stringify({ access_token: 'b64' }));
    const token = await exchangeAuthorizationCode(fakeTransport({ body, bodyEncoding: 'base64' }), provider, 'c', 'v');
    expect(token.access_token).toBe('b64');
  });

  it('leaves out the verifier without PKCE and an empty secret (RFC 6749 §2.3.1)', async () => {
    const transport = fakeTransport(json({ access_token: 'at' }));
    await exchangeAuthorizationCode(transport, { ...provider, usePKCE: false, clientSecret: '' }, 'c', 'v');
    expect(transport.sent[0]?.body).toEqual({
      type: 'urlencoded',
      fields: [
        { key: 'grant_type', value: 'authorization_code' },
        { key: 'client_id', value: 'client-1' },
        { key: 'code', value: 'c' },
        { key: 'redirect_uri', value: 'http://localhost:5173/oauth/callback' },
      ],
    });
  });

  it("reads GitHub's form-encoded reply, defaults the type to Bearer and stores no expiry without expires_in", async () => {
    const transport = fakeTransport({ body: 'access_token=gho_1&scope=user%3Aemail&token_type=bearer' });
    const token = await exchangeAuthorizationCode(transport, { ...provider, usePKCE: false }, 'c', undefined, {
      now: NOW,
    });
    expect(token).toEqual({
      access_token: 'gho_1',
      token_type: 'bearer',
      scope: 'user:email',
      providerId: 'p1',
      stored_at: NOW,
      expires_at: null,
    });
    const untyped = await exchangeAuthorizationCode(
      fakeTransport(json({ access_token: 'a', expires_in: '60' })),
      provider,
      'c',
      'v',
      {
        now: NOW,
      },
    );
    expect(untyped).toMatchObject({ token_type: 'Bearer', expires_in: 60, expires_at: NOW + 60_000 });
  });

  it('reports a refused exchange with its status and body, inside the flow message', async () => {
    const body = '{"error":"invalid_grant"}';
    expect(
      await rejection(exchangeAuthorizationCode(fakeTransport({ status: 400, body }), provider, 'c', 'v')),
    ).toEqual({
      code: 'OAUTH_TOKEN_EXCHANGE_FAILED',
      message: `Failed to exchange authorization code: Token exchange failed: 400 ${body}`,
    });
    // GitHub answers a bad code with 200 and an error instead of a token.
    const github = 'error=bad_verification_code&error_description=The+code+is+incorrect';
    expect(await rejection(exchangeAuthorizationCode(fakeTransport({ body: github }), provider, 'c', 'v'))).toEqual({
      code: 'OAUTH_TOKEN_EXCHANGE_FAILED',
      message: `Failed to exchange authorization code: Token exchange failed: 200 ${github}`,
    });
  });

  it('wraps a transport failure and refuses a client-credentials provider before sending', async () => {
    expect(
      await rejection(exchangeAuthorizationCode(fakeTransport(new Error('connect ECONNREFUSED')), provider, 'c')),
    ).toEqual({
      code: 'OAUTH_TOKEN_EXCHANGE_FAILED',
      message: 'Failed to exchange authorization code: connect ECONNREFUSED',
    });
    const transport = fakeTransport(json({ access_token: 'at' }));
    expect(await rejection(exchangeAuthorizationCode(transport, credentialsProvider, 'c'))).toEqual({
      code: 'OAUTH_NOT_AUTHORIZATION_CODE',
      message: 'Provider is not configured for authorization code flow',
    });
    expect(transport.sent).toEqual([]);
  });
});

describe('exchangeClientCredentials', () => {
  it('posts grant_type, client_id, client_secret and scope', async () => {
    const transport = fakeTransport(json({ access_token: 'cc', expires_in: 60 }));
    const token = await exchangeClientCredentials(transport, credentialsProvider, { now: NOW });
    expect(transport.sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://127.0.0.1:9000/token',
      headers: FORM_HEADERS,
    });
    expect(transport.sent[0]?.body).toEqual({
      type: 'urlencoded',
      fields: [
        { key: 'grant_type', value: 'client_credentials' },
        { key: 'client_id', value: 'client-1' },
        { key: 'client_secret', value: 's3cr&t' },
        { key: 'scope', value: 'read write' },
      ],
    });
    expect(token).toMatchObject({ access_token: 'cc', providerId: 'p1', stored_at: NOW, expires_at: NOW + 60_000 });
  });

  it('reports a refused request inside the flow message, and an authorization-code provider', async () => {
    expect(
      await rejection(exchangeClientCredentials(fakeTransport({ status: 401, body: 'nope' }), credentialsProvider)),
    ).toEqual({
      code: 'OAUTH_CLIENT_CREDENTIALS_FAILED',
      message: 'Client credentials flow failed: Token request failed: 401 nope',
    });
    expect(await rejection(exchangeClientCredentials(fakeTransport(json({})), provider))).toEqual({
      code: 'OAUTH_NOT_CLIENT_CREDENTIALS',
      message: 'Provider is not configured for client credentials flow',
    });
  });
});

describe('exchangeRefreshToken', () => {
  const old: OAuthToken = {
    access_token: 'old',
    refresh_token: 'rt-1',
    expires_in: 3600,
    token_type: 'Bearer',
    scope: 'read',
    providerId: 'p1',
    stored_at: NOW - 3_600_000,
    expires_at: NOW,
  };

  it('posts the refresh token and keeps the old one when the reply leaves it out', async () => {
    const transport = fakeTransport(json({ access_token: 'new', expires_in: 1800 }));
    const token = await exchangeRefreshToken(transport, provider, old, { now: NOW });
    expect(transport.sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://127.0.0.1:9000/token',
      headers: FORM_HEADERS,
    });
    expect(transport.sent[0]?.body).toEqual({
      type: 'urlencoded',
      fields: [
        { key: 'grant_type', value: 'refresh_token' },
        { key: 'client_id', value: 'client-1' },
        { key: 'client_secret', value: 's3cr&t' },
        { key: 'refresh_token', value: 'rt-1' },
      ],
    });
    expect(token).toEqual({
      access_token: 'new',
      refresh_token: 'rt-1',
      expires_in: 1800,
      token_type: 'Bearer',
      scope: 'read',
      providerId: 'p1',
      stored_at: old.stored_at,
      expires_at: NOW + 1_800_000,
      updated_at: NOW,
    });
  });

  it('takes a rotated refresh token', async () => {
    const token = await exchangeRefreshToken(
      fakeTransport(json({ access_token: 'n', refresh_token: 'rt-2' })),
      provider,
      old,
    );
    expect(token.refresh_token).toBe('rt-2');
    expect(token.expires_at).toBeNull();
  });

  it('fails without a provider or a refresh token, and reports a refused refresh unwrapped', async () => {
    const unavailable = {
      code: 'OAUTH_REFRESH_UNAVAILABLE',
      message: 'Cannot refresh token: missing provider or refresh token',
    };
    const transport = fakeTransport(json({ access_token: 'n' }));
    expect(await rejection(exchangeRefreshToken(transport, undefined, old))).toEqual(unavailable);
    expect(await rejection(exchangeRefreshToken(transport, provider, { ...old, refresh_token: undefined }))).toEqual(
      unavailable,
    );
    expect(transport.sent).toEqual([]);
    expect(
      await rejection(exchangeRefreshToken(fakeTransport({ status: 400, body: 'invalid_grant' }), provider, old)),
    ).toEqual({
      code: 'OAUTH_TOKEN_REFRESH_FAILED',
      message: 'Token refresh failed: 400 invalid_grant',
    });
    expect(await rejection(exchangeRefreshToken(fakeTransport(new Error('socket hang up')), provider, old))).toEqual({
      code: 'OAUTH_TOKEN_REFRESH_FAILED',
      message: 'socket hang up',
    });
  });
});
