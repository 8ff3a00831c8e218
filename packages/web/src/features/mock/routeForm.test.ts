import { describe, expect, it } from 'vitest';
import { formOfAlternatives } from './alternativesForm.js';
import { EMPTY_ROUTE_FORM, formOfRoute, routeOfForm } from './routeForm.js';

describe('the Add New Route form', () => {
  it('makes a route with the defaults, an empty body being an empty object', () => {
    const result = routeOfForm({ ...EMPTY_ROUTE_FORM, path: ' /users/:id ' });
    expect(result).toEqual({
      route: expect.objectContaining({
        method: 'GET',
        path: '/users/:id',
        response: { status: 200, delay: 0, headers: { 'Content-Type': 'application/json' }, body: {} },
      }),
    });
  });

  it('refuses a body that is not JSON with the product’s message, and a missing path', () => {
    expect(routeOfForm({ ...EMPTY_ROUTE_FORM, path: '/a', body: '{ id: 1' })).toEqual({
      error: 'Error adding route. Please check the response body JSON format.',
    });
    expect(routeOfForm(EMPTY_ROUTE_FORM)).toEqual({ error: 'Please enter a route path' });
  });

  it('says which field is wrong otherwise', () => {
    expect(routeOfForm({ ...EMPTY_ROUTE_FORM, path: '/a', status: '700' })).toEqual({
      error: 'Error adding route: response.status: Status must be 100–599',
    });
    const [alternative] = formOfAlternatives([
      {
        name: '',
        rules: [{ source: 'header', field: 'x', operator: 'equals', value: '1' }],
        response: { status: 200, delay: 0, headers: {}, body: {} },
      },
    ]);
    expect(routeOfForm({ ...EMPTY_ROUTE_FORM, path: '/a', alternatives: [{ ...alternative!, body: '{' }] })).toEqual({
      error: 'Error adding route: one field of the further responses is wrong',
      fieldErrors: { 'alternatives.0.body': 'The body is not valid JSON' },
    });
  });

  it('shows a saved route as it was entered', () => {
    const result = routeOfForm({ ...EMPTY_ROUTE_FORM, method: 'POST', path: '/a', body: '{"a":1}', delay: '20' });
    if (!('route' in result)) throw new Error(result.error);
    const form = formOfRoute({ ...result.route, id: 'r1' });
    expect(form).toMatchObject({ method: 'POST', path: '/a', delay: '20', body: '{\n  "a": 1\n}' });
  });
});
