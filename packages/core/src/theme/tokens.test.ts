import { colord, extend } from 'colord';
import labPlugin from 'colord/plugins/lab';
import { describe, expect, it } from 'vitest';
import { contrastRatio, HIGH_CONTRAST, MIN_TEXT_CONTRAST, nearestPassingColor } from './contrast.js';
import { DEFAULT_THEMES, defaultThemeById } from './defaults.js';
import { ThemeInputSchema, type Theme } from './model.js';
import { themeStylesheet } from './stylesheet.js';
import { deriveThemeTokens, THEME_TOKEN_NAMES } from './tokens.js';

extend([labPlugin]);

// The workbench's colours before themes were a feature: the default themes must look the same.
const TODAY_LIGHT = {
  surface: '#f8f9fa',
  'surface-2': '#f1f3f5',
  hover: '#e9ecef',
  muted: '#6c757d',
  success: '#198754',
  danger: '#dc3545',
  'method-post': '#e67700',
};
const TODAY_DARK = {
  surface: '#1d2126',
  'surface-2': '#23282e',
  hover: '#2a3037',
  muted: '#9aa3ad',
  success: '#40c057',
  'method-get': '#69db7c',
};

function theme(id: string): Theme {
  const found = defaultThemeById(id);
  if (!found) throw new Error(`no default theme ${id}`);
  return found;
}

describe('derived tokens', () => {
  it.each([
    ['light', TODAY_LIGHT],
    ['dark', TODAY_DARK],
  ] as const)('the %s default reproduces the workbench as it looked', (id, today) => {
    const tokens = deriveThemeTokens(theme(id));
    for (const [name, value] of Object.entries(today)) {
      // CIEDE2000 under 0.04 is a difference the eye hardly notices side by side.
      expect(colord(tokens[name as keyof typeof tokens]).delta(value), name).toBeLessThan(0.04);
    }
    expect(tokens.primary).toBe(theme(id).colors.primary);
  });

  it('keeps text readable on every default theme, and at 7:1 under high contrast', () => {
    for (const each of DEFAULT_THEMES) {
      const normal = deriveThemeTokens(each);
      expect(contrastRatio(normal.text, normal.bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(normal.muted, normal.bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(normal['primary-text'], normal['primary-fill'])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      const high = deriveThemeTokens(each, { highContrast: true });
      for (const name of ['text', 'muted', 'method-get', 'method-post', 'status-3xx', 'danger'] as const) {
        expect(contrastRatio(high[name], high.bg), `${each.id} ${name}`).toBeGreaterThanOrEqual(HIGH_CONTRAST);
      }
    }
  });

  it('fits a theme whose text barely differs from its background', () => {
    const murky = ThemeInputSchema.parse({
      name: 'Murky',
      type: 'dark',
      colors: { primary: '#333333', background: '#222222', textPrimary: '#2a2a2a', border: '#252525' },
    });
    const tokens = deriveThemeTokens(murky);
    expect(contrastRatio(tokens.text, tokens.bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(tokens['method-delete'], tokens.bg)).toBeGreaterThanOrEqual(3);
  });
});

describe('chosen code colours', () => {
  it('replace the derived ones, fitted to the background', () => {
    const dark = theme('dark');
    const derived = deriveThemeTokens(dark);
    const chosen = deriveThemeTokens({ ...dark, codeColors: { keyword: '#ff79c6', comment: '#20242a' } });
    expect(chosen['code-keyword']).toBe('#ff79c6');
    expect(chosen['code-string']).toBe(derived['code-string']);
    // A comment nearly the colour of the background is lifted to body text's ratio.
    expect(contrastRatio(chosen['code-comment'], chosen.bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    const high = deriveThemeTokens({ ...dark, codeColors: { keyword: '#6a3d9a' } }, { highContrast: true });
    expect(contrastRatio(high['code-keyword'], high.bg)).toBeGreaterThanOrEqual(HIGH_CONTRAST);
  });
});

describe('nearest passing colour', () => {
  it('changes a failing colour as little as needed and leaves a passing one alone', () => {
    expect(nearestPassingColor('#212529', '#ffffff', 4.5)).toBe('#212529');
    const fixed = nearestPassingColor('#e67700', '#ffffff', 4.5);
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#ffffff')).toBeLessThan(4.8);
  });
});

describe('theme stylesheet', () => {
  it('sets every token as a custom property', () => {
    const css = themeStylesheet(theme('dark'));
    for (const name of THEME_TOKEN_NAMES) expect(css).toContain(`--color-${name}: `);
    expect(css).toContain('--color-bg: #16191d;');
    expect(css).toContain('color-scheme: dark;');
  });

  it('never carries a name or description, and refuses colours that are not colours', () => {
    const hostile = {
      ...theme('light'),
      id: 'x',
      isDefault: false,
      name: '} body { display: none } /*',
      description: '</style><script>alert(1)</script>',
    };
    const css = themeStylesheet(hostile);
    expect(css).not.toContain('display');
    expect(css).not.toContain('script');
    expect(css).not.toMatch(/[<>@\\]/);
    for (const attack of [
      'red; } body { display:none',
      'url(https://evil.test/x.png)',
      'expression(alert(1))',
      '#fff;}',
      'red',
    ]) {
      expect(() => themeStylesheet({ ...hostile, colors: { ...hostile.colors, primary: attack } })).toThrow();
    }
  });

  it('stores colours in one full lower-case form', () => {
    const parsed = ThemeInputSchema.parse({
      name: ' Short ',
      colors: { primary: '#0AF', background: '#FFFFFF', textPrimary: '#000', border: ' #ccc ' },
    });
    expect(parsed).toMatchObject({
      name: 'Short',
      type: 'light',
      colors: { primary: '#00aaff', textPrimary: '#000000', border: '#cccccc' },
    });
  });
});
