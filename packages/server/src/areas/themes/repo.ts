// The theme area's SQL: a user's own themes and their active theme with preferences.
import type { Selectable } from 'kysely';
import { ThemeColorsSchema, ThemePreferencesSchema, type Theme, type ThemePreferences } from '@courier/core';
import type { ThemesTable } from '../../db/schema.js';
import type { Executor } from '../auth/repo.js';

type ThemeRow = Selectable<ThemesTable>;

function themeOfRow(row: ThemeRow): Theme {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    isDefault: false,
    colors: ThemeColorsSchema.parse(JSON.parse(row.colors)),
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

export async function nameTaken(db: Executor, ownerId: string, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('themes')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('name_key', '=', nameKeyOf(name))
    .executeTakeFirst();
  return row !== undefined;
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
      colors: JSON.stringify(theme.colors),
      created_at: createdAt,
    })
    .execute();
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
