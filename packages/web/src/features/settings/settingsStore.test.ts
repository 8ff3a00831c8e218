import { describe, expect, it, vi } from 'vitest';
import { fakeTimersEachTest } from '../shared/fakeTimersEachTest.js';
import { memoryStorage } from '../shared/memoryStorage.js';
import { createSettingsStore } from './settingsStore.js';

fakeTimersEachTest();

describe('settings store', () => {
  it('defaults to the light theme, auto-format on and a 30000 ms timeout', () => {
    expect(createSettingsStore(memoryStorage().storage).getState().settings).toEqual({
      theme: 'light',
      autoFormat: true,
      timeout: 30000,
    });
  });

  it('applies valid changes, refuses invalid ones and remembers them across a reload', () => {
    const { storage } = memoryStorage();
    const store = createSettingsStore(storage);
    expect(store.getState().update({ theme: 'dark', timeout: 5000 })).toBe(true);
    expect(store.getState().update({ timeout: 0 })).toBe(false);
    expect(store.getState().update({ timeout: 1.5 })).toBe(false);
    expect(store.getState().settings.timeout).toBe(5000);
    vi.runAllTimers();
    expect(createSettingsStore(storage).getState().settings).toEqual({
      theme: 'dark',
      autoFormat: true,
      timeout: 5000,
    });
  });

  it('ignores settings stored by a newer version', () => {
    const { storage, backend } = memoryStorage();
    backend.setItem('courier.settings', JSON.stringify({ version: 99, state: { theme: 'dark' } }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createSettingsStore(storage).getState().settings.theme).toBe('light');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('newer version'));
    vi.restoreAllMocks();
  });
});
