import { describe, expect, it } from 'vitest';
import type { HttpRequest } from '../model/request.js';
import { lookupFromSources } from './lookup.js';
import { previewRequest, resolveRequest } from './resolveRequest.js';

const lookup = lookupFromSources({ host: 'api.test', id: '42', token: 't0k', name: 'Ada', h: 'X-Trace' });

const base: HttpRequest = {
  method: 'POST',
  url: 'https://{{host}}/users/:id?q={{name}}',
  headers: [
    { key: '{{h}}', value: '{{id}}', enabled: true },
    { key: 'Off', value: '{{name}}', enabled: false },
  ],
  pathVariables: [{ key: 'id', value: '{{id}}', enabled: true }],
  body: { mode: 'none' },
  auth: { type: 'none' },
};

const withBody = (body: HttpRequest['body']): HttpRequest => ({ ...base, body });
const withAuth = (auth: HttpRequest['auth']): HttpRequest => ({ ...base, auth });

describe('resolveRequest', () => {
  it('resolves the URL, path variables and header names and values (disabled rows too)', () => {
    const resolved = resolveRequest(base, lookup);
    expect(resolved.url).toBe('https://api.test/users/:id?q=Ada');
    expect(resolved.pathVariables[0]?.value).toBe('42');
    expect(resolved.headers).toEqual([
      { key: 'X-Trace', value: '42', enabled: true },
      { key: 'Off', value: 'Ada', enabled: false },
    ]);
  });

  it('leaves the input untouched', () => {
    resolveRequest(base, lookup);
    expect(base.url).toBe('https://{{host}}/users/:id?q={{name}}');
  });

  it('resolves every body mode', () => {
    expect(resolveRequest(withBody({ mode: 'raw', raw: '{"id":"{{id}}"}', language: 'json' }), lookup).body).toEqual({
      mode: 'raw',
      raw: '{"id":"42"}',
      language: 'json',
    });
    expect(
      resolveRequest(
        withBody({ mode: 'urlencoded', urlencoded: [{ key: '{{h}}', value: '{{name}}', enabled: true }] }),
        lookup,
      ).body,
    ).toEqual({ mode: 'urlencoded', urlencoded: [{ key: 'X-Trace', value: 'Ada', enabled: true }] });
    expect(
      resolveRequest(
        withBody({
          mode: 'formdata',
          formdata: [
            { key: 'who{{id}}', type: 'text', value: '{{name}}', enabled: true },
            { key: 'file', type: 'file', src: ['/tmp/{{id}}.png'], enabled: true },
          ],
        }),
        lookup,
      ).body,
    ).toEqual({
      mode: 'formdata',
      formdata: [
        { key: 'who42', type: 'text', value: 'Ada', enabled: true },
        { key: 'file', type: 'file', src: ['/tmp/42.png'], enabled: true },
      ],
    });
    expect(
      resolveRequest(
        withBody({ mode: 'graphql', query: 'query { user(id: {{id}}) }', variables: '{"n":"{{name}}"}' }),
        lookup,
      ).body,
    ).toEqual({ mode: 'graphql', query: 'query { user(id: 42) }', variables: '{"n":"Ada"}' });
    expect(resolveRequest(withBody({ mode: 'file', src: 'data/{{id}}.bin' }), lookup).body).toEqual({
      mode: 'file',
      src: 'data/42.bin',
    });
  });

  it('resolves auth fields', () => {
    expect(resolveRequest(withAuth({ type: 'bearer', token: '{{token}}' }), lookup).auth).toEqual({
      type: 'bearer',
      token: 't0k',
    });
    expect(
      resolveRequest(withAuth({ type: 'apikey', key: '{{h}}', value: '{{token}}', in: 'header' }), lookup).auth,
    ).toEqual({ type: 'apikey', key: 'X-Trace', value: 't0k', in: 'header' });
    expect(
      resolveRequest(withAuth({ type: 'basic', username: '{{name}}', password: '{{token}}' }), lookup).auth,
    ).toEqual({
      type: 'basic',
      username: 'Ada',
      password: 't0k',
    });
    expect(
      resolveRequest(withAuth({ type: 'oauth2', accessToken: '{{token}}', tokenType: 'Bearer' }), lookup).auth,
    ).toEqual({ type: 'oauth2', accessToken: 't0k', tokenType: 'Bearer' });
    expect(
      resolveRequest(withAuth({ type: 'awsv4', params: { accessKey: '{{token}}', region: 'eu', n: 3 } }), lookup).auth,
    ).toEqual({ type: 'awsv4', params: { accessKey: 't0k', region: 'eu', n: 3 } });
  });
});

describe('previewRequest', () => {
  it('shows defined variables and leaves dynamic ones as written', () => {
    const preview = previewRequest({ ...base, url: 'https://{{host}}/?r={{$randomInt}}&t={{timestamp}}' }, lookup);
    expect(preview.url).toBe('https://api.test/?r={{$randomInt}}&t={{timestamp}}');
  });
});
