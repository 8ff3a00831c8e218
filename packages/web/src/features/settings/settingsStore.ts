// The workbench settings: theme, autoFormat and the request timeout.
import { defaultSettings, SettingsSchema, type Settings } from '@courier/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { storageKey, type StorageAdapter } from '../../lib/storage.js';
import { loadSlice, saveSlice, type VersionedSlice } from '../shared/versionedSlice.js';

export interface SettingsState {
  settings: Settings;
  /** Applies a change; a value the schema refuses (a zero timeout) leaves the settings as they were. */
  update(patch: Partial<Settings>): boolean;
}

const settingsSlice: VersionedSlice<Settings> = { key: storageKey('settings'), version: 1, schema: SettingsSchema };

export function createSettingsStore(storage: StorageAdapter): StoreApi<SettingsState> {
  const store = createStore<SettingsState>()((set, get) => ({
    settings: loadSlice(storage, settingsSlice, defaultSettings),
    update(patch) {
      const parsed = SettingsSchema.safeParse({ ...get().settings, ...patch });
      if (parsed.success) set({ settings: parsed.data });
      return parsed.success;
    },
  }));
  saveSlice(store, storage, settingsSlice, (state) => state.settings);
  return store;
}
