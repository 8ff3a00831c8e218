/**
 * Hoppscotch's variables and scripts in Courier's terms. Older Hoppscotch writes variables as
 * `<<name>>`, newer as `{{name}}`; its legacy script API `pw` (with jest-style `toBe` matchers) and
 * the newer `hopp` map onto `pm` and chai.
 * Why: docs/decisions/0040-other-tools-scripts-and-template-tags.md
 */
import type { ScriptDialect } from '../translateScript.js';
import { looseText } from '../untrusted.js';

/** `<<baseURL>>/users` → `{{baseURL}}/users`. */
export function hoppscotchText(value: unknown): string {
  return looseText(value).replace(/<<\s*([\w.-]+)\s*>>/g, '{{$1}}');
}

export const HOPPSCOTCH_SCRIPTS: ScriptDialect = {
  tool: 'Hoppscotch',
  rules: [
    [/\b(pw|hopp)\.env\.(set|get|unset)\(/g, 'pm.environment.$2('],
    [/\b(pw|hopp)\.env\.getResolve\(/g, 'pm.variables.get('],
    [/\b(pw|hopp)\.env\.resolve\(/g, 'pm.variables.replaceIn('],
    [/\b(pw|hopp)\.(test|expect)\(/g, 'pm.$2('],
    [/\bpw\.response\.status\b/g, 'pm.response.code'],
    [/\bhopp\.response\.statusCode\b/g, 'pm.response.code'],
    [/\bpw\.response\.body\b/g, 'pm.response.json()'],
    [/\bhopp\.response\.body\.asJSON\(\)/g, 'pm.response.json()'],
    [/\bhopp\.response\.body\.asText\(\)/g, 'pm.response.text()'],
    [/\.not\.toBe\(/g, '.to.not.eql('],
    [/\.toBe\(/g, '.to.eql('],
    [/\.not\.toBeType\(/g, '.to.not.be.a('],
    [/\.toBeType\(/g, '.to.be.a('],
    [/\.not\.toHaveLength\(/g, '.to.not.have.lengthOf('],
    [/\.toHaveLength\(/g, '.to.have.lengthOf('],
    [/\.not\.toInclude\(/g, '.to.not.include('],
    [/\.toInclude\(/g, '.to.include('],
    [/\.toBeLevel([2-5])xx\(\)/g, '.to.be.within($100, $199)'],
  ],
  untranslated: /\b(pw|hopp)\.\w/,
};
