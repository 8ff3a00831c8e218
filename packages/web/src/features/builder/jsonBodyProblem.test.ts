import { describe, expect, it } from 'vitest';
import { describeJsonProblem, jsonBodyProblem } from './jsonBodyProblem.js';

describe('jsonBodyProblem', () => {
  it('accepts valid JSON, an empty body and placeholders anywhere', () => {
    expect(jsonBodyProblem('{"a":1}')).toBeUndefined();
    expect(jsonBodyProblem('  ')).toBeUndefined();
    expect(jsonBodyProblem('{"id": {{userId}}, "name": "{{name}}"}')).toBeUndefined();
  });

  it('points at the error by line and column of what the user wrote', () => {
    const problem = jsonBodyProblem('{\n  "a": {{x}},\n}');
    expect(problem).toMatchObject({ line: 3, column: 1 });
    expect(describeJsonProblem(problem!)).toBe('Line 3, column 1: Expected double-quoted property name');
  });

  it('places a truncated body at its end', () => {
    expect(jsonBodyProblem('{"a":')).toMatchObject({
      at: 5,
      line: 1,
      column: 6,
      reason: 'Unexpected end of JSON input',
    });
  });
});
