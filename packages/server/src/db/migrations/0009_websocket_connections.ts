// The WebSocket relay's records: each relayed connection's latest state (status, counters, handshake)
// and which instance holds its socket, so any instance lists it and the statistics outlive a restart;
// and the commands one instance hands another for a socket it does not hold. Owners are accounts, or
// the local identity of a signed-out workbench, so owner_id names no foreign key.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('websocket_connections')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('instance_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('error_count', 'integer', (column) => column.notNull())
    // JSON text of the connection as the view shows it (counters, handshake, close code).
    .addColumn('connection', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('websocket_connections_owner')
    .on('websocket_connections')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('websocket_connections_instance')
    .on('websocket_connections')
    .columns(['instance_id', 'status'])
    .execute();
  await db.schema
    .createTable('websocket_commands')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('instance_id', 'text', (column) => column.notNull())
    // JSON text of the command, then of its outcome once the holding instance has run it.
    .addColumn('command', 'text', (column) => column.notNull())
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('websocket_commands').execute();
  await db.schema.dropTable('websocket_connections').execute();
}
