// The rules editor's model: a route's further responses as form fields, each with the conditions
// that choose it, and the route's alternatives they stand for. Each field that is wrong gets its
// own message, keyed by where it sits, so the editor shows it under that field.
import {
  MOCK_RULE_PATTERN_MAX,
  MockAlternativeSchema,
  compilePathPattern,
  compileRule,
  messageOf,
  type MockAlternative,
  type MockResponseMode,
  type MockRule,
} from '@courier/core';

export type RuleSource = MockRule['source'];
export type RuleOperator = MockRule['operator'];

export interface RuleForm {
  /** Stable across edits and moves, so React keeps each row's focus and text. */
  key: string;
  source: RuleSource;
  field: string;
  operator: RuleOperator;
  value: string;
}

export interface AlternativeForm {
  key: string;
  name: string;
  rules: RuleForm[];
  status: string;
  delay: string;
  headers: string;
  body: string;
}

/** Messages by place: 'alternatives.0.body', 'alternatives.1.rules.0.field', … */
export type FieldErrors = Record<string, string>;

export const RULE_SOURCE_LABELS: Record<RuleSource, string> = {
  header: 'Header',
  query: 'Query parameter',
  param: 'Path parameter',
  body: 'Body field (JSON)',
};

export const RULE_OPERATOR_LABELS: Record<RuleOperator, string> = {
  equals: 'equals',
  regex: 'matches regex',
  exists: 'exists',
};

export const RULE_FIELD_PLACEHOLDERS: Record<RuleSource, string> = {
  header: 'x-tenant',
  query: 'page',
  param: 'id',
  body: 'user.tier',
};

let lastKey = 0;
const nextKey = () => `k${++lastKey}`;

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

export const newRule = (): RuleForm => ({ key: nextKey(), source: 'header', field: '', operator: 'equals', value: '' });

export const newAlternative = (): AlternativeForm => ({
  key: nextKey(),
  name: '',
  rules: [newRule()],
  status: '200',
  delay: '0',
  headers: pretty({ 'Content-Type': 'application/json' }),
  body: '',
});

export function formOfAlternatives(alternatives: MockAlternative[]): AlternativeForm[] {
  return alternatives.map((alternative) => ({
    key: nextKey(),
    name: alternative.name,
    rules: alternative.rules.map((rule) => ({ key: nextKey(), ...rule })),
    status: String(alternative.response.status),
    delay: String(alternative.response.delay),
    headers: pretty(alternative.response.headers),
    body: pretty(alternative.response.body),
  }));
}

/** Moves the item at `from` by one place; outside the list nothing moves. */
export function moveItem<T>(items: T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || to < 0 || to >= items.length) return items;
  const moved = [...items];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

function parseJson(text: string, fallback: unknown): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: fallback };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The path's :parameter names, or undefined while the path cannot compile (the path field says why). */
function paramNamesOf(path: string): string[] | undefined {
  try {
    return compilePathPattern(path).segments.flatMap((segment) => (segment.kind === 'param' ? [segment.name] : []));
  } catch {
    return undefined;
  }
}

function ruleErrors(rule: RuleForm, at: string, params: string[] | undefined, errors: FieldErrors): void {
  const field = rule.field.trim();
  if (field === '') errors[`${at}.field`] = 'A rule needs a field';
  else if (rule.source === 'param' && params && !params.includes(field)) {
    errors[`${at}.field`] =
      params.length === 0
        ? 'The path has no :parameters; add one such as /users/:id'
        : `The path has no :${field}; it has ${params.map((name) => `:${name}`).join(', ')}`;
  }
  if (rule.operator === 'exists') return;
  if (rule.value.length > MOCK_RULE_PATTERN_MAX) {
    errors[`${at}.value`] = `At most ${MOCK_RULE_PATTERN_MAX} characters`;
  } else if (rule.operator === 'regex') {
    if (rule.value === '') errors[`${at}.value`] = 'Enter a regular expression';
    else {
      try {
        compileRule({ ...rule, field });
      } catch (error) {
        errors[`${at}.value`] = messageOf(error).replace(
          /^.*invalid regular expression: /,
          'Invalid regular expression: ',
        );
      }
    }
  }
}

/**
 * The alternatives, or every problem found: an empty field, a path parameter the path lacks, a regex
 * that cannot compile, JSON that does not parse, a status or delay out of range. In rules mode a
 * response without conditions would answer every request in place of the default, so it needs one.
 */
export function alternativesOfForm(
  forms: AlternativeForm[],
  mode: MockResponseMode,
  path: string,
): { alternatives: MockAlternative[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const params = paramNamesOf(path);
  const alternatives: MockAlternative[] = [];
  forms.forEach((form, index) => {
    const at = `alternatives.${index}`;
    if (mode === 'rules') {
      if (form.rules.length === 0) errors[`${at}.rules`] = 'Add a condition, or this response answers every request';
      form.rules.forEach((rule, ruleIndex) => ruleErrors(rule, `${at}.rules.${ruleIndex}`, params, errors));
    }
    const body = parseJson(form.body, {});
    if (!body.ok) errors[`${at}.body`] = 'The body is not valid JSON';
    const headers = parseJson(form.headers, {});
    if (!headers.ok) errors[`${at}.headers`] = 'The headers are not valid JSON';
    const parsed = MockAlternativeSchema.safeParse({
      name: form.name.trim(),
      // Outside rules mode conditions are not consulted: filled ones are kept for a switch back.
      rules: form.rules
        .filter((rule) => mode === 'rules' || rule.field.trim() !== '')
        .map(({ key: _key, ...rule }) => ({ ...rule, field: rule.field.trim() })),
      response: {
        status: Number(form.status),
        delay: Number(form.delay),
        headers: headers.ok ? headers.value : {},
        body: body.ok ? body.value : {},
      },
    });
    if (parsed.success) {
      alternatives.push(parsed.data);
      return;
    }
    for (const issue of parsed.error.issues) {
      const place = issue.path[0] === 'response' ? `${at}.${String(issue.path[1])}` : `${at}.${issue.path.join('.')}`;
      errors[place] ??= issue.message;
    }
  });
  return { alternatives, errors };
}
