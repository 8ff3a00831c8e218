// Puts a theme and the user's preferences on the page: the theme's stylesheet (from the server) in
// one style element with a fixed id, the font size and reduced motion on the document. Loaded with
// the app, so it carries no colour maths: the server derives the stylesheet.
import {
  DARK_THEME_ID,
  LIGHT_THEME_ID,
  THEME_STYLE_ELEMENT_ID,
  THEME_TYPES,
  ThemePreferencesSchema,
  type FontSize,
  type ThemePreferences,
  type ThemeType,
} from '@courier/core';
import * as z from 'zod';
import { API_BASE } from '../../lib/api.js';
import { sessionHeaders, useSession } from '../../lib/session.js';
import { useThemeStore } from '../../ui/theme.js';
import { followAutoTheme } from './autoTheme.js';
import { themeUserId } from './themesApi.js';

const FONT_SIZES: Record<FontSize, { base: string; small: string; large: string }> = {
  small: { base: '12px', small: '11px', large: '14px' },
  medium: { base: '13px', small: '12px', large: '15px' },
  large: { base: '15px', small: '14px', large: '17px' },
};

/** Reduced animations: nothing moves or fades, whatever a component's own transition says. */
const REDUCED_MOTION_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0s !important;
  scroll-behavior: auto !important;
}`;

let themeCss = '';
let themeType: ThemeType | undefined;
let reducedMotion = false;

function writeStyleElement(): void {
  let element = document.getElementById(THEME_STYLE_ELEMENT_ID);
  if (!element) {
    element = document.createElement('style');
    element.id = THEME_STYLE_ELEMENT_ID;
    document.head.append(element);
  }
  element.textContent = themeCss + (reducedMotion ? REDUCED_MOTION_CSS : '');
}

/** Applies a theme's stylesheet text; the type keeps the editors and the light/dark toggle in step. */
function applyThemeCss(css: string, type: ThemeType): void {
  themeCss = css;
  themeType = type;
  writeStyleElement();
  if (useThemeStore.getState().theme !== type) useThemeStore.getState().setTheme(type);
}

// The top bar's toggle and the profile's dark mode switch light and dark for this browser: the
// built-in light or dark theme then shows instead of an applied theme of the other type.
useThemeStore.subscribe(({ theme }) => {
  if (themeType !== undefined && theme !== themeType) showBuiltInTheme();
});

/** Drops an applied theme's stylesheet: the built-in light or dark one shows. */
function showBuiltInTheme(): void {
  themeCss = '';
  themeType = undefined;
  writeStyleElement();
}

export function applyPreferences({ customSettings, autoTheme, autoThemeSource }: ThemePreferences): void {
  const root = document.documentElement;
  const sizes = FONT_SIZES[customSettings.fontSize];
  root.style.setProperty('--font-size', sizes.base);
  root.style.setProperty('--font-size-sm', sizes.small);
  root.style.setProperty('--font-size-lg', sizes.large);
  root.dataset.fontSize = customSettings.fontSize;
  root.dataset.highContrast = String(customSettings.highContrast);
  // Following the system includes its wish for less motion.
  const systemAsksLessMotion =
    autoTheme && autoThemeSource === 'system' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  reducedMotion = customSettings.reducedAnimations || systemAsksLessMotion;
  writeStyleElement();
}

export interface ThemeCssOptions {
  /** The system asks for more contrast (and the user follows the system): 7:1 whatever the setting. */
  systemHighContrast?: boolean;
}

async function fetchThemeCss(themeId: string, { systemHighContrast = false }: ThemeCssOptions): Promise<string> {
  const query = systemHighContrast ? '?contrast=more' : '';
  const response = await fetch(`${API_BASE}/themes/${encodeURIComponent(themeId)}/css${query}`, {
    headers: sessionHeaders(),
  });
  if (!response.ok) throw new Error(`theme stylesheet: ${response.status}`);
  return response.text();
}

/** Fetches and applies a theme's stylesheet, which the server fits to the user's high contrast. */
export async function applyThemeById(themeId: string, type: ThemeType, options: ThemeCssOptions = {}): Promise<void> {
  applyThemeCss(await fetchThemeCss(themeId, options), type);
}

/** Of the active theme, start-up needs only what to fetch; its colours are the server's to check. */
const ActiveThemeSchema = z.object({ id: z.string().min(1), type: z.enum(THEME_TYPES) });

async function fetchReply(path: string): Promise<{ data?: unknown; chosen?: unknown }> {
  const response = await fetch(`${API_BASE}${path}`, { headers: { Accept: 'application/json', ...sessionHeaders() } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as { data?: unknown; chosen?: unknown };
}

/**
 * At start-up: the user's active theme and preferences. Any failure (signed out on a hosted
 * server, the server down) leaves the light theme of the default stylesheet, silently.
 */
export async function applyActiveThemeAtStart(): Promise<void> {
  try {
    const user = encodeURIComponent(themeUserId());
    const [theme, preferences] = await Promise.all([
      fetchReply(`/themes/users/${user}/active`).then((reply) => ({
        ...ActiveThemeSchema.parse(reply.data),
        chosen: reply.chosen === true,
      })),
      fetchReply(`/themes/users/${user}/preferences`).then((reply) => ThemePreferencesSchema.parse(reply.data)),
    ]);
    applyPreferences(preferences);
    if (followAutoTheme(preferences)) return;
    const localType = useThemeStore.getState().theme;
    // A user who never chose a theme keeps the browser's own light/dark choice.
    const chosen = theme.chosen
      ? theme
      : { id: localType === 'dark' ? DARK_THEME_ID : LIGHT_THEME_ID, type: localType };
    const builtIn = chosen.id === (chosen.type === 'dark' ? DARK_THEME_ID : LIGHT_THEME_ID);
    // The built-in stylesheet is the default light and dark themes already: no request for them.
    if (builtIn && !preferences.customSettings.highContrast) {
      showBuiltInTheme();
      if (localType !== chosen.type) useThemeStore.getState().setTheme(chosen.type);
      return;
    }
    await applyThemeById(chosen.id, chosen.type);
  } catch {
    // The page keeps the light theme it was built with.
  }
}

// Signing in or out changes whose theme and preferences apply: the new user's are loaded.
useSession.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) void applyActiveThemeAtStart();
});
