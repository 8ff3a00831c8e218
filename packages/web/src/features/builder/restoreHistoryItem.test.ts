import { describe, expect, it } from 'vitest';
import { createBuilderStore } from './builderStore.js';
import { createResponseStore } from '../response/responseStore.js';
import { memoryStorage } from '../shared/memoryStorage.js';
import { createHistoryStore } from '../history/historyStore.js';
import { restoreHistoryItem } from './restoreHistoryItem.js';

describe('restoring a history entry', () => {
  it('puts the request back in the builder and the response in the panel', () => {
    const { storage } = memoryStorage();
    const builder = createBuilderStore(storage);
    const response = createResponseStore();
    const item = createHistoryStore(storage)
      .getState()
      .recordSend({
        request: {
          name: 'Create pet',
          method: 'POST',
          url: '{{baseUrl}}/pets',
          headers: [{ key: 'Content-Type', value: 'application/json', enabled: true }],
          pathVariables: [],
          body: { mode: 'raw', raw: '{"name":"Rex"}', language: 'json' },
          auth: { type: 'none' },
          preRequestScript: '',
          postRequestScript: 'pm.test("created", () => pm.response.to.have.status(201));',
        },
        response: {
          status: 201,
          statusText: 'Created',
          headers: [],
          body: '{"id":1}',
          bodyEncoding: 'utf8',
          size: 8,
          duration: 4,
        },
        testResults: [{ name: 'created', passed: true, duration: 1, timestamp: '2026-01-01T00:00:00.000Z' }],
        logs: [{ level: 'log', message: 'hello', timestamp: '2026-01-01T00:00:00.000Z' }],
      });
    builder.getState().load({ url: '/something/else' }, { collectionId: 'c', requestId: 'r' });

    restoreHistoryItem(item, builder, response);

    expect(builder.getState().draft).toMatchObject({
      name: 'Create pet',
      method: 'POST',
      url: '{{baseUrl}}/pets',
      body: { mode: 'raw', raw: '{"name":"Rex"}' },
      postRequestScript: expect.stringContaining('pm.test'),
    });
    expect(builder.getState().draft.origin).toBeUndefined();
    expect(response.getState()).toMatchObject({
      phase: 'done',
      response: { status: 201, body: '{"id":1}' },
      testResults: [{ name: 'created', passed: true }],
      testLogs: [{ message: 'hello' }],
    });
  });

  it('restores a failed send as the error it was', () => {
    const { storage } = memoryStorage();
    const builder = createBuilderStore(storage);
    const response = createResponseStore();
    const item = createHistoryStore(storage)
      .getState()
      .recordSend({
        request: {
          method: 'GET',
          url: 'http://127.0.0.1:1/',
          headers: [],
          pathVariables: [],
          body: { mode: 'none' },
          auth: { type: 'none' },
          preRequestScript: '',
          postRequestScript: '',
        },
        response: null,
        error: { message: 'connect ECONNREFUSED 127.0.0.1:1', code: 'ECONNREFUSED' },
        testResults: [],
        logs: [],
      });
    restoreHistoryItem(item, builder, response);
    expect(response.getState()).toMatchObject({ phase: 'done', response: null, error: { code: 'ECONNREFUSED' } });
  });
});
