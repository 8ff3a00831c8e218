// Moves large texts between the page and its Workers in pieces (issue 6 §3). postMessage copies a
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
 * Collects the pieces of texts arriving under message ids, and hands each text over whole. Pieces
 * are concatenated as they come: V8 links them (a rope) instead of copying, where join() would copy
 * the whole text in one long task.
 */
export class ChunkCollector {
  readonly #texts = new Map<number, string>();

  add(id: number, chunk: string): void {
    this.#texts.set(id, (this.#texts.get(id) ?? '') + chunk);
  }

  /** The text collected for `id` (empty when nothing came) and forgets it. */
  take(id: number): string {
    const text = this.#texts.get(id) ?? '';
    this.#texts.delete(id);
    return text;
  }
}
