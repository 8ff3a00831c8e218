// The Theme Manager's state: the themes, the active one and the preferences, kept in step with the
// server and applied to the page as they change. Loading, preference, clone and apply failures are
// silent; creating and deleting report in the view.
import type { Theme, ThemeInput, ThemePreferences, ThemePreferencesPatch } from '@courier/core';
import { DEFAULT_THEME_PREFERENCES, LIGHT_THEME_ID, mergeThemePreferences } from '@courier/core';
import { create } from 'zustand';
import { applyPreferences, applyThemeById } from './applyTheme.js';
import { followAutoTheme } from './autoTheme.js';
import { themesAddress, type ThemesTab } from './themesAddress.js';
import { themesApi } from './themesApi.js';

interface ThemesState {
  tab: ThemesTab;
  /** The theme of one's own open in the editor; none while a new one is being made. */
  editingId: string | undefined;
  themes: Theme[];
  activeId: string;
  preferences: ThemePreferences;
  setTab: (tab: ThemesTab) => void;
  /** Opens a theme of one's own in the editor, or (with none) a new theme. */
  edit: (themeId: string | undefined) => void;
  load: () => Promise<void>;
  apply: (theme: Theme) => Promise<void>;
  create: (input: ThemeInput) => Promise<Theme>;
  update: (themeId: string, input: ThemeInput) => Promise<Theme>;
  clone: (theme: Theme, name: string) => Promise<void>;
  remove: (theme: Theme) => Promise<void>;
  updatePreferences: (patch: ThemePreferencesPatch) => Promise<void>;
}

const silently = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch {
    // The view keeps what it shows; the next load brings the server's state.
  }
};

export const useThemes = create<ThemesState>((set, get) => ({
  // The store loads with the Theme Manager, so the address it opened at names the tab.
  tab: themesAddress().tab,
  editingId: themesAddress().themeId,
  themes: [],
  activeId: LIGHT_THEME_ID,
  preferences: DEFAULT_THEME_PREFERENCES,
  setTab: (tab) => set({ tab }),
  edit: (editingId) => set({ tab: 'editor', editingId }),
  load: () =>
    silently(async () => {
      const [themes, active, preferences] = await Promise.all([
        themesApi.list(),
        themesApi.active(),
        themesApi.preferences(),
      ]);
      set({ themes, activeId: active.id, preferences });
    }),
  apply: (theme) =>
    silently(async () => {
      await themesApi.setActive(theme.id);
      set({ activeId: theme.id });
      await applyThemeById(theme.id, theme.type);
    }),
  create: async (input) => {
    const theme = await themesApi.create(input);
    set({ themes: [...get().themes, theme] });
    return theme;
  },
  update: async (themeId, input) => {
    const theme = await themesApi.update(themeId, input);
    set({ themes: get().themes.map((each) => (each.id === themeId ? theme : each)) });
    // The edited theme being the active one, the page takes its new colours at once (unless
    // auto switching picks the theme).
    if (get().activeId === themeId && !get().preferences.autoTheme)
      await silently(() => applyThemeById(theme.id, theme.type));
    return theme;
  },
  clone: (theme, name) =>
    silently(async () => {
      const copy = await themesApi.clone(theme.id, name);
      set({ themes: [...get().themes, copy] });
    }),
  remove: async (theme) => {
    await themesApi.remove(theme.id);
    set({ themes: get().themes.filter((each) => each.id !== theme.id) });
    // The server falls back to light when the active theme goes; the page follows.
    if (get().activeId === theme.id) {
      set({ activeId: LIGHT_THEME_ID });
      await silently(() => applyThemeById(LIGHT_THEME_ID, 'light'));
    }
  },
  updatePreferences: (patch) =>
    silently(async () => {
      // Shown and applied at once; the server's answer then confirms it.
      const expected = mergeThemePreferences(get().preferences, patch);
      set({ preferences: expected });
      applyPreferences(expected);
      const preferences = await themesApi.updatePreferences(patch);
      set({ preferences });
      const active = get().themes.find((theme) => theme.id === get().activeId);
      const restyles =
        patch.autoTheme !== undefined ||
        patch.autoThemeSource !== undefined ||
        patch.themeSchedule !== undefined ||
        patch.customSettings?.highContrast !== undefined;
      if (!restyles) return;
      // Auto switching, while on, picks the theme; otherwise the active one is applied again. Both
      // fetch a stylesheet the server derives under the user's high contrast.
      if (!followAutoTheme(preferences) && active) await applyThemeById(active.id, active.type);
    }),
}));
