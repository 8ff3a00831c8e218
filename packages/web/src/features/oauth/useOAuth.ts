// The app's OAuth store and manager, bound to browser storage, the popup and the proxy transport.
import { messageOf } from '@courier/core';
import { useStore } from 'zustand';
import { storage, storageKey } from '../../lib/storage.js';
import { transport } from '../../lib/transport.js';
import { toast } from '../../ui/toasts.js';
import { waitForAuthorization } from './authorizationPopup.js';
import { CALLBACK_PATH } from './callbackMessage.js';
import { createOAuthFlows } from './oauthFlows.js';
import { createOAuthStore, type OAuthState } from './oauthStore.js';
import { pendingSessions } from './pendingSessions.js';
import { startRefreshSchedule } from './refreshSchedule.js';

const oauthStore = createOAuthStore(storage);

/** Also the send pipeline's OAuthPort: requests with oauth2 auth take their token from here. */
export const oauthFlows = createOAuthFlows({
  store: oauthStore,
  transport,
  sessions: pendingSessions,
  authorize: (url) => waitForAuthorization(window, url),
  // Web Locks exist only in secure contexts (https, loopback): elsewhere each tab refreshes alone.
  exclusive: async (name, task) => ('locks' in navigator ? await navigator.locks.request(name, task) : await task()),
});

// Another tab added a provider or got a token: this tab follows, so neither overwrites the other.
const storedParts = { [storageKey('oauthProviders')]: 'providers', [storageKey('oauthTokens')]: 'tokens' } as const;
window.addEventListener('storage', (event) => {
  const part = event.key === null ? undefined : storedParts[event.key];
  if (part) oauthStore.getState().reloadFromStorage(part);
});

// The callback page loads this module too (main.tsx imports the app): only the workbench refreshes,
// or the popup and its opener would both spend the same rotating refresh token.
if (window.location.pathname !== CALLBACK_PATH) {
  startRefreshSchedule(oauthStore, {
    refresh: oauthFlows.refresh,
    onError: (_providerId, error) => toast(`Token refresh failed: ${messageOf(error)}`, 'error'),
  });
}

export function useOAuth<T>(selector: (state: OAuthState) => T): T {
  return useStore(oauthStore, selector);
}
