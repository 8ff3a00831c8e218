/**
 * Bruno's script API (`bru`, `req`, `res`, `test`, `expect`) rewritten to Postman's `pm`, and its
 * declarative `assert` rows written as `pm.test` calls. Bruno's runtime variables last for the
 * whole run, as Postman's collection variables do, so `bru.setVar` sets a collection variable and
 * `bru.getVar` reads through every scope.
 * Why: docs/decisions/0040-other-tools-scripts-and-template-tags.md
 */
import type { ImportNotes } from '../importNotes.js';
import type { ScriptDialect } from '../translateScript.js';
import { looseText, recordsOf } from '../untrusted.js';

/** The response body as Bruno gives it to scripts: parsed when it is JSON, else its text. */
const RESPONSE_BODY =
  "(/json/i.test(pm.response.headers.get('Content-Type') ?? '') ? pm.response.json() : pm.response.text())";

/** Not after a dot or a word character: `test(` but not `pm.test(` or `mytest(`. */
const START = '(^|[^.\\w$])';

export const BRUNO_SCRIPTS: ScriptDialect = {
  tool: 'Bruno',
  rules: [
    [/\bbru\.setVar\(/g, 'pm.collectionVariables.set('],
    [/\bbru\.(getVar|getRequestVar)\(/g, 'pm.variables.get('],
    [/\bbru\.hasVar\(/g, 'pm.variables.has('],
    [/\bbru\.deleteVar\(/g, 'pm.collectionVariables.unset('],
    [/\bbru\.getCollectionVar\(/g, 'pm.collectionVariables.get('],
    [/\bbru\.setEnvVar\(/g, 'pm.environment.set('],
    [/\bbru\.getEnvVar\(/g, 'pm.environment.get('],
    [/\bbru\.getGlobalEnvVar\(/g, 'pm.globals.get('],
    [/\bbru\.setGlobalEnvVar\(/g, 'pm.globals.set('],
    [/\bbru\.interpolate\(/g, 'pm.variables.replaceIn('],
    [/\bbru\.setNextRequest\(/g, 'pm.execution.setNextRequest('],
    [/\bbru\.runner\.skipRequest\(/g, 'pm.execution.skipRequest('],
    [/\bbru\.sendRequest\(/g, 'pm.sendRequest('],
    [/\bres\.(getStatus\(\)|status\b)/g, 'pm.response.code'],
    [/\bres\.(getStatusText\(\)|statusText\b)/g, 'pm.response.status'],
    // Bruno parses a JSON body and hands over any other as text: a property read implies JSON.
    [/\bres\.(getBody\(\)|body\b)(?=\s*(\.|\[))/g, 'pm.response.json()'],
    [/\bres\.(getBody\(\)|body\b)/g, RESPONSE_BODY],
    [/\bres\.(getHeaders\(\)|headers\b)/g, 'pm.response.headers.toObject()'],
    [/\bres\.getHeader\(/g, 'pm.response.headers.get('],
    [/\bres\.(getResponseTime\(\)|responseTime\b)/g, 'pm.response.responseTime'],
    [/\breq\.getUrl\(\)/g, 'pm.request.url.toString()'],
    [/\breq\.getMethod\(\)/g, 'pm.request.method'],
    [/\breq\.getHeader\(/g, 'pm.request.headers.get('],
    [/\breq\.setHeader\(([^,]+),\s*/g, 'pm.request.headers.upsert({ key: $1, value: '],
    [new RegExp(`${START}test\\(`, 'g'), '$1pm.test('],
    [new RegExp(`${START}expect\\(`, 'g'), '$1pm.expect('],
  ],
  untranslated: /(^|[^.\w$])(bru|req|res)\.\w/,
};

/** `res.status`, `res.body.a.b`, `res.headers.x-id` → the pm expression that reads it. */
function assertedValue(subject: string): string | undefined {
  if (subject === 'res.status') return 'pm.response.code';
  if (subject === 'res.responseTime') return 'pm.response.responseTime';
  if (subject === 'res.body') return RESPONSE_BODY;
  const body = /^res\.body((\.[A-Za-z_$][\w$]*|\[\d+\])+)$/.exec(subject);
  if (body) return `pm.response.json()${body[1]}`;
  const header = /^res\.headers\.([\w-]+)$/.exec(subject);
  if (header) return `pm.response.headers.get(${JSON.stringify(header[1])})`;
  return undefined;
}

/** Bruno writes operands loosely: numbers, booleans and null as such, quoted or bare text as text. */
function operand(text: string): string {
  const value = text.trim();
  if (/^-?\d+(\.\d+)?$/.test(value) || /^(true|false|null)$/.test(value)) return value;
  if (/^(["']).*\1$/.test(value)) return JSON.stringify(value.slice(1, -1));
  return JSON.stringify(value);
}

const CHECKS: Record<string, (actual: string, expected: string) => string> = {
  eq: (actual, expected) => `pm.expect(${actual}).to.eql(${expected})`,
  neq: (actual, expected) => `pm.expect(${actual}).to.not.eql(${expected})`,
  gt: (actual, expected) => `pm.expect(${actual}).to.be.above(${expected})`,
  gte: (actual, expected) => `pm.expect(${actual}).to.be.at.least(${expected})`,
  lt: (actual, expected) => `pm.expect(${actual}).to.be.below(${expected})`,
  lte: (actual, expected) => `pm.expect(${actual}).to.be.at.most(${expected})`,
  contains: (actual, expected) => `pm.expect(${actual}).to.include(${expected})`,
  notContains: (actual, expected) => `pm.expect(${actual}).to.not.include(${expected})`,
  isDefined: (actual) => `pm.expect(${actual}).to.not.be.undefined`,
  isUndefined: (actual) => `pm.expect(${actual}).to.be.undefined`,
  isNull: (actual) => `pm.expect(${actual}).to.be.null`,
  isTruthy: (actual) => `pm.expect(${actual}).to.be.ok`,
  isFalsy: (actual) => `pm.expect(${actual}).to.not.be.ok`,
  isNumber: (actual) => `pm.expect(${actual}).to.be.a('number')`,
  isString: (actual) => `pm.expect(${actual}).to.be.a('string')`,
  isBoolean: (actual) => `pm.expect(${actual}).to.be.a('boolean')`,
  isArray: (actual) => `pm.expect(${actual}).to.be.an('array')`,
  isJson: (actual) => `pm.expect(${actual}).to.be.an('object')`,
};

/** Bruno's operators that have no one-line chai counterpart here. */
const UNMAPPED_OPERATORS = new Set([
  'in',
  'notIn',
  'length',
  'matches',
  'notMatches',
  'startsWith',
  'endsWith',
  'between',
  'isEmpty',
  'isNotEmpty',
]);

const UNTRANSLATED_ASSERTIONS = 'assertions kept as comments';

/**
 * Bruno's `assert` rows (`res.status: eq 200`) as one `pm.test` each, named as Bruno names them.
 * A row with an operator or subject that has no counterpart stays a comment.
 */
export function assertionsScript(rows: unknown, notes: ImportNotes, where: string): string {
  return recordsOf(rows)
    .filter((row) => row['enabled'] !== false)
    .map((row) => {
      const subject = looseText(row['name']).trim();
      const written = looseText(row['value']).trim();
      const [first = '', ...rest] = written.split(/\s+/);
      const check = CHECKS[first];
      const [operator, expected] = check ? [check, rest.join(' ')] : [CHECKS['eq'], written];
      const actual = assertedValue(subject);
      const title = JSON.stringify(`${subject}: ${written}`);
      if (actual === undefined || operator === undefined || UNMAPPED_OPERATORS.has(first)) {
        notes.add(
          UNTRANSLATED_ASSERTIONS,
          `${where}: assertion '${subject}: ${written}' has no pm equivalent and was kept as a comment`,
        );
        return `// Not translated from Bruno: assert ${subject}: ${written}`;
      }
      return `pm.test(${title}, function () {\n  ${operator(actual, operand(expected))};\n});`;
    })
    .join('\n');
}
