// A VS Code colour theme's `tokenColors` (TextMate rules: scope selectors and a foreground) read
// as the code colours Courier's editors use. Each Courier kind stands for the TextMate scopes the
// grammars give that kind in JSON and in scripts; the rule that colours those scopes in VS Code
// is the one taken, by TextMate's precedence: the rule naming the deeper scope wins, then the
// selector naming more of the scope, then the one with more ancestors, and of equal rules the later.
import type { CodeTokenKey, ThemeCodeColors } from './model.js';

/** A scope as a grammar assigns it: its ancestors, outermost first, then the scope itself. */
type ScopeStack = readonly string[];

/** Where each kind of code appears, most telling first: JSON bodies, then JavaScript scripts. */
const SCOPES_OF_KIND: Record<CodeTokenKey, readonly ScopeStack[]> = {
  keyword: [
    ['source.js', 'keyword.control.flow.js'],
    ['source.js', 'storage.type.js'],
    ['source.json', 'constant.language.json'],
  ],
  string: [
    ['source.json', 'meta.structure.dictionary.value.json', 'string.quoted.double.json'],
    ['source.js', 'string.quoted.single.js'],
  ],
  number: [
    ['source.json', 'meta.structure.dictionary.value.json', 'constant.numeric.json'],
    ['source.js', 'constant.numeric.decimal.js'],
  ],
  property: [
    ['source.json', 'meta.structure.dictionary.json', 'string.json', 'support.type.property-name.json'],
    ['source.js', 'meta.object-literal.key.js'],
  ],
  comment: [
    ['source.js', 'comment.line.double-slash.js'],
    ['source.js', 'comment.block.js'],
  ],
};

interface TokenColorRule {
  selectors: string[][];
  foreground: string;
}

/** `string` names `string.quoted.double.json`: a selector's segments begin the scope's. */
function names(selector: string, scope: string): boolean {
  return scope === selector || scope.startsWith(`${selector}.`);
}

/**
 * How well a selector (`source.json support.type.property-name`) matches a scope stack, or -1.
 * Its last part names a scope of the stack, the deeper the better; the other parts name that
 * scope's ancestors, in order.
 */
function matchScore(selector: readonly string[], stack: ScopeStack): number {
  const last = selector.at(-1) ?? '';
  for (let depth = stack.length - 1; depth >= 0; depth -= 1) {
    if (!names(last, stack[depth] ?? '')) continue;
    let from = 0;
    const ancestorsFound = selector.slice(0, -1).every((part) => {
      const found = stack.findIndex((scope, index) => index >= from && index < depth && names(part, scope));
      from = found + 1;
      return found >= 0;
    });
    if (ancestorsFound) return depth * 10_000 + last.split('.').length * 100 + selector.length - 1;
  }
  return -1;
}

function rulesOf(tokenColors: unknown, colorOf: (value: unknown) => string | undefined): TokenColorRule[] {
  if (!Array.isArray(tokenColors)) return [];
  return tokenColors.flatMap((rule: unknown): TokenColorRule[] => {
    if (typeof rule !== 'object' || rule === null) return [];
    const { scope, settings } = rule as { scope?: unknown; settings?: { foreground?: unknown } };
    const foreground = colorOf(settings?.foreground);
    const scopes = typeof scope === 'string' ? scope.split(',') : Array.isArray(scope) ? scope : [];
    const selectors = scopes
      .filter((each): each is string => typeof each === 'string')
      .map((each) => each.trim().split(/\s+/).filter(Boolean))
      .filter((parts) => parts.length > 0);
    return foreground && selectors.length ? [{ selectors, foreground }] : [];
  });
}

/** The colour VS Code would paint a scope stack with, if any rule names it. */
function colorFor(rules: readonly TokenColorRule[], stack: ScopeStack): string | undefined {
  let best: { score: number; color: string } | undefined;
  for (const rule of rules) {
    for (const selector of rule.selectors) {
      const score = matchScore(selector, stack);
      if (score >= 0 && (!best || score >= best.score)) best = { score, color: rule.foreground };
    }
  }
  return best?.color;
}

/**
 * The code colours a VS Code theme's `tokenColors` give; kinds it does not colour are left out,
 * so Courier derives them. `colorOf` reads a VS Code colour (alpha dropped) or nothing.
 */
export function codeColorsFromTokenColors(
  tokenColors: unknown,
  colorOf: (value: unknown) => string | undefined,
): ThemeCodeColors {
  const rules = rulesOf(tokenColors, colorOf);
  const found: ThemeCodeColors = {};
  for (const [kind, stacks] of Object.entries(SCOPES_OF_KIND) as [CodeTokenKey, readonly ScopeStack[]][]) {
    const color = stacks.map((stack) => colorFor(rules, stack)).find((each) => each !== undefined);
    if (color) found[kind] = color;
  }
  return found;
}
