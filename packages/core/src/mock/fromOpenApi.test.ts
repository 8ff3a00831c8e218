import { describe, expect, it } from 'vitest';
import { compileConfig } from './compile.js';
import { mockFromOpenApi, routePathOfTemplate } from './fromOpenApi.js';
import { matchRequest } from './match.js';
import { mockRequestFrom } from './mockRequest.js';
import { configOf } from './testing.js';

const petstore = {
  openapi: '3.0.3',
  info: { title: 'Petstore', version: '1' },
  servers: [{ url: 'https://petstore.example.com/v1' }],
  paths: {
    '/pets': {
      get: {
        responses: {
          '200': {
            content: {
              'application/json': {
                examples: {
                  two: {
                    value: [
                      { id: 1, name: 'Rex' },
                      { id: 2, name: 'Tom' },
                    ],
                  },
                },
              },
            },
          },
        },
      },
      post: {
        responses: { '201': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } },
      },
    },
    '/pets/{petId}': {
      get: {
        responses: {
          '404': { $ref: '#/components/responses/NotFound' },
          '200': {
            content: {
              'application/json': {
                examples: {
                  rex: { value: { id: 7, name: 'Rex' } },
                  tom: { value: { id: 7, name: 'Tom' } },
                },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        type: 'object',
        required: ['id', 'name'],
        properties: {
          id: { type: 'integer', format: 'int64' },
          name: { type: 'string', example: 'Fido' },
          tag: { type: 'string' },
        },
      },
    },
    responses: { NotFound: { content: { 'application/json': { example: { message: 'not found' } } } } },
  },
};

describe('a mock from an OpenAPI 3 document', () => {
  it('turns path templates into route paths', () => {
    expect(routePathOfTemplate('/pets/{petId}/toys/{toy.id}')).toBe('/pets/:petId/toys/:toy_id');
  });

  it('takes examples first, generates from schemas for the rest, and answers other statuses by code', () => {
    const mock = mockFromOpenApi(petstore);
    expect(mock).toMatchObject({ name: 'Petstore', baseUrl: '/v1' });
    expect(mock.routes.map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /pets',
      'POST /pets',
      'GET /pets/:petId',
    ]);
    expect(mock.routes[0]!.response?.body).toEqual([
      { id: 1, name: 'Rex' },
      { id: 2, name: 'Tom' },
    ]);
    expect(mock.routes[1]!.response).toMatchObject({ status: 201, body: { id: 0, name: 'Fido', tag: 'string' } });
    const config = compileConfig(configOf(mock.routes, { baseUrl: mock.baseUrl }));
    const pet = (headers: Record<string, string>) =>
      matchRequest(config, mockRequestFrom('GET', '/v1/pets/7', headers, ''))?.response.response;
    expect(pet({})).toMatchObject({ status: 200, body: { id: 7, name: 'Rex' } });
    expect(pet({ 'x-mock-response-code': '404' })).toMatchObject({ status: 404, body: { message: 'not found' } });
  });

  it('answers the status and the named example a Prism client asks for in its Prefer header', () => {
    const mock = mockFromOpenApi(petstore);
    const config = compileConfig(configOf(mock.routes, { baseUrl: mock.baseUrl }));
    const pet = (prefer: string) =>
      matchRequest(config, mockRequestFrom('GET', '/v1/pets/7', { Prefer: prefer }, ''))?.response.response;
    expect(pet('code=404')).toMatchObject({ status: 404, body: { message: 'not found' } });
    expect(pet('example=tom')).toMatchObject({ status: 200, body: { name: 'Tom' } });
    expect(pet('code=200, example=tom')).toMatchObject({ status: 200, body: { name: 'Tom' } });
    expect(pet('example=tomcat')).toMatchObject({ status: 200, body: { name: 'Rex' } });
    expect(pet('code=4040')).toMatchObject({ status: 200, body: { name: 'Rex' } });
  });

  it('refuses what is not an OpenAPI 3 document', () => {
    expect(() => mockFromOpenApi({ swagger: '2.0' })).toThrow('Not an OpenAPI 3 document');
  });
});
