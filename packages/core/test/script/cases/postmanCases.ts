// Contract cases for behaviour found by running real Postman collections beside Newman: each one
// is a verdict Courier reached differently from Postman's sandbox before it was fixed.
import { expect } from 'vitest';
import { byName, input, testInput, type ScriptCase } from './scriptCase.js';

export const postmanCases: ScriptCase[] = [
  {
    name: 'pm.variables: environment values override collection variables',
    runs: [
      input(`
        pm.test('environment wins', () => pm.expect(pm.variables.get('shared')).to.equal('from environment'));
        pm.environment.unset('shared');
        pm.test('collection next', () => pm.expect(pm.variables.get('shared')).to.equal('from collection'));
      `),
    ],
    check([output]) {
      expect(output!.tests.map((test) => [test.name, test.error])).toEqual([
        ['environment wins', undefined],
        ['collection next', undefined],
      ]);
    },
  },
  {
    name: 'jsonSchema validates any value and reports errors as Postman does',
    runs: [
      input(`
        const schema = { properties: { alpha: { type: 'boolean' } } };
        pm.test('valid', () => {
          pm.expect({ alpha: true }).to.be.jsonSchema(schema);
          pm.expect('POSTMAN').to.be.jsonSchema({ type: 'string' });
        });
        pm.test('negated', () => pm.expect(123).to.not.be.jsonSchema({ type: 'string' }));
        pm.test('invalid', () => pm.expect({ alpha: 123, list: [{ 'a-b': 1 }] }).to.be.jsonSchema({
          properties: { alpha: { type: 'boolean' }, list: { items: { properties: { 'a-b': { type: 'string' } } } } },
        }));
        pm.test('negated valid', () => pm.expect({ alpha: true }).to.not.be.jsonSchema(schema));
      `),
    ],
    check([output]) {
      const tests = byName([output!]);
      expect(tests['valid']).toMatchObject({ passed: true });
      expect(tests['negated']).toMatchObject({ passed: true });
      expect(tests['invalid']!.error).toBe(
        "expected data to satisfy schema but found following errors: \ndata.alpha should be boolean, data.list[0]['a-b'] should be string",
      );
      expect(tests['negated valid']!.error).toBe('expected data to not satisfy schema');
    },
  },
  {
    name: 'Postman request/response kind assertions: postmanRequest, postmanResponse, request headers',
    runs: [
      testInput(`
        pm.test('request', () => {
          pm.expect(pm.request).to.have.property('to');
          pm.request.to.be.ok;
          pm.request.to.be.a.postmanRequest;
          pm.request.to.not.be.a.postmanResponse;
          pm.request.to.be.a.postmanRequestOrResponse;
          pm.request.to.have.header('accept');
          pm.request.to.have.header('Accept', 'application/json');
          pm.request.to.not.have.header('Foo-Bar');
        });
        pm.test('response', () => {
          pm.response.to.not.be.a.postmanRequest;
          pm.response.to.be.a.postmanRequestOrResponse;
          pm.response.to.have.statusCode(200);
          pm.response.to.not.have.statusCode(400);
          pm.response.to.have.statusReason('OK');
          pm.response.to.have.statusCodeClass(2);
          pm.response.to.be.withBody;
          pm.response.to.have.responseTime.below(100);
          // 78 bytes of body and 91 of status line and headers, as postman-collection counts them.
          pm.response.to.have.responseSize(169);
        });
        pm.test('plain object is no response', () => pm.expect({}).to.be.a.postmanResponse);
        pm.test('wrong status code', () => pm.response.to.have.statusCode(404));
        pm.test('missing request header', () => pm.request.to.have.header('X-Missing'));
      `),
    ],
    check([output]) {
      const tests = byName([output!]);
      expect(tests['request']).toMatchObject({ passed: true });
      expect(tests['response']).toMatchObject({ passed: true });
      expect(tests['plain object is no response']!.error).toBe('expecting a postman response object but got {}');
      expect(tests['wrong status code']!.error).toBe('Expected status to be 404, got 200');
      expect(tests['missing request header']!.error).toBe('expected request to have header with key "X-Missing"');
    },
  },
];
