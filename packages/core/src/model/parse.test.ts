import { describe, expect, it } from 'vitest';
import { CollectionSchema } from './collection.js';
import { describeIssues } from './parse.js';

function problemsOf(collection: unknown): string {
  const result = CollectionSchema.safeParse(collection);
  if (result.success) throw new Error('expected the collection to be refused');
  return describeIssues(result.error);
}

const collection = (items: unknown[]) => ({ id: 'c1', name: 'Shop', items });

describe('describeIssues', () => {
  it('names the field of a broken item, not just the item, once its type says which kind it is', () => {
    expect(problemsOf(collection([{ type: 'websocket', id: 'w1', name: 'Echo', url: 42 }]))).toBe(
      'items.0.url: Invalid input: expected string, received number',
    );
    expect(
      problemsOf(
        collection([{ type: 'folder', id: 'f1', name: 'Users', items: [{ type: 'request', id: 'r1', url: 5 }] }]),
      ),
    ).toBe('items.0.items.0.url: Invalid input: expected string, received number');
  });

  it('names the kinds there are when the type is none of them', () => {
    expect(problemsOf(collection([{ type: 'grpc', id: 'g1', name: 'Greeter' }]))).toBe(
      'items.0.type: Invalid option: expected one of "request"|"websocket"|"folder"',
    );
  });

  it('reaches into an auth scheme the same way', () => {
    expect(
      problemsOf(collection([{ type: 'request', id: 'r1', url: 'http://x', auth: { type: 'bearer', token: 7 } }])),
    ).toMatch(/^items\.0\.auth\.token: Invalid input: expected string/);
  });

  it('keeps the message of a field outside any union', () => {
    expect(problemsOf({ id: 'c1', name: ' ', items: [] })).toBe('name: Collection name is required');
  });
});
