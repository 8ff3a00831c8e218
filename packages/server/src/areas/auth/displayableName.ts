// Names other people see (the admin table, teams, shared workspaces) must read as what they are:
// no control characters, no bidirectional overrides that reorder the text around them (a name
// that shows as 'admin' but is not), and not only invisible characters.
import type * as z from 'zod';

// Cc: C0 and C1 controls. The explicit bidi embeddings, overrides and isolates (U+202A–U+202E,
// U+2066–U+2069) and the implicit marks (U+200E, U+200F, U+061C) reorder what a reader sees.
const CONTROL_OR_BIDI = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
// Format characters (zero-width space and joiners, soft hyphen…), separators, and the letters that
// render as blank (Hangul fillers, the braille blank, the combining grapheme joiner).
const INVISIBLE = /[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800]|\u034F/gu;

export const NAME_CONTROL_MESSAGE = 'Names must not contain control or text-direction characters';
export const NAME_INVISIBLE_MESSAGE = 'Names must contain visible characters';

/** The first reason `text` cannot be a name, or undefined when it can. */
function nameProblem(text: string): string | undefined {
  if (CONTROL_OR_BIDI.test(text)) return NAME_CONTROL_MESSAGE;
  if (text.replace(INVISIBLE, '') === '') return NAME_INVISIBLE_MESSAGE;
  return undefined;
}

/** `schema` with every named field that is present held to `nameProblem`. */
export function withDisplayableNames<S extends z.ZodType>(schema: S, fields: readonly string[]): S {
  return schema.superRefine((value, ctx) => {
    for (const field of fields) {
      const text = (value as Record<string, unknown>)[field];
      const problem = typeof text === 'string' ? nameProblem(text) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [field] });
    }
  }) as unknown as S;
}
