import { SendError } from '@courier/core';
import { describe, expect, it } from 'vitest';
import { createProxyTransport, fetchExchange, NETWORK_ERROR_MESSAGE } from './proxyTransport.js';

const request = { method: 'GET', url: 'http://example.test/get', headers: [] };

function answering(status: number, body: unknown): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('proxy transport', () => {
  it('posts the request to /api/proxy and returns the response', async () => {
    let seen: { url: string; body: unknown } | undefined;
    const transport = createProxyTransport(
      fetchExchange(async (url, init) => {
        seen = { url: String(url), body: JSON.parse(String(init?.body)) };
        return new Response(JSON.stringify({ success: true, response: { status: 201, body: 'ok', size: 2 } }));
      }),
    );
    const response = await transport.send(request);
    expect(seen).toEqual({ url: '/api/proxy', body: request });
    expect(response).toMatchObject({ status: 201, body: 'ok', size: 2, headers: [] });
  });

  it('throws the proxy failure with its code', async () => {
    const transport = createProxyTransport(
      fetchExchange(answering(502, { success: false, message: 'connect ECONNREFUSED', code: 'CONNECTION_REFUSED' })),
    );
    await expect(transport.send(request)).rejects.toMatchObject({
      message: 'connect ECONNREFUSED',
      code: 'CONNECTION_REFUSED',
    });
  });

  it('keeps a code from outside the send family', async () => {
    const transport = createProxyTransport(
      fetchExchange(answering(429, { success: false, message: 'Too many requests', code: 'RATE_LIMITED' })),
    );
    await expect(transport.send(request)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it("reports 'Network error occurred' when the server cannot be reached", async () => {
    const transport = createProxyTransport(
      fetchExchange(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const failure = await transport.send(request).catch((thrown: unknown) => thrown);
    expect(failure).toBeInstanceOf(SendError);
    expect(failure).toMatchObject({ message: NETWORK_ERROR_MESSAGE, code: 'NETWORK_ERROR' });
  });
});
