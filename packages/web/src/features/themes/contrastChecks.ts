// What the Theme Editor's contrast list checks: each pair the workbench paints, as the theme
// applies it (the derived tokens fit every colour to its ratio), with the colour the user chose
// where the applied one differs, so the list never shows a ratio beside a colour that is not used.
import {
  CODE_TOKEN_KEYS,
  contrastRatio,
  type CodeTokenKey,
  type ThemeCodeColors,
  type ThemeColors,
  type ThemeTokenName,
  type ThemeTokens,
} from '@courier/core';

export const CODE_LABELS: Record<CodeTokenKey, string> = {
  keyword: 'Keywords',
  string: 'Strings',
  number: 'Numbers',
  property: 'Properties',
  comment: 'Comments',
};

interface CheckedPair {
  label: string;
  /** The token painted … */
  token: ThemeTokenName;
  /** … on this one. */
  on: ThemeTokenName;
  /** Text read as prose is held to the text ratio, coloured words and badges to the graphic one. */
  kind: 'text' | 'accent';
  /** The colour the user chose for the painted token, when one is theirs. */
  chosen?: (colors: ThemeColors, code: ThemeCodeColors) => string | undefined;
}

const PAIRS: readonly CheckedPair[] = [
  { label: 'Text on background', token: 'text', on: 'bg', kind: 'text', chosen: (colors) => colors.textPrimary },
  { label: 'Muted text', token: 'muted', on: 'bg', kind: 'text' },
  { label: 'Primary on background', token: 'primary', on: 'bg', kind: 'accent', chosen: (colors) => colors.primary },
  { label: 'Text on primary buttons', token: 'primary-text', on: 'primary-fill', kind: 'text' },
  { label: 'GET badge', token: 'method-get', on: 'bg', kind: 'accent' },
  { label: 'POST badge', token: 'method-post', on: 'bg', kind: 'accent' },
  { label: 'PUT badge', token: 'method-put', on: 'bg', kind: 'accent' },
  { label: 'DELETE badge', token: 'method-delete', on: 'bg', kind: 'accent' },
  { label: '2xx status', token: 'status-2xx', on: 'bg', kind: 'accent' },
  { label: '3xx status', token: 'status-3xx', on: 'bg', kind: 'accent' },
  { label: '4xx status', token: 'status-4xx', on: 'bg', kind: 'accent' },
  { label: '5xx status', token: 'status-5xx', on: 'bg', kind: 'accent' },
  ...CODE_TOKEN_KEYS.map((key): CheckedPair => ({
    label: `Code: ${CODE_LABELS[key].toLowerCase()}`,
    token: `code-${key}`,
    on: 'bg',
    kind: key === 'comment' ? 'text' : 'accent',
    chosen: (_colors, code) => code[key],
  })),
];

export interface ContrastCheck {
  label: string;
  token: ThemeTokenName;
  /** The colour the workbench paints. */
  applied: string;
  /** The colour the user chose, when the theme had to adjust it to reach the ratio. */
  adjustedFrom?: string;
  ratio: number;
  required: number;
}

export function contrastChecks(
  tokens: ThemeTokens,
  chosen: { colors: ThemeColors; code: ThemeCodeColors },
  minimums: { text: number; accent: number },
): ContrastCheck[] {
  return PAIRS.map(({ label, token, on, kind, chosen: chosenOf }) => {
    const applied = tokens[token];
    const picked = chosenOf?.(chosen.colors, chosen.code);
    return {
      label,
      token,
      applied,
      ...(picked && picked.toLowerCase() !== applied.toLowerCase() ? { adjustedFrom: picked } : {}),
      ratio: contrastRatio(applied, tokens[on]),
      required: kind === 'text' ? minimums.text : minimums.accent,
    };
  });
}
