// Postman's `{{name}}` substitution (postman-collection's Substitutor), shared by the send pipeline
// (placeholders.ts) and the script sandbox's `replaceIn` (script/prelude/variables.js, bundled into
// the prelude), so a template resolves the same in a request and in a script. No imports: the
// prelude runs inside the sandbox.

/** Postman's REGEX_EXTRACT_VARS: no brace inside, so the innermost placeholder of a nest matches. */
export const PLACEHOLDER = /\{\{([^{}]*?)\}\}/g;
const MAX_PASSES = 19;
/**
 * Postman has no bound on work: a variable `a = {{a}}{{a}}{{a}}` triples at each of its 19 passes
 * (3^19 copies) and hangs the app. Courier stops substituting after this many replacements and
 * leaves the remaining placeholders as written; real templates stay far below it.
 */
const MAX_REPLACEMENTS = 100_000;

/**
 * Replaces each placeholder with `valueOf(name)`, the name being everything between the braces;
 * one it answers undefined for stays as written. A value may itself hold placeholders, which later
 * passes resolve, up to Postman's 19 passes (so a self-referencing variable stops).
 */
export function substitute(text: string, valueOf: (name: string) => string | undefined): string {
  if (!text.includes('{{')) return text;
  let current = text;
  let replacements = 0;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    let replaced = false;
    current = current.replace(PLACEHOLDER, (match, name: string) => {
      if (replacements >= MAX_REPLACEMENTS) return match;
      const value = valueOf(name);
      if (value === undefined) return match;
      replacements += 1;
      replaced = true;
      return value;
    });
    if (!replaced || replacements >= MAX_REPLACEMENTS) break;
  }
  return current;
}
