import { describe, expect, it } from 'vitest';
import { HttpRequestSchema } from '../model/request.js';
import { HttpResponseSchema } from '../model/response.js';
import { execution } from '@courier/testkit';
import { ExchangeRecorder, REPORT_BODY_LIMIT } from './exchange.js';

const ref = { iteration: 0, requestId: 'r1', name: 'Get user', path: [] };

describe('ExchangeRecorder', () => {
  it('keeps the request as sent, the response and the console lines of each execution', () => {
    const recorder = new ExchangeRecorder();
    recorder.listener({
      type: 'console',
      event: 'test',
      entry: { level: 'log', message: 'hi', timestamp: '' },
      ...ref,
    });
    recorder.listener({
      type: 'request:done',
      result: execution({ id: 'e1' }),
      current: 1,
      total: 1,
      request: HttpRequestSchema.parse({
        method: 'POST',
        url: 'http://api.test/u',
        body: { mode: 'raw', raw: 'x'.repeat(REPORT_BODY_LIMIT + 5) },
      }),
      response: HttpResponseSchema.parse({
        status: 200,
        statusText: 'OK',
        headers: [{ name: 'A', value: '1' }],
        body: '{"ok":true}',
        size: 11,
        requestHeaders: [{ name: 'Host', value: 'api.test' }],
      }),
    });
    const exchange = recorder.get('e1');
    expect(exchange?.request).toMatchObject({
      method: 'POST',
      headers: [{ name: 'Host', value: 'api.test' }],
      bodyTruncated: true,
    });
    expect(exchange?.request.body.mode === 'raw' && exchange.request.body.raw.length).toBe(REPORT_BODY_LIMIT);
    expect(exchange?.response).toMatchObject({
      statusText: 'OK',
      body: { text: '{"ok":true}', size: 11, truncated: false },
    });
    expect(exchange?.console).toEqual([{ event: 'test', level: 'log', message: 'hi' }]);
  });

  it('cuts a large response body and records nothing for a run without includeResponses', () => {
    const recorder = new ExchangeRecorder();
    recorder.listener({ type: 'request:done', result: execution({ id: 'bare' }), current: 1, total: 1 });
    expect(recorder.get('bare')).toBeUndefined();
    recorder.listener({
      type: 'request:done',
      result: execution({ id: 'big' }),
      current: 1,
      total: 1,
      request: HttpRequestSchema.parse({ url: 'http://api.test/big' }),
      response: HttpResponseSchema.parse({
        status: 200,
        body: 'y'.repeat(3 * REPORT_BODY_LIMIT),
        size: 3 * REPORT_BODY_LIMIT,
      }),
    });
    expect(recorder.get('big')?.response?.body).toMatchObject({ truncated: true, size: 3 * REPORT_BODY_LIMIT });
    expect(recorder.get('big')?.response?.body.text).toHaveLength(REPORT_BODY_LIMIT);
  });
});
