// The Node transport reads a `text/event-stream` response as it arrives: the CLI's scripts get its
// events once it ends, by the server, the request's deadline, a stop, the idle limit or the cap.
import { startEventStreamServer, type EventStreamServer } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerSentEvent } from '../../model/eventStream.js';
import type { EventStreamHead } from '../../send/transport.js';
import { createUndiciTransport, type UndiciTransport } from './createUndiciTransport.js';

let server: EventStreamServer;
let transport: UndiciTransport;

beforeAll(async () => {
  server = await startEventStreamServer();
  transport = createUndiciTransport();
});

afterAll(async () => {
  await transport.close();
  await server.close();
});

/** Settles with the next value `push` is given. */
function nextOf<T>(): { push(value: T): void; next(): Promise<T> } {
  const values: T[] = [];
  const waiting: Array<(value: T) => void> = [];
  return {
    push: (value) => {
      const waiter = waiting.shift();
      if (waiter) waiter(value);
      else values.push(value);
    },
    next: () => (values.length > 0 ? Promise.resolve(values.shift() as T) : new Promise((r) => waiting.push(r))),
  };
}

describe('undici transport: event streams', () => {
  it('hands on each event while the stream is still open, and keeps them all when the server ends it', async () => {
    const heads = nextOf<EventStreamHead>();
    const events = nextOf<ServerSentEvent>();
    const sent = transport.send({
      method: 'GET',
      url: `${server.url}/events`,
      headers: [],
      eventStream: { listener: { opened: heads.push, received: events.push } },
    });
    const stream = await server.nextStream();
    expect((await heads.next()).status).toBe(200);
    stream.send('event: greeting\nid: 1\ndata: {"hello":"world"}\n\n');
    expect(await events.next()).toMatchObject({ event: 'greeting', id: '1', data: '{"hello":"world"}' });
    stream.send('data: second\n\n');
    expect((await events.next()).data).toBe('second');
    stream.end();
    const response = await sent;
    expect(response.eventStream).toMatchObject({
      endedBy: 'server',
      events: [{ event: 'greeting' }, { data: 'second' }],
    });
    expect(response.body).toBe('event: greeting\nid: 1\ndata: {"hello":"world"}\n\ndata: second\n\n');
  });

  it('ends at the request deadline with the events that came, as the runner needs for a stream that never ends', async () => {
    const sent = transport.send({ method: 'GET', url: `${server.url}/forever`, headers: [], timeoutMs: 300 });
    const stream = await server.nextStream();
    stream.send('data: only\n\n');
    const response = await sent;
    expect(response.eventStream).toMatchObject({ endedBy: 'timeout', events: [{ data: 'only' }] });
    await stream.closedByClient;
  });

  it('Stop ends an open stream and closes the connection, keeping what arrived', async () => {
    const stop = new AbortController();
    const events = nextOf<ServerSentEvent>();
    const sent = transport.send({
      method: 'GET',
      url: `${server.url}/stop`,
      headers: [],
      eventStream: { stop: stop.signal, listener: { received: events.push } },
    });
    const stream = await server.nextStream();
    stream.send('data: one\n\n');
    await events.next();
    stop.abort();
    const response = await sent;
    expect(response.eventStream).toMatchObject({ endedBy: 'stopped', events: [{ data: 'one' }] });
    await stream.closedByClient;
  });

  it('with an idle limit a stream has no total deadline, and ends after a quiet spell', async () => {
    const events = nextOf<ServerSentEvent>();
    const sent = transport.send({
      method: 'GET',
      url: `${server.url}/idle`,
      headers: [],
      timeoutMs: 1000,
      eventStream: { idleTimeoutMs: 1500, listener: { received: events.push } },
    });
    const stream = await server.nextStream();
    stream.send('data: a\n\n');
    expect((await events.next()).data).toBe('a');
    // The next events come after the 1 s deadline has passed: only a quiet spell ends the stream.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (const data of ['b', 'c']) {
      stream.send(`data: ${data}\n\n`);
      expect((await events.next()).data).toBe(data);
    }
    const response = await sent;
    expect(response.eventStream).toMatchObject({ endedBy: 'idle' });
    expect(response.eventStream?.events.map((event) => event.data)).toEqual(['a', 'b', 'c']);
  });

  it('stops keeping at the size cap and ends the stream there', async () => {
    const sent = transport.send({ method: 'GET', url: `${server.url}/big`, headers: [], maxResponseBytes: 20 });
    const stream = await server.nextStream();
    stream.send('data: small\n\n');
    stream.send(`data: ${'x'.repeat(100)}\n\n`);
    const response = await sent;
    expect(response.eventStream).toMatchObject({ endedBy: 'limit', events: [{ data: 'small' }] });
    expect(response.body).toBe('data: small\n\n');
    await stream.closedByClient;
  });
});
