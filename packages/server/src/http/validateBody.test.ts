import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { validateForm, validateQuery } from './validateBody.js';

const run = (handler: ReturnType<typeof validateForm>, req: Partial<Request>) => {
  let passed = false;
  handler(req as Request, {} as Response, () => {
    passed = true;
  });
  return passed;
};

describe('validated inputs', () => {
  const page = validateQuery(z.object({ page: z.string().transform(Number) }));

  it('hands the handler the parsed query', () => {
    const req: Partial<Request> = { query: { page: '3' } };
    expect(run(page, req)).toBe(true);
    expect(page.of(req as Request)).toEqual({ page: 3 });
  });

  it("refuses a form with its first problem's message", () => {
    const name = validateForm(z.object({ name: z.string('Name is required') }));
    expect(() => run(name, { body: {} })).toThrow('Name is required');
  });

  it('fails loudly when a handler reads a value its validator never saw', () => {
    expect(() => page.of({ query: {} } as Request)).toThrow('The query validator did not run before this handler');
  });
});
