// A JSON body's syntax error, for the editor's inline mark and the warning on Send. Placeholders
// are allowed anywhere (`{"id": {{userId}}}` is valid once resolved), so each `{{…}}` is read as a
// number of the same length: offsets in the message still point into what the user wrote.
import { findPlaceholders } from '@courier/core';

export interface JsonProblem {
  /** Offset of the error in the body text. */
  at: number;
  line: number;
  column: number;
  /** The parser's description, without its own position. */
  reason: string;
}

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

function positionOf(error: SyntaxError, text: string): number {
  const offset = /at position (\d+)/.exec(error.message);
  if (offset) return Math.min(Number(offset[1]), text.length);
  const lineColumn = /line (\d+) column (\d+)/.exec(error.message);
  if (lineColumn) {
    const lines = text.split('\n').slice(0, Number(lineColumn[1]) - 1);
    return Math.min(lines.reduce((sum, line) => sum + line.length + 1, 0) + Number(lineColumn[2]) - 1, text.length);
  }
  // 'Unexpected end of JSON input' names no position: the end is where the text falls short.
  return text.length;
}

/** The first syntax error of a JSON body, or undefined when it parses (an empty body is fine). */
export function jsonBodyProblem(text: string): JsonProblem | undefined {
  if (text.trim() === '') return undefined;
  try {
    JSON.parse(withPlaceholdersAsNumbers(text));
    return undefined;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const at = positionOf(error, text);
    const before = text.slice(0, at).split('\n');
    // V8 appends the position, or a copy of the whole text: both are said better by line and column.
    const reason = error.message.replace(/ in JSON at position .*$/s, '').replace(/, ".*" is not valid JSON$/s, '');
    return { at, line: before.length, column: (before.at(-1)?.length ?? 0) + 1, reason };
  }
}

/** 'Line 1, column 8: Expected double-quoted property name'. */
export function describeJsonProblem(problem: JsonProblem): string {
  return `Line ${problem.line}, column ${problem.column}: ${problem.reason}`;
}
