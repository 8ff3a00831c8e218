import { describe, expect, it } from 'vitest';
import { mockRequestFrom } from './mockRequest.js';
import { openApiRequestChecks } from './openApiRequestCheck.js';

const shop = {
  openapi: '3.0.3',
  info: { title: 'Shop', version: '1' },
  paths: {
    '/orders/{orderId}': {
      parameters: [{ name: 'orderId', in: 'path', required: true, schema: { type: 'integer' } }],
      get: {
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', maximum: 100 } },
          { name: 'X-Tenant', in: 'header', required: true, schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'ok' } },
      },
    },
    '/orders': {
      post: {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } },
        },
        responses: {
          '201': { description: 'created' },
          '400': { content: { 'application/json': { example: { error: 'Order refused' } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Order: {
        type: 'object',
        required: ['item', 'quantity'],
        properties: { item: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } },
      },
    },
  },
};

const checks = openApiRequestChecks(shop);
const getOrder = (path: string, params: Record<string, string>, headers: Record<string, string> = {}) =>
  checks.get('GET /orders/:orderId')!.violations(mockRequestFrom('GET', path, headers, ''), params);
const postOrder = (body: string) =>
  checks.get('POST /orders')!.violations(mockRequestFrom('POST', '/orders', {}, body), {});

describe("an OpenAPI mock's request checks", () => {
  it('accepts a request that keeps to the document', () => {
    expect(getOrder('/orders/7?limit=5', { orderId: '7' }, { 'X-Tenant': 'acme' })).toEqual([]);
    expect(postOrder('{"item":"tea","quantity":2}')).toEqual([]);
  });

  it('refuses text for an integer path parameter, a query value out of range and a missing required header', () => {
    expect(getOrder('/orders/abc?limit=500', { orderId: 'abc' })).toEqual([
      { location: ['path', 'orderId'], severity: 'Error', code: 'type', message: 'must be integer' },
      { location: ['query', 'limit'], severity: 'Error', code: 'maximum', message: 'must be <= 100' },
      {
        location: ['header', 'x-tenant'],
        severity: 'Error',
        code: 'required',
        message: "must have required property 'x-tenant'",
      },
    ]);
  });

  it('refuses a missing body, a missing required field and a field of the wrong type', () => {
    expect(postOrder('')).toEqual([
      { location: ['body'], severity: 'Error', code: 'required', message: 'Body parameter is required' },
    ]);
    expect(postOrder('{"quantity":"two"}').map(({ location, message }) => `${location.join('.')}: ${message}`)).toEqual(
      ["body: must have required property 'item'", 'body.quantity: must be integer'],
    );
    expect(postOrder('not json')).toEqual([
      { location: ['body'], severity: 'Error', code: 'type', message: 'must be JSON' },
    ]);
  });

  it("answers the operation's documented 400 when it has one", () => {
    const reply = checks.get('POST /orders')!.reply(postOrder(''));
    expect(reply).toMatchObject({ status: 400, body: '{"error":"Order refused"}' });
  });

  it('else answers 422 with a problem+json body listing what is wrong', () => {
    const violations = getOrder('/orders/abc', { orderId: 'abc' }, { 'x-tenant': 'acme' });
    const reply = checks.get('GET /orders/:orderId')!.reply(violations);
    expect(reply.status).toBe(422);
    expect(reply.headers['Content-Type']).toBe('application/problem+json');
    expect(JSON.parse(reply.body)).toMatchObject({
      type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
      title: 'Invalid request.',
      status: 422,
      validation: [{ location: ['path', 'orderId'], code: 'type', message: 'must be integer' }],
    });
  });
});
