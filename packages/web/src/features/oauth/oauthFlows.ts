// The OAuth 2.0 flows of the web app: core builds and reads every request and
// reply; this wires them to the provider store, the popup, session storage and the proxy transport.
import {
  activeToken,
  beginAuthorization,
  exchangeAuthorizationCode,
  exchangeClientCredentials,
  exchangeRefreshToken,
  isRefreshDue,
  OAuthError,
  parseAuthorizationCallback,
  type OAuthPort,
  type OAuthProvider,
  type OAuthToken,
  type Transport,
} from '@courier/core';
import type { StoreApi } from 'zustand/vanilla';
import { providerNotFound } from './flowErrors.js';
import type { OAuthState } from './oauthStore.js';
import type { PendingSessions } from './pendingSessions.js';

export interface OAuthFlowsDeps {
  store: StoreApi<OAuthState>;
  /** Token endpoints do not answer browsers' CORS: requests go through the server's proxy. */
  transport: Transport;
  sessions: PendingSessions;
  /** Opens the authorization URL and resolves with the callback URL it comes back to. */
  authorize(url: string): Promise<string>;
  /**
   * Runs `task` while no other tab runs one under the same name (the Web Locks API in the app), so
   * two tabs never spend the same rotating refresh token. Defaults to running it directly.
   */
  exclusive?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  clock?: () => number;
}

export interface OAuthFlows extends OAuthPort {
  /** Runs the provider's grant and stores the token it yields. */
  authorize(providerId: string): Promise<OAuthToken>;
  /** Trades the refresh token for new tokens; a failed refresh clears the tokens. */
  refresh(providerId: string): Promise<OAuthToken>;
}

export function createOAuthFlows({
  store,
  transport,
  sessions,
  authorize,
  exclusive = (_name, task) => task(),
  clock = Date.now,
}: OAuthFlowsDeps): OAuthFlows {
  const providerOf = (id: string): OAuthProvider => {
    const provider = store.getState().providers.find((item) => item.id === id);
    if (!provider) throw providerNotFound();
    return provider;
  };

  /** Session, popup, callback, then the code for tokens. */
  async function authorizationCode(provider: OAuthProvider): Promise<OAuthToken> {
    const { url, session } = await beginAuthorization(provider, clock());
    sessions.save(session);
    let callbackUrl: string;
    try {
      callbackUrl = await authorize(url);
    } catch (thrown) {
      // A cancelled, timed-out or refused authorization leaves nothing pending behind.
      sessions.remove(session.state);
      throw thrown;
    }
    // The session is read back from session storage by the callback's state, as the flow keeps it there;
    // a state of another flow (or none) is not this provider's session.
    const found = sessions.find(callbackUrl);
    sessions.remove(session.state);
    const pending = found?.providerId === provider.id ? found : undefined;
    const { code } = parseAuthorizationCallback(callbackUrl, pending, clock());
    return exchangeAuthorizationCode(transport, provider, code, pending?.codeVerifier, { now: clock() });
  }

  // One refresh per provider at a time: refresh tokens rotate, so a second concurrent request
  // would present a spent token, fail, and clear the tokens the first one just got.
  const refreshing = new Map<string, Promise<OAuthToken>>();

  async function refreshNow(providerId: string): Promise<OAuthToken> {
    const spent = store.getState().tokens[providerId];
    return exclusive(`courier-oauth-refresh-${providerId}`, async () => {
      // Another tab may have refreshed while this one waited for the lock: take its token instead.
      store.getState().reloadFromStorage('tokens');
      const { providers, tokens } = store.getState();
      const current = tokens[providerId];
      if (current && spent && current.access_token !== spent.access_token) return current;
      const provider = providers.find((item) => item.id === providerId);
      try {
        const token = await exchangeRefreshToken(transport, provider, current, { now: clock() });
        store.getState().setToken(token);
        return token;
      } catch (thrown) {
        // Without a refresh token there was nothing to try: a still-valid access token stays.
        if (!(thrown instanceof OAuthError && thrown.code === 'OAUTH_REFRESH_UNAVAILABLE')) {
          store.getState().clearTokens(providerId);
        }
        throw thrown;
      }
    });
  }

  function refresh(providerId: string): Promise<OAuthToken> {
    const running = refreshing.get(providerId);
    if (running) return running;
    const next = refreshNow(providerId).finally(() => refreshing.delete(providerId));
    refreshing.set(providerId, next);
    return next;
  }

  return {
    async authorize(providerId) {
      const provider = providerOf(providerId);
      const token =
        provider.grantType === 'client_credentials'
          ? await exchangeClientCredentials(transport, provider, { now: clock() })
          : await authorizationCode(provider);
      store.getState().setToken(token);
      return token;
    },
    refresh,
    /** The send pipeline's port: an expired, refreshable token is refreshed first. */
    async tokenFor(providerId) {
      providerOf(providerId);
      const token = store.getState().tokens[providerId];
      if (isRefreshDue(token, clock())) {
        // A failed refresh has cleared the tokens: the send reports 'No valid OAuth token available'.
        await refresh(providerId).catch(() => undefined);
      }
      return activeToken(store.getState().tokens[providerId], clock());
    },
  };
}
