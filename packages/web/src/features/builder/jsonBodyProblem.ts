// A JSON body's syntax error, for the editor's inline mark and the warning on Send. Placeholders
// are allowed anywhere (`{"id": {{userId}}}` is valid once resolved), so each `{{…}}` is read as a
// number of the same length: offsets in the message still point into what the user wrote.
import { findPlaceholders } from '@courier/core';
import { jsonSyntaxProblem, type JsonProblem } from '../../lib/jsonSyntaxProblem.js';

export type { JsonProblem } from '../../lib/jsonSyntaxProblem.js';

function withPlaceholdersAsNumbers(text: string): string {
  let result = '';
  let from = 0;
  for (const placeholder of findPlaceholders(text)) {
    if (placeholder.start < from) continue;
    result += text.slice(from, placeholder.start) + '1'.repeat(placeholder.end - placeholder.start);
    from = placeholder.end;
  }
  return result + text.slice(from);
}

/** The first syntax error of a JSON body, or undefined when it parses (an empty body is fine). */
export function jsonBodyProblem(text: string): JsonProblem | undefined {
  if (text.trim() === '') return undefined;
  return jsonSyntaxProblem(text, withPlaceholdersAsNumbers(text));
}

/** 'Line 1, column 8: Expected double-quoted property name'. */
export function describeJsonProblem(problem: JsonProblem): string {
  return `Line ${problem.line}, column ${problem.column}: ${problem.reason}`;
}
