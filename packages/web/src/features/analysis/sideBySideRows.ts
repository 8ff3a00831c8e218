// A line diff (the hunks of the `diff` package, as the server sends them) laid out in two columns:
// removed lines on the left facing the added lines that replaced them on the right, unchanged lines
// on both, and long unchanged stretches folded to a few lines of context around each change.
import type { TextHunk } from '@courier/core';

/** What the rows are made of: a hunk's lines, whatever their count says. */
type Hunk = Omit<TextHunk, 'count'>;

export interface SideLine {
  /** 1-based line number in its own response's body. */
  number: number;
  text: string;
}

export type SideBySideRow =
  | { kind: 'same'; left: SideLine; right: SideLine }
  | { kind: 'change'; left: SideLine | null; right: SideLine | null }
  | { kind: 'folded'; count: number };

/** Unchanged lines kept on each side of a change. */
const CONTEXT_LINES = 3;

function linesOf(value: string): string[] {
  const lines = value.split('\n');
  // A hunk's text ends with the newline of its last line, which starts no further line.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function sideBySideRows(hunks: readonly Hunk[], context: number = CONTEXT_LINES): SideBySideRow[] {
  const rows: SideBySideRow[] = [];
  let left = 1;
  let right = 1;
  for (let index = 0; index < hunks.length; index += 1) {
    const hunk = hunks[index] as Hunk;
    if (hunk.removed || hunk.added) {
      const removed = hunk.removed ? linesOf(hunk.value) : [];
      // A removal followed by an addition is one change: its lines face each other.
      const next = hunks[index + 1];
      const pairedAdd = hunk.removed && next?.added === true;
      const added = hunk.added ? linesOf(hunk.value) : pairedAdd ? linesOf((next as Hunk).value) : [];
      if (pairedAdd) index += 1;
      for (let line = 0; line < Math.max(removed.length, added.length); line += 1) {
        const before = removed[line];
        const after = added[line];
        rows.push({
          kind: 'change',
          left: before === undefined ? null : { number: left++, text: before },
          right: after === undefined ? null : { number: right++, text: after },
        });
      }
      continue;
    }
    const same = linesOf(hunk.value);
    const keepHead = index === 0 ? 0 : context;
    const keepTail = index === hunks.length - 1 ? 0 : context;
    const fold = same.length - keepHead - keepTail;
    for (let line = 0; line < same.length; line += 1) {
      if (fold > 1 && line === keepHead) {
        rows.push({ kind: 'folded', count: fold });
        left += fold;
        right += fold;
        line += fold - 1;
        continue;
      }
      const text = same[line] as string;
      rows.push({ kind: 'same', left: { number: left++, text }, right: { number: right++, text } });
    }
  }
  return rows;
}
