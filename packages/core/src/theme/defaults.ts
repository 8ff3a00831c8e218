// The four themes every user has and cannot delete. Light carries the product's default colours.
import type { Theme } from './model.js';

export const LIGHT_THEME_ID = 'light';
export const DARK_THEME_ID = 'dark';

export const DEFAULT_THEMES: readonly Theme[] = [
  {
    id: LIGHT_THEME_ID,
    name: 'Light',
    type: 'light',
    description: 'The default light theme.',
    isDefault: true,
    colors: { primary: '#007bff', background: '#ffffff', textPrimary: '#212529', border: '#dee2e6' },
  },
  {
    id: DARK_THEME_ID,
    name: 'Dark',
    type: 'dark',
    description: 'Light text on a dark background, easy on the eyes at night.',
    isDefault: true,
    colors: { primary: '#4c9bff', background: '#16191d', textPrimary: '#e3e6ea', border: '#2e343b' },
  },
  {
    id: 'solarized',
    name: 'Solarized',
    type: 'light',
    description: 'Warm, low-glare paper tones.',
    isDefault: true,
    colors: { primary: '#268bd2', background: '#fdf6e3', textPrimary: '#073642', border: '#e4dcc4' },
  },
  {
    id: 'midnight',
    name: 'Midnight',
    type: 'dark',
    description: 'Deep blue with soft contrast.',
    isDefault: true,
    colors: { primary: '#7aa2f7', background: '#1a1b26', textPrimary: '#c0caf5', border: '#2f3449' },
  },
];

export function isDefaultThemeId(id: string): boolean {
  return DEFAULT_THEMES.some((theme) => theme.id === id);
}

export function defaultThemeById(id: string): Theme | undefined {
  return DEFAULT_THEMES.find((theme) => theme.id === id);
}
