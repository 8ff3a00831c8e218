// The profile's Preferences, kept in this browser only. Dark mode is not stored here:
// it is the app's theme (features/settings), so the checkbox and the top bar's toggle agree.
import * as z from 'zod';
import { storageKey, type StorageAdapter } from '../../lib/storage.js';
import { loadSlice, type VersionedSlice } from '../shared/versionedSlice.js';

const LANGUAGE_IDS = ['en', 'es', 'fr', 'de'] as const;

export const LANGUAGE_NAMES: Readonly<Record<(typeof LANGUAGE_IDS)[number], string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

export const TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
] as const;

export const PreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  language: z.enum(LANGUAGE_IDS),
  timezone: z.enum(TIMEZONES),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = { emailNotifications: true, language: 'en', timezone: 'UTC' };

const slice: VersionedSlice<Preferences> = { key: storageKey('preferences'), version: 1, schema: PreferencesSchema };

export function loadPreferences(storage: StorageAdapter): Preferences {
  return loadSlice(storage, slice, () => DEFAULT_PREFERENCES);
}

/** False when the browser refused the write (quota, privacy mode). */
export function savePreferences(storage: StorageAdapter, preferences: Preferences): boolean {
  return storage.set(slice.key, { version: slice.version, state: PreferencesSchema.parse(preferences) });
}
