import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_PREFERENCES, mergeThemePreferences, scheduledThemeType } from './model.js';

describe('theme preferences', () => {
  it('default to no auto switching, the 08:00 / 20:00 schedule and medium text', () => {
    expect(DEFAULT_THEME_PREFERENCES).toEqual({
      autoTheme: false,
      autoThemeSource: 'schedule',
      themeSchedule: { light: '08:00', dark: '20:00' },
      customSettings: { reducedAnimations: false, highContrast: false, fontSize: 'medium' },
    });
  });

  it('merge a partial change without losing the rest of a group', () => {
    const merged = mergeThemePreferences(DEFAULT_THEME_PREFERENCES, { customSettings: { fontSize: 'large' } });
    expect(merged.customSettings).toEqual({ reducedAnimations: false, highContrast: false, fontSize: 'large' });
  });

  it('pick light by day and dark by night, across midnight too', () => {
    const schedule = { light: '08:00', dark: '20:00' };
    expect(scheduledThemeType(schedule, '07:59')).toBe('dark');
    expect(scheduledThemeType(schedule, '08:00')).toBe('light');
    expect(scheduledThemeType(schedule, '20:00')).toBe('dark');
    expect(scheduledThemeType({ light: '22:00', dark: '06:00' }, '23:00')).toBe('light');
    expect(scheduledThemeType({ light: '22:00', dark: '06:00' }, '12:00')).toBe('dark');
  });
});
