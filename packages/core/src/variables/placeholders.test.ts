import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPlaceholders, placeholderNames, resolveTemplate } from './placeholders.js';
import type { VariableLookup } from './placeholders.js';

const vars =
  (values: Record<string, string>): VariableLookup =>
  (name) =>
    Object.hasOwn(values, name) ? values[name] : undefined;

describe('findPlaceholders', () => {
  it('reports names and positions in order', () => {
    expect(findPlaceholders('{{baseUrl}}/users/{{id}}')).toEqual([
      { name: 'baseUrl', start: 0, end: 11 },
      { name: 'id', start: 18, end: 24 },
    ]);
  });

  it('keeps whitespace inside the braces, as Postman does', () => {
    expect(placeholderNames('{{ name }}')).toEqual([' name ']);
  });

  it('finds the innermost placeholder of a nest', () => {
    expect(placeholderNames('{{host_{{region}}}}')).toEqual(['region']);
  });

  it('lists each name once', () => {
    expect(placeholderNames('{{a}} {{b}} {{a}}')).toEqual(['a', 'b']);
  });

  it('ignores single braces and unclosed placeholders', () => {
    expect(findPlaceholders('{a} {{b} {{c')).toEqual([]);
  });
});

describe('resolveTemplate', () => {
  it('replaces known names and keeps unknown ones as written', () => {
    expect(resolveTemplate('{{baseUrl}}/users/{{missing}}', vars({ baseUrl: 'https://api.test' }))).toBe(
      'https://api.test/users/{{missing}}',
    );
  });

  it('does not trim: {{ name }} stays unless a variable " name " exists', () => {
    expect(resolveTemplate('{{ name }}', vars({ name: 'x' }))).toBe('{{ name }}');
    expect(resolveTemplate('{{ name }}', vars({ ' name ': 'y' }))).toBe('y');
  });

  it('resolves values that hold placeholders', () => {
    expect(resolveTemplate('{{url}}', vars({ url: '{{host}}/v1', host: 'h.test' }))).toBe('h.test/v1');
  });

  it('resolves nested placeholders inside out', () => {
    expect(resolveTemplate('{{host_{{region}}}}', vars({ region: 'eu', host_eu: 'eu.test' }))).toBe('eu.test');
  });

  it('stops on self reference instead of looping', () => {
    expect(resolveTemplate('{{a}}', vars({ a: '{{a}}' }))).toBe('{{a}}');
  });

  it('stops a self-multiplying variable instead of hanging (Postman would run 3^19 replacements)', () => {
    const started = Date.now();
    const result = resolveTemplate('{{a}}', vars({ a: '{{a}}{{a}}{{a}}' }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.length).toBeLessThan(10_000_000);
    expect(result).toContain('{{a}}');
  });

  it('treats $ in values literally', () => {
    expect(resolveTemplate('{{p}}', vars({ p: "$& $1 $'" }))).toBe("$& $1 $'");
  });

  it('replaces an empty value with nothing', () => {
    expect(resolveTemplate('a{{e}}b', vars({ e: '' }))).toBe('ab');
  });

  it('generates dynamic variables, each occurrence afresh, unless told not to', () => {
    const text = resolveTemplate('{{$guid}} {{$guid}}', vars({}));
    const [first, second] = text.split(' ');
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
    expect(resolveTemplate('{{$guid}}', vars({}), { dynamic: false })).toBe('{{$guid}}');
  });

  it('lets a defined variable shadow a dynamic one', () => {
    expect(resolveTemplate('{{timestamp}}', vars({ timestamp: 'mine' }))).toBe('mine');
  });

  it('returns text without {{ unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('{{')),
        (text) => resolveTemplate(text, () => 'X') === text,
      ),
    );
  });

  it('never throws for random names and values (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.dictionary(fc.string(), fc.string()), (name, values) => {
        const result = resolveTemplate(`{{${name}}}`, vars(values));
        expect(typeof result).toBe('string');
      }),
    );
  });
});
