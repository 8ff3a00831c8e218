// Line differences between two text bodies, with the `diff` package (Myers' algorithm).
import { diffArrays } from 'diff';
import type { BodyDiff, TextHunk } from './types.js';

/**
 * Myers' algorithm slows down with the number of edits, so two large bodies that share little
 * could take seconds. Past this budget the diff shows the first body removed and the second added.
 */
const TEXT_DIFF_TIMEOUT_MS = 500;

export function diffText(first: string, second: string): Extract<BodyDiff, { kind: 'text' }> {
  if (first === second) {
    return { kind: 'text', hunks: first === '' ? [] : [{ value: first, count: lineCount(first) }], equal: true };
  }
  // diffLines would do the same on lines, but its tokenizer and comparisons cost several times
  // more on large bodies; diffing the arrays of lines (each keeping its "\n") gives the same hunks.
  const changes = diffArrays(linesOf(first), linesOf(second), { timeout: TEXT_DIFF_TIMEOUT_MS });
  const hunks: TextHunk[] = changes
    ? changes.map(({ value, count, added, removed }) => ({ value: value.join(''), count, added, removed }))
    : wholeReplacement(first, second);
  return { kind: 'text', hunks, equal: false };
}

function wholeReplacement(first: string, second: string): TextHunk[] {
  const hunks: TextHunk[] = [];
  if (first !== '') hunks.push({ removed: true, value: first, count: lineCount(first) });
  if (second !== '') hunks.push({ added: true, value: second, count: lineCount(second) });
  return hunks;
}

/** The lines of `text`, each with its "\n" (a regular expression takes seconds on 10 MB). */
function linesOf(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
    lines.push(text.slice(start, end + 1));
    start = end + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

function lineCount(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < text.length - 1; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}
