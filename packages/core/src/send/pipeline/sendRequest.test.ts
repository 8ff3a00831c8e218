import { describe, expect, it } from 'vitest';
import { SendError } from '../errors.js';
import type { VariableScopes } from '../../script/host.js';
import { FakeScriptHost, FakeTransport, collection, folder, request } from '@courier/testkit';
import type { SendContext } from './context.js';
import { sendRequest } from './sendRequest.js';

function scopes(environment: Record<string, string> = {}): VariableScopes {
  return {
    globals: [],
    environment: Object.entries(environment).map(([key, value]) => ({ key, value, enabled: true })),
    collectionVariables: [],
    local: [],
    iterationData: {},
  };
}

function header(sent: { headers: Array<{ name: string; value: string }> }, name: string): string | undefined {
  return sent.headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;
}

describe('sendRequest', () => {
  it('resolves variables in URL, header names and values and body before sending', async () => {
    const transport = new FakeTransport();
    const result = await sendRequest(
      {
        request: request('r', '{{base}}/items/{{id}}', {
          method: 'POST',
          headers: [{ key: 'X-{{h}}', value: '{{hv}}' }],
          body: { mode: 'raw', raw: '{"id":"{{id}}"}' },
        }),
        scopes: scopes({ base: 'http://api.test', id: '7', h: 'Trace', hv: 'abc' }),
      },
      { transport },
    );
    expect(result.success).toBe(true);
    const sent = transport.sent[0]!;
    expect(sent.url).toBe('http://api.test/items/7');
    expect(header(sent, 'X-Trace')).toBe('abc');
    expect(sent.body).toEqual({ type: 'text', text: '{"id":"7"}' });
  });

  it("generates Postman's faker variables ({{$randomEmail}}), loading faker on first use", async () => {
    const transport = new FakeTransport();
    const result = await sendRequest(
      { request: request('r', 'http://api.test/users?email={{$randomEmail}}'), scopes: scopes() },
      { transport },
    );
    expect(result.success).toBe(true);
    expect(decodeURIComponent(transport.sent[0]!.url)).toMatch(/^http:\/\/api\.test\/users\?email=\S+@\S+\.\S+$/);
  });

  it('applies auth inherited from the collection through folders that inherit', async () => {
    const transport = new FakeTransport();
    const inner = request('r', 'http://api.test/x');
    const outer = folder('F', [inner]);
    const col = collection([outer], { auth: { type: 'bearer', token: '{{token}}' } });
    await sendRequest(
      { request: inner, folders: [outer], collection: col, scopes: scopes({ token: 't0k' }) },
      { transport },
    );
    expect(header(transport.sent[0]!, 'Authorization')).toBe('Bearer t0k');
  });

  it('lets a folder auth override the collection and a request "none" override both', async () => {
    const transport = new FakeTransport();
    const inherits = request('a', 'http://api.test/a');
    const own = request('b', 'http://api.test/b', { auth: { type: 'none' } });
    const outer = folder('F', [inherits, own], { auth: { type: 'basic', username: 'u', password: 'p' } });
    const col = collection([outer], { auth: { type: 'bearer', token: 'col' } });
    await sendRequest({ request: inherits, folders: [outer], collection: col, scopes: scopes() }, { transport });
    await sendRequest({ request: own, folders: [outer], collection: col, scopes: scopes() }, { transport });
    expect(header(transport.sent[0]!, 'Authorization')).toBe(`Basic ${btoa('u:p')}`);
    expect(header(transport.sent[1]!, 'Authorization')).toBeUndefined();
  });

  it('runs collection, folder and request scripts in that order in one script input', async () => {
    const host = new FakeScriptHost();
    const inner = request('Get', 'http://api.test', {
      preRequestScript: 'pm.log("request")',
      postRequestScript: 'pm.log("r-test")',
    });
    const sub = folder('Sub', [inner], { preRequestScript: 'pm.log("sub")' });
    const top = folder('Top', [sub], { preRequestScript: 'pm.log("top")', postRequestScript: 'pm.log("top-test")' });
    const col = collection([top], { preRequestScript: 'pm.log("collection")' });
    const result = await sendRequest(
      { request: inner, folders: [top, sub], collection: col, scopes: scopes() },
      { transport: new FakeTransport(), scripts: host },
    );
    expect(host.calls.map((call) => call.event)).toEqual(['prerequest', 'test']);
    expect(host.calls[0]!.scripts.map((script) => script.name)).toEqual([
      'Collection Fixture',
      'Folder Top',
      'Folder Sub',
      'Request Get',
    ]);
    expect(result.preRequestLogs.map((log) => log.message)).toEqual(['collection', 'top', 'sub', 'request']);
    expect(result.testLogs.map((log) => log.message)).toEqual(['top-test', 'r-test']);
  });

  it('stops with "Pre-request script error: …" and sends nothing when a pre-request script throws', async () => {
    const transport = new FakeTransport();
    const result = await sendRequest(
      {
        request: request('r', 'http://api.test', { preRequestScript: 'pm.log("before"); throw new Error("boom")' }),
        scopes: scopes(),
      },
      { transport, scripts: new FakeScriptHost() },
    );
    expect(result).toMatchObject({
      success: false,
      error: { stage: 'prerequest', message: 'Pre-request script error: boom' },
    });
    expect(result.preRequestLogs.map((log) => log.message)).toEqual(['before']);
    expect(transport.sent).toHaveLength(0);
  });

  it('sends with variables a pre-request script set and the edits it made', async () => {
    const transport = new FakeTransport();
    const result = await sendRequest(
      {
        request: request('r', 'http://api.test/{{id}}', {
          headers: [{ key: 'X-Id', value: '{{id}}' }],
          preRequestScript: [
            'pm.set("environment", "id", "42");',
            'pm.request.headers.push({ key: "X-Added", value: "yes", enabled: true });',
          ].join('\n'),
        }),
        scopes: scopes(),
      },
      { transport, scripts: new FakeScriptHost() },
    );
    const sent = transport.sent[0]!;
    expect(sent.url).toBe('http://api.test/42');
    expect(header(sent, 'X-Added')).toBe('yes');
    expect(result.scopes.environment).toContainEqual({ key: 'id', value: '42', enabled: true });
  });

  it('honours skipRequest: nothing is sent and no test script runs', async () => {
    const transport = new FakeTransport();
    const host = new FakeScriptHost();
    const result = await sendRequest(
      {
        request: request('r', 'http://api.test', { preRequestScript: 'pm.skip()', postRequestScript: 'pm.log("t")' }),
        scopes: scopes(),
      },
      { transport, scripts: host },
    );
    expect(result).toMatchObject({ success: true, skipped: true });
    expect(transport.sent).toHaveLength(0);
    expect(host.calls).toHaveLength(1);
  });

  describe('OAuth step', () => {
    const oauthRequest = request('r', 'http://api.test', { auth: { type: 'oauth2', providerId: 'google' } });

    it("sends the provider's current token", async () => {
      const transport = new FakeTransport();
      const oauth = { tokenFor: async (id: string) => (id === 'google' ? { access_token: 'ya29' } : undefined) };
      await sendRequest({ request: oauthRequest, scopes: scopes() }, { transport, oauth });
      expect(header(transport.sent[0]!, 'Authorization')).toBe('Bearer ya29');
    });

    it("fails with 'OAuth error: No valid OAuth token available' when there is none", async () => {
      const transport = new FakeTransport();
      const result = await sendRequest(
        { request: oauthRequest, scopes: scopes() },
        { transport, oauth: { tokenFor: async () => undefined } },
      );
      expect(result.error).toEqual({ stage: 'oauth', message: 'OAuth error: No valid OAuth token available' });
      expect(transport.sent).toHaveLength(0);
    });

    it("reports a failing token store as 'OAuth error: …'", async () => {
      const oauth = {
        tokenFor: async () => {
          throw new Error('Token refresh failed: 400 bad');
        },
      };
      const result = await sendRequest(
        { request: oauthRequest, scopes: scopes() },
        { transport: new FakeTransport(), oauth },
      );
      expect(result.error?.message).toBe('OAuth error: Token refresh failed: 400 bad');
    });
  });

  it("reports a transport failure without a message as 'Network error occurred'", async () => {
    const transport = new FakeTransport(() => {
      throw new Error('');
    });
    const result = await sendRequest({ request: request('r', 'http://api.test'), scopes: scopes() }, { transport });
    expect(result).toMatchObject({ success: false, error: { stage: 'transport', message: 'Network error occurred' } });
  });

  it('keeps the code of a SendError', async () => {
    const transport = new FakeTransport(() => {
      throw new SendError('CONNECTION_REFUSED', 'connect ECONNREFUSED 127.0.0.1:1');
    });
    const result = await sendRequest({ request: request('r', 'http://api.test'), scopes: scopes() }, { transport });
    expect(result.error).toEqual({
      stage: 'transport',
      message: 'connect ECONNREFUSED 127.0.0.1:1',
      code: 'CONNECTION_REFUSED',
    });
  });

  it('still runs the test script after a transport failure, without a response, and stays failed', async () => {
    const transport = new FakeTransport(() => {
      throw new SendError('CONNECTION_REFUSED', 'connect ECONNREFUSED 127.0.0.1:1');
    });
    const host = new FakeScriptHost();
    const result = await sendRequest(
      {
        request: request('r', 'http://api.test', { postRequestScript: 'pm.test("has response", !!pm.response);' }),
        scopes: scopes(),
      },
      { transport, scripts: host },
    );
    expect(host.calls.map((call) => call.event)).toEqual(['test']);
    expect(result.testResults.map((test) => [test.name, test.passed])).toEqual([['has response', false]]);
    expect(result.response).toBeUndefined();
    expect(result).toMatchObject({
      success: false,
      error: { stage: 'transport', message: 'connect ECONNREFUSED 127.0.0.1:1', code: 'CONNECTION_REFUSED' },
    });
  });

  it('gives the test script the request with the headers the transport reports it sent, then the disabled ones', async () => {
    const transport = new FakeTransport(() => ({ requestHeaders: [{ name: 'Host', value: 'api.test' }] }));
    const host = new FakeScriptHost();
    const headers = [
      { key: 'X-On', value: '1', enabled: true },
      { key: 'X-Off', value: '2', enabled: false },
    ];
    await sendRequest(
      { request: request('r', 'http://api.test', { headers, postRequestScript: 'pm.log("t")' }), scopes: scopes() },
      { transport, scripts: host },
    );
    expect(host.calls[0]?.request.headers).toEqual([
      { key: 'Host', value: 'api.test', enabled: true },
      { key: 'X-Off', value: '2', enabled: false },
    ]);
  });

  it('runs the test script with the response and returns its tests and variables', async () => {
    const transport = new FakeTransport(() => ({ status: 201, body: '{"token":"abc"}' }));
    const result = await sendRequest(
      {
        request: request('r', 'http://api.test', {
          postRequestScript: [
            'pm.test("created", pm.response.status === 201);',
            'pm.test("has id", JSON.parse(pm.response.body).id !== undefined);',
            'pm.set("environment", "token", JSON.parse(pm.response.body).token);',
          ].join('\n'),
        }),
        scopes: scopes(),
      },
      { transport, scripts: new FakeScriptHost() },
    );
    expect(result.success).toBe(true);
    expect(result.response?.status).toBe(201);
    expect(result.testResults.map((test) => [test.name, test.passed])).toEqual([
      ['created', true],
      ['has id', false],
    ]);
    expect(result.scopes.environment).toContainEqual({ key: 'token', value: 'abc', enabled: true });
  });

  it('marks the send failed when a test script throws, keeping the tests recorded before', async () => {
    const result = await sendRequest(
      {
        request: request('r', 'http://api.test', {
          postRequestScript: 'pm.test("first", true); throw new Error("oops")',
        }),
        scopes: scopes(),
      },
      { transport: new FakeTransport(), scripts: new FakeScriptHost() },
    );
    expect(result).toMatchObject({ success: false, error: { stage: 'test', message: 'Test script error: oops' } });
    expect(result.testResults).toHaveLength(1);
    expect(result.response?.status).toBe(200);
  });

  it("counts a pre-request script's tests before the test script's, also when it then fails", async () => {
    const both = await sendRequest(
      {
        request: request('r', 'http://api.test', {
          preRequestScript: 'pm.test("ready", true);',
          postRequestScript: 'pm.test("answered", pm.response.status === 200);',
        }),
        scopes: scopes(),
      },
      { transport: new FakeTransport(), scripts: new FakeScriptHost() },
    );
    expect(both.testResults.map((test) => [test.name, test.passed])).toEqual([
      ['ready', true],
      ['answered', true],
    ]);

    const failing = await sendRequest(
      {
        request: request('r', 'http://api.test', {
          preRequestScript: 'pm.test("checked", false); throw new Error("no")',
        }),
        scopes: scopes(),
      },
      { transport: new FakeTransport(), scripts: new FakeScriptHost() },
    );
    expect(failing).toMatchObject({ success: false, error: { stage: 'prerequest' } });
    expect(failing.testResults.map((test) => [test.name, test.passed])).toEqual([['checked', false]]);
  });

  it('treats an HTTP error status as a completed send', async () => {
    const result = await sendRequest(
      { request: request('r', 'http://api.test'), scopes: scopes() },
      { transport: new FakeTransport(() => ({ status: 500 })) },
    );
    expect(result.success).toBe(true);
    expect(result.response?.status).toBe(500);
  });

  it('sends pm.sendRequest through the same transport', async () => {
    const transport = new FakeTransport((sent) => ({ body: sent.url }));
    const ctx: SendContext = {
      request: request('r', 'http://api.test/main', {
        preRequestScript:
          'const side = await pm.send({ ...pm.request, url: "http://api.test/side" }); pm.set("local", "side", side.body);',
      }),
      scopes: scopes(),
    };
    const result = await sendRequest(ctx, { transport, scripts: new FakeScriptHost() });
    expect(transport.sent.map((sent) => sent.url)).toEqual(['http://api.test/side', 'http://api.test/main']);
    expect(result.scopes.local).toContainEqual({ key: 'side', value: 'http://api.test/side', enabled: true });
  });
});

describe('cookies for scripts', () => {
  const tests = { postRequestScript: 'pm.test("ran", true);' };

  it('looks cookies up for a URL written without a scheme, as the transport sends it', async () => {
    const askedFor: string[] = [];
    const cookies = {
      cookiesFor: async (url: string) => {
        askedFor.push(url);
        return [{ name: 'session', value: 'abc' }];
      },
    };
    const host = new FakeScriptHost();
    const result = await sendRequest(
      { request: request('r', 'api.test/me', tests), scopes: scopes() },
      { transport: new FakeTransport(), scripts: host, cookies },
    );
    expect(result.success).toBe(true);
    expect(askedFor).toEqual(['http://api.test/me']);
    expect(host.calls[0]?.cookies?.map((cookie) => cookie.name)).toEqual(['session']);
  });

  it('never fails a send when the cookie lookup fails', async () => {
    const failing = { cookiesFor: () => Promise.reject(new Error('Invalid URL')) };
    const result = await sendRequest(
      { request: request('r', 'http://api.test/me', tests), scopes: scopes() },
      { transport: new FakeTransport(), scripts: new FakeScriptHost(), cookies: failing },
    );
    expect(result.success).toBe(true);
    expect(result.testResults.map((test) => test.passed)).toEqual([true]);
  });
});
