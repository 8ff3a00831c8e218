// Test helper: the account and admin calls of a test server, as the web app makes them.
import { DEMO_ACCOUNT } from '@courier/core';
import { call, type CallResult } from './call.js';
import type { TestServer } from './startTestServer.js';

export interface Credentials {
  token?: string;
  apiKey?: string;
}

export interface AccountsApi {
  request(method: string, path: string, body?: unknown, as?: Credentials, localAddress?: string): Promise<CallResult>;
  /** Registers `name` with a strong password and returns its token and user. */
  register(name: string): Promise<{ token: string; id: string; password: string }>;
  login(identifier: string, password: string, localAddress?: string): Promise<CallResult>;
  /** The demo administrator's token. */
  demoToken(): Promise<string>;
}

export const STRONG_PASSWORD = 'Sturdy#Pass9';

export function accountsApi(server: Pick<TestServer, 'url'>): AccountsApi {
  const request: AccountsApi['request'] = (method, path, body, as = {}, localAddress) =>
    call(`${server.url}${path}`, {
      method,
      localAddress,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(as.token ? { authorization: `Bearer ${as.token}` } : {}),
        ...(as.apiKey ? { 'x-api-key': as.apiKey } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  const login: AccountsApi['login'] = (identifier, password, localAddress) =>
    request('POST', '/api/auth/login', { identifier, password }, {}, localAddress);
  return {
    request,
    login,
    async register(name) {
      const { status, json } = await request('POST', '/api/auth/register', {
        username: name,
        email: `${name}@example.com`,
        password: STRONG_PASSWORD,
        firstName: 'Test',
        lastName: name,
      });
      if (status !== 201) throw new Error(`register ${name}: ${status} ${JSON.stringify(json)}`);
      return { token: json.data.token, id: json.data.user.id, password: STRONG_PASSWORD };
    },
    async demoToken() {
      const { json } = await login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
      return json.data.token;
    },
  };
}
