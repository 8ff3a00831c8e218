// A theme as a file: Courier's own export, and the import of it or of a VS Code colour theme.
import { ValidationError } from '../errors.js';
import type { ExportedFile } from '../convert/exportResult.js';
import { color } from './colorMath.js';
import { ThemeInputSchema, type Theme, type ThemeInput } from './model.js';
import { codeColorsFromTokenColors } from './vsCodeTokenColors.js';

const THEME_FILE_FORMAT = 'courier-theme';
const THEME_FILE_VERSION = 1;

export function themeFileOf(theme: Theme): ExportedFile {
  const { name, type, description, colors, codeColors } = theme;
  const text = JSON.stringify(
    {
      format: THEME_FILE_FORMAT,
      version: THEME_FILE_VERSION,
      theme: { name, type, description, colors, ...(codeColors && { codeColors }) },
    },
    null,
    2,
  );
  const base = name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'theme';
  return { text, fileName: `${base}.courier-theme.json` };
}

/** A VS Code colour: '#rgb', '#rrggbb' or with alpha ('#rrggbbaa'), whose alpha a theme cannot use. */
function vsCodeColor(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)) return undefined;
  return color(value).alpha(1).toHex();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A VS Code theme's workbench colours become the four: editor background and foreground, the
 * button (else the focus border) as primary, and a border from the panels (else the focus border).
 * Its token colours become the code colours, which the token contract fits to the background.
 */
function fromVsCode(file: Record<string, unknown>, colors: Record<string, unknown>): unknown {
  const background = vsCodeColor(colors['editor.background']);
  const text = vsCodeColor(colors['editor.foreground']) ?? vsCodeColor(colors['foreground']);
  const focus = vsCodeColor(colors['focusBorder']);
  const primary = vsCodeColor(colors['button.background']) ?? focus;
  const border = vsCodeColor(colors['panel.border']) ?? vsCodeColor(colors['editorGroup.border']) ?? focus;
  const codeColors = codeColorsFromTokenColors(file.tokenColors, vsCodeColor);
  const declared = typeof file.type === 'string' ? file.type : '';
  const type = /dark|black/.test(declared)
    ? 'dark'
    : declared
      ? 'light'
      : background && color(background).isDark()
        ? 'dark'
        : 'light';
  return {
    name: typeof file.name === 'string' ? file.name : 'Imported VS Code theme',
    type,
    description: 'Imported from a VS Code colour theme',
    colors: { primary, background, textPrimary: text, border },
    ...(Object.keys(codeColors).length > 0 && { codeColors }),
  };
}

/** Reads a Courier theme file or a VS Code colour theme; what is wrong is listed in the error. */
export function readThemeFile(text: string): ThemeInput {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ValidationError('The file is not JSON');
  }
  if (!isRecord(parsed)) throw new ValidationError('The file is not a theme');
  const candidate =
    parsed.format === THEME_FILE_FORMAT
      ? parsed.theme
      : isRecord(parsed.colors) && ('editor.background' in parsed.colors || 'editor.foreground' in parsed.colors)
        ? fromVsCode(parsed, parsed.colors)
        : undefined;
  if (candidate === undefined) throw new ValidationError('The file is not a Courier theme or a VS Code colour theme');
  const result = ThemeInputSchema.safeParse(candidate);
  if (!result.success) {
    throw new ValidationError(
      result.error.issues.map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`.trim()).join(', '),
    );
  }
  return result.data;
}
