/**
 * Where each display line starts in a text. Lines longer than `maxLength` are cut into several
 * display lines, so a 20 MB minified JSON body is thousands of short rows instead of one row the
 * browser cannot lay out.
 */
export function lineIndex(text: string, maxLength = 2000): Uint32Array {
  let starts = new Uint32Array(Math.max(16, Math.ceil(text.length / 40)));
  let count = 0;
  const push = (offset: number) => {
    if (count === starts.length) {
      const grown = new Uint32Array(starts.length * 2);
      grown.set(starts);
      starts = grown;
    }
    starts[count++] = offset;
  };
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    for (let offset = lineStart; offset < lineEnd || offset === lineStart; offset += maxLength) push(offset);
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  return starts.slice(0, count);
}

/** What `lineAt` reads: a string or a text kept in pieces (ui/piecedText). */
export interface TextLike {
  readonly length: number;
  slice(start: number, end?: number): string;
  charCodeAt(index: number): number;
}

/** The text of display line `line`, without its newline. */
export function lineAt(text: TextLike, starts: Uint32Array, line: number): string {
  const start = starts[line] ?? text.length;
  const next = line + 1 < starts.length ? (starts[line + 1] ?? text.length) : text.length;
  const end = next > start && text.charCodeAt(next - 1) === 10 ? next - 1 : next;
  return text.slice(start, end);
}

/** The display line holding character `offset` (binary search). */
export function lineOf(starts: Uint32Array, offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The display rows that continue a line `lineIndex` cut, in order: they are not lines of their own. */
export function wrappedRows(text: TextLike, starts: Uint32Array): Uint32Array {
  const rows: number[] = [];
  for (let row = 1; row < starts.length; row += 1) {
    if (text.charCodeAt((starts[row] ?? 0) - 1) !== 10) rows.push(row);
  }
  return Uint32Array.from(rows);
}

/** How many of the sorted `rows` are at most `row` (binary search). */
function countUpTo(rows: Uint32Array, row: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((rows[mid] ?? 0) <= row) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The line number (from 1) a display row shows: the real line it belongs to, counting a cut line
 * once; `continued` when the row carries on the line of the row before.
 */
export function lineNumberOf(wrapped: Uint32Array, row: number): { line: number; continued: boolean } {
  const before = countUpTo(wrapped, row);
  const continued = before > 0 && wrapped[before - 1] === row;
  return { line: row + 1 - before, continued };
}
