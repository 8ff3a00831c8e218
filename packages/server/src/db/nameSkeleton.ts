// Look-alike names: 'аdmin' with a Cyrillic 'а', 'adrnin' with 'rn' for 'm', 'Iucy' with a capital
// 'I' for 'l'. The users table keeps the skeleton of each name, which a migration backfilled and
// the accounts repository writes. Unicode's security mechanisms (UTS #39) give every string a
// skeleton, built from Unicode's own list of confusable characters: two strings that look alike
// have the same skeleton.
// Usernames and e-mails are compared whatever their case, so the skeleton is taken again after
// lowercasing (an 'M' lowercased is an 'm', which looks like 'rn'): 'ADMIN' and 'admin' are told
// apart only by case, which the unique username index already settles.
import unhomoglyph from 'unhomoglyph';

/** UTS #39's skeleton: decomposed (NFD), each character replaced by its prototype, decomposed again. */
const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/** The key two usernames (or two e-mails) share when one could pass for the other. */
export function nameSkeleton(text: string): string {
  return skeleton(skeleton(text).toLowerCase());
}
