// The addresses each account has signed in from. A lock earned by strangers' wrong passwords does not
// hold the owner back at an address they have used before, so guessing cannot shut them out.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('known_sign_in_addresses')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // The client as the sign-in limits count it: an IPv4 address or an IPv6 /56 network.
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('last_sign_in_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('known_sign_in_addresses_pk', ['user_id', 'address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('known_sign_in_addresses').execute();
}
