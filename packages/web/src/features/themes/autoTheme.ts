// Auto switching: while on, the default light or dark theme follows the schedule (checked each
// minute) or the operating system's light/dark setting (as it changes).
import {
  DARK_THEME_ID,
  LIGHT_THEME_ID,
  scheduledThemeType,
  type ThemePreferences,
  type ThemeType,
} from '@courier/core';
import { applyThemeById } from './applyTheme.js';

const CHECK_EVERY_MS = 60_000;
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

let stop: (() => void) | undefined;

function clockNow(): string {
  const now = new Date();
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}

/** The type auto switching asks for now. */
export function autoThemeType(preferences: ThemePreferences): ThemeType {
  if (preferences.autoThemeSource === 'system') return window.matchMedia(SYSTEM_DARK).matches ? 'dark' : 'light';
  return scheduledThemeType(preferences.themeSchedule, clockNow());
}

/** Starts, restarts or stops auto switching for these preferences. True when it is on. */
export function followAutoTheme(preferences: ThemePreferences): boolean {
  stop?.();
  stop = undefined;
  if (!preferences.autoTheme) return false;
  let current: ThemeType | undefined;
  const check = () => {
    const type = autoThemeType(preferences);
    if (type === current) return;
    current = type;
    applyThemeById(type === 'dark' ? DARK_THEME_ID : LIGHT_THEME_ID, type).catch(() => {
      // Failures fall back to the built-in stylesheet, silently.
    });
  };
  check();
  const timer = window.setInterval(check, CHECK_EVERY_MS);
  const media = window.matchMedia(SYSTEM_DARK);
  media.addEventListener('change', check);
  stop = () => {
    window.clearInterval(timer);
    media.removeEventListener('change', check);
  };
  return true;
}
