// Look-alike usernames and e-mails ('аdmin' with a Cyrillic 'а', 'adrnin'): each account keeps the
// UTS #39 skeleton of both (db/nameSkeleton.ts), indexed, so a new or changed name is
// compared with every account's in one lookup. Existing accounts are backfilled; look-alikes that
// already exist are left as they are, since only a person can tell which one is the impostor.
import type { Kysely } from 'kysely';
import { nameSkeleton } from '../nameSkeleton.js';

interface UserNames {
  users: { id: string; username: string; email: string; username_skeleton: string; email_skeleton: string };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('username_skeleton', 'text').execute();
  await db.schema.alterTable('users').addColumn('email_skeleton', 'text').execute();
  const named = db as Kysely<UserNames>;
  const users = await named.selectFrom('users').select(['id', 'username', 'email']).execute();
  for (const user of users) {
    await named
      .updateTable('users')
      .set({ username_skeleton: nameSkeleton(user.username), email_skeleton: nameSkeleton(user.email) })
      .where('id', '=', user.id)
      .execute();
  }
  await db.schema.createIndex('users_username_skeleton').on('users').column('username_skeleton').execute();
  await db.schema.createIndex('users_email_skeleton').on('users').column('email_skeleton').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_email_skeleton').execute();
  await db.schema.dropIndex('users_username_skeleton').execute();
  await db.schema.alterTable('users').dropColumn('email_skeleton').execute();
  await db.schema.alterTable('users').dropColumn('username_skeleton').execute();
}
