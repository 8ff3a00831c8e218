import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../shared/memoryStorage.js';
import { DEFAULT_PREFERENCES, loadPreferences, savePreferences } from './preferences.js';

describe('profile preferences', () => {
  it('start from the defaults', () => {
    const { storage } = memoryStorage();
    expect(loadPreferences(storage)).toEqual({ emailNotifications: true, language: 'en', timezone: 'UTC' });
  });

  it('survive a reload', () => {
    const { storage } = memoryStorage();
    const chosen = { emailNotifications: false, language: 'de', timezone: 'America/Denver' } as const;
    expect(savePreferences(storage, chosen)).toBe(true);
    expect(loadPreferences(storage)).toEqual(chosen);
  });

  it('fall back to the defaults when the stored value is not one the form offers', () => {
    const { storage, backend } = memoryStorage();
    backend.setItem(
      'courier.preferences',
      JSON.stringify({ version: 1, state: { ...DEFAULT_PREFERENCES, timezone: 'Mars/Olympus' } }),
    );
    expect(loadPreferences(storage)).toEqual(DEFAULT_PREFERENCES);
  });
});
