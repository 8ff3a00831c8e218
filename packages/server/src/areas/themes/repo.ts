// The theme area's SQL: a user's own themes and their active theme with preferences.
import { sql, type Selectable } from 'kysely';
import {
  ThemeCodeColorsSchema,
  ThemeColorsSchema,
  ThemePreferencesSchema,
  type Theme,
  type ThemePreferences,
} from '@courier/core';
import type { Db } from '../../db/database.js';
import type { ThemesTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';

type ThemeRow = Selectable<ThemesTable>;

function themeOfRow(row: ThemeRow): Theme {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    isDefault: false,
    colors: ThemeColorsSchema.parse(JSON.parse(row.colors)),
    ...(row.code_colors !== null && { codeColors: ThemeCodeColorsSchema.parse(JSON.parse(row.code_colors)) }),
  };
}

/** The stored form of what a user chose: the four colours and any code colours. */
function colorColumnsOf(theme: Theme) {
  return {
    colors: JSON.stringify(theme.colors),
    code_colors: theme.codeColors ? JSON.stringify(theme.codeColors) : null,
  };
}

export const nameKeyOf = (name: string) => name.toLocaleLowerCase('en');

export async function listThemes(db: Executor, ownerId: string): Promise<Theme[]> {
  const rows = await db
    .selectFrom('themes')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(themeOfRow);
}

export async function findTheme(db: Executor, ownerId: string, id: string): Promise<Theme | undefined> {
  const row = await db
    .selectFrom('themes')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && themeOfRow(row);
}

/** Whether another of the owner's themes than `exceptId` has this name, in any case. */
export async function nameTaken(db: Executor, ownerId: string, name: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('themes')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('name_key', '=', nameKeyOf(name));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function countThemes(db: Executor, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('themes')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Holds back the owner's other theme writes until this transaction ends, so a count and the
 * insert after it are one step. PostgreSQL only: SQLite runs one write transaction at a time.
 * An owner may have no account row to lock (the signed-out local identity), hence a lock on a
 * key rather than on a row.
 */
export async function lockOwnerThemes(db: Pick<Db, 'getExecutor'>, ownerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`themes:${ownerId}`}))`.execute(db);
}

export async function insertTheme(db: Executor, ownerId: string, theme: Theme, createdAt: string): Promise<void> {
  await db
    .insertInto('themes')
    .values({
      id: theme.id,
      owner_id: ownerId,
      name: theme.name,
      name_key: nameKeyOf(theme.name),
      type: theme.type,
      description: theme.description,
      ...colorColumnsOf(theme),
      created_at: createdAt,
    })
    .execute();
}

/** Replaces a theme's name, type, description and colours; false when the owner has no such theme. */
export async function updateTheme(db: Executor, ownerId: string, theme: Theme): Promise<boolean> {
  const result = await db
    .updateTable('themes')
    .set({
      name: theme.name,
      name_key: nameKeyOf(theme.name),
      type: theme.type,
      description: theme.description,
      ...colorColumnsOf(theme),
    })
    .where('owner_id', '=', ownerId)
    .where('id', '=', theme.id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteTheme(db: Executor, ownerId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('themes').where('owner_id', '=', ownerId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface SavedThemeSettings {
  activeThemeId: string;
  preferences: ThemePreferences;
}

export async function findSettings(db: Executor, ownerId: string): Promise<SavedThemeSettings | undefined> {
  const row = await db
    .selectFrom('theme_preferences')
    .select(['active_theme_id', 'preferences'])
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return (
    row && {
      activeThemeId: row.active_theme_id,
      preferences: ThemePreferencesSchema.parse(JSON.parse(row.preferences)),
    }
  );
}

export async function saveSettings(
  db: Executor,
  ownerId: string,
  settings: SavedThemeSettings,
  updatedAt: string,
): Promise<void> {
  const values = {
    active_theme_id: settings.activeThemeId,
    preferences: JSON.stringify(settings.preferences),
    updated_at: updatedAt,
  };
  await db
    .insertInto('theme_preferences')
    .values({ owner_id: ownerId, ...values })
    .onConflict((conflict) => conflict.column('owner_id').doUpdateSet(values))
    .execute();
}
