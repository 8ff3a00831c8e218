import { describe, expect, it } from 'vitest';
import { compileConfig } from './compile.js';
import { explainMiss } from './explain.js';
import { mockRequestFrom } from './mockRequest.js';
import { configOf } from './testing.js';

describe('explaining a miss', () => {
  const config = compileConfig(
    configOf([
      { method: 'GET', path: '/users/:id' },
      { method: 'POST', path: '/users/:id/orders' },
      { method: 'GET', path: '/health' },
    ]),
  );

  it('names the closest route and the criterion that failed', () => {
    const explanation = explainMiss([config], mockRequestFrom('GET', '/users/7/orders', {}, ''));
    expect(explanation.closest).toMatchObject({ routeId: 'r2', method: 'POST', path: '/users/:id/orders' });
    expect(explanation.criteria.filter((c) => !c.ok)).toEqual([
      expect.objectContaining({ criterion: 'method', expected: 'POST', actual: 'GET' }),
    ]);
    expect(explanation.message).toBe(
      'No route matches GET /users/7/orders. Closest: POST /users/:id/orders — The route answers POST, the request is GET',
    );
  });

  it('tells which path segment differs', () => {
    const explanation = explainMiss([config], mockRequestFrom('GET', '/user/7', {}, ''));
    expect(explanation.closest?.routeId).toBe('r1');
    expect(explanation.criteria).toContainEqual(
      expect.objectContaining({ criterion: 'segment', ok: false, expected: 'users', actual: 'user' }),
    );
  });

  it('says when the configuration is disabled or the base path differs', () => {
    const disabled = compileConfig(configOf([{ path: '/a' }], { enabled: false, baseUrl: '/api' }));
    const explanation = explainMiss([disabled], mockRequestFrom('GET', '/v2/a', {}, ''));
    expect(explanation.criteria.filter((c) => !c.ok).map((c) => c.criterion)).toEqual(['config', 'basePath']);
    expect(explainMiss([], mockRequestFrom('GET', '/x', {}, '')).message).toBe(
      'No mock configuration is enabled for GET /x',
    );
  });
});
