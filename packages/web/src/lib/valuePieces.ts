// Moves a large tree of plain data (objects, arrays and what they hold) from a Worker to the page in
// pieces. The page reads a message's structured clone in the task that handles it: an import of
// 7,700 requests with its 10 MB OpenAPI document was one task of 250 ms there; in pieces each task
// reads a few milliseconds' worth, and the page paints and answers input between them.

/**
 * One value of the tree, in depth-first order: `key` of the container last opened one level up (the
 * root is `value` of depth 0). An open container comes empty; the entries after it one level
 * deeper are what it holds.
 */
interface PlacedValue {
  depth: number;
  key: string | number;
  value: unknown;
  open?: true;
}

export type ValuePiece = PlacedValue[];

/**
 * What a piece may cost to read, in values; a string counts one more per 100 characters (copying
 * it is cheap, but not free). About 5 ms on a slow machine.
 */
const PIECE_WEIGHT = 20_000;

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** The tree's values cut into pieces of about `weight` each (a single larger value is a piece of its own). */
export function cutIntoPieces(root: unknown, weight = PIECE_WEIGHT): ValuePiece[] {
  const weights = new Map<Container, number>();
  const weigh = (value: unknown): number => {
    if (typeof value === 'string') return 1 + Math.floor(value.length / 100);
    if (!isContainer(value)) return 1;
    let total = weights.get(value);
    if (total === undefined) {
      total = 1;
      for (const child of Object.values(value)) total += weigh(child);
      weights.set(value, total);
    }
    return total;
  };

  const pieces: ValuePiece[] = [];
  let piece: ValuePiece = [];
  let pieceWeight = 0;
  const place = (entry: PlacedValue, cost: number) => {
    if (piece.length > 0 && pieceWeight + cost > weight) {
      pieces.push(piece);
      piece = [];
      pieceWeight = 0;
    }
    piece.push(entry);
    pieceWeight += cost;
  };
  const walk = (depth: number, key: string | number, value: unknown) => {
    const cost = weigh(value);
    // A container too heavy for a quarter of a piece is opened, so pieces can be cut inside it.
    if (!isContainer(value) || cost <= weight / 4) {
      place({ depth, key, value }, cost);
      return;
    }
    if (Array.isArray(value)) {
      place({ depth, key, value: [], open: true }, 1);
      value.forEach((child, index) => walk(depth + 1, index, child));
    } else {
      place({ depth, key, value: {}, open: true }, 1);
      for (const [childKey, child] of Object.entries(value)) walk(depth + 1, childKey, child);
    }
  };
  walk(0, 'value', root);
  pieces.push(piece);
  return pieces;
}

/** Builds the tree back from its pieces, taken in the order they were cut. */
export class PieceJoiner {
  readonly #root: Record<string, unknown> = {};
  // The container each depth's values go into: the last one opened one level up.
  readonly #levels: Container[] = [this.#root];

  add(piece: ValuePiece): void {
    for (const { depth, key, value, open } of piece) {
      const container = this.#levels[depth] as Record<string | number, unknown>;
      container[key] = value;
      if (open) this.#levels[depth + 1] = value as Container;
    }
  }

  /** The tree, once every piece is in. */
  value(): unknown {
    return this.#root.value;
  }
}
