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

  it('sends the session headers of the moment with each request', async () => {
    const seen: Array<string | null> = [];
    let token = 'first';
    const transport = createProxyTransport(
      fetchExchange(async (_url, init) => {
        seen.push(new Headers(init?.headers).get('Authorization'));
        return new Response(JSON.stringify({ success: true, response: { status: 200, body: '', size: 0 } }));
      }),
      { headers: (): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {}) },
    );
    await transport.send(request);
    token = '';
    await transport.send(request);
    expect(seen).toEqual(['Bearer first', null]);
  });

  it("ends the session on the proxy's own 401, not on a target's 401", async () => {
    let ended = 0;
    const onUnauthorized = () => ended++;
    const refused = createProxyTransport(
      fetchExchange(answering(401, { success: false, message: 'Sign in first', code: 'UNAUTHENTICATED' })),
      { onUnauthorized },
    );
    await expect(refused.send(request)).rejects.toMatchObject({ message: 'Sign in first' });
    const targetSaidNo = createProxyTransport(
      fetchExchange(answering(200, { success: true, response: { status: 401, body: 'no', size: 2 } })),
      { onUnauthorized },
    );
    await expect(targetSaidNo.send(request)).resolves.toMatchObject({ status: 401 });
    expect(ended).toBe(1);
  });

  it('asks for a file to be selected again instead of sending a part without its content', async () => {
    let posted = false;
    const transport = createProxyTransport(
      fetchExchange(async () => {
        posted = true;
        return new Response('{}');
      }),
    );
    const multipart = {
      ...request,
      method: 'POST',
      body: { type: 'multipart' as const, parts: [{ kind: 'file' as const, name: 'doc', path: 'report.pdf' }] },
    };
    await expect(transport.send(multipart)).rejects.toMatchObject({
      code: 'FILE_NOT_FOUND',
      message: 'Select the file "report.pdf" again: its content is not stored with the request',
    });
    await expect(transport.send({ ...request, body: { type: 'file', path: 'photo.png' } })).rejects.toMatchObject({
      code: 'FILE_NOT_FOUND',
    });
    expect(posted).toBe(false);
  });
});
