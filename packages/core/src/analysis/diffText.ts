// Line differences between two text bodies, with the `diff` package (Myers' algorithm).
import { diffLines } from 'diff';
import type { BodyDiff, TextHunk } from './types.js';

/**
 * Myers' algorithm slows down with the number of edits, so two large bodies that share little
 * could take seconds. Past this budget the diff shows the first body removed and the second added.
 */
export const TEXT_DIFF_TIMEOUT_MS = 500;

export function diffText(first: string, second: string): Extract<BodyDiff, { kind: 'text' }> {
  if (first === second) {
    return { kind: 'text', hunks: first === '' ? [] : [{ value: first, count: lineCount(first) }], equal: true };
  }
  const changes = diffLines(first, second, { timeout: TEXT_DIFF_TIMEOUT_MS });
  const hunks: TextHunk[] = changes
    ? changes.map(({ value, count, added, removed }) => ({ value, count, added, removed }))
    : wholeReplacement(first, second);
  return { kind: 'text', hunks, equal: false };
}

function wholeReplacement(first: string, second: string): TextHunk[] {
  const hunks: TextHunk[] = [];
  if (first !== '') hunks.push({ removed: true, value: first, count: lineCount(first) });
  if (second !== '') hunks.push({ added: true, value: second, count: lineCount(second) });
  return hunks;
}

function lineCount(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < text.length - 1; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}
