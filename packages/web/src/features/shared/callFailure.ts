// The text a failed team or workspace call shows: the prefix the screen owns ('Error creating team')
// followed by the server's own words when it gave some, or by what went wrong on the way.
import { messageOf } from '@courier/core';
import { ApiError } from '../../lib/api.js';

/**
 * `${prefix}: ${reason}`. With `bare` a failure that brings no words of the server's (network down,
 * an unreadable reply) is the prefix alone, as the screens that have such a message show it.
 */
export function callFailure(prefix: string, thrown: unknown, { bare = false }: { bare?: boolean } = {}): string {
  const fromServer = thrown instanceof ApiError && thrown.code !== 'INVALID_RESPONSE' && thrown.message;
  if (fromServer) return `${prefix}: ${thrown.message}`;
  return bare ? prefix : `${prefix}: ${messageOf(thrown)}`;
}
