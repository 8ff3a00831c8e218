import { describe, expect, it } from 'vitest';
import { searchShowing, themesAddressOf } from './themesAddress.js';

describe("the Theme Manager's address", () => {
  it('reads the tab and, in the editor only, the theme being edited', () => {
    expect(themesAddressOf('')).toEqual({ tab: 'themes', themeId: undefined });
    expect(themesAddressOf('?tab=preferences&theme=abc')).toEqual({ tab: 'preferences', themeId: undefined });
    expect(themesAddressOf('?dialog=settings&tab=editor&theme=abc')).toEqual({ tab: 'editor', themeId: 'abc' });
    expect(themesAddressOf('?tab=nonsense')).toEqual({ tab: 'themes', themeId: undefined });
  });

  it('writes the tab beside an open dialog, and nothing for the first tab', () => {
    expect(searchShowing('', { tab: 'editor', themeId: 'abc' })).toBe('?tab=editor&theme=abc');
    expect(searchShowing('?tab=editor&theme=abc', { tab: 'editor', themeId: undefined })).toBe('?tab=editor');
    expect(searchShowing('?dialog=settings&tab=editor&theme=abc', { tab: 'themes', themeId: 'abc' })).toBe(
      '?dialog=settings',
    );
    expect(searchShowing('?tab=preferences', { tab: 'themes', themeId: undefined })).toBe('');
  });
});
