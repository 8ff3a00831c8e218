// The names a user adds to what recording redacts, checked as the server checks them so the
// dialog says what is wrong before saving.
import { isSecretName } from '@courier/core';

export const MAX_REDACTED_NAMES = 50;
const NAME = /^[A-Za-z0-9_.-]+$/;

/** The list with `typed` added, or why it cannot be. */
export function withRedactedName(names: readonly string[], typed: string): { names: string[] } | { error: string } {
  const name = typed.trim();
  if (name === '') return { error: 'A name to redact cannot be empty' };
  if (name.length > 100) return { error: 'A name to redact holds at most 100 characters' };
  if (!NAME.test(name)) return { error: 'A name to redact holds only letters, digits, -, _ and .' };
  if (names.some((known) => known.toLowerCase() === name.toLowerCase()))
    return { error: `${name} is in the list already` };
  if (isSecretName(name)) return { error: `${name} is always redacted` };
  if (names.length >= MAX_REDACTED_NAMES)
    return { error: `At most ${MAX_REDACTED_NAMES} names can be added to redact` };
  return { names: [...names, name] };
}
