// The SQL of what users build on recorded responses: comparisons, schemas, validations, alert rules
// and recording settings. Every query names its owner.
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  AnalysisAlertsTable,
  AnalysisComparisonsTable,
  AnalysisSchemasTable,
  AnalysisValidationsTable,
} from '../../db/schema.js';
import { DEFAULT_ANALYSIS_SETTINGS, type AnalysisSettings } from './settings.js';

export type ComparisonRow = Selectable<AnalysisComparisonsTable>;
export type SchemaRow = Selectable<AnalysisSchemasTable>;
export type ValidationRow = Selectable<AnalysisValidationsTable>;
export type AlertRow = Selectable<AnalysisAlertsTable>;

/** The Comparisons and Validations tabs list this many, newest first; older ones are deleted. */
const HISTORY_KEEP = 100;

export async function insertComparison(db: Db, row: Insertable<AnalysisComparisonsTable>): Promise<void> {
  await db.insertInto('analysis_comparisons').values(row).execute();
  const firstOver = await db
    .selectFrom('analysis_comparisons')
    .select(['compared_at'])
    .where('owner_id', '=', row.owner_id)
    .orderBy('compared_at', 'desc')
    .offset(HISTORY_KEEP)
    .limit(1)
    .executeTakeFirst();
  if (firstOver) {
    await db
      .deleteFrom('analysis_comparisons')
      .where('owner_id', '=', row.owner_id)
      .where('compared_at', '<=', firstOver.compared_at)
      .execute();
  }
}

export async function listComparisons(db: Db, owner: string): Promise<ComparisonRow[]> {
  return db
    .selectFrom('analysis_comparisons')
    .selectAll()
    .where('owner_id', '=', owner)
    .orderBy('compared_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY_KEEP)
    .execute();
}

export async function insertValidation(db: Db, row: Insertable<AnalysisValidationsTable>): Promise<void> {
  await db.insertInto('analysis_validations').values(row).execute();
  const firstOver = await db
    .selectFrom('analysis_validations')
    .select(['validated_at'])
    .where('owner_id', '=', row.owner_id)
    .orderBy('validated_at', 'desc')
    .offset(HISTORY_KEEP)
    .limit(1)
    .executeTakeFirst();
  if (firstOver) {
    await db
      .deleteFrom('analysis_validations')
      .where('owner_id', '=', row.owner_id)
      .where('validated_at', '<=', firstOver.validated_at)
      .execute();
  }
}

export async function listValidations(db: Db, owner: string): Promise<ValidationRow[]> {
  return db
    .selectFrom('analysis_validations')
    .selectAll()
    .where('owner_id', '=', owner)
    .orderBy('validated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY_KEEP)
    .execute();
}

export async function insertSchema(db: Db, row: Insertable<AnalysisSchemasTable>): Promise<void> {
  await db.insertInto('analysis_schemas').values(row).execute();
}

export async function listSchemas(db: Db, owner: string): Promise<SchemaRow[]> {
  return db
    .selectFrom('analysis_schemas')
    .selectAll()
    .where('owner_id', '=', owner)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findSchema(db: Db, owner: string, id: string): Promise<SchemaRow | undefined> {
  return db
    .selectFrom('analysis_schemas')
    .selectAll()
    .where('owner_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteSchema(db: Db, owner: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('analysis_schemas')
    .where('owner_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertAlert(db: Db, row: Insertable<AnalysisAlertsTable>): Promise<void> {
  await db.insertInto('analysis_alerts').values(row).execute();
}

export async function listAlerts(db: Db, owner: string): Promise<AlertRow[]> {
  return db
    .selectFrom('analysis_alerts')
    .selectAll()
    .where('owner_id', '=', owner)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function deleteAlert(db: Db, owner: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('analysis_alerts')
    .where('owner_id', '=', owner)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function findSettings(db: Db, owner: string): Promise<AnalysisSettings> {
  const row = await db.selectFrom('analysis_settings').selectAll().where('owner_id', '=', owner).executeTakeFirst();
  if (!row) return DEFAULT_ANALYSIS_SETTINGS;
  return {
    recording: row.recording === 1,
    bodyCapBytes: row.body_cap_bytes,
    retentionDays: row.retention_days,
    maxEntries: row.max_entries,
    redactNames: JSON.parse(row.redact_names) as string[],
  };
}

export async function saveSettings(db: Db, owner: string, settings: AnalysisSettings, at: string): Promise<void> {
  const values = {
    recording: settings.recording ? 1 : 0,
    body_cap_bytes: settings.bodyCapBytes,
    retention_days: settings.retentionDays,
    max_entries: settings.maxEntries,
    redact_names: JSON.stringify(settings.redactNames),
    updated_at: at,
  };
  await db
    .insertInto('analysis_settings')
    .values({ owner_id: owner, ...values })
    .onConflict((conflict) => conflict.column('owner_id').doUpdateSet(values))
    .execute();
}
