// The app's settings store, bound to browser storage.
import { useStore } from 'zustand';
import { storage } from '../../lib/storage.js';
import { useThemeStore } from '../../ui/theme.js';
import { createSettingsStore, type SettingsState } from './settingsStore.js';

export const settingsStore = createSettingsStore(storage);

export function useSettings<T>(selector: (state: SettingsState) => T): T {
  return useStore(settingsStore, selector);
}

// The theme is a setting and travels with exports; ui/theme.ts applies it to
// <html data-theme> and the top bar toggles it there. Keep the two in step, settings first.
useThemeStore.getState().setTheme(settingsStore.getState().settings.theme);
settingsStore.subscribe(({ settings }) => {
  if (useThemeStore.getState().theme !== settings.theme) useThemeStore.getState().setTheme(settings.theme);
});
useThemeStore.subscribe(({ theme }) => {
  if (settingsStore.getState().settings.theme !== theme) settingsStore.getState().update({ theme });
});
