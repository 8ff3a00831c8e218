// Queries of the admin panel. Filters are parameters; the search pattern escapes
// LIKE's wildcards so a search for '%' or '_' finds those characters.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Role } from '@courier/core';
import type { Database } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import type { UserRow } from '../auth/index.js';

export interface UserFilter {
  search?: string;
  role?: Role;
  isActive?: boolean;
}

const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function matching(filter: UserFilter) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    const conditions = [];
    if (filter.search) {
      const pattern = likePattern(filter.search);
      conditions.push(
        eb.or(
          (['username', 'email', 'name'] as const).map(
            (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    if (filter.role) conditions.push(eb('role', '=', filter.role));
    if (filter.isActive !== undefined) conditions.push(eb('is_active', '=', filter.isActive ? 1 : 0));
    return eb.and(conditions);
  };
}

export async function listUsers(db: Db, filter: UserFilter, offset: number, limit: number): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(matching(filter))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countUsers(db: Executor, filter: UserFilter = {}): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where(matching(filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countUsersWhere(
  db: Db,
  column: 'locked_until' | 'created_at' | 'last_login',
  since: string,
): Promise<number> {
  let query = db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('count'));
  // A lock is counted while it lasts: its end lies after `since`.
  query = column === 'locked_until' ? query.where('locked_until', '>', since) : query.where(column, '>=', since);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export async function countByRole(db: Db): Promise<Record<Role, number>> {
  const rows = await db
    .selectFrom('users')
    .select(['role', (eb) => eb.fn.countAll<string | number>().as('count')])
    .groupBy('role')
    .execute();
  const counts: Record<Role, number> = { admin: 0, moderator: 0, user: 0 };
  for (const row of rows) counts[row.role] = Number(row.count);
  return counts;
}

/**
 * Holds every active administrator's row until the transaction ends (PostgreSQL; see
 * db/rowLocks.ts), so two admins removing each other at once take turns and the second one sees
 * the first's change. The fixed order keeps two such transactions from deadlocking.
 */
export async function lockActiveAdmins(db: Executor): Promise<void> {
  await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('is_active', '=', 1)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Active administrators other than the given users: who would be left. */
export async function countOtherActiveAdmins(db: Executor, excluding: string[]): Promise<number> {
  let query = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('role', '=', 'admin')
    .where('is_active', '=', 1);
  if (excluding.length > 0) query = query.where('id', 'not in', excluding);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export async function deleteUser(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
