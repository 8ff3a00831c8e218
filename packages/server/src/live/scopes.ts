// A scope is what events are numbered in and what a client subscribes to: 'team:<id>' for a team's
// members, 'workspace:<id>' for a workspace's, 'user:<id>' for one person (an invitation addressed to
// them). Each kind says who may read it.
import { ValidationError } from '@courier/core';

export type ScopeKind = 'team' | 'workspace' | 'user';

/** Whether `userId` may receive the events of the scope `<kind>:<id>` right now. */
export type ScopeAccess = (userId: string, id: string) => Promise<boolean>;

export const scopeOf = (kind: ScopeKind, id: string): string => `${kind}:${id}`;

/** Splits '<kind>:<id>'; a kind no area has allowed is refused. */
export function parseScope(scope: string, known: ScopeKind[]): { kind: ScopeKind; id: string } {
  const match = /^([a-z]+):([A-Za-z0-9-]{1,64})$/.exec(scope);
  const kind = match?.[1];
  if (!match || !kind || !known.includes(kind as ScopeKind)) throw new ValidationError(`Unknown live scope: ${scope}`);
  return { kind: kind as ScopeKind, id: match[2]! };
}

/** One person's own scope is theirs alone. */
export const ownUserScope: ScopeAccess = async (userId, id) => userId === id;
