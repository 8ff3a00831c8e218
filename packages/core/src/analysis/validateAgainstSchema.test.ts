import { describe, expect, it } from 'vitest';
import { AnalysisError } from './errors.js';
import { MAX_REPORTED_ERRORS, checkSchema, validateAgainstSchema } from './validateAgainstSchema.js';

const order = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: { type: 'object', properties: { price: { type: 'number' }, email: { format: 'email' } } },
    },
  },
  additionalProperties: false,
};

describe('validateAgainstSchema', () => {
  it('accepts a body that matches', () => {
    expect(validateAgainstSchema(order, { items: [{ price: 1 }] })).toEqual({ valid: true, errors: [], warnings: [] });
  });

  it('reports every error with a path users read', () => {
    const result = validateAgainstSchema(order, { items: [{ price: 1 }, {}, { price: '3', email: 'nope' }], extra: 1 });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      { path: '$', message: "must NOT have additional properties: 'extra'", keyword: 'additionalProperties' },
      { path: '$.items[2].price', message: 'must be number', keyword: 'type' },
      { path: '$.items[2].email', message: 'must match format "email"', keyword: 'format' },
    ]);
  });

  it('follows $schema: draft-07 by default, 2020-12 when the schema says so', () => {
    const tuple = { type: 'array', prefixItems: [{ type: 'string' }] };
    expect(validateAgainstSchema(tuple, [1]).valid).toBe(true); // draft-07 knows no prefixItems
    const modern = { $schema: 'https://json-schema.org/draft/2020-12/schema', ...tuple };
    expect(validateAgainstSchema(modern, [1]).errors).toEqual([
      { path: '$[0]', message: 'must be string', keyword: 'type' },
    ]);
    expect(validateAgainstSchema(modern, ['a']).valid).toBe(true);
  });

  it('warns about keywords it does not know instead of refusing the schema', () => {
    const result = validateAgainstSchema({ type: 'string', example: 'x' }, 'y');
    expect(result.valid).toBe(true);
    expect(result.warnings).toEqual([expect.stringContaining('unknown keyword: "example"')]);
  });

  it('reports the first errors of a body that fails everywhere, and how many there were', () => {
    const result = validateAgainstSchema(
      { type: 'array', items: { type: 'string' } },
      Array.from({ length: 250 }, () => 1),
    );
    expect(result.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(result.warnings).toEqual([`Showing the first ${MAX_REPORTED_ERRORS} of 250 errors`]);
  });
});

describe('checkSchema', () => {
  it("gives ajv's message for a bad schema", () => {
    expect(checkSchema(order)).toEqual({ ok: true });
    expect(checkSchema({ type: 'strin' })).toEqual({
      ok: false,
      message: expect.stringContaining('schema is invalid'),
    });
    expect(checkSchema('text')).toEqual({ ok: false, message: 'A schema must be a JSON object' });
    expect(checkSchema({ $schema: 'http://json-schema.org/draft-04/schema#' })).toEqual({
      ok: false,
      message: expect.stringContaining('Unsupported $schema'),
    });
  });

  it('makes validateAgainstSchema throw a typed error for a bad schema', () => {
    expect(() => validateAgainstSchema({ type: 'strin' }, 1)).toThrow(AnalysisError);
  });
});
