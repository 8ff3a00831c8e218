// Test helper: one signed-in user's JSON calls to a test server, as the web app makes them.
import { call, type CallResult } from './call.js';

export interface UserClient {
  get(path: string): Promise<CallResult>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<CallResult>;
  put(path: string, body: unknown): Promise<CallResult>;
  del(path: string, body?: unknown): Promise<CallResult>;
}

export function userClient(baseUrl: string, token: string): UserClient {
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    return call(`${baseUrl}${path}`, {
      method,
      headers: {
        ...headers,
        authorization: `Bearer ${token}`,
        // Node's client would send a DELETE body chunked; browsers, like this, state its length.
        ...(text === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }),
      },
      body: text,
    });
  };
  return {
    get: (path) => send('GET', path),
    post: (path, body = {}, headers) => send('POST', path, body, headers),
    put: (path, body) => send('PUT', path, body),
    del: (path, body) => send('DELETE', path, body),
  };
}
