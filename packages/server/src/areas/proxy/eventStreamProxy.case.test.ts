// An event stream through the proxy arrives event by event: each piece of the upstream's text
// reaches the browser while the upstream is still open, with hosted mode's sign-in, address
// policy, idle limit and size cap still holding.
import { PROXY_EVENT_STREAM_TYPE } from '@courier/core';
import { startEventStreamServer, type EventStreamServer } from '@courier/testkit/servers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../config.js';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

/** The proxy's answer read line by line as it arrives. */
async function openProxyStream(server: TestServer, url: string, user: string | undefined, signal?: AbortSignal) {
  const answer = await fetch(`${server.url}/api/proxy`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(user ? { 'x-test-user': user } : {}) },
    body: JSON.stringify({ method: 'GET', url, headers: [] }),
    ...(signal ? { signal } : {}),
  });
  const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  return {
    answer,
    /** The next complete line, parsed. */
    async nextLine(): Promise<Record<string, unknown>> {
      for (;;) {
        const end = buffered.indexOf('\n');
        if (end >= 0) {
          const line = buffered.slice(0, end);
          buffered = buffered.slice(end + 1);
          return JSON.parse(line) as Record<string, unknown>;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error(`The answer ended without a line: ${buffered}`);
        buffered += value;
      }
    },
    async text() {
      let rest = buffered;
      for (let part = await reader.read(); !part.done; part = await reader.read()) rest += part.value;
      return rest;
    },
  };
}

describe.each(TEST_DIALECTS)('proxied event streams on %s', (dialect) => {
  let upstream: EventStreamServer;
  const open: Array<{ close(): Promise<void> }> = [];
  beforeEach(async () => {
    upstream = await startEventStreamServer();
    open.push(upstream);
  });
  afterEach(async () => {
    for (const item of open.splice(0).reverse()) await item.close();
  });

  async function hostedServer(config: Partial<ServerConfig> = {}): Promise<TestServer> {
    const server = await startTestServer({
      dialect,
      config: { mode: 'hosted', proxyAllowlist: ['127.0.0.1'], ...config },
      // The test names its user in a header; without one the caller is not signed in.
      authenticate: async (req) => {
        const user = req.headers['x-test-user'];
        return typeof user === 'string' ? { id: user } : undefined;
      },
    });
    open.push(server);
    return server;
  }

  it('passes each event on while the upstream is still open, then the end', async () => {
    const server = await hostedServer();
    const reply = await openProxyStream(server, `${upstream.url}/events`, 'ann');
    const stream = await upstream.nextStream();
    expect(reply.answer.headers.get('content-type')).toContain(PROXY_EVENT_STREAM_TYPE);
    expect(await reply.nextLine()).toMatchObject({ opened: { status: 200 } });

    stream.send('event: tick\ndata: {"n":1}\n\n');
    // The first event reached the client; the upstream has not sent the second yet.
    expect(await reply.nextLine()).toEqual({ text: 'event: tick\ndata: {"n":1}\n\n' });
    stream.send('data: two\n\n');
    expect(await reply.nextLine()).toEqual({ text: 'data: two\n\n' });
    stream.end();
    expect(await reply.nextLine()).toMatchObject({
      success: true,
      response: { status: 200, eventStream: { endedBy: 'server' } },
    });
  });

  it('closes the upstream stream when the browser goes away (Stop)', async () => {
    const server = await hostedServer();
    const stop = new AbortController();
    const reply = await openProxyStream(server, `${upstream.url}/events`, 'ann', stop.signal);
    const stream = await upstream.nextStream();
    await reply.nextLine();
    stop.abort();
    await stream.closedByClient;
  });

  it('ends a quiet stream after the proxy timeout, and a long one at the response limit', async () => {
    const server = await hostedServer({ proxyTimeoutMs: 800, responseLimitBytes: 64 });
    const quiet = await openProxyStream(server, `${upstream.url}/quiet`, 'ann');
    await upstream.nextStream();
    await quiet.nextLine();
    expect(await quiet.nextLine()).toMatchObject({ response: { eventStream: { endedBy: 'idle' } } });

    const long = await openProxyStream(server, `${upstream.url}/long`, 'ann');
    const stream = await upstream.nextStream();
    await long.nextLine();
    stream.send(`data: ${'x'.repeat(100)}\n\n`);
    expect(await long.nextLine()).toMatchObject({ response: { eventStream: { endedBy: 'limit' } } });
    await stream.closedByClient;
  });

  it('refuses a caller who is not signed in, and an address hosted mode does not allow, before any stream', async () => {
    const server = await hostedServer();
    const anonymous = await openProxyStream(server, `${upstream.url}/events`, undefined);
    expect(anonymous.answer.status).toBe(401);
    expect(JSON.parse(await anonymous.text())).toMatchObject({ success: false });

    const strict = await hostedServer({ proxyAllowlist: [] });
    const blocked = await openProxyStream(strict, `${upstream.url}/events`, 'bob');
    expect(blocked.answer.status).toBe(502);
    expect(JSON.parse(await blocked.text())).toMatchObject({ code: 'ADDRESS_BLOCKED' });
  });
});
