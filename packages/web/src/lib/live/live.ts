// The app's one live connection, open while someone is signed in and under their token.
import { useSyncExternalStore } from 'react';
import { API_BASE, endSession } from '../api.js';
import { sessionHeaders, useSession } from '../session.js';
import { createLiveClient } from './liveClient.js';
import type { LiveStatus } from './liveEvent.js';

export const live = createLiveClient({
  open: (path, signal) =>
    fetch(`${API_BASE}${path}`, { headers: { Accept: 'text/event-stream', ...sessionHeaders() }, signal }),
  unauthorized: endSession,
});

if (typeof window !== 'undefined') {
  live.setActive(useSession.getState().token !== null);
  useSession.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    live.setActive(state.token !== null);
    // Another user's token: the scopes are asked for again under it.
    if (state.token !== null) live.reconnect();
  });
  // Back online: catch up now rather than after the next retry delay.
  window.addEventListener('online', () => live.reconnect());
}

/** The connection's state for a header indicator. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(live.onStatus, live.status, () => 'idle');
}
