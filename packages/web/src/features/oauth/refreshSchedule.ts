// Automatic refresh. Each stored token with a refresh token gets one timer —
// at core's refreshDelay (the smaller of lifetime − 300 s and 90 % of it), or, when that is not
// above 0, at expiry, since an expired token with a refresh token triggers a refresh. Timers are
// set again whenever a token changes and, because the store loads from storage, on every load.
import { refreshDelay, type OAuthToken } from '@courier/core';
import type { StoreApi } from 'zustand/vanilla';
import type { OAuthState } from './oauthStore.js';

/** setTimeout overflows past 2^31 − 1 ms (about 24.8 days): longer waits wake up and ask again. */
const MAX_TIMER_MS = 2_147_483_647;

/** Milliseconds until the token should be refreshed, or null when it never needs to be. */
export function nextRefreshIn(token: OAuthToken, now: number): number | null {
  const scheduled = refreshDelay(token, now);
  if (scheduled !== null) return scheduled;
  if (!token.refresh_token || token.expires_at === null) return null;
  return Math.max(0, token.expires_at - now);
}

export interface RefreshScheduleOptions {
  refresh(providerId: string): Promise<unknown>;
  /** A failed automatic refresh (the tokens are already cleared). */
  onError(providerId: string, error: unknown): void;
  clock?: () => number;
}

/** Keeps one refresh timer per refreshable token; returns the function that stops them all. */
export function startRefreshSchedule(
  store: StoreApi<OAuthState>,
  { refresh, onError, clock = Date.now }: RefreshScheduleOptions,
): () => void {
  const timers = new Map<string, { token: OAuthToken; timer: ReturnType<typeof setTimeout> }>();

  const wait = (providerId: string, token: OAuthToken, dueAt: number) => {
    const timer = setTimeout(
      () => {
        timers.delete(providerId);
        if (clock() < dueAt) wait(providerId, token, dueAt);
        else refresh(providerId).catch((error: unknown) => onError(providerId, error));
      },
      Math.min(Math.max(0, dueAt - clock()), MAX_TIMER_MS),
    );
    timers.set(providerId, { token, timer });
  };

  const arm = (providerId: string, token: OAuthToken) => {
    const delay = nextRefreshIn(token, clock());
    if (delay !== null) wait(providerId, token, clock() + delay);
  };

  const sync = (tokens: OAuthState['tokens']) => {
    for (const [providerId, entry] of timers) {
      if (tokens[providerId] !== entry.token) {
        clearTimeout(entry.timer);
        timers.delete(providerId);
      }
    }
    for (const [providerId, token] of Object.entries(tokens)) {
      if (!timers.has(providerId)) arm(providerId, token);
    }
  };

  sync(store.getState().tokens);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.tokens !== previous.tokens) sync(state.tokens);
  });
  return () => {
    unsubscribe();
    for (const { timer } of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
