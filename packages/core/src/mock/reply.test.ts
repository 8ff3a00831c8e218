import { describe, expect, it } from 'vitest';
import { compileConfig } from './compile.js';
import { matchRequest } from './match.js';
import { mockRequestFrom } from './mockRequest.js';
import { replyFor } from './reply.js';
import { configOf } from './testing.js';

async function replyTo(config: ReturnType<typeof compileConfig>, ...args: Parameters<typeof mockRequestFrom>) {
  const hit = matchRequest(config, mockRequestFrom(...args));
  if (!hit) throw new Error('no hit');
  return replyFor(hit);
}

describe('the reply of a route', () => {
  it('has the defaults: 200, no delay, application/json', async () => {
    const reply = await replyTo(compileConfig(configOf([{ path: '/a' }])), 'GET', '/a', {}, '');
    expect(reply).toEqual({ status: 200, headers: { 'Content-Type': 'application/json' }, body: '{}', delay: 0 });
  });

  it('fills request values and dynamic variables inside JSON strings and headers', async () => {
    const config = compileConfig(
      configOf([
        {
          method: 'POST',
          path: '/users/:id',
          response: {
            status: 201,
            headers: { 'X-Tenant': '{{request.headers.x-tenant}}', 'Content-Type': 'application/json' },
            body: {
              id: '{{request.params.id}}',
              page: '{{request.query.page}}',
              name: '{{request.body.name}}',
              fullName: '{{$randomFullName}}',
              uuid: '{{$guid}}',
              unknown: '{{request.body.missing}}',
              __proto__: null,
            },
          },
        },
      ]),
    );
    const reply = await replyTo(config, 'POST', '/users/42?page=3', { 'X-Tenant': 'acme' }, '{"name":"{{$guid}}"}');
    const body = JSON.parse(reply.body) as Record<string, string>;
    expect(reply.status).toBe(201);
    expect(reply.headers['X-Tenant']).toBe('acme');
    expect(body.id).toBe('42');
    expect(body.page).toBe('3');
    // A value from the request is not read again as a template.
    expect(body.name).toBe('{{$guid}}');
    expect(body.fullName).toMatch(/^\S+ \S+/);
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.unknown).toBe('{{request.body.missing}}');
  });

  it('sends a text body as written, with the content type the route names', async () => {
    const config = compileConfig(
      configOf([
        { path: '/t', response: { headers: { 'content-type': 'text/plain' }, body: 'hi {{request.method}}' } },
      ]),
    );
    expect(await replyTo(config, 'GET', '/t', {}, '')).toMatchObject({
      headers: { 'content-type': 'text/plain' },
      body: 'hi GET',
    });
  });
});
