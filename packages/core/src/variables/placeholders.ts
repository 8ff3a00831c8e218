import { dynamicVariableValue } from './dynamicVariables.js';

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

// Postman's REGEX_EXTRACT_VARS: no brace inside, so the innermost placeholder of a nest matches.
const PLACEHOLDER = /\{\{([^{}]*?)\}\}/g;
const MAX_PASSES = 19;
/**
 * Postman has no bound on work: a variable `a = {{a}}{{a}}{{a}}` triples at each of its 19 passes
 * (3^19 copies) and hangs the app. Courier stops substituting after this many replacements and
 * leaves the remaining placeholders as written; real templates stay far below it.
 */
export const MAX_REPLACEMENTS = 100_000;

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
  if (!text.includes('{{')) return text;
  const dynamic = options.dynamic !== false;
  let current = text;
  let replacements = 0;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    let replaced = false;
    current = current.replace(PLACEHOLDER, (match, name: string) => {
      if (replacements >= MAX_REPLACEMENTS) return match;
      const value = lookup(name) ?? (dynamic ? dynamicVariableValue(name) : undefined);
      if (value === undefined) return match;
      replacements += 1;
      replaced = true;
      return value;
    });
    if (!replaced || replacements >= MAX_REPLACEMENTS) break;
  }
  return current;
}
