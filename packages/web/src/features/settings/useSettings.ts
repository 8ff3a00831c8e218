// The app's settings store, bound to browser storage, and the theme it applies to the page.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { storage } from '../../lib/storage.js';
import { createSettingsStore, type SettingsState } from './settingsStore.js';

export const settingsStore = createSettingsStore(storage);

export function useSettings<T>(selector: (state: SettingsState) => T): T {
  return useStore(settingsStore, selector);
}

/** Puts the chosen theme on <html data-theme>, where the colour tokens are switched. */
export function useThemeAttribute(): void {
  const theme = useSettings((state) => state.settings.theme);
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
  }, [theme]);
}
