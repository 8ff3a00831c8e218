import { describe, expect, it } from 'vitest';
import { cutIntoPieces, PieceJoiner, type ValuePiece } from './valuePieces.js';

/** The pieces as the page gets them: each one copied on its own, as postMessage does. */
function joined(pieces: readonly ValuePiece[]): unknown {
  const joiner = new PieceJoiner();
  for (const piece of pieces) joiner.add(structuredClone(piece));
  return joiner.value();
}

const weightOf = (piece: ValuePiece) => JSON.stringify(piece).length;

/** A collection-like tree: folders of requests with example bodies, and a document beside it. */
function largeTree() {
  const request = (index: number) => ({
    type: 'request',
    id: `r${index}`,
    headers: [{ key: 'Accept', value: 'application/json', enabled: true }],
    body: { mode: 'none' },
    description: undefined,
    examples: [{ code: 200, body: `{"index": ${index}}`.repeat(5) }],
  });
  return {
    result: {
      kind: 'openapi',
      collections: [
        {
          id: 'c1',
          items: [
            { type: 'folder', id: 'f1', items: Array.from({ length: 3000 }, (_, index) => request(index)) },
            { type: 'folder', id: 'empty', items: [] },
            { type: 'folder', id: 'f2', items: [{ type: 'folder', id: 'f3', items: [request(-1)] }] },
          ],
          openapiSource: {
            document: { paths: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`/p${i}`, { get: {} }])) },
          },
        },
      ],
    },
    texts: [new Blob(['{}'])],
    nothing: null,
    count: 0,
  };
}

describe('a value moved in pieces', () => {
  it('joins back to the same value, however deep its large parts are', () => {
    const tree = largeTree();
    const pieces = cutIntoPieces(tree, 2_000);
    expect(pieces.length).toBeGreaterThan(10);
    expect(joined(pieces)).toEqual(tree);
  });

  it('keeps keys whose value is undefined, and objects that are not plain data as they are', () => {
    const tree = largeTree();
    const back = joined(cutIntoPieces(tree)) as typeof tree;
    const firstRequest = (back.result.collections[0]!.items[0]!.items[0] ?? {}) as object;
    expect(Object.keys(firstRequest)).toContain('description');
    expect(back.texts[0]).toBeInstanceOf(Blob);
  });

  it('cuts pieces of about the same size, each far smaller than the whole', () => {
    const tree = largeTree();
    const pieces = cutIntoPieces(tree, 2_000);
    const whole = JSON.stringify(tree).length;
    const largest = Math.max(...pieces.map(weightOf));
    expect(largest).toBeLessThan(whole / 10);
    expect(joined(pieces)).toEqual(tree);
  });

  it('sends a small value in one piece, as it is', () => {
    const small = { collections: [{ id: 'c1', items: [] }], warnings: ['one'] };
    const pieces = cutIntoPieces(small);
    expect(pieces).toEqual([[{ depth: 0, key: 'value', value: small }]]);
    expect(joined(pieces)).toEqual(small);
  });

  it('sends a value that is not a container', () => {
    expect(joined(cutIntoPieces('text'))).toBe('text');
    expect(joined(cutIntoPieces(undefined))).toBeUndefined();
  });
});
