// The mock server: configurations with their routes, the log of requests they received and the
// per-owner counters behind the statistics. Owners are accounts, or the local identity of a
// signed-out workbench, so owner_id names no foreign key.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mock_configs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('base_url', 'text', (column) => column.notNull())
    .addColumn('enabled', 'integer', (column) => column.notNull())
    .addColumn('access', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('mock_configs_owner').on('mock_configs').column('owner_id').execute();
  await db.schema
    .createTable('mock_routes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('config_id', 'text', (column) => column.notNull().references('mock_configs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    // The route's JSON (method, path, response, alternatives, mode, script, enabled).
    .addColumn('data', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('mock_routes_config').on('mock_routes').columns(['config_id', 'position']).execute();
  await db.schema
    .createTable('mock_logs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('config_id', 'text')
    .addColumn('route_id', 'text')
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('timestamp', 'text', (column) => column.notNull())
    .addColumn('matched', 'integer', (column) => column.notNull())
    .addColumn('status', 'integer', (column) => column.notNull())
    .addColumn('error', 'text')
    .addColumn('explanation', 'text')
    .execute();
  await db.schema.createIndex('mock_logs_owner_time').on('mock_logs').columns(['owner_id', 'timestamp']).execute();
  await db.schema
    .createTable('mock_counters')
    .addColumn('owner_id', 'text', (column) => column.primaryKey())
    .addColumn('total_requests', 'integer', (column) => column.notNull())
    .addColumn('matched_requests', 'integer', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mock_counters', 'mock_logs', 'mock_routes', 'mock_configs']) {
    await db.schema.dropTable(table).execute();
  }
}
