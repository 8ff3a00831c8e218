import { describe, expect, it } from 'vitest';
import { codeColorsFromTokenColors } from './vsCodeTokenColors.js';

const asIs = (value: unknown) => (typeof value === 'string' ? value : undefined);

describe("a VS Code theme's token colours", () => {
  it('give each kind of code the colour VS Code paints it with', () => {
    const tokenColors = [
      { scope: ['comment', 'punctuation.definition.comment'], settings: { foreground: '#637777' } },
      { scope: 'string', settings: { foreground: '#ecc48d' } },
      { scope: 'constant.numeric', settings: { foreground: '#f78c6c' } },
      { scope: 'keyword, storage.type', settings: { foreground: '#c792ea' } },
      { scope: 'support.type.property-name.json', settings: { foreground: '#7fdbca' } },
      { name: 'a rule without scope', settings: { foreground: '#ffffff' } },
    ];
    expect(codeColorsFromTokenColors(tokenColors, asIs)).toEqual({
      comment: '#637777',
      string: '#ecc48d',
      number: '#f78c6c',
      keyword: '#c792ea',
      property: '#7fdbca',
    });
  });

  it('follow TextMate precedence: the more specific selector, then the later rule', () => {
    const tokenColors = [
      { scope: 'string.quoted', settings: { foreground: '#111111' } },
      { scope: 'string', settings: { foreground: '#222222' } },
      { scope: 'constant', settings: { foreground: '#333333' } },
      { scope: 'constant', settings: { foreground: '#444444' } },
      { scope: 'source.css constant.numeric', settings: { foreground: '#555555' } },
    ];
    expect(codeColorsFromTokenColors(tokenColors, asIs)).toMatchObject({ string: '#111111', number: '#444444' });
  });

  it('colour JSON property names as strings when only strings are coloured, as VS Code does', () => {
    const tokenColors = [{ scope: 'string', settings: { foreground: '#a5d6ff' } }];
    expect(codeColorsFromTokenColors(tokenColors, asIs)).toEqual({ string: '#a5d6ff', property: '#a5d6ff' });
  });

  it('leave out what they do not colour and ignore rules that are not rules', () => {
    expect(codeColorsFromTokenColors('./tokens.json', asIs)).toEqual({});
    expect(codeColorsFromTokenColors([null, 3, { scope: 'comment' }, { scope: 7, settings: {} }], asIs)).toEqual({});
  });
});
