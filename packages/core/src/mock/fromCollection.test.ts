import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importPostmanCollection } from '../convert/postman/importPostmanCollection.js';
import { compileConfig } from './compile.js';
import { mockFromCollection, routePathOf } from './fromCollection.js';
import { matchRequest } from './match.js';
import { mockRequestFrom } from './mockRequest.js';
import { configOf } from './testing.js';

const shop = JSON.parse(readFileSync(new URL('./fixtures/shop.postman_collection.json', import.meta.url), 'utf8'));

describe('a mock from a collection’s saved examples', () => {
  it('turns request URLs into route paths', () => {
    expect(routePathOf('{{baseUrl}}/users/:id?x=1')).toBe('/users/:id');
    expect(routePathOf('https://shop.example.com/orders/{{orderId}}')).toBe('/orders/:orderId');
    expect(routePathOf('shop.example.com/v1/items')).toBe('/v1/items');
    expect(routePathOf('/plain/path')).toBe('/plain/path');
  });

  it('answers the first example, and another one by name or code', () => {
    const mock = mockFromCollection(importPostmanCollection(shop).collection);
    expect(mock.name).toBe('Shop');
    expect(mock.routes.map((route) => `${route.method} ${route.path}`)).toEqual(['GET /users/:id', 'POST /orders']);
    expect(mock.routes[0]!.response).toEqual({
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: { id: 1, name: 'Ada' },
      delay: 0,
    });
    const config = compileConfig(configOf(mock.routes));
    const get = (headers: Record<string, string>) =>
      matchRequest(config, mockRequestFrom('GET', '/users/5', headers, ''))?.response.response.status;
    expect(get({})).toBe(200);
    expect(get({ 'x-mock-response-name': 'Missing' })).toBe(404);
    expect(get({ 'x-mock-response-code': '404' })).toBe(404);
  });
});
