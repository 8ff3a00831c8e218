// Queries on users and API keys. Every value travels as a parameter (Kysely); nothing is spliced
// into SQL text.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ApiKeysTable, UsersTable } from '../../db/schema.js';

export type UserRow = Selectable<UsersTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An identifier with '@' is an e-mail (stored lower-cased), otherwise a username. */
export function findUserByIdentifier(db: Executor, identifier: string): Promise<UserRow | undefined> {
  const query = db.selectFrom('users').selectAll();
  return (
    identifier.includes('@')
      ? query.where('email', '=', identifier.toLowerCase())
      : query.where('username', '=', identifier)
  ).executeTakeFirst();
}

/** Another user already holding this username or e-mail, if any. */
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
        ...(username === undefined ? [] : [eb('username', '=', username)]),
        ...(email === undefined ? [] : [eb('email', '=', email)]),
      ]),
    );
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertUser(db: Executor, user: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(db: Executor, id: string, changes: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Ends every token of the user (tokens carry the version they were issued at). */
export async function bumpTokenVersion(db: Executor, id: string, changes: Updateable<UsersTable> = {}): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ ...changes, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Counts one more failed login and returns the new count (0 when the user is gone). */
export async function countFailedLogin(db: Executor, id: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_logins')
    .executeTakeFirst();
  return row?.failed_logins ?? 0;
}

export async function insertApiKey(db: Executor, key: Insertable<ApiKeysTable>): Promise<void> {
  await db.insertInto('api_keys').values(key).execute();
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
