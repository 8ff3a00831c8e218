// A username or an e-mail address written in two scripts at once ('аdmin@…' with a Cyrillic 'а'
// among Latin letters) is there to pass for another: refused outright, whoever holds the other.
// The rule is UTS #39's 'highly restrictive' level: one script per identifier, besides characters
// every script shares (digits, '_', '.', '@') and combining marks, with only the combinations a
// language writes in (Japanese, Chinese and Korean beside Latin). An e-mail address is checked part
// by part, so a mailbox name and a domain label may each be in a script of their own.
import { getScript } from 'unicode-properties';
import type * as z from 'zod';

export const MIXED_SCRIPT_MESSAGE =
  'Usernames and email addresses must not mix letters of different scripts, such as Latin and Cyrillic';

/** Characters of these belong to no one script. */
const SHARED = new Set(['Common', 'Inherited', 'Unknown']);

/** The script sets UTS #39 allows in one highly restrictive identifier. */
const WRITTEN_TOGETHER: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/** True when `part` holds letters of scripts no language writes together. */
function isMixedScript(part: string): boolean {
  const scripts = new Set<string>();
  for (const character of part) {
    const script = getScript(character.codePointAt(0)!);
    if (!SHARED.has(script)) scripts.add(script);
  }
  if (scripts.size <= 1) return false;
  return !WRITTEN_TOGETHER.some((allowed) => [...scripts].every((script) => allowed.has(script)));
}

/** The mailbox name and each domain label of an address, or the whole of a username. */
const partsOf = (identifier: string) => identifier.split(/[@.]/);

/** `schema` with every named identifier field that is present held to one script per part. */
export function withSingleScriptIdentifiers<S extends z.ZodType>(schema: S, fields: readonly string[]): S {
  return schema.superRefine((value, ctx) => {
    for (const field of fields) {
      const text = (value as Record<string, unknown>)[field];
      if (typeof text === 'string' && partsOf(text).some(isMixedScript)) {
        ctx.addIssue({ code: 'custom', message: MIXED_SCRIPT_MESSAGE, path: [field] });
      }
    }
  }) as unknown as S;
}
