// Moves large texts between the page and its Workers in pieces. postMessage copies a
// string on both threads, and on the page one 20 MB copy is a 100+ ms task that freezes scrolling.
// (Encoding to a transferable ArrayBuffer is no better: TextEncoder/TextDecoder on the page take
// as long.) Sent as 1 MB pieces, each copy is its own short task and the page stays responsive.

/** Characters per piece: about 5 ms to copy on a slow machine. */
export const CHUNK_LENGTH = 1024 * 1024;

/** The text cut into pieces; slices share the text's memory until they are posted. */
export function chunksOf(text: string): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < text.length; at += CHUNK_LENGTH) chunks.push(text.slice(at, at + CHUNK_LENGTH));
  return chunks;
}

/** Waits for the next task, so the page can paint and handle input between two posted pieces. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The last text assembled from pieces, with them. Cutting that text again (to pass it on to
 * another Worker) would flatten it in one long task; its own pieces serve instead.
 */
let lastAssembled: { text: string; pieces: string[] } | undefined;

/** The text's pieces for posting: the ones it arrived in, or fresh slices. */
export function piecesOf(text: string): string[] {
  return lastAssembled?.text === text ? lastAssembled.pieces : chunksOf(text);
}

/** Collects the pieces of texts arriving under message ids. */
export class ChunkCollector {
  readonly #pieces = new Map<number, string[]>();

  add(id: number, chunk: string): void {
    const pieces = this.#pieces.get(id);
    if (pieces) pieces.push(chunk);
    else this.#pieces.set(id, [chunk]);
  }

  /** The pieces collected for `id` (none when nothing came), and forgets them. */
  takePieces(id: number): string[] {
    const pieces = this.#pieces.get(id) ?? [];
    this.#pieces.delete(id);
    return pieces;
  }

  /**
   * The text collected for `id`. The pieces are concatenated, which V8 does by linking them (a
   * rope) instead of copying: join() would copy the whole text in one long task.
   */
  take(id: number): string {
    const pieces = this.takePieces(id);
    const text = pieces.reduce((whole, piece) => whole + piece, '');
    lastAssembled = { text, pieces };
    return text;
  }
}
