// The operator's unlock (the `unlock` command): lifts the sign-in lock of any account without the
// admin panel, e.g. when the only administrator is the one locked.
import type { Db } from '../../db/database.js';
import * as repo from './repo.js';

/** The unlocked account's username and e-mail, or undefined when no account has this identifier. */
export async function unlockAccount(
  db: Db,
  identifier: string,
): Promise<{ username: string; email: string } | undefined> {
  const user = await repo.findUserByIdentifier(db, identifier.trim());
  if (!user) return undefined;
  await repo.clearFailedLogins(db, user.id);
  return { username: user.username, email: user.email };
}
