import { dynamicVariableValue } from './dynamicVariables.js';
import { PLACEHOLDER, substitute } from './substitute.js';

/**
 * `{{name}}` placeholders, scanned and substituted the way Postman does (postman-collection's
 * Substitutor): the name is everything between the braces, whitespace included, so `{{ name }}`
 * looks up " name " and normally stays as written; an unknown name stays as written; a value may
 * itself hold placeholders, which later passes resolve, up to Postman's limit of 19 passes (so a
 * self-referencing variable stops instead of looping). Nested `{{a{{b}}}}` resolves the inner
 * placeholder first, then the outer one built from its value.
 */

/** Answers a variable's text, or undefined when no scope defines it. */
export type VariableLookup = (name: string) => string | undefined;

export interface Placeholder {
  /** The text between the braces, exactly as written. */
  name: string;
  /** Offset of the opening `{{`. */
  start: number;
  /** Offset just past the closing `}}`. */
  end: number;
}

export interface ResolveOptions {
  /** Generate dynamic variables (`{{$guid}}`, `{{timestamp}}`…); false leaves them as written. Default true. */
  dynamic?: boolean;
}

/** Every placeholder of `text` in order of appearance (innermost ones for nests). */
export function findPlaceholders(text: string): Placeholder[] {
  const found: Placeholder[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const start = match.index;
    found.push({ name: match[1] ?? '', start, end: start + match[0].length });
  }
  return found;
}

/** The names `text` refers to, each once, in order of first appearance. */
export function placeholderNames(text: string): string[] {
  return [...new Set(findPlaceholders(text).map((placeholder) => placeholder.name))];
}

/**
 * Replaces placeholders with what `lookup` answers, then with dynamic variables (defined
 * variables win, as in Postman, so a user's own `timestamp` shadows the generated one).
 */
export function resolveTemplate(text: string, lookup: VariableLookup, options: ResolveOptions = {}): string {
  const dynamic = options.dynamic !== false;
  return substitute(text, (name) => lookup(name) ?? (dynamic ? dynamicVariableValue(name) : undefined));
}
