// Auto switching: while on, the default light or dark theme follows the schedule (checked each
// minute) or the operating system's light/dark setting (as it changes), and then also the
// system's wish for more contrast, which raises every text and badge colour to 7:1.
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
const SYSTEM_MORE_CONTRAST = '(prefers-contrast: more)';

let stop: (() => void) | undefined;

function clockNow(): string {
  const now = new Date();
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}

/** The type auto switching asks for now. */
function autoThemeType(preferences: ThemePreferences): ThemeType {
  if (preferences.autoThemeSource === 'system') return window.matchMedia(SYSTEM_DARK).matches ? 'dark' : 'light';
  return scheduledThemeType(preferences.themeSchedule, clockNow());
}

/** Starts, restarts or stops auto switching for these preferences. True when it is on. */
export function followAutoTheme(preferences: ThemePreferences): boolean {
  stop?.();
  stop = undefined;
  if (!preferences.autoTheme) return false;
  let current: string | undefined;
  const check = () => {
    const type = autoThemeType(preferences);
    const systemHighContrast =
      preferences.autoThemeSource === 'system' && window.matchMedia(SYSTEM_MORE_CONTRAST).matches;
    const wanted = `${type} ${systemHighContrast}`;
    if (wanted === current) return;
    current = wanted;
    applyThemeById(type === 'dark' ? DARK_THEME_ID : LIGHT_THEME_ID, type, { systemHighContrast }).catch(() => {
      // Failures fall back to the built-in stylesheet, silently.
    });
  };
  check();
  const timer = window.setInterval(check, CHECK_EVERY_MS);
  const media = [window.matchMedia(SYSTEM_DARK), window.matchMedia(SYSTEM_MORE_CONTRAST)];
  for (const query of media) query.addEventListener('change', check);
  stop = () => {
    window.clearInterval(timer);
    for (const query of media) query.removeEventListener('change', check);
  };
  return true;
}
