// A pending authorization (state, code verifier, provider) lives in session
// storage until its callback — it survives the popup's round trip, not the tab.
import { OAuthSessionSchema, type OAuthSession } from '@courier/core';
import { createStorage, storageKey, type StorageAdapter } from '../../lib/storage.js';

export interface PendingSessions {
  save(session: OAuthSession): void;
  /** The session the callback's `state` names, if one is pending. */
  find(callbackUrl: string): OAuthSession | undefined;
  remove(state: string): void;
}

/** One key per state, so two providers can be authorized at once without one ending the other. */
const keyOf = (state: string) => storageKey(`oauthSession.${state}`);

function stateOf(callbackUrl: string): string | null {
  try {
    return new URL(callbackUrl).searchParams.get('state');
  } catch {
    // parseAuthorizationCallback reports the malformed URL.
    return null;
  }
}

export function createPendingSessions(storage: StorageAdapter): PendingSessions {
  return {
    save: (session) => void storage.set(keyOf(session.state), session),
    find(callbackUrl) {
      const state = stateOf(callbackUrl);
      return state ? storage.get(keyOf(state), OAuthSessionSchema.optional(), () => undefined) : undefined;
    },
    remove: (state) => storage.remove(keyOf(state)),
  };
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage disabled by the browser: nothing is kept, and the callback reads as an invalid session.
    return undefined;
  }
}

export const pendingSessions = createPendingSessions(createStorage(sessionStorageOrUndefined()));
