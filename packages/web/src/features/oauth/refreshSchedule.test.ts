import type { OAuthToken } from '@courier/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../shared/memoryStorage.js';
import { createOAuthStore } from './oauthStore.js';
import { nextRefreshIn, startRefreshSchedule } from './refreshSchedule.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const START = Date.UTC(2026, 0, 1);

const token = (lifetimeMs: number | null, patch: Partial<OAuthToken> = {}): OAuthToken => ({
  access_token: 'at',
  refresh_token: 'rt',
  token_type: 'Bearer',
  providerId: 'p',
  stored_at: Date.now(),
  expires_at: lifetimeMs === null ? null : Date.now() + lifetimeMs,
  ...patch,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('nextRefreshIn', () => {
  it('is core’s min(lifetime − 300 s, 90 % of lifetime) while that is above 0', () => {
    expect(nextRefreshIn(token(HOUR), START)).toBe(54 * MINUTE);
    expect(nextRefreshIn(token(20 * MINUTE), START)).toBe(15 * MINUTE);
    expect(nextRefreshIn(token(10 * HOUR), START)).toBe(9 * HOUR);
  });

  it('falls back to the expiry itself for a refreshable token with 300 s or less left, and 0 once expired', () => {
    expect(nextRefreshIn(token(2 * MINUTE), START)).toBe(2 * MINUTE);
    expect(nextRefreshIn(token(-SECOND), START)).toBe(0);
  });

  it('schedules nothing without a refresh token or without an expiry', () => {
    expect(nextRefreshIn(token(HOUR, { refresh_token: undefined }), START)).toBeNull();
    expect(nextRefreshIn(token(null), START)).toBeNull();
  });
});

describe('startRefreshSchedule', () => {
  function setup() {
    const { storage } = memoryStorage();
    const store = createOAuthStore(storage);
    const refreshed: string[] = [];
    const errors: string[] = [];
    const options = {
      refresh: async (providerId: string) => {
        refreshed.push(providerId);
      },
      onError: (providerId: string) => errors.push(providerId),
    };
    return { storage, store, refreshed, errors, options };
  }

  it('refreshes at min(lifetime − 300 s, 90 %) and follows each new token', async () => {
    const { store, refreshed, options } = setup();
    const stop = startRefreshSchedule(store, options);
    store.getState().setToken(token(HOUR));
    await vi.advanceTimersByTimeAsync(54 * MINUTE - 1);
    expect(refreshed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshed).toEqual(['p']);

    // A new token replaces the old timer: nothing fires at the old time, then once at the new one.
    store.getState().setToken(token(10 * HOUR));
    await vi.advanceTimersByTimeAsync(9 * HOUR - 1);
    expect(refreshed).toEqual(['p']);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshed).toEqual(['p', 'p']);
    stop();
  });

  it('reschedules stored tokens on load from the time they have left', async () => {
    const { storage, store, options } = setup();
    store.getState().setToken(token(HOUR));
    await vi.advanceTimersByTimeAsync(1000); // the store's batched write
    // Loaded 40 minutes later: 20 minutes left, so min(20 − 5, 18) = 15 minutes from now.
    vi.setSystemTime(START + 40 * MINUTE);
    const reloaded = createOAuthStore(storage);
    const refreshed: string[] = [];
    startRefreshSchedule(reloaded, { ...options, refresh: async (id) => void refreshed.push(id) });
    await vi.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect(refreshed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshed).toEqual(['p']);
  });

  it('refreshes a token loaded already expired right away', async () => {
    const { store, refreshed, options } = setup();
    store.getState().setToken(token(-MINUTE));
    startRefreshSchedule(store, options);
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshed).toEqual(['p']);
  });

  it('drops the timer of cleared tokens and reports failed refreshes', async () => {
    const { store, refreshed, errors, options } = setup();
    startRefreshSchedule(store, {
      ...options,
      refresh: async (id) => {
        refreshed.push(id);
        throw new Error('Token refresh failed: 400 {"error":"invalid_grant"}');
      },
    });
    store.getState().setToken(token(HOUR));
    store.getState().clearTokens('p');
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(refreshed).toEqual([]);

    store.getState().setToken(token(MINUTE, { providerId: 'q' }));
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(refreshed).toEqual(['q']);
    expect(errors).toEqual(['q']);
  });

  it('waits past the 24.8-day timer limit in steps, to the time first computed', async () => {
    const { store, refreshed, options } = setup();
    startRefreshSchedule(store, options);
    store.getState().setToken(token(100 * 24 * HOUR));
    await vi.advanceTimersByTimeAsync(30 * 24 * HOUR);
    expect(refreshed).toEqual([]);
    await vi.advanceTimersByTimeAsync(60 * 24 * HOUR - 1);
    expect(refreshed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshed).toEqual(['p']);
  });
});
