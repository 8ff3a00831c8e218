/**
 * A long text kept as the pieces it arrived in from a Worker (lib/textTransfer.ts). Joining or
 * flattening 40 MB of pretty JSON on the page is one 100+ ms task; reading a row or
 * searching piece by piece never touches more than a piece at a time.
 */
export class PiecedText {
  readonly length: number;
  readonly #pieces: readonly string[];
  /** Where each piece starts in the whole text. */
  readonly #offsets: number[];

  constructor(pieces: readonly string[]) {
    this.#pieces = pieces;
    this.#offsets = [];
    let length = 0;
    for (const piece of pieces) {
      this.#offsets.push(length);
      length += piece.length;
    }
    this.length = length;
  }

  /** The piece holding character `offset` (binary search). */
  #pieceAt(offset: number): number {
    let low = 0;
    let high = this.#pieces.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.#offsets[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /** Like String.prototype.slice with non-negative bounds. */
  slice(start: number, end: number = this.length): string {
    let text = '';
    for (let piece = this.#pieceAt(start); piece < this.#pieces.length; piece += 1) {
      const offset = this.#offsets[piece] ?? 0;
      if (offset >= end) break;
      text += (this.#pieces[piece] ?? '').slice(Math.max(0, start - offset), end - offset);
    }
    return text;
  }

  charCodeAt(index: number): number {
    const piece = this.#pieceAt(index);
    return (this.#pieces[piece] ?? '').charCodeAt(index - (this.#offsets[piece] ?? 0));
  }

  /** Offsets where `needle` occurs, ignoring case, at most `limit` of them. */
  findAll(needle: string, limit: number): number[] {
    const found: number[] = [];
    if (needle === '') return found;
    const wanted = needle.toLowerCase();
    for (let piece = 0; piece < this.#pieces.length && found.length < limit; piece += 1) {
      const offset = this.#offsets[piece] ?? 0;
      // The piece plus the start of the next, so a match across the boundary is found once.
      const window = this.slice(offset, offset + (this.#pieces[piece] ?? '').length + wanted.length - 1).toLowerCase();
      for (let at = window.indexOf(wanted); at !== -1 && found.length < limit; at = window.indexOf(wanted, at + 1)) {
        found.push(offset + at);
      }
    }
    return found;
  }
}
