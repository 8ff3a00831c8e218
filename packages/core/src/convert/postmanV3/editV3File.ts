/**
 * A v3 file rewritten with the fewest changed lines: the YAML document is edited in place, so a file
 * kept in a repository changes only where the request changed, its comments and key order kept.
 * This is what a watcher writing one request file back uses.
 */
import { isMap, isScalar, isSeq, type Document, type Node } from 'yaml';
import type { FolderFile } from '../bruno/brunoConfigFile.js';
import { parseV3Document } from './parseV3File.js';

type Plain = unknown;

function isPlainObject(value: Plain): value is Record<string, Plain> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Updates `node` (held at `path` in `document`) to `value`, touching only what differs. */
function update(document: Document, path: (string | number)[], node: unknown, value: Plain): void {
  if (isMap(node) && isPlainObject(value)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!(key in value)) node.delete(key);
    }
    for (const [key, child] of Object.entries(value)) {
      if (child === undefined) continue;
      if (node.has(key)) update(document, [...path, key], node.get(key, true), child);
      else node.set(key, document.createNode(child));
    }
    return;
  }
  if (isSeq(node) && Array.isArray(value)) {
    value.forEach((child, index) => {
      if (index < node.items.length) update(document, [...path, index], node.items[index], child);
      else node.add(document.createNode(child));
    });
    while (node.items.length > value.length) node.delete(node.items.length - 1);
    return;
  }
  if (isScalar(node) && !isPlainObject(value) && !Array.isArray(value)) {
    if (node.value !== value) node.value = value;
    return;
  }
  document.setIn(path, document.createNode(value) as Node);
}

/** The file's text with its fields set to `fields`; lines whose values did not change stay as they were. */
export function editV3File(file: FolderFile, fields: Record<string, Plain>): string {
  const document = parseV3Document(file);
  update(document, [], document.contents, fields);
  // New values are quoted as the rest of a v3 file is: single quotes.
  return document.toString({ lineWidth: 0, singleQuote: true });
}
