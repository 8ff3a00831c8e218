// Queries on users and API keys. Every value travels as a parameter (Kysely); nothing is spliced
// into SQL text.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { sql } from 'kysely';
import type { ApiKeysTable, SignInThrottleTable, UsersTable } from '../../db/schema.js';
import { nameSkeleton } from '../../db/nameSkeleton.js';

export type UserRow = Selectable<UsersTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type ThrottleRow = Selectable<SignInThrottleTable>;
export type UserChanges = Omit<Updateable<UsersTable>, 'username_skeleton' | 'email_skeleton'>;
export type NewUserRow = Omit<Insertable<UsersTable>, 'username_skeleton' | 'email_skeleton'>;
export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * E-mails are compared in one form: the same address typed with a composed 'é' or with 'e' and a
 * combining accent is one address (Unicode NFC), and case never matters.
 */
export function canonicalEmail(email: string): string {
  return email.normalize('NFC').toLowerCase();
}

/** Usernames are unique whatever their case ('ADMIN' cannot exist beside 'admin'). */
const usernameIs = (username: string) => sql<boolean>`lower(username) = ${username.toLowerCase()}`;

/** An identifier with '@' is an e-mail, otherwise a username. */
export function findUserByIdentifier(db: Executor, identifier: string): Promise<UserRow | undefined> {
  const query = db.selectFrom('users').selectAll();
  return (
    identifier.includes('@')
      ? query.where('email', '=', canonicalEmail(identifier))
      : query.where(usernameIs(identifier))
  ).executeTakeFirst();
}

/** Another user holding this username or e-mail, or one that looks the same (db/nameSkeleton.ts), if any. */
export function findUserHolding(
  db: Executor,
  { username, email }: { username?: string; email?: string },
  exceptId?: string,
): Promise<Pick<UserRow, 'username' | 'email'> | undefined> {
  let query = db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        ...(username === undefined ? [] : [usernameIs(username), eb('username_skeleton', '=', nameSkeleton(username))]),
        ...(email === undefined
          ? []
          : [eb('email', '=', canonicalEmail(email)), eb('email_skeleton', '=', nameSkeleton(canonicalEmail(email)))]),
      ]),
    );
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** `changes` with the skeletons of the username and e-mail it sets, so every write keeps them in step. */
function withSkeletons(changes: UserChanges): Updateable<UsersTable> {
  return {
    ...changes,
    ...(changes.username === undefined ? {} : { username_skeleton: nameSkeleton(changes.username) }),
    ...(changes.email === undefined ? {} : { email_skeleton: nameSkeleton(changes.email) }),
  };
}

export async function insertUser(db: Executor, user: NewUserRow): Promise<void> {
  await db
    .insertInto('users')
    .values({ ...user, username_skeleton: nameSkeleton(user.username), email_skeleton: nameSkeleton(user.email) })
    .execute();
}

export async function updateUser(db: Executor, id: string, changes: UserChanges): Promise<void> {
  await db.updateTable('users').set(withSkeletons(changes)).where('id', '=', id).execute();
}

/** Ends every token of the user (tokens carry the version they were issued at). */
export async function bumpTokenVersion(db: Executor, id: string, changes: UserChanges = {}): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ ...changes, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/**
 * A new password: ends every session (the token version moves on) and every API key, in one
 * transaction, since whoever knew the old password may have minted keys with it.
 */
export async function replacePassword(db: Db, id: string, changes: UserChanges): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpTokenVersion(trx, id, changes);
    await deleteApiKeys(trx, id);
  });
}

/** Counts one more failed sign-in and returns the new count (0 when the user is gone). */
export async function countFailedLogin(db: Executor, id: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_logins')
    .executeTakeFirst();
  return row?.failed_logins ?? 0;
}

/** Forgets an account's failures and lifts its lock; its sessions were never touched. */
export async function clearFailedLogins(db: Executor, id: string): Promise<void> {
  await updateUser(db, id, { failed_logins: 0, locked_until: null });
}

/** Remembers that the user signed in from `address`, forgetting the addresses unused since `forgetBefore`. */
export async function rememberSignInAddress(
  db: Executor,
  userId: string,
  address: string,
  now: string,
  forgetBefore: string,
): Promise<void> {
  await db
    .deleteFrom('known_sign_in_addresses')
    .where('user_id', '=', userId)
    .where('last_sign_in_at', '<', forgetBefore)
    .execute();
  await db
    .insertInto('known_sign_in_addresses')
    .values({ user_id: userId, address, last_sign_in_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'address']).doUpdateSet({ last_sign_in_at: now }))
    .execute();
}

/** True when the user signed in from `address` at `since` or later. */
export async function signedInFrom(db: Executor, userId: string, address: string, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('known_sign_in_addresses')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('address', '=', address)
    .where('last_sign_in_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}

export function findThrottle(db: Executor, key: string): Promise<ThrottleRow | undefined> {
  return db.selectFrom('sign_in_throttle').selectAll().where('key', '=', key).executeTakeFirst();
}

/**
 * Counts one more failure of a throttle key and returns the new count. Failures older than
 * `forgetBefore` are forgotten first, so a key that has been quiet for long starts again.
 */
export async function countThrottleFailure(
  db: Executor,
  key: string,
  now: string,
  forgetBefore: string,
): Promise<number> {
  const row = await db
    .insertInto('sign_in_throttle')
    .values({ key, failures: 1, locked_until: null, last_failure_at: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('sign_in_throttle.last_failure_at', '<', forgetBefore)
          .then(1)
          .else(eb('sign_in_throttle.failures', '+', 1))
          .end(),
        last_failure_at: now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

export async function lockThrottle(db: Executor, key: string, until: string): Promise<void> {
  await db.updateTable('sign_in_throttle').set({ locked_until: until }).where('key', '=', key).execute();
}

export async function insertApiKey(db: Executor, key: Insertable<ApiKeysTable>): Promise<void> {
  await db.insertInto('api_keys').values(key).execute();
}

export async function countApiKeys(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function deleteApiKeys(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('api_keys').where('user_id', '=', userId).execute();
}

/** PostgreSQL only (see db/rowLocks.ts): holds the user's row until the transaction ends. */
export async function lockUser(db: Executor, id: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
}

export function listApiKeys(db: Executor, userId: string): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** True when the key existed and belonged to the user. */
export async function deleteApiKey(db: Executor, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('api_keys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The user a key belongs to, marking the key used. */
export async function useApiKey(db: Executor, keyHash: string, now: string): Promise<UserRow | undefined> {
  const key = await db
    .selectFrom('api_keys')
    .select(['id', 'user_id'])
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
  if (!key) return undefined;
  await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', key.id).execute();
  return findUserById(db, key.user_id);
}
