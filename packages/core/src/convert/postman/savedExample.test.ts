import { describe, expect, it } from 'vitest';
import { CollectionSchema, type Collection } from '../../model/collection.js';
import type { HttpResponse } from '../../model/response.js';
import { compileConfig } from '../../mock/compile.js';
import { mockFromCollection } from '../../mock/fromCollection.js';
import { matchRequest } from '../../mock/match.js';
import { mockRequestFrom } from '../../mock/mockRequest.js';
import { configOf } from '../../mock/testing.js';
import { exportPostman } from './exportPostman.js';
import { importPostmanCollection } from './importPostmanCollection.js';
import { editExample, exampleOf, readExample, type ExampleRequest } from './savedExample.js';

const request: ExampleRequest = {
  method: 'POST',
  url: '{{baseUrl}}/users?team=core',
  pathVariables: [],
  headers: [{ key: 'Content-Type', value: 'application/json', enabled: true }],
  body: { mode: 'raw', raw: '{"name":"Ada"}', language: 'json' },
};

const response: HttpResponse = {
  status: 201,
  statusText: 'Created',
  headers: [
    { name: 'Content-Type', value: 'application/json; charset=utf-8' },
    { name: 'Location', value: '/users/7' },
  ],
  body: '{"id":7,"name":"Ada"}',
  bodyEncoding: 'utf8',
  size: 21,
  duration: 12,
};

function collectionWith(examples: Record<string, unknown>[]): Collection {
  return CollectionSchema.parse({
    id: 'c1',
    name: 'People',
    items: [{ type: 'request', id: 'r1', name: 'Create user', method: 'POST', url: request.url, examples }],
  });
}

describe('saved examples', () => {
  it('keeps a response with the request that was sent, named by the status line unless named', () => {
    const example = exampleOf('', request, response);
    expect(example).toMatchObject({
      name: '201 Created',
      code: 201,
      status: 'Created',
      header: [
        { key: 'Content-Type', value: 'application/json; charset=utf-8' },
        { key: 'Location', value: '/users/7' },
      ],
      body: '{"id":7,"name":"Ada"}',
      _postman_previewlanguage: 'json',
      originalRequest: { method: 'POST', body: { mode: 'raw', raw: '{"name":"Ada"}' } },
    });
    expect(exampleOf('  Created  ', request, response)['name']).toBe('Created');
  });

  it('reads back what it saved', () => {
    expect(readExample(exampleOf('Created', request, response), 0)).toEqual({
      name: 'Created',
      code: 201,
      status: 'Created',
      headers: response.headers,
      body: response.body,
      request: expect.objectContaining({
        method: 'POST',
        url: request.url,
        headers: request.headers,
        body: request.body,
      }) as unknown,
    });
  });

  it('reads an example Postman wrote loosely, with what is missing empty', () => {
    expect(readExample({ header: 'X-A: 1', code: 'x' }, 1)).toMatchObject({
      name: 'Example 2',
      code: 0,
      status: '',
      headers: [{ name: 'X-A', value: '1' }],
      body: '',
      request: { method: 'GET', url: '' },
    });
  });

  it('leaves a binary body out', () => {
    expect(exampleOf('Logo', request, { ...response, bodyEncoding: 'base64', body: 'iVBORw0K' })['body']).toBe('');
  });

  it('edits the name and the response part, keeping the rest', () => {
    const saved: Record<string, unknown> = { ...exampleOf('Created', request, response), id: 'postman-id' };
    const edited = editExample(saved, {
      name: ' Conflict ',
      code: 409,
      status: 'Conflict',
      headers: [{ name: 'Content-Type', value: 'text/plain' }],
      body: 'taken',
    });
    expect(edited).toMatchObject({
      id: 'postman-id',
      name: 'Conflict',
      code: 409,
      status: 'Conflict',
      header: [{ key: 'Content-Type', value: 'text/plain' }],
      _postman_previewlanguage: 'text',
      body: 'taken',
      originalRequest: saved['originalRequest'],
    });
  });

  it('goes out in a Postman export as the request’s response[], and comes back in', () => {
    const example = exampleOf('Created', request, response);
    const file = JSON.parse(exportPostman([collectionWith([example])]).text) as {
      item: { response: Record<string, unknown>[] }[];
    };
    expect(file.item[0]?.response).toEqual([example]);
    const back = importPostmanCollection(file).collection.items[0];
    expect(back?.type === 'request' && back.examples).toEqual([example]);
  });

  it('is answered by a mock server made from the collection', () => {
    const mock = mockFromCollection(collectionWith([exampleOf('Created', request, response)]));
    expect(mock.routes.map((route) => `${route.method} ${route.path}`)).toEqual(['POST /users']);
    const config = compileConfig(configOf(mock.routes));
    const reply = matchRequest(config, mockRequestFrom('POST', '/users', {}, ''))?.response.response;
    expect(reply).toMatchObject({ status: 201, body: { id: 7, name: 'Ada' } });
    expect(reply?.headers['Location']).toBe('/users/7');
  });
});
