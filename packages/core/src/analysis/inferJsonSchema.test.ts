import { describe, expect, it } from 'vitest';
import { AnalysisError } from './errors.js';
import { inferJsonSchema } from './inferJsonSchema.js';
import { validateAgainstSchema } from './validateAgainstSchema.js';

describe('inferJsonSchema', () => {
  it('describes one sample, formats included', () => {
    expect(
      inferJsonSchema([
        { id: 7, name: 'Ada', email: 'ada@example.com', at: '2024-05-01T10:00:00Z', tags: ['x'], ok: true, note: null },
      ]),
    ).toEqual({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        email: { type: 'string', format: 'email' },
        at: { type: 'string', format: 'date-time' },
        tags: { type: 'array', items: { type: 'string' } },
        ok: { type: 'boolean' },
        note: { type: 'null' },
      },
      required: ['id', 'name', 'email', 'at', 'tags', 'ok', 'note'],
    });
  });

  it('requires only the keys every sample has, and merges types and array items', () => {
    const schema = inferJsonSchema([
      { price: 3, items: [{ sku: 'a' }], coupon: 'X' },
      { price: 2.5, items: [{ sku: 'b', qty: 2 }, { sku: 'c' }], coupon: null },
      { price: 1, items: [] },
    ]);
    expect(schema).toMatchObject({
      required: ['price', 'items'],
      properties: {
        price: { type: 'number' },
        coupon: { type: ['string', 'null'] },
        items: {
          type: 'array',
          items: { type: 'object', required: ['sku'], properties: { qty: { type: 'integer' } } },
        },
      },
    });
  });

  it('infers a schema its samples pass', () => {
    const samples = [{ a: [1, 'two', { b: null }] }, { a: [], c: 'https://example.com/x' }, [1]];
    expect(validateAgainstSchema(inferJsonSchema(samples), samples[0]).valid).toBe(true);
    expect(validateAgainstSchema(inferJsonSchema(samples), samples[2]).valid).toBe(true);
  });

  it('refuses no samples and samples nested too deep', () => {
    expect(() => inferJsonSchema([])).toThrow(
      new AnalysisError('NO_SAMPLES', 'Choose at least one response to infer a schema from'),
    );
    let deep: unknown = 1;
    for (let level = 0; level < 500; level += 1) deep = [deep];
    expect(() => inferJsonSchema([deep])).toThrow(/nests deeper than 200 levels/);
  });
});
