import { describe, expect, it } from 'vitest';
import { DEFAULT_THEMES } from './defaults.js';
import { readThemeFile, themeFileOf } from './themeFile.js';

describe('theme files', () => {
  it('reads back what it exports', () => {
    const solarized = DEFAULT_THEMES[2]!;
    const file = themeFileOf(solarized);
    expect(file.fileName).toBe('Solarized.courier-theme.json');
    expect(readThemeFile(file.text)).toEqual({
      name: 'Solarized',
      type: 'light',
      description: solarized.description,
      colors: solarized.colors,
    });
  });

  it('maps a VS Code colour theme, dropping alpha and guessing the type from the background', () => {
    const vsCode = JSON.stringify({
      name: 'Night Owl',
      colors: {
        'editor.background': '#011627',
        'editor.foreground': '#d6deeb',
        focusBorder: '#122d42',
        'button.background': '#7e57c2dd',
      },
      tokenColors: [],
    });
    expect(readThemeFile(vsCode)).toEqual({
      name: 'Night Owl',
      type: 'dark',
      description: 'Imported from a VS Code colour theme',
      colors: { primary: '#7e57c2', background: '#011627', textPrimary: '#d6deeb', border: '#122d42' },
    });
  });

  it('carries code colours through export and import, and reads them from a VS Code theme', () => {
    const withCode = { ...DEFAULT_THEMES[3]!, id: 'x', isDefault: false, codeColors: { keyword: '#ff79c6' } };
    expect(readThemeFile(themeFileOf(withCode).text).codeColors).toEqual({ keyword: '#ff79c6' });
    const vsCode = JSON.stringify({
      name: 'Dracula',
      colors: { 'editor.background': '#282a36', 'editor.foreground': '#f8f8f2', focusBorder: '#6272a4' },
      tokenColors: [
        { scope: 'keyword', settings: { foreground: '#FF79C6' } },
        { scope: 'string', settings: { foreground: '#f1fa8c80' } },
        { scope: 'comment', settings: { foreground: 'not a colour' } },
      ],
    });
    expect(readThemeFile(vsCode).codeColors).toEqual({ keyword: '#ff79c6', string: '#f1fa8c', property: '#f1fa8c' });
  });

  it('says what is wrong with a file that is not a theme', () => {
    expect(() => readThemeFile('nope')).toThrow('The file is not JSON');
    expect(() => readThemeFile('[1]')).toThrow('The file is not a theme');
    expect(() => readThemeFile('{"info":{"name":"a collection"}}')).toThrow(
      'not a Courier theme or a VS Code colour theme',
    );
    const broken = JSON.stringify({
      format: 'courier-theme',
      version: 1,
      theme: { name: '', colors: { primary: 'red' } },
    });
    expect(() => readThemeFile(broken)).toThrow(
      'name is required, colors.primary must be a hex colour such as #007bff, colors.background must be a hex colour such as #007bff',
    );
    const vsCodeWithoutText = JSON.stringify({ colors: { 'editor.background': '#ffffff' } });
    expect(() => readThemeFile(vsCodeWithoutText)).toThrow('colors.primary must be a hex colour');
  });
});
