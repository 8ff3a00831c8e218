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
import { isUniqueViolation } from '../auth/service.js';
import * as repo from './repo.js';

export interface ThemeService {
  list(ownerId: string): Promise<Theme[]>;
  get(ownerId: string, id: string): Promise<Theme>;
  create(ownerId: string, input: ThemeInput): Promise<Theme>;
  clone(ownerId: string, id: string, name: string): Promise<Theme>;
  remove(ownerId: string, id: string): Promise<void>;
  /** The active theme, and whether the user chose one (else it is light by default). */
  active(ownerId: string): Promise<{ theme: Theme; chosen: boolean }>;
  setActive(ownerId: string, themeId: string): Promise<Theme>;
  preferences(ownerId: string): Promise<ThemePreferences>;
  updatePreferences(ownerId: string, patch: ThemePreferencesPatch): Promise<ThemePreferences>;
  stylesheet(ownerId: string, id: string): Promise<string>;
}

const lightTheme = (): Theme => defaultThemeById(LIGHT_THEME_ID) as Theme;

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

  const refuseTakenName = async (ownerId: string, name: string) => {
    const key = repo.nameKeyOf(name);
    const clashesWithDefault = DEFAULT_THEMES.some((theme) => repo.nameKeyOf(theme.name) === key);
    if (clashesWithDefault || (await repo.nameTaken(db, ownerId, name))) {
      throw new ConflictError(`A theme named '${name}' already exists`);
    }
  };

  const create = async (ownerId: string, input: ThemeInput): Promise<Theme> => {
    await refuseTakenName(ownerId, input.name);
    const theme: Theme = { ...input, id: createId(), isDefault: false };
    try {
      await repo.insertTheme(db, ownerId, theme, now());
    } catch (error) {
      // Two saves of one name at once: the second loses to the unique index.
      if (isUniqueViolation(error)) throw new ConflictError(`A theme named '${input.name}' already exists`);
      throw error;
    }
    return theme;
  };

  return {
    async list(ownerId) {
      return [...DEFAULT_THEMES, ...(await repo.listThemes(db, ownerId))];
    },
    get,
    create,
    async clone(ownerId, id, name) {
      const { type, description, colors } = await get(ownerId, id);
      return create(ownerId, { name, type, description, colors });
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
    async stylesheet(ownerId, id) {
      const theme = await get(ownerId, id);
      const { customSettings } = (await settings(ownerId)).preferences;
      return themeStylesheet(theme, { highContrast: customSettings.highContrast });
    },
  };
}
