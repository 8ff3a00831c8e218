import { describe, expect, it } from 'vitest';
import { jsonSyntaxProblem } from './jsonSyntaxProblem.js';

const where = (text: string) => {
  const problem = jsonSyntaxProblem(text);
  return problem && [problem.line, problem.column];
};

describe('jsonSyntaxProblem', () => {
  it('locates an error V8 reports with a position, by line and column', () => {
    expect(where('{\n  "a": 1,\n}')).toEqual([3, 1]);
  });

  it('locates an unexpected token V8 reports with a copy of the text instead of a position', () => {
    expect(where('hello')).toEqual([1, 1]);
    expect(where('nope')).toEqual([1, 2]);
    expect(where('{"x": "tru}", "a": tru}')).toEqual([1, 23]);
  });

  it('puts a text that ends too early at its end, and finds nothing wrong with valid JSON', () => {
    expect(where('{"a": [1')).toEqual([1, 9]);
    expect(jsonSyntaxProblem('{"a": [1]}')).toBeUndefined();
  });
});
