// Where a JSON text stops parsing, by line and column, in words a user can act on: V8's own
// message carries an offset or a copy of the whole text instead.

export interface JsonProblem {
  /** Offset of the error in the text. */
  at: number;
  line: number;
  column: number;
  /** The parser's description, without its own position. */
  reason: string;
}

function positionOf(error: SyntaxError, text: string): number {
  const offset = /at position (\d+)/.exec(error.message);
  if (offset) return Math.min(Number(offset[1]), text.length);
  const lineColumn = /line (\d+) column (\d+)/.exec(error.message);
  if (lineColumn) {
    const lines = text.split('\n').slice(0, Number(lineColumn[1]) - 1);
    return Math.min(lines.reduce((sum, line) => sum + line.length + 1, 0) + Number(lineColumn[2]) - 1, text.length);
  }
  // "Unexpected token 'o', "nope" is not valid JSON" quotes the text instead of a position: the
  // parser stopped at the first such character outside a string.
  const token = /^Unexpected token '(.)'/su.exec(error.message);
  if (token) return firstOutsideStrings(text, token[1]!) ?? text.length;
  // 'Unexpected end of JSON input' names no position: the end is where the text falls short.
  return text.length;
}

function firstOutsideStrings(text: string, wanted: string): number | undefined {
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (inString) {
      if (char === '\\') at += 1;
      else if (char === '"') inString = false;
    } else if (char === wanted) {
      return at;
    } else if (char === '"') {
      inString = true;
    }
  }
  return undefined;
}

/**
 * The first syntax error of `parsed` (a text of the same length as `text`, e.g. with placeholders
 * made numbers), located in `text`; undefined when it parses.
 */
export function jsonSyntaxProblem(text: string, parsed: string = text): JsonProblem | undefined {
  try {
    JSON.parse(parsed);
    return undefined;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const at = positionOf(error, text);
    const before = text.slice(0, at).split('\n');
    const reason = error.message.replace(/ in JSON at position .*$/s, '').replace(/, ".*" is not valid JSON$/s, '');
    return { at, line: before.length, column: (before.at(-1)?.length ?? 0) + 1, reason };
  }
}
