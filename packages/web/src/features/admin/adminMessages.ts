// The admin panel's messages. A failed call shows the server's
// own words when it gave some; otherwise 'Failed to …' when the server said no, and 'Error …' when
// no answer came at all (network, unreadable reply).
import { ApiError } from '../../lib/api.js';
import type { BulkAction } from './bulkActions.js';

export interface FailureTexts {
  /** The server answered and refused without saying why. */
  failed: string;
  /** The call itself went wrong. */
  error: string;
}

export const FAILURES = {
  stats: { failed: 'Failed to load system statistics', error: 'Error loading dashboard data' },
  users: { failed: 'Failed to load users', error: 'Error loading users data' },
  role: { failed: 'Failed to update user role', error: 'Error updating user role' },
  status: { failed: 'Failed to update user status', error: 'Error updating user status' },
  unlock: { failed: 'Failed to unlock user', error: 'Error unlocking user' },
  remove: { failed: 'Failed to delete user', error: 'Error deleting user' },
  createAdmin: { failed: 'Failed to create admin user', error: 'Error creating admin user' },
} as const satisfies Record<string, FailureTexts>;

export function bulkFailures(action: BulkAction): FailureTexts {
  return { failed: `Failed to ${action} users`, error: `Error performing bulk ${action}` };
}

export function failureText(thrown: unknown, texts: FailureTexts): string {
  if (thrown instanceof ApiError) {
    if (thrown.code === 'INVALID_RESPONSE') return texts.error;
    return thrown.message || texts.failed;
  }
  return texts.error;
}

/** The success texts the server does not word itself, with Courier's own wording as fallback. */
export const SUCCESS = {
  role: (role: string) => `User role updated to ${role}`,
  status: (isActive: boolean) => (isActive ? 'User activated successfully' : 'User deactivated successfully'),
  unlock: 'User account unlocked successfully',
  remove: (username: string) => `User "${username}" deleted successfully`,
  bulk: (action: BulkAction) => `Bulk ${action} completed successfully`,
  createAdmin: 'Admin user created successfully',
} as const;
