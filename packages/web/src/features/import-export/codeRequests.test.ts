import { CodegenError, HttpRequestSchema } from '@courier/core';
import { listCodegenTargets } from '@courier/core/codegen';
import { describe, expect, it } from 'vitest';
import { loadedCollectionsStore } from '../../../test/browserCollections.js';
import { fakeIndexedDbEachTest } from '../../../test/fakeIndexedDb.js';
import { CURRENT_REQUEST_ID, listCodeRequests, snippetFor } from './codeRequests.js';

const environment = [{ key: 'baseUrl', value: 'http://127.0.0.1:8080', enabled: true }];

fakeIndexedDbEachTest();

describe('the Code tab', () => {
  it('offers the current request and every saved one with its path', async () => {
    const collections = await loadedCollectionsStore();
    const { id } = collections.getState().createCollection('Pets');
    collections.getState().addRequest(id, { name: 'List', url: '{{baseUrl}}/pets' });
    const choices = listCodeRequests(
      HttpRequestSchema.parse({ url: '{{baseUrl}}/x' }),
      collections.getState().collections,
    );
    expect(choices.map((choice) => choice.label)).toEqual(['Current request (builder)', 'Pets / List']);
    expect(choices[0]?.id).toBe(CURRENT_REQUEST_ID);
  });

  it('generates a Python snippet with variables resolved from the environment', async () => {
    const request = HttpRequestSchema.parse({
      method: 'POST',
      url: '{{baseUrl}}/pets',
      headers: [{ key: 'Content-Type', value: 'application/json' }],
      body: { mode: 'raw', raw: '{"name":"Rex"}', language: 'json' },
    });
    const [current] = listCodeRequests(request, []);
    const snippet = snippetFor(current, 'python', environment);
    expect(snippet).toContain('import requests');
    expect(snippet).toContain('http://127.0.0.1:8080/pets');
    expect(snippet).toContain('Rex');
  });

  it('asks for a request when none is chosen', async () => {
    expect(() => snippetFor(undefined, 'python', environment)).toThrow('Please select a request to generate code for');
  });

  it('knows every httpsnippet target core lists', async () => {
    const [current] = listCodeRequests(HttpRequestSchema.parse({ url: 'http://127.0.0.1/x' }), []);
    for (const target of listCodegenTargets()) {
      try {
        expect(snippetFor(current, target.id, environment).length).toBeGreaterThan(0);
      } catch (thrown) {
        // A generator may refuse a request (a typed error), never an unknown language.
        expect(thrown).toBeInstanceOf(CodegenError);
        expect((thrown as CodegenError).code).not.toBe('UNSUPPORTED_LANGUAGE');
      }
    }
  });
});
