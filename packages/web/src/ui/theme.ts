import * as z from 'zod';
import { create } from 'zustand';
import { storage, storageKey } from '../lib/storage.js';

/** Light and dark from day one; the choice is part of the workbench's settings. */
const ThemeSchema = z.enum(['light', 'dark']);
export type Theme = z.infer<typeof ThemeSchema>;

const THEME_KEY = storageKey('theme');

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

function apply(theme: Theme): void {
  globalThis.document?.documentElement.setAttribute('data-theme', theme);
}

/** The applied theme. Setting it restyles every custom property through `[data-theme]`. */
export const useThemeStore = create<ThemeState>((set) => ({
  theme: storage.get(THEME_KEY, ThemeSchema, () => 'light'),
  setTheme: (theme) => {
    apply(theme);
    storage.set(THEME_KEY, theme);
    set({ theme });
  },
}));

apply(useThemeStore.getState().theme);

export function useResolvedTheme(): Theme {
  return useThemeStore((state) => state.theme);
}
