// Themes for one owner at a time: the default themes beside the owner's own, the active theme,
// the preferences, and the stylesheet that applies a theme as the owner's preferences ask.
import {
  DEFAULT_THEMES,
  DEFAULT_THEME_PREFERENCES,
  LIGHT_THEME_ID,
  createId,
  defaultThemeById,
  isDefaultThemeId,
  mergeThemePreferences,
  themeStylesheet,
  type Theme,
  type ThemeInput,
  type ThemePreferences,
  type ThemePreferencesPatch,
} from '@courier/core';
import type { Db } from '../../db/database.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/serverErrors.js';
import { takesRowLocks } from '../../db/rowLocks.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import type { Executor } from '../../db/executor.js';
import * as repo from './repo.js';

export interface ThemeService {
  list(ownerId: string): Promise<Theme[]>;
  get(ownerId: string, id: string): Promise<Theme>;
  create(ownerId: string, input: ThemeInput): Promise<Theme>;
  /** Changes one of the owner's own themes; the default themes stay as they are. */
  update(ownerId: string, id: string, input: ThemeInput): Promise<Theme>;
  clone(ownerId: string, id: string, name: string): Promise<Theme>;
  remove(ownerId: string, id: string): Promise<void>;
  /** The active theme, and whether the user chose one (else it is light by default). */
  active(ownerId: string): Promise<{ theme: Theme; chosen: boolean }>;
  setActive(ownerId: string, themeId: string): Promise<Theme>;
  preferences(ownerId: string): Promise<ThemePreferences>;
  updatePreferences(ownerId: string, patch: ThemePreferencesPatch): Promise<ThemePreferences>;
  /** The theme's stylesheet under the owner's high contrast, or the system's when it asks for more. */
  stylesheet(ownerId: string, id: string, options?: { systemHighContrast?: boolean }): Promise<string>;
}

const lightTheme = (): Theme => defaultThemeById(LIGHT_THEME_ID) as Theme;

/** Enough for any palette collection, and a bound on what one account stores and lists. */
const MAX_THEMES_PER_USER = 100;

export function createThemeService(db: Db): ThemeService {
  const now = () => new Date().toISOString();

  const find = async (ownerId: string, id: string) => defaultThemeById(id) ?? (await repo.findTheme(db, ownerId, id));

  const get = async (ownerId: string, id: string): Promise<Theme> => {
    const theme = await find(ownerId, id);
    if (!theme) throw new NotFoundError('Theme not found');
    return theme;
  };

  const settings = async (ownerId: string): Promise<repo.SavedThemeSettings> =>
    (await repo.findSettings(db, ownerId)) ?? { activeThemeId: LIGHT_THEME_ID, preferences: DEFAULT_THEME_PREFERENCES };

  const nameTakenError = (name: string) => new ConflictError(`A theme named '${name}' already exists`);

  const refuseTakenName = async (trx: Executor, ownerId: string, name: string, exceptId?: string) => {
    const key = repo.nameKeyOf(name);
    const clashesWithDefault = DEFAULT_THEMES.some((theme) => repo.nameKeyOf(theme.name) === key);
    if (clashesWithDefault || (await repo.nameTaken(trx, ownerId, name, exceptId))) throw nameTakenError(name);
  };

  /** Runs a write; two saves of one name at once leave the second to lose to the unique index. */
  const savingName = async <T>(name: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTakenError(name);
      throw error;
    }
  };

  const create = async (ownerId: string, input: ThemeInput): Promise<Theme> => {
    const theme: Theme = { ...input, id: createId(), isDefault: false };
    await savingName(input.name, () =>
      db.transaction().execute(async (trx) => {
        if (takesRowLocks(trx)) await repo.lockOwnerThemes(trx, ownerId);
        if ((await repo.countThemes(trx, ownerId)) >= MAX_THEMES_PER_USER) {
          throw new ConflictError(
            `You can have at most ${MAX_THEMES_PER_USER} themes of your own; delete one you no longer use first`,
          );
        }
        await refuseTakenName(trx, ownerId, input.name);
        await repo.insertTheme(trx, ownerId, theme, now());
      }),
    );
    return theme;
  };

  return {
    async list(ownerId) {
      return [...DEFAULT_THEMES, ...(await repo.listThemes(db, ownerId))];
    },
    get,
    create,
    async update(ownerId, id, input) {
      if (isDefaultThemeId(id))
        throw new ForbiddenError('Default themes cannot be changed; clone one to make your own');
      const theme: Theme = { ...input, id, isDefault: false };
      await refuseTakenName(db, ownerId, input.name, id);
      if (!(await savingName(input.name, () => repo.updateTheme(db, ownerId, theme)))) {
        throw new NotFoundError('Theme not found');
      }
      return theme;
    },
    async clone(ownerId, id, name) {
      const { type, description, colors, codeColors } = await get(ownerId, id);
      return create(ownerId, { name, type, description, colors, ...(codeColors && { codeColors }) });
    },
    async remove(ownerId, id) {
      if (isDefaultThemeId(id)) throw new ForbiddenError('Default themes cannot be deleted');
      if (!(await repo.deleteTheme(db, ownerId, id))) throw new NotFoundError('Theme not found');
      const saved = await settings(ownerId);
      // The active theme gone, the workbench falls back to the light theme.
      if (saved.activeThemeId === id)
        await repo.saveSettings(db, ownerId, { ...saved, activeThemeId: LIGHT_THEME_ID }, now());
    },
    async active(ownerId) {
      const saved = await repo.findSettings(db, ownerId);
      const theme = saved && (await find(ownerId, saved.activeThemeId));
      return { theme: theme ?? lightTheme(), chosen: theme !== undefined };
    },
    async setActive(ownerId, themeId) {
      const theme = await get(ownerId, themeId);
      await repo.saveSettings(db, ownerId, { ...(await settings(ownerId)), activeThemeId: theme.id }, now());
      return theme;
    },
    async preferences(ownerId) {
      return (await settings(ownerId)).preferences;
    },
    async updatePreferences(ownerId, patch) {
      const saved = await settings(ownerId);
      const preferences = mergeThemePreferences(saved.preferences, patch);
      await repo.saveSettings(db, ownerId, { ...saved, preferences }, now());
      return preferences;
    },
    async stylesheet(ownerId, id, { systemHighContrast = false } = {}) {
      const theme = await get(ownerId, id);
      const { customSettings } = (await settings(ownerId)).preferences;
      return themeStylesheet(theme, { highContrast: customSettings.highContrast || systemHighContrast });
    },
  };
}
