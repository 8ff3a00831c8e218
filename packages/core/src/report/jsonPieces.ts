// A JSON report in pieces: a long run's report can pass V8's longest string (about 512 MB), so
// the CLI writes it piece by piece and never holds the whole text.
import { createId } from '../model/id.js';

/** Stands in the document for the array given as items; random, so no text in a report can match it. */
export interface ItemsPlaceholder {
  readonly marker: string;
}

export function itemsPlaceholder(): ItemsPlaceholder {
  return { marker: `\u0000items-${createId()}` };
}

/**
 * `JSON.stringify(document, null, 2)` and a newline, byte for byte, as pieces: the document whole
 * but for its one big array, whose place holds `placeholder.marker`, and then each of `items`
 * stringified on its own as the array's elements, so only one item's text is held at a time.
 */
export function* jsonPieces(
  document: object,
  placeholder: ItemsPlaceholder,
  items: Iterable<unknown>,
): Generator<string> {
  const text = JSON.stringify(document, null, 2);
  const marker = JSON.stringify(placeholder.marker);
  const at = text.indexOf(marker);
  if (at < 0) throw new Error('the document does not hold the items placeholder');
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const indent = /^ */.exec(text.slice(lineStart, at))?.[0] ?? '';
  const itemIndent = `${indent}  `;
  yield text.slice(0, at);
  let first = true;
  for (const item of items) {
    // Newlines in a stringified value are only those between its parts: a string's own are escaped.
    const itemText = (JSON.stringify(item, null, 2) as string | undefined) ?? 'null';
    yield `${first ? '[' : ','}\n${itemIndent}${itemText.replaceAll('\n', `\n${itemIndent}`)}`;
    first = false;
  }
  yield first ? '[]' : `\n${indent}]`;
  yield `${text.slice(at + marker.length)}\n`;
}
