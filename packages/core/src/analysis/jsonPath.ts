// JSON paths as users read and write them: "$.user.name", "$.items[3].id", "$['odd key']".
// Differences and validation errors are reported with them, and ignore rules are written in them,
// with "[*]" or ".*" for any key or index and ".." for any depth ("$..updatedAt").
import { AnalysisError } from './errors.js';
import type { JsonPath } from './types.js';

export type PathSegment =
  { kind: 'key'; name: string } | { kind: 'index'; index: number } | { kind: 'any' } | { kind: 'descend' };

export const ROOT_PATH: JsonPath = '$';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The path of `key` inside the object at `path`: dotted when it is an identifier, bracketed otherwise. */
export function keyPath(path: JsonPath, key: string): JsonPath {
  if (IDENTIFIER.test(key)) return `${path}.${key}`;
  return `${path}['${key.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}']`;
}

export function indexPath(path: JsonPath, index: number): JsonPath {
  return `${path}[${index}]`;
}

function invalidPath(text: string, why: string): AnalysisError {
  return new AnalysisError(
    'INVALID_JSON_PATH',
    `"${text}" is not a JSON path (${why}); write it like $.items[*].updatedAt`,
  );
}

/** Reads a path into its segments; throws INVALID_JSON_PATH naming the text when it is not one. */
export function parseJsonPath(text: string): PathSegment[] {
  if (!text.startsWith('$')) throw invalidPath(text, 'it must start with $');
  const segments: PathSegment[] = [];
  let at = 1;
  while (at < text.length) {
    if (text.startsWith('..', at)) {
      segments.push({ kind: 'descend' });
      at += 1; // leave one dot, so the name after ".." reads like any dotted key
      if (text[at + 1] === '[') at += 1;
      continue;
    }
    if (text[at] === '.') {
      const end = nextDelimiter(text, at + 1);
      const name = text.slice(at + 1, end);
      if (name === '') throw invalidPath(text, `a name is missing after the dot at ${at + 1}`);
      segments.push(name === '*' ? { kind: 'any' } : { kind: 'key', name });
      at = end;
      continue;
    }
    if (text[at] === '[') {
      const [segment, end] = readBracket(text, at);
      segments.push(segment);
      at = end;
      continue;
    }
    throw invalidPath(text, `unexpected "${text[at]}" at ${at + 1}`);
  }
  if (segments.at(-1)?.kind === 'descend') throw invalidPath(text, 'it ends with ..');
  return segments;
}

function nextDelimiter(text: string, from: number): number {
  let at = from;
  while (at < text.length && text[at] !== '.' && text[at] !== '[') at += 1;
  return at;
}

function readBracket(text: string, open: number): [PathSegment, number] {
  const quote = text[open + 1];
  if (quote === "'" || quote === '"') {
    let name = '';
    let at = open + 2;
    while (at < text.length && text[at] !== quote) {
      if (text[at] === '\\' && at + 1 < text.length) at += 1;
      name += text[at];
      at += 1;
    }
    if (text[at + 1] !== ']') throw invalidPath(text, `the bracket at ${open + 1} is not closed`);
    return [{ kind: 'key', name }, at + 2];
  }
  const close = text.indexOf(']', open);
  if (close === -1) throw invalidPath(text, `the bracket at ${open + 1} is not closed`);
  const inner = text.slice(open + 1, close).trim();
  if (inner === '*') return [{ kind: 'any' }, close + 1];
  if (/^\d+$/.test(inner)) return [{ kind: 'index', index: Number(inner) }, close + 1];
  throw invalidPath(text, `"[${inner}]" is neither an index, * nor a quoted name`);
}

/**
 * Whether `pattern` covers the concrete path `segments`: it matches them or a path above them, so
 * ignoring "$.meta" ignores "$.meta.generatedAt" too.
 */
export function pathCovers(pattern: readonly PathSegment[], segments: readonly PathSegment[]): boolean {
  return coversFrom(pattern, 0, segments, 0);
}

function coversFrom(
  pattern: readonly PathSegment[],
  patternAt: number,
  segments: readonly PathSegment[],
  segmentAt: number,
): boolean {
  if (patternAt === pattern.length) return true;
  const wanted = pattern[patternAt]!;
  if (wanted.kind === 'descend') {
    for (let depth = segmentAt; depth < segments.length; depth += 1) {
      if (coversFrom(pattern, patternAt + 1, segments, depth)) return true;
    }
    return false;
  }
  const actual = segments[segmentAt];
  if (actual === undefined || !segmentMatches(wanted, actual)) return false;
  return coversFrom(pattern, patternAt + 1, segments, segmentAt + 1);
}

function segmentMatches(wanted: PathSegment, actual: PathSegment): boolean {
  if (wanted.kind === 'any') return actual.kind === 'key' || actual.kind === 'index';
  if (wanted.kind === 'key') return actual.kind === 'key' && actual.name === wanted.name;
  if (wanted.kind === 'index') return actual.kind === 'index' && actual.index === wanted.index;
  return false;
}

/** "$.items[2].price" from a JSON Pointer ("/items/2/price") into `data`, as validation reports it. */
export function pathFromPointer(pointer: string, data: unknown): JsonPath {
  if (pointer === '') return ROOT_PATH;
  let path = ROOT_PATH;
  let current: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(current) && /^\d+$/.test(token)) {
      path = indexPath(path, Number(token));
      current = current[Number(token)];
    } else {
      path = keyPath(path, token);
      current = isPlainObject(current) ? current[token] : undefined;
    }
  }
  return path;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
