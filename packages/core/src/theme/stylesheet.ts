// The stylesheet that applies a theme: one rule of custom properties, built only from derived,
// validated colour values and the fixed token names. A theme's name or description never
// appears in it, so nothing a user types can reach the page's CSS.
import { ThemeSchema, type Theme } from './model.js';
import { THEME_TOKEN_NAMES, THEME_TOKEN_VERSION, deriveThemeTokens, type DeriveOptions } from './tokens.js';

/** The id of the one style element that holds the applied theme. */
export const THEME_STYLE_ELEMENT_ID = 'courier-theme';

export function themeStylesheet(theme: Theme, options: DeriveOptions = {}): string {
  const checked = ThemeSchema.parse(theme);
  const tokens = deriveThemeTokens(checked, options);
  const lines = THEME_TOKEN_NAMES.map((name) => `  --color-${name}: ${tokens[name]};`);
  // Doubled :root outranks both the default :root tokens and the [data-theme] ones.
  return [
    `/* courier theme tokens v${THEME_TOKEN_VERSION} */`,
    ':root:root {',
    `  color-scheme: ${checked.type};`,
    ...lines,
    '}',
    '',
  ].join('\n');
}
