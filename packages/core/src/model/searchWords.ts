// The words of a search box and where they appear in a shown text: the history panel and the
// recorded responses' search both match every word typed, in any case, and mark each occurrence.

/** A search of more words than this keeps the first ones: a pasted paragraph is not a query. */
export const MAX_SEARCH_WORDS = 10;

/** A stretch of a text that one of the words matched, [start, end) in UTF-16 units. */
export interface MarkedRange {
  start: number;
  end: number;
}

/** The distinct words typed (compared without case), in the order typed. */
export function searchWords(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    const key = word.toLowerCase();
    if (word === '' || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return words;
}

export function escapeForPattern(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every occurrence of any word in `text`, in order and without overlap. The longer word wins where
 * two start at the same place, so "user users" marks "users" whole.
 */
export function markedRanges(text: string, words: readonly string[]): MarkedRange[] {
  if (words.length === 0) return [];
  const alternatives = [...words].sort((a, b) => b.length - a.length).map(escapeForPattern);
  const pattern = new RegExp(alternatives.join('|'), 'giu');
  const ranges: MarkedRange[] = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    const last = ranges[ranges.length - 1];
    // Touching marks read as one.
    if (last && last.end === start) last.end = end;
    else ranges.push({ start, end });
  }
  return ranges;
}
