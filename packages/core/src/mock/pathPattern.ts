// A route's path pattern, compiled once into segments: literals, `:name` parameters and `*`
// (one segment, or everything that is left when it comes last).
import { ValidationError } from '../errors.js';

export type PatternSegment =
  { kind: 'literal'; text: string } | { kind: 'param'; name: string } | { kind: 'wildcard'; rest: boolean };

export interface PathPattern {
  /** As written, normalised to start with one slash. */
  source: string;
  segments: PatternSegment[];
}

const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** The non-empty segments of a path: '/a//b/' and 'a/b' both give ['a', 'b']. */
export function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Decoded segments of a request path; a segment that is not valid percent-encoding stays as sent. */
export function requestSegments(path: string): string[] {
  return splitPath(path).map((segment) => {
    if (!segment.includes('%')) return segment;
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

/** Compiles a pattern such as '/users/:id/*'; throws a ValidationError saying what cannot compile. */
export function compilePathPattern(path: string): PathPattern {
  const trimmed = path.trim();
  if (trimmed.includes('?') || trimmed.includes('#')) {
    throw new ValidationError(`Path '${path}' cannot hold a query or fragment: rules match query parameters`);
  }
  const parts = splitPath(trimmed);
  const names = new Set<string>();
  const segments = parts.map((part, index): PatternSegment => {
    if (part === '*') return { kind: 'wildcard', rest: index === parts.length - 1 };
    if (part.includes('*')) {
      throw new ValidationError(`Path '${path}': a * wildcard must be a whole segment, as in /files/*`);
    }
    if (part.startsWith(':')) {
      const name = part.slice(1);
      if (!PARAM_NAME.test(name)) {
        throw new ValidationError(
          `Path '${path}': '${part}' is not a parameter name (letters, digits, _ and -, not starting with a digit)`,
        );
      }
      if (names.has(name)) throw new ValidationError(`Path '${path}': parameter ':${name}' appears twice`);
      names.add(name);
      return { kind: 'param', name };
    }
    return { kind: 'literal', text: requestSegments(part)[0] ?? part };
  });
  return { source: `/${parts.join('/')}`, segments };
}

/** The path parameters when `segments` (a request's, decoded) match the pattern, else undefined. */
export function matchPath(pattern: PathPattern, segments: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  const wanted = pattern.segments;
  for (let i = 0; i < wanted.length; i += 1) {
    const segment = wanted[i]!;
    if (segment.kind === 'wildcard' && segment.rest) return params;
    const actual = segments[i];
    if (actual === undefined) return undefined;
    if (segment.kind === 'literal') {
      if (segment.text !== actual) return undefined;
    } else if (segment.kind === 'param') {
      params[segment.name] = actual;
    }
  }
  return segments.length === wanted.length ? params : undefined;
}
