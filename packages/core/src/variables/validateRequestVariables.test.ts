import { describe, expect, it } from 'vitest';
import type { HttpRequest } from '../model/request.js';
import { formatVariableError, validateRequestVariables } from './validateRequestVariables.js';

const defined = new Set(['baseUrl', 'token']);
const isDefined = (name: string) => defined.has(name);

const request = (overrides: Partial<HttpRequest>): HttpRequest => ({
  method: 'POST',
  url: '{{baseUrl}}/items',
  headers: [],
  pathVariables: [],
  body: { mode: 'none' },
  auth: { type: 'none' },
  ...overrides,
});

describe('validateRequestVariables', () => {
  it('reports nothing when every placeholder is defined or dynamic', () => {
    expect(
      validateRequestVariables(
        request({ url: '{{baseUrl}}/x?t={{timestamp}}&g={{$guid}}&r={{randomString}}' }),
        isDefined,
      ),
    ).toEqual([]);
  });

  it('lists URL, Body and header errors with the builder prefixes and message', () => {
    const errors = validateRequestVariables(
      request({
        url: '{{host}}/items/{{id}}',
        headers: [
          { key: 'Authorization', value: 'Bearer {{token}}', enabled: true },
          { key: '{{headerName}}', value: '{{headerValue}}', enabled: true },
        ],
        body: { mode: 'raw', raw: '{"a":"{{missing}}"}', language: 'json' },
      }),
      isDefined,
    );
    expect(errors.map(formatVariableError)).toEqual([
      "URL: Variable 'host' is not defined",
      "URL: Variable 'id' is not defined",
      "Body: Variable 'missing' is not defined",
      "Header 2 key: Variable 'headerName' is not defined",
      "Header 2 value: Variable 'headerValue' is not defined",
    ]);
    expect(errors[0]).toEqual({ location: 'URL', variable: 'host', message: "Variable 'host' is not defined" });
  });

  it('reports a variable once per location', () => {
    expect(validateRequestVariables(request({ url: '{{x}}/{{x}}' }), isDefined)).toHaveLength(1);
  });

  it('checks path variable values as part of the URL', () => {
    const errors = validateRequestVariables(
      request({ url: '{{baseUrl}}/u/:id', pathVariables: [{ key: 'id', value: '{{userId}}', enabled: true }] }),
      isDefined,
    );
    expect(errors.map(formatVariableError)).toEqual(["URL: Variable 'userId' is not defined"]);
  });

  it('numbers headers over all rows but skips disabled ones', () => {
    const errors = validateRequestVariables(
      request({
        headers: [
          { key: 'A', value: '{{off}}', enabled: false },
          { key: 'B', value: '{{on}}', enabled: true },
        ],
      }),
      isDefined,
    );
    expect(errors.map(formatVariableError)).toEqual(["Header 2 value: Variable 'on' is not defined"]);
  });

  it('checks urlencoded, form-data and GraphQL bodies', () => {
    const check = (body: HttpRequest['body']) =>
      validateRequestVariables(request({ body }), isDefined).map((error) => error.variable);
    expect(check({ mode: 'urlencoded', urlencoded: [{ key: '{{k}}', value: '{{v}}', enabled: true }] })).toEqual([
      'k',
      'v',
    ]);
    expect(
      check({
        mode: 'formdata',
        formdata: [
          { key: 'f', type: 'text', value: '{{t}}', enabled: true },
          { key: 'g', type: 'file', src: ['{{p}}'], enabled: true },
        ],
      }),
    ).toEqual(['t', 'p']);
    expect(check({ mode: 'graphql', query: '{ a(id: {{q}}) }', variables: '{"x":"{{gv}}"}' })).toEqual(['q', 'gv']);
  });

  it('ignores the body of methods that carry none', () => {
    const body: HttpRequest['body'] = { mode: 'raw', raw: '{{missing}}', language: 'text' };
    expect(validateRequestVariables(request({ method: 'GET', body }), isDefined)).toEqual([]);
    expect(validateRequestVariables(request({ method: 'PATCH', body }), isDefined)).toHaveLength(1);
  });

  it('does not validate auth fields', () => {
    expect(validateRequestVariables(request({ auth: { type: 'bearer', token: '{{nope}}' } }), isDefined)).toEqual([]);
  });

  it('does not join texts into false placeholders', () => {
    const body: HttpRequest['body'] = {
      mode: 'urlencoded',
      urlencoded: [{ key: '{{a', value: 'b}}', enabled: true }],
    };
    expect(validateRequestVariables(request({ body }), isDefined)).toEqual([]);
  });
});
