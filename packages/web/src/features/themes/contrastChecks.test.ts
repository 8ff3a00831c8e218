import { deriveThemeTokens, MIN_GRAPHIC_CONTRAST, MIN_TEXT_CONTRAST } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { contrastChecks } from './contrastChecks.js';

const colors = { primary: '#ffcc00', background: '#ffffff', textPrimary: '#212529', border: '#dee2e6' };
const minimums = { text: MIN_TEXT_CONTRAST, accent: MIN_GRAPHIC_CONTRAST };

describe('contrastChecks', () => {
  const tokens = deriveThemeTokens({ type: 'light', colors });
  const checks = contrastChecks(tokens, { colors, code: {} }, minimums);
  const check = (label: string) => checks.find((item) => item.label === label)!;

  it('gives the ratio of the colour the workbench paints, and says which chosen colour it adjusted', () => {
    const primary = check('Primary on background');
    expect(primary.applied).toBe(tokens.primary);
    expect(primary.adjustedFrom).toBe('#ffcc00');
    expect(primary.ratio).toBeGreaterThanOrEqual(MIN_GRAPHIC_CONTRAST);
    // A colour used as chosen names no adjustment.
    expect(check('Text on background').adjustedFrom).toBeUndefined();
  });

  it('checks the text on primary buttons against the button colour', () => {
    const onPrimary = check('Text on primary buttons');
    expect(onPrimary.applied).toBe(tokens['primary-text']);
    expect(onPrimary.required).toBe(MIN_TEXT_CONTRAST);
    expect(onPrimary.ratio).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('names an adjusted code colour by the colour the user typed', () => {
    const withCode = deriveThemeTokens({ type: 'light', colors, codeColors: { string: '#ffee88' } });
    const strings = contrastChecks(withCode, { colors, code: { string: '#ffee88' } }, minimums).find(
      (item) => item.label === 'Code: strings',
    )!;
    expect(strings.adjustedFrom).toBe('#ffee88');
    expect(strings.applied).not.toBe('#ffee88');
  });
});
