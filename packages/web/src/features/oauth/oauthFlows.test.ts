import { createHash } from 'node:crypto';
import type { HttpResponse, OAuthProviderForm, Transport, TransportRequest } from '@courier/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../shared/memoryStorage.js';
import { authorizationCancelled } from './flowErrors.js';
import { createOAuthFlows } from './oauthFlows.js';
import { createOAuthStore } from './oauthStore.js';
import { createPendingSessions } from './pendingSessions.js';

const CALLBACK = 'http://127.0.0.1:8/oauth/callback';

const form = (patch: Partial<OAuthProviderForm> = {}): OAuthProviderForm => ({
  name: 'Local',
  grantType: 'authorization_code',
  clientId: 'app',
  clientSecret: 'secret',
  authorizationUrl: 'http://auth.test/authorize',
  tokenUrl: 'http://auth.test/token',
  redirectUri: CALLBACK,
  scope: 'read',
  usePKCE: true,
  ...patch,
});

function reply(status: number, body: unknown): HttpResponse {
  const text = JSON.stringify(body);
  return { status, statusText: '', headers: [], body: text, bodyEncoding: 'utf8', size: text.length, duration: 1 };
}

function fieldsOf(request: TransportRequest): Record<string, string> {
  if (request.body?.type !== 'urlencoded') throw new Error('token requests are form-encoded');
  return Object.fromEntries(request.body.fields.map((field) => [field.key, field.value]));
}

/**
 * An authorization server in memory: the popup "redirects" with a code bound to the PKCE
 * challenge, and the token endpoint checks the verifier (RFC 7636 §4.6) and rotates refresh tokens.
 */
function setup() {
  const { storage: local } = memoryStorage();
  const { storage: session, backend: sessionBackend } = memoryStorage();
  const store = createOAuthStore(local);
  const sessions = createPendingSessions(session);
  const challenges = new Map<string, string>();
  const refreshTokens = new Set<string>();
  const requests: Record<string, string>[] = [];
  let issued = 0;
  let popup: (url: URL) => Promise<string> = async (url) => {
    const code = `code-${challenges.size}`;
    challenges.set(code, url.searchParams.get('code_challenge') ?? '');
    return `${CALLBACK}?code=${code}&state=${url.searchParams.get('state')}`;
  };
  const transport: Transport = {
    async send(request) {
      const fields = fieldsOf(request);
      requests.push(fields);
      if (fields.grant_type === 'authorization_code') {
        const expected = challenges.get(fields.code ?? '');
        const actual = createHash('sha256')
          .update(fields.code_verifier ?? '')
          .digest('base64url');
        if (expected !== actual) return reply(400, { error: 'invalid_grant' });
      }
      if (fields.grant_type === 'refresh_token' && !refreshTokens.delete(fields.refresh_token ?? '')) {
        return reply(400, { error: 'invalid_grant' });
      }
      issued += 1;
      const refresh = fields.grant_type === 'client_credentials' ? undefined : `rt-${issued}`;
      if (refresh) refreshTokens.add(refresh);
      return reply(200, { access_token: `at-${issued}`, expires_in: 3600, refresh_token: refresh });
    },
  };
  const flows = createOAuthFlows({
    store,
    transport,
    sessions,
    authorize: (url) => popup(new URL(url)),
  });
  return {
    local,
    transport,
    store,
    flows,
    requests,
    sessionBackend,
    refreshTokens,
    challenges,
    setPopup: (next: typeof popup) => {
      popup = next;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('authorization code flow', () => {
  it('keeps the session in session storage during the popup, exchanges the code with its verifier, stores the token', async () => {
    const { store, flows, requests, sessionBackend, challenges, setPopup } = setup();
    const provider = store.getState().addProvider(form());
    let pendingDuringPopup: unknown;
    setPopup(async (url) => {
      const state = url.searchParams.get('state') ?? '';
      pendingDuringPopup = JSON.parse(sessionBackend.getItem(`courier.oauthSession.${state}`) ?? 'null');
      const code = 'the-code';
      const challenge = url.searchParams.get('code_challenge');
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      // What the server remembers: the verifier in session storage must hash to this challenge.
      const verifier = (pendingDuringPopup as { codeVerifier: string }).codeVerifier;
      expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
      challenges.set(code, challenge ?? '');
      return `${CALLBACK}?code=${code}&state=${state}`;
    });
    const token = await flows.authorize(provider.id);
    expect(pendingDuringPopup).toMatchObject({
      providerId: provider.id,
      state: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(sessionBackend.length).toBe(0);
    expect(requests[0]).toMatchObject({ grant_type: 'authorization_code', code: 'the-code', redirect_uri: CALLBACK });
    expect(store.getState().tokens[provider.id]).toEqual(token);
  });

  it("refuses a callback whose state is not the pending session's and stores nothing", async () => {
    const { store, flows, requests, sessionBackend, setPopup } = setup();
    const provider = store.getState().addProvider(form());
    setPopup(async () => `${CALLBACK}?code=c&state=forged`);
    await expect(flows.authorize(provider.id)).rejects.toThrow('Invalid or expired authorization session');
    expect(requests).toEqual([]);
    expect(store.getState().tokens).toEqual({});
    expect(sessionBackend.length).toBe(0);
  });

  it('ends a cancelled popup without tokens or a pending session', async () => {
    const { store, flows, sessionBackend, setPopup } = setup();
    const provider = store.getState().addProvider(form());
    setPopup(() => Promise.reject(authorizationCancelled()));
    await expect(flows.authorize(provider.id)).rejects.toThrow('Authorization cancelled by user');
    expect(sessionBackend.length).toBe(0);
    expect(store.getState().tokens).toEqual({});
  });

  it("says 'OAuth provider not found' for a deleted provider", async () => {
    const { flows } = setup();
    await expect(flows.authorize('gone')).rejects.toThrow('OAuth provider not found');
    await expect(flows.tokenFor('gone')).rejects.toThrow('OAuth provider not found');
  });
});

describe('client credentials and refresh', () => {
  it('gets a client-credentials token with one request', async () => {
    const { store, flows, requests } = setup();
    const provider = store.getState().addProvider(form({ grantType: 'client_credentials', authorizationUrl: '' }));
    await flows.authorize(provider.id);
    expect(requests).toEqual([
      { grant_type: 'client_credentials', client_id: 'app', client_secret: 'secret', scope: 'read' },
    ]);
    expect(store.getState().tokens[provider.id]).toMatchObject({ access_token: 'at-1' });
  });

  it('refreshes once for concurrent callers, then clears the tokens when a refresh is refused', async () => {
    const { store, flows, requests, refreshTokens } = setup();
    const provider = store.getState().addProvider(form());
    await flows.authorize(provider.id);
    const [a, b] = await Promise.all([flows.refresh(provider.id), flows.refresh(provider.id)]);
    expect(a).toBe(b);
    expect(requests.filter((request) => request.grant_type === 'refresh_token')).toHaveLength(1);
    expect(store.getState().tokens[provider.id]?.access_token).toBe('at-2');

    refreshTokens.clear();
    await expect(flows.refresh(provider.id)).rejects.toThrow('Token refresh failed: 400 {"error":"invalid_grant"}');
    expect(store.getState().tokens).toEqual({});
  });

  it('keeps a token that has no refresh token when asked to refresh it', async () => {
    const { store, flows } = setup();
    const provider = store.getState().addProvider(form({ grantType: 'client_credentials', authorizationUrl: '' }));
    await flows.authorize(provider.id);
    await expect(flows.refresh(provider.id)).rejects.toThrow('Cannot refresh token: missing provider or refresh token');
    expect(store.getState().tokens[provider.id]).toBeDefined();
  });

  it('gives sends the active token, refreshing an expired one first, and nothing once it cannot', async () => {
    const { store, flows, refreshTokens } = setup();
    const provider = store.getState().addProvider(form());
    expect(await flows.tokenFor(provider.id)).toBeUndefined();
    await flows.authorize(provider.id);
    expect(await flows.tokenFor(provider.id)).toMatchObject({ access_token: 'at-1' });

    vi.setSystemTime(Date.now() + 3_600_000);
    expect(await flows.tokenFor(provider.id)).toMatchObject({ access_token: 'at-2' });

    vi.setSystemTime(Date.now() + 3_600_000);
    refreshTokens.clear();
    expect(await flows.tokenFor(provider.id)).toBeUndefined();
    expect(store.getState().tokens).toEqual({});
  });

  it('refreshes once across two tabs: the second takes the token the first stored under the lock', async () => {
    const tabA = setup();
    const provider = tabA.store.getState().addProvider(form());
    await tabA.flows.authorize(provider.id);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the provider list's batched write
    // One lock for both tabs, as navigator.locks is one per origin; one authorization server.
    let queue: Promise<unknown> = Promise.resolve();
    const exclusive = <T>(_name: string, task: () => Promise<T>): Promise<T> => {
      const run = queue.then(task);
      queue = run.catch(() => undefined);
      return run;
    };
    const tab = (store: typeof tabA.store) =>
      createOAuthFlows({
        store,
        transport: tabA.transport,
        sessions: createPendingSessions(memoryStorage().storage),
        authorize: () => Promise.reject(new Error('no popup in this test')),
        exclusive,
      });
    const storeB = createOAuthStore(tabA.local);

    const [a, b] = await Promise.all([tab(tabA.store).refresh(provider.id), tab(storeB).refresh(provider.id)]);
    expect(tabA.requests.filter((request) => request.grant_type === 'refresh_token')).toHaveLength(1);
    expect(b.access_token).toBe(a.access_token);
    expect(storeB.getState().tokens[provider.id]?.access_token).toBe(a.access_token);
  });
});
