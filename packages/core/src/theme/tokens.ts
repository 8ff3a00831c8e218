// The token contract: every colour the workbench paints with, derived from a theme's four colours.
// The set is versioned so a saved theme keeps working when the interface grows: a new token is
// derived for every theme, old and new, and never needs to be stored.
import * as z from 'zod';
import {
  HIGH_CONTRAST,
  MIN_GRAPHIC_CONTRAST,
  MIN_TEXT_CONTRAST,
  betterTextOn,
  nearestPassingColor,
} from './contrast.js';
import { color } from './colorMath.js';
import type { CodeTokenKey, Theme, ThemeType } from './model.js';

export const THEME_TOKEN_VERSION = 1;

/** Every token, named as the custom property (without `--color-`) the stylesheets read. */
export const THEME_TOKEN_NAMES = [
  'primary',
  'primary-hover',
  'primary-text',
  'primary-fill',
  'danger-text',
  'success-text',
  'bg',
  'text',
  'border',
  'surface',
  'surface-2',
  'hover',
  'muted',
  'success',
  'warning',
  'danger',
  'info',
  'focus',
  'overlay',
  'selection',
  'variable',
  'variable-bg',
  'variable-error',
  'variable-error-bg',
  'status-2xx',
  'status-3xx',
  'status-4xx',
  'status-5xx',
  'method-get',
  'method-post',
  'method-put',
  'method-patch',
  'method-delete',
  'method-other',
  'code-keyword',
  'code-string',
  'code-number',
  'code-property',
  'code-comment',
] as const;
export type ThemeTokenName = (typeof THEME_TOKEN_NAMES)[number];

/** A derived colour: hex, or rgba() for the translucent ones. Nothing else reaches a stylesheet. */
const TOKEN_VALUE = /^(?:#[0-9a-f]{6}|rgba\(\d{1,3}, \d{1,3}, \d{1,3}, (?:0|1|0?\.\d+)\))$/;
const ThemeTokensSchema = z.object(
  Object.fromEntries(THEME_TOKEN_NAMES.map((name) => [name, z.string().regex(TOKEN_VALUE)])) as Record<
    ThemeTokenName,
    z.ZodString
  >,
);
export type ThemeTokens = Record<ThemeTokenName, string>;

/** The accents each type starts from: the workbench's own palette, then fitted to the theme. */
const ACCENTS: Record<ThemeType, Record<string, string>> = {
  light: {
    success: '#198754',
    warning: '#b58100',
    danger: '#dc3545',
    info: '#6f42c1',
    variable: '#0b7285',
    'variable-error': '#c92a2a',
    'status-5xx': '#7048e8',
    'method-get': '#2f9e44',
    'method-post': '#e67700',
    'method-put': '#1971c2',
    'method-patch': '#7048e8',
    'method-delete': '#e03131',
    'method-other': '#868e96',
    'code-keyword': '#7048e8',
    'code-string': '#2f9e44',
    'code-number': '#e67700',
    'code-property': '#1971c2',
  },
  dark: {
    success: '#40c057',
    warning: '#fcc419',
    danger: '#ff6b6b',
    info: '#b197fc',
    variable: '#63e6be',
    'variable-error': '#ff8787',
    'status-5xx': '#b197fc',
    'method-get': '#69db7c',
    'method-post': '#ffa94d',
    'method-put': '#74c0fc',
    'method-patch': '#b197fc',
    'method-delete': '#ff8787',
    'method-other': '#adb5bd',
    'code-keyword': '#b197fc',
    'code-string': '#69db7c',
    'code-number': '#ffa94d',
    'code-property': '#74c0fc',
  },
};

/** Text on a light fill in a dark theme: near-black with the theme's blue cast. */
const DARK_INK = '#0b1220';

function translucent(value: string, alpha: number): string {
  return color(value)
    .alpha(alpha)
    .toRgbString()
    .replace(/,(?=\S)/g, ', ');
}

function mix(from: string, to: string, amount: number): string {
  return color(from).mix(to, amount).toHex();
}

export interface DeriveOptions {
  /** Raises every text and badge colour to 7:1 against the background. */
  highContrast?: boolean;
}

/**
 * The full token set of a theme. The same colours always give the same tokens. Code colours the
 * theme chose replace the derived ones, fitted to the background like every other accent.
 */
export function deriveThemeTokens(
  theme: Pick<Theme, 'type' | 'colors' | 'codeColors'>,
  options: DeriveOptions = {},
): ThemeTokens {
  const { primary, background, textPrimary, border } = theme.colors;
  const chosenCode = theme.codeColors ?? {};
  const dark = theme.type === 'dark';
  const textMinimum = options.highContrast ? HIGH_CONTRAST : MIN_TEXT_CONTRAST;
  // Accents are coloured words and badges: readable as large text normally, as body text in high contrast.
  const accentMinimum = options.highContrast ? HIGH_CONTRAST : MIN_GRAPHIC_CONTRAST;
  const text = nearestPassingColor(textPrimary, background, textMinimum);
  const accent = (name: string): string =>
    nearestPassingColor(ACCENTS[theme.type][name] ?? text, background, accentMinimum);
  const code = (key: Exclude<CodeTokenKey, 'comment'>): string => {
    const chosen = chosenCode[key];
    return chosen ? nearestPassingColor(chosen, background, accentMinimum) : accent(`code-${key}`);
  };
  const onFill = (fill: string): string => betterTextOn(fill, '#ffffff', DARK_INK);
  const primaryText = onFill(primary);
  const success = accent('success');
  const warning = accent('warning');
  const danger = accent('danger');
  const variableError = accent('variable-error');
  const tokens: ThemeTokens = {
    primary: nearestPassingColor(primary, background, accentMinimum),
    'primary-hover': dark ? mix(primary, '#ffffff', 0.15) : mix(primary, '#000000', 0.28),
    'primary-text': primaryText,
    'primary-fill': nearestPassingColor(primary, primaryText, textMinimum),
    'danger-text': onFill(danger),
    'success-text': onFill(success),
    bg: color(background).toHex(),
    text,
    border: options.highContrast ? nearestPassingColor(border, background, MIN_GRAPHIC_CONTRAST) : border,
    surface: mix(background, textPrimary, dark ? 0.045 : 0.03),
    'surface-2': mix(background, textPrimary, dark ? 0.08 : 0.05),
    hover: mix(background, textPrimary, dark ? 0.115 : 0.07),
    muted: nearestPassingColor(mix(background, textPrimary, dark ? 0.69 : 0.595), background, textMinimum),
    success,
    warning,
    danger,
    info: accent('info'),
    focus: translucent(primary, dark ? 0.55 : 0.45),
    overlay: dark ? 'rgba(0, 0, 0, 0.6)' : translucent(mix(textPrimary, '#000000', 0.4), 0.45),
    selection: translucent(primary, dark ? 0.22 : 0.15),
    variable: accent('variable'),
    'variable-bg': translucent(accent('variable'), 0.12),
    'variable-error': variableError,
    'variable-error-bg': translucent(variableError, dark ? 0.16 : 0.12),
    'status-2xx': success,
    'status-3xx': warning,
    'status-4xx': danger,
    'status-5xx': accent('status-5xx'),
    'method-get': accent('method-get'),
    'method-post': accent('method-post'),
    'method-put': accent('method-put'),
    'method-patch': accent('method-patch'),
    'method-delete': accent('method-delete'),
    'method-other': accent('method-other'),
    'code-keyword': code('keyword'),
    'code-string': code('string'),
    'code-number': code('number'),
    'code-property': code('property'),
    // Comments are read as prose, so they keep to the body text's ratio.
    'code-comment': nearestPassingColor(
      chosenCode.comment ?? mix(background, textPrimary, 0.55),
      background,
      textMinimum,
    ),
  };
  return ThemeTokensSchema.parse(tokens);
}
