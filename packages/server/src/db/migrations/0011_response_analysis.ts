// Response analysis: every send through the proxy, recorded per owner (an account, or 'local' for a
// signed-out local workbench, so owner_id names no foreign key), with the comparisons, schemas,
// validations, alert rules and recording settings built on them.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analysis_responses')
    // Ids are unique per owner only: an imported entry keeps the id it had where it was exported.
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('environment', 'text')
    // The lower-cased environment name: the filter matches names case-insensitively through an index.
    .addColumn('environment_key', 'text')
    .addColumn('status', 'integer', (column) => column.notNull())
    // JSON text of [name, value] pairs in the order the upstream sent them.
    .addColumn('headers', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text')
    // The body text when it was kept (within the owner's recording cap, and text); null otherwise.
    .addColumn('body', 'text')
    .addColumn('body_encoding', 'text', (column) => column.notNull())
    .addColumn('body_hash', 'text', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('total_ms', 'double precision', (column) => column.notNull())
    .addColumn('cached_at', 'text', (column) => column.notNull())
    .addColumn('baseline', 'integer', (column) => column.notNull().defaultTo(0))
    // JSON text of the drift ignore rules of a baseline.
    .addColumn('ignore_rules', 'text')
    .addPrimaryKeyConstraint('analysis_responses_pk', ['owner_id', 'id'])
    .execute();
  // Newest first, paged by (cached_at, id), alone or under one filter; the 24-hour statistics and
  // retention read the same ranges.
  const listings: Array<[string, string[]]> = [
    ['analysis_responses_newest', ['owner_id', 'cached_at', 'id']],
    ['analysis_responses_by_method', ['owner_id', 'method', 'cached_at']],
    ['analysis_responses_by_status', ['owner_id', 'status', 'cached_at']],
    ['analysis_responses_by_environment', ['owner_id', 'environment_key', 'cached_at']],
    // Per-URL statistics for alerts, and a request's baseline.
    ['analysis_responses_by_url', ['owner_id', 'url', 'method', 'cached_at']],
    // The 24-hour statistics and the hourly series read only the index, never the rows.
    ['analysis_responses_stats', ['owner_id', 'cached_at', 'status', 'size', 'total_ms']],
    // The environment filter's choices, one per lower-cased name.
    ['analysis_responses_environments', ['owner_id', 'environment_key', 'environment']],
    // Retention counts an owner's newest entries that are not baselines without reading the table.
    ['analysis_responses_retention', ['owner_id', 'baseline', 'cached_at', 'id']],
  ];
  for (const [name, columns] of listings) {
    await db.schema.createIndex(name).on('analysis_responses').columns(columns).execute();
  }

  await db.schema
    .createTable('analysis_comparisons')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('response1_id', 'text', (column) => column.notNull())
    .addColumn('response2_id', 'text', (column) => column.notNull())
    // JSON text of the comparison result (status, headers, performance, body diff).
    .addColumn('result', 'text', (column) => column.notNull())
    .addColumn('compared_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('analysis_comparisons_owner')
    .on('analysis_comparisons')
    .columns(['owner_id', 'compared_at'])
    .execute();

  await db.schema
    .createTable('analysis_schemas')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    // JSON text of the JSON Schema and of the tag list.
    .addColumn('schema', 'text', (column) => column.notNull())
    .addColumn('tags', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('analysis_schemas_owner')
    .on('analysis_schemas')
    .columns(['owner_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('analysis_validations')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('response_id', 'text', (column) => column.notNull())
    .addColumn('schema_id', 'text', (column) => column.notNull())
    // JSON text of { valid, errors, warnings }.
    .addColumn('result', 'text', (column) => column.notNull())
    .addColumn('validated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('analysis_validations_owner')
    .on('analysis_validations')
    .columns(['owner_id', 'validated_at'])
    .execute();

  await db.schema
    .createTable('analysis_alerts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('metric', 'text', (column) => column.notNull())
    .addColumn('threshold', 'double precision', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('analysis_alerts_owner')
    .on('analysis_alerts')
    .columns(['owner_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('analysis_settings')
    .addColumn('owner_id', 'text', (column) => column.primaryKey())
    .addColumn('recording', 'integer', (column) => column.notNull())
    .addColumn('body_cap_bytes', 'integer', (column) => column.notNull())
    .addColumn('retention_days', 'integer', (column) => column.notNull())
    .addColumn('max_entries', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analysis_settings',
    'analysis_alerts',
    'analysis_validations',
    'analysis_schemas',
    'analysis_comparisons',
    'analysis_responses',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
