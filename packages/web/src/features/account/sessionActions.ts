// Signing out and checking a stored session at start-up.
import { ApiError } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';
import { toast } from '../../ui/toasts.js';
import { accountApi } from './accountApi.js';

/** Ends the session on the server (its token stops working), then here, whatever the server said. */
export async function signOut(): Promise<void> {
  try {
    await accountApi.logout();
  } catch (thrown) {
    // The session is ended locally either way; a server that cannot be told is only worth a log.
    console.warn('Sign-out could not reach the server', thrown);
  } finally {
    useSession.getState().clear();
  }
}

let checked = false;

/**
 * Once per page load: a stored session is confirmed with GET /auth/profile and its user refreshed
 * (a role or name changed elsewhere shows at once). A 401 ends it through apiFetch.
 */
export async function checkStoredSession(): Promise<void> {
  if (checked || !useSession.getState().token) return;
  checked = true;
  try {
    useSession.getState().setUser(await accountApi.profile());
  } catch (thrown) {
    if (thrown instanceof ApiError && thrown.status === 401) return;
    toast('Failed to initialize authentication', 'error');
  }
}
