import type { OAuthProviderForm, OAuthToken } from '@courier/core';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimersEachTest } from '../shared/fakeTimersEachTest.js';
import { memoryStorage } from '../shared/memoryStorage.js';
import { createOAuthStore } from './oauthStore.js';

const NOW = Date.UTC(2026, 0, 2, 3, 4, 5);

const form = (patch: Partial<OAuthProviderForm> = {}): OAuthProviderForm => ({
  name: 'Local',
  grantType: 'authorization_code',
  clientId: 'app',
  clientSecret: '',
  authorizationUrl: 'http://127.0.0.1:9/authorize',
  tokenUrl: 'http://127.0.0.1:9/token',
  redirectUri: 'http://127.0.0.1:8/oauth/callback',
  scope: 'read',
  usePKCE: true,
  ...patch,
});

const token = (providerId: string, patch: Partial<OAuthToken> = {}): OAuthToken => ({
  access_token: 'at',
  token_type: 'Bearer',
  providerId,
  stored_at: NOW,
  expires_at: NOW + 3_600_000,
  ...patch,
});

fakeTimersEachTest();

describe('OAuth store', () => {
  it('starts with no providers and no tokens', () => {
    const state = createOAuthStore(memoryStorage().storage).getState();
    expect(state.providers).toEqual([]);
    expect(state.tokens).toEqual({});
  });

  it('adds a provider with trimmed fields, an id and timestamps', () => {
    const store = createOAuthStore(memoryStorage().storage, () => NOW);
    const added = store.getState().addProvider(form({ name: '  Local  ', tokenUrl: ' http://127.0.0.1:9/token ' }));
    expect(added).toMatchObject({ name: 'Local', tokenUrl: 'http://127.0.0.1:9/token', usePKCE: true });
    expect(added.id).not.toBe('');
    expect(added.createdAt).toBe('2026-01-02T03:04:05.000Z');
    expect(store.getState().providers).toEqual([added]);
  });

  it('refuses an invalid form with the messages users see and stores nothing', () => {
    const store = createOAuthStore(memoryStorage().storage);
    expect(() => store.getState().addProvider(form({ clientId: ' ' }))).toThrow('Please fill in all required fields');
    expect(() => store.getState().addProvider(form({ authorizationUrl: '' }))).toThrow(
      'Authorization URL is required for authorization code flow',
    );
    expect(store.getState().providers).toEqual([]);
  });

  it('updates a provider keeping its id, creation time and tokens', () => {
    let now = NOW;
    const store = createOAuthStore(memoryStorage().storage, () => now);
    const added = store.getState().addProvider(form());
    store.getState().setToken(token(added.id));
    now += 60_000;
    const updated = store.getState().updateProvider(added.id, form({ name: 'Renamed', scope: 'read write' }));
    expect(updated).toMatchObject({ id: added.id, name: 'Renamed', scope: 'read write', createdAt: added.createdAt });
    expect(updated.updatedAt).toBe('2026-01-02T03:05:05.000Z');
    expect(store.getState().tokens[added.id]).toBeDefined();
    expect(() => store.getState().updateProvider('gone', form())).toThrow('OAuth provider not found');
  });

  it('clears one provider’s tokens, and deleting a provider takes its tokens along', () => {
    const store = createOAuthStore(memoryStorage().storage);
    const a = store.getState().addProvider(form({ name: 'A' }));
    const b = store.getState().addProvider(form({ name: 'B' }));
    store.getState().setToken(token(a.id));
    store.getState().setToken(token(b.id));
    store.getState().clearTokens(a.id);
    expect(Object.keys(store.getState().tokens)).toEqual([b.id]);
    store.getState().deleteProvider(b.id);
    expect(store.getState().providers.map((provider) => provider.name)).toEqual(['A']);
    expect(store.getState().tokens).toEqual({});
  });

  it('keeps providers and tokens across a reload', () => {
    const { storage } = memoryStorage();
    const store = createOAuthStore(storage);
    const added = store.getState().addProvider(form());
    store.getState().setToken(token(added.id, { refresh_token: 'rt' }));
    vi.runAllTimers();
    const reloaded = createOAuthStore(storage).getState();
    expect(reloaded.providers).toEqual([added]);
    expect(reloaded.tokens[added.id]).toMatchObject({ access_token: 'at', refresh_token: 'rt' });
  });

  it('drops a damaged stored token alone and keeps the rest', () => {
    const { storage, backend } = memoryStorage();
    backend.setItem(
      'courier.oauthTokens',
      JSON.stringify({ version: 1, state: { good: token('good'), bad: { access_token: 42 } } }),
    );
    expect(Object.keys(createOAuthStore(storage).getState().tokens)).toEqual(['good']);
  });

  it('writes tokens at once and takes up what another tab stored', () => {
    const { storage } = memoryStorage();
    const here = createOAuthStore(storage);
    const there = createOAuthStore(storage);
    const added = here.getState().addProvider(form());
    vi.runAllTimers();
    there.getState().reloadFromStorage('providers');
    expect(there.getState().providers).toEqual([added]);

    // No timers run: a token must be readable by another tab as soon as it is set.
    here.getState().setToken(token(added.id, { access_token: 'fresh' }));
    const before = there.getState().tokens;
    there.getState().reloadFromStorage('tokens');
    expect(there.getState().tokens[added.id]?.access_token).toBe('fresh');
    // Reloading unchanged content keeps the object, so nothing downstream re-runs.
    const after = there.getState().tokens;
    there.getState().reloadFromStorage('tokens');
    expect(there.getState().tokens).toBe(after);
    expect(after).not.toBe(before);
  });
});
