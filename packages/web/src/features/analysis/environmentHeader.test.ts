import { describe, expect, it } from 'vitest';
import { createProxyTransport, fetchExchange } from '../../lib/proxyTransport.js';
import { NO_ENVIRONMENT } from '../environments/workspaceEnvironmentsStore.js';
import { environmentHeader } from './environmentHeader.js';

describe('the environment a send ran in', () => {
  it('reaches the proxy URI-encoded beside the session headers', async () => {
    let seen: Headers | undefined;
    const transport = createProxyTransport(
      fetchExchange(async (_url, init) => {
        seen = new Headers(init?.headers);
        return new Response(JSON.stringify({ success: true, response: { status: 200, body: '', size: 0 } }));
      }),
      {
        headers: () => ({
          Authorization: 'Bearer token',
          ...environmentHeader({ id: 'qa', name: 'QA – Zürich/2' }),
        }),
      },
    );
    await transport.send({ method: 'GET', url: 'http://example.test/', headers: [] });
    expect(seen?.get('X-Courier-Environment')).toBe('QA%20%E2%80%93%20Z%C3%BCrich%2F2');
    expect(decodeURIComponent(seen?.get('X-Courier-Environment') ?? '')).toBe('QA – Zürich/2');
    expect(seen?.get('Authorization')).toBe('Bearer token');
  });

  it('is left out when no environment is active', () => {
    expect(environmentHeader(undefined)).toEqual({});
    expect(environmentHeader(NO_ENVIRONMENT)).toEqual({});
    expect(environmentHeader({ id: 'development', name: 'Development' })).toEqual({
      'X-Courier-Environment': 'Development',
    });
  });
});
