// Comments in a raw JSON body: Postman lets users annotate a JSON body with `// …` and `/* … */`
// and removes them just before sending (postman-runtime's presend step, strip-json-comments with
// `whitespace: false`), so the server and the test script both see the body without them.
import type { HttpRequest, ProtocolProfileBehavior } from '../model/request.js';
import { BODY_PRUNED_METHODS } from './prepare.js';

/**
 * The request with the comments of its raw JSON body removed, or the same request when there is
 * nothing to remove. A body the method prunes is left as written, as in postman-runtime.
 */
export function withoutJsonComments(request: HttpRequest, behavior: ProtocolProfileBehavior): HttpRequest {
  const { body } = request;
  if (body.mode !== 'raw' || body.language !== 'json') return request;
  if (BODY_PRUNED_METHODS.has(request.method.toUpperCase()) && behavior.disableBodyPruning !== true) return request;
  if (!body.raw.includes('//') && !body.raw.includes('/*')) return request;
  return { ...request, body: { ...body, raw: stripJsonComments(body.raw) } };
}

/**
 * strip-json-comments 3 without whitespace: a `//` comment ends before its line break (a CR of a
 * CRLF goes with the comment), a `/* … *\/` comment ends after its `*\/`, an unterminated one runs
 * to the end, and nothing inside a string counts. A quote toggles "inside a string" unless an odd
 * number of backslashes precedes it, even after a comment has opened on the same pass.
 */
export function stripJsonComments(text: string): string {
  let inString = false;
  let comment: 'line' | 'block' | undefined;
  let kept = '';
  let from = 0;
  for (let i = 0; i < text.length; i += 1) {
    const pair = text.slice(i, i + 2);
    if (comment === undefined && text[i] === '"' && !escapedAt(text, i)) inString = !inString;
    if (inString) continue;
    if (comment === undefined && pair === '//') {
      kept += text.slice(from, i);
      comment = 'line';
      i += 1;
    } else if (comment === 'line' && pair === '\r\n') {
      i += 1;
      comment = undefined;
      from = i;
    } else if (comment === 'line' && text[i] === '\n') {
      comment = undefined;
      from = i;
    } else if (comment === undefined && pair === '/*') {
      kept += text.slice(from, i);
      comment = 'block';
      i += 1;
    } else if (comment === 'block' && pair === '*/') {
      i += 1;
      comment = undefined;
      from = i + 1;
    }
  }
  return comment === undefined ? kept + text.slice(from) : kept;
}

function escapedAt(text: string, quote: number): boolean {
  let backslashes = 0;
  for (let i = quote - 1; text[i] === '\\'; i -= 1) backslashes += 1;
  return backslashes % 2 === 1;
}
