import { HttpResponseSchema, type HttpResponse } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { forHistory, HISTORY_BODY_LIMIT } from './historyResponse.js';

const response = (body: string): HttpResponse => HttpResponseSchema.parse({ status: 200, body, size: body.length });

describe('forHistory', () => {
  it('keeps a body up to the limit as it is', () => {
    const kept = response('x'.repeat(HISTORY_BODY_LIMIT));
    expect(forHistory(kept)).toBe(kept);
  });

  it('replaces a larger body by a notice naming its size, and keeps the real size', () => {
    const stored = forHistory(response('x'.repeat(20 * 1024 * 1024)));
    expect(stored?.body).toBe(
      'Response body not kept in history: 20 MB is over the 256 KB limit. Send the request again to see it.',
    );
    expect(stored?.size).toBe(20 * 1024 * 1024);
  });
});
