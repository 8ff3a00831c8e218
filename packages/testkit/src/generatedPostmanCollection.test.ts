import { describe, expect, it } from 'vitest';
import { generatedPostmanCollection, generatedRequestName } from './generatedPostmanCollection.js';

interface Node {
  name: string;
  item?: Node[];
  request?: unknown;
}

function requestNames(items: Node[]): string[] {
  return items.flatMap((item) => (item.item ? requestNames(item.item) : [item.name]));
}

function depth(items: Node[]): number {
  return Math.max(0, ...items.map((item) => (item.item ? 1 + depth(item.item) : 0)));
}

describe('generatedPostmanCollection', () => {
  it('holds exactly the requests asked for, in order, three folders deep', () => {
    const collection = generatedPostmanCollection({ requests: 1234 }) as { item: Node[] };
    const names = requestNames(collection.item);
    expect(names).toHaveLength(1234);
    expect(names[0]).toBe(generatedRequestName(0));
    expect(names[1233]).toBe(generatedRequestName(1233));
    expect(depth(collection.item)).toBe(3);
  });
});
