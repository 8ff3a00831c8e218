// The OAuth 2.0 providers and their stored tokens, kept in local storage.
// The rules — form validation, token status, refresh timing — are core's; this store only keeps
// what the user configured and what the authorization servers answered.
import {
  createId,
  OAuthProviderSchema,
  OAuthTokenSchema,
  validateProviderForm,
  type OAuthProvider,
  type OAuthProviderForm,
  type OAuthToken,
} from '@courier/core';
import * as z from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { storageKey, type StorageAdapter } from '../../lib/storage.js';
import { providerNotFound } from './flowErrors.js';
import { listKeepingValid, loadSlice, saveSlice, type VersionedSlice } from '../shared/versionedSlice.js';

export type OAuthTokens = Record<string, OAuthToken>;

export interface OAuthState {
  providers: OAuthProvider[];
  /** The current token of each provider, by provider id. */
  tokens: OAuthTokens;
  /** Adds a provider; throws core's OAuthError with the message users see for an invalid form. */
  addProvider(form: OAuthProviderForm): OAuthProvider;
  /** Replaces a provider's settings, keeping its id, creation time and tokens; validates like `addProvider`. */
  updateProvider(id: string, form: OAuthProviderForm): OAuthProvider;
  /** Deletes a provider and its tokens. */
  deleteProvider(id: string): void;
  setToken(token: OAuthToken): void;
  clearTokens(providerId: string): void;
  /** Takes up what another tab stored (on its `storage` event, or for a refresh under the cross-tab lock). */
  reloadFromStorage(part: 'providers' | 'tokens'): void;
}

const providersSlice: VersionedSlice<OAuthProvider[]> = {
  key: storageKey('oauthProviders'),
  version: 1,
  schema: listKeepingValid(OAuthProviderSchema, 'OAuth provider'),
};

/** A damaged token is dropped alone: the provider just reads Not Authorized again. */
const TokensSchema = z.record(z.string(), z.unknown()).transform((entries) =>
  Object.fromEntries(
    Object.entries(entries).flatMap(([id, entry]) => {
      const parsed = OAuthTokenSchema.safeParse(entry);
      return parsed.success ? [[id, parsed.data] as const] : [];
    }),
  ),
);
const tokensSlice: VersionedSlice<OAuthTokens> = {
  key: storageKey('oauthTokens'),
  version: 1,
  schema: TokensSchema,
};

function checked(form: OAuthProviderForm): OAuthProviderForm {
  const problem = validateProviderForm(form);
  if (problem) throw problem;
  // Spaces around a pasted URL or id would only make the server refuse it.
  return {
    ...form,
    name: form.name.trim(),
    clientId: form.clientId.trim(),
    authorizationUrl: form.authorizationUrl.trim(),
    tokenUrl: form.tokenUrl.trim(),
    redirectUri: form.redirectUri.trim(),
    scope: form.scope.trim(),
  };
}

function without(tokens: OAuthTokens, providerId: string): OAuthTokens {
  if (!(providerId in tokens)) return tokens;
  const rest = { ...tokens };
  delete rest[providerId];
  return rest;
}

export function createOAuthStore(storage: StorageAdapter, clock: () => number = Date.now): StoreApi<OAuthState> {
  const store = createStore<OAuthState>()((set, get) => ({
    providers: loadSlice(storage, providersSlice, () => []),
    tokens: loadSlice(storage, tokensSlice, () => ({})),
    addProvider(form) {
      const stamp = new Date(clock()).toISOString();
      const provider: OAuthProvider = { ...checked(form), id: createId(clock()), createdAt: stamp, updatedAt: stamp };
      set({ providers: [...get().providers, provider] });
      return provider;
    },
    updateProvider(id, form) {
      const existing = get().providers.find((provider) => provider.id === id);
      if (!existing) throw providerNotFound();
      const updated: OAuthProvider = { ...existing, ...checked(form), updatedAt: new Date(clock()).toISOString() };
      set({ providers: get().providers.map((provider) => (provider.id === id ? updated : provider)) });
      return updated;
    },
    deleteProvider(id) {
      set({
        providers: get().providers.filter((provider) => provider.id !== id),
        tokens: without(get().tokens, id),
      });
    },
    setToken(token) {
      set({ tokens: { ...get().tokens, [token.providerId]: token } });
    },
    clearTokens(providerId) {
      set({ tokens: without(get().tokens, providerId) });
    },
    reloadFromStorage(part) {
      const stored =
        part === 'providers'
          ? loadSlice(storage, providersSlice, () => get().providers)
          : loadSlice(storage, tokensSlice, () => get().tokens);
      // Unchanged content keeps its identity, so the refresh schedule does not re-arm for nothing.
      if (JSON.stringify(stored) !== JSON.stringify(get()[part])) set({ [part]: stored });
    },
  }));
  saveSlice(store, storage, providersSlice, (state) => state.providers);
  // Tokens are written at once rather than batched: refresh tokens rotate, and another tab refreshing
  // under the same lock must read the token this one just got, not the one it spent.
  store.subscribe((state, previous) => {
    if (state.tokens !== previous.tokens) {
      storage.set(tokensSlice.key, { version: tokensSlice.version, state: state.tokens });
    }
  });
  return store;
}
