import type { ReactNode } from 'react';

// Keys, strings, numbers and literals of one line of pretty JSON. Only visible rows are coloured,
// so this costs a few dozen regex runs per frame whatever the body size.
const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;

export function colorJsonLine(line: string): ReactNode[] {
  const out: ReactNode[] = [];
  let from = 0;
  for (const match of line.matchAll(TOKEN)) {
    const at = match.index;
    if (at > from) out.push(line.slice(from, at));
    const [whole, string, colon, number, literal] = match;
    if (string !== undefined) {
      out.push(
        <span key={at} className={colon ? 'tok-key' : 'tok-string'}>
          {string}
        </span>,
      );
      if (colon) out.push(colon);
    } else if (number !== undefined) {
      out.push(
        <span key={at} className="tok-number">
          {number}
        </span>,
      );
    } else if (literal !== undefined) {
      out.push(
        <span key={at} className="tok-literal">
          {literal}
        </span>,
      );
    }
    from = at + whole.length;
  }
  if (from < line.length) out.push(line.slice(from));
  return out;
}
