import fc from 'fast-check';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Variable } from '../model/variable.js';
import { lookupFromSources } from './lookup.js';
import { resolveTemplate } from './placeholders.js';

// postman-collection ships no type declarations; only this constructor is used.
interface PostmanVariableScope {
  replaceIn(template: string): string;
}
const { VariableScope } = createRequire(import.meta.url)('postman-collection') as {
  VariableScope: new (definition: {
    values: Array<{ key: string; value: unknown; disabled: boolean }>;
  }) => PostmanVariableScope;
};

// Resolution must match Postman's own (postman-collection, which newman runs): templates and
// variables are drawn from pieces that make nests, self references, chains, unclosed braces,
// whitespace names and disabled duplicates likely.
const piece = fc.constantFrom('{{', '}}', '{', '}', 'a', 'b', 'ab', ' ', 'x', '-');
const text = fc
  .array(fc.oneof(piece, fc.constantFrom('{{a}}', '{{b}}')), { maxLength: 12 })
  .map((parts) => parts.join(''));
// At most one placeholder per value (five pieces cannot hold two), so chains grow linearly: a value
// holding two copies of itself makes both implementations run 2^19 replacements (see MAX_REPLACEMENTS).
const value = fc.array(piece, { maxLength: 5 }).map((parts) => parts.join(''));
const variable = fc.record({
  key: fc.constantFrom('a', 'b', 'ab', ' a', 'x', 'a b', ''),
  value,
  enabled: fc.boolean(),
});

describe("resolveTemplate matches Postman's substitution", () => {
  it('gives the same text for random templates and variables (property)', () => {
    fc.assert(
      fc.property(text, fc.array(variable, { maxLength: 6 }), (template, variables) => {
        const scope = new VariableScope({
          values: variables.map(({ key, value, enabled }) => ({ key, value, disabled: !enabled })),
        });
        expect(resolveTemplate(template, lookupFromSources(variables))).toBe(scope.replaceIn(template));
      }),
      { numRuns: 1000 },
    );
  });

  it('turns numbers, booleans, null, arrays and objects into the same text (property)', () => {
    // Leaves without braces: how typed values read, not how nesting resolves, is what varies here.
    const leaf = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom('', 'x', 'a b'));
    const typed = fc.oneof(leaf, fc.array(leaf, { maxLength: 3 }), fc.dictionary(fc.constantFrom('a', 'b'), leaf));
    fc.assert(
      fc.property(typed, (value) => {
        const scope = new VariableScope({ values: [{ key: 'a', value, disabled: false }] });
        const variables = [{ key: 'a', value: value as Variable['value'], enabled: true }];
        expect(resolveTemplate('<{{a}}>', lookupFromSources(variables))).toBe(scope.replaceIn('<{{a}}>'));
      }),
      { numRuns: 300 },
    );
  });
});
