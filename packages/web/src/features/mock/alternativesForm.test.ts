import { describe, expect, it } from 'vitest';
import type { MockAlternative } from '@courier/core';
import { alternativesOfForm, formOfAlternatives, moveItem, newAlternative, newRule } from './alternativesForm.js';

const gold: MockAlternative = {
  name: 'gold',
  rules: [
    { source: 'body', field: 'tier', operator: 'equals', value: 'gold' },
    { source: 'param', field: 'id', operator: 'regex', value: '^0+$' },
  ],
  response: { status: 201, delay: 5, headers: { 'X-Tier': 'gold' }, body: { discount: 20 } },
};

describe('the rules editor form', () => {
  it('gives back the responses it was made from, in order', () => {
    const other: MockAlternative = {
      ...gold,
      name: 'other',
      rules: [{ ...gold.rules[0]!, operator: 'exists', value: '' }],
    };
    const forms = formOfAlternatives([gold, other]);
    expect(alternativesOfForm(forms, 'rules', '/orders/:id')).toEqual({ alternatives: [gold, other], errors: {} });
    const swapped = moveItem(forms, 1, -1);
    expect(alternativesOfForm(swapped, 'rules', '/orders/:id').alternatives.map((a) => a.name)).toEqual([
      'other',
      'gold',
    ]);
    expect(moveItem(forms, 1, 1)).toBe(forms);
  });

  it('says under each field what is wrong with it', () => {
    const alternative = newAlternative();
    alternative.rules = [
      { ...newRule(), field: ' ' },
      { ...newRule(), source: 'param', field: 'userId' },
      { ...newRule(), operator: 'regex', field: 'x-tier', value: '(unclosed' },
    ];
    alternative.status = '42';
    alternative.body = '{ discount: 20';
    const empty = { ...newAlternative(), rules: [] };
    const { errors } = alternativesOfForm([alternative, empty], 'rules', '/orders/:id');
    expect(errors).toEqual({
      'alternatives.0.rules.0.field': 'A rule needs a field',
      'alternatives.0.rules.1.field': 'The path has no :userId; it has :id',
      'alternatives.0.rules.2.value': expect.stringMatching(/^Invalid regular expression: .*unclosed/),
      'alternatives.0.body': 'The body is not valid JSON',
      'alternatives.0.status': 'Status must be 100–599',
      'alternatives.1.rules': 'Add a condition, or this response answers every request',
    });
  });

  it('asks for no conditions when responses take turns, and keeps the filled ones', () => {
    const alternative = {
      ...formOfAlternatives([gold])[0]!,
      rules: [...formOfAlternatives([gold])[0]!.rules, newRule()],
    };
    const result = alternativesOfForm([alternative, { ...newAlternative(), rules: [] }], 'sequential', '/orders/:id');
    expect(result.errors).toEqual({});
    expect(result.alternatives[0]!.rules).toEqual(gold.rules);
  });
});
