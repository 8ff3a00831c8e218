// Rules that choose a route's response from the request: a header, a query parameter, a path
// parameter or a JSON body field that equals a value, matches a regex or merely exists.
import { ValidationError } from '../errors.js';
import { variableText } from '../model/variable.js';
import { MOCK_RULE_INPUT_MAX, type MockRule } from './model.js';
import { readField, type MockRequest } from './mockRequest.js';

export interface CompiledRule extends MockRule {
  pattern?: RegExp;
}

/**
 * Compiles a rule's regex once; an invalid one is refused with the engine's own reason. Without the
 * u flag, which V8's linear-time fallback for patterns that backtrack too much does not support.
 */
export function compileRule(rule: MockRule): CompiledRule {
  if (rule.operator !== 'regex') return rule;
  try {
    return { ...rule, pattern: new RegExp(rule.value) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ValidationError(`Rule on ${rule.source} '${rule.field}': invalid regular expression: ${reason}`);
  }
}

/** What the request holds for the rule's field, as text; undefined when absent. */
export interface RuleContext {
  request: MockRequest;
  params: Record<string, string>;
  /** The parsed JSON body (undefined when not JSON). */
  json: unknown;
}

function fieldValue(rule: MockRule, context: RuleContext): string | undefined {
  switch (rule.source) {
    case 'header':
      return context.request.headers[rule.field.toLowerCase()];
    case 'query':
      return context.request.query[rule.field]?.[0];
    case 'param':
      return Object.hasOwn(context.params, rule.field) ? context.params[rule.field] : undefined;
    case 'body': {
      const value = readField(context.json, rule.field);
      return value === undefined ? undefined : variableText(value);
    }
  }
}

export function ruleHolds(rule: CompiledRule, context: RuleContext): boolean {
  const actual = fieldValue(rule, context);
  if (actual === undefined) return false;
  if (rule.operator === 'exists') return true;
  if (rule.operator === 'equals') return actual === rule.value;
  return rule.pattern!.test(actual.slice(0, MOCK_RULE_INPUT_MAX));
}

/** 'header x-tenant equals "acme"' — how the Tester and Logs name a rule. */
export function describeRule(rule: MockRule): string {
  const subject = `${rule.source} ${rule.field}`;
  if (rule.operator === 'exists') return `${subject} exists`;
  return rule.operator === 'equals' ? `${subject} equals "${rule.value}"` : `${subject} matches /${rule.value}/`;
}
