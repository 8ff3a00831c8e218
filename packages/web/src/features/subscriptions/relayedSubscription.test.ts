import { HttpRequestSchema, type WebSocketConnection, type WebSocketMessage } from '@courier/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { websocketApi } from '../websocket/websocketApi.js';
import { SUBSCRIPTION_POLL_INTERVAL_MS } from './followRelayedConnection.js';
import { startSubscription } from './relayedSubscription.js';
import type { SubscriptionEventKind, SubscriptionStatus } from './subscriptionView.js';

/** The relay as the page sees it, with a GraphQL server behind it answering each frame sent. */
function fakeRelay(answer: (frame: { type: string; id?: string }) => object[]) {
  const history: WebSocketMessage[] = [];
  const sent: string[] = [];
  const connection = { id: 'c1', status: 'connected' } as WebSocketConnection;
  const receive = (message: object) =>
    history.push({
      id: `m${history.length + 1}`,
      direction: 'received',
      type: 'message',
      timestamp: new Date().toISOString(),
      size: 1,
      content: JSON.stringify(message),
    });
  vi.spyOn(websocketApi, 'create').mockResolvedValue({ connectionId: 'c1', data: connection });
  vi.spyOn(websocketApi, 'send').mockImplementation(async (_id, { message }) => {
    sent.push(message);
    for (const reply of answer(JSON.parse(message) as { type: string })) receive(reply);
    return new Response();
  });
  vi.spyOn(websocketApi, 'close').mockImplementation(async (_id, code, reason) => {
    Object.assign(connection, { status: 'closed', closeCode: code, closeReason: reason });
    return new Response();
  });
  vi.spyOn(websocketApi, 'messages').mockImplementation(async () => [...history]);
  vi.spyOn(websocketApi, 'list').mockImplementation(async () => [{ ...connection }]);
  return {
    sent: () => sent.map((frame) => JSON.parse(frame) as unknown),
    receive,
    closeFromServer(code: number, reason: string) {
      Object.assign(connection, { status: 'closed', closeCode: code, closeReason: reason });
    },
  };
}

function recordingSink() {
  const events: Array<{ kind: SubscriptionEventKind; text: string }> = [];
  const statuses: SubscriptionStatus[] = [];
  return {
    events,
    statuses,
    sink: {
      status: (status: SubscriptionStatus) => statuses.push(status),
      event: (kind: SubscriptionEventKind, text: string) => events.push({ kind, text }),
    },
  };
}

const request = (subscription: Record<string, string> = {}) =>
  HttpRequestSchema.parse({
    method: 'POST',
    url: 'http://api.test/graphql',
    headers: [{ key: 'Authorization', value: 'Bearer t', enabled: true }],
    body: { mode: 'graphql', query: 'subscription { count }', subscription },
  });

const poll = () => vi.advanceTimersByTimeAsync(SUBSCRIPTION_POLL_INTERVAL_MS);

describe('a subscription over the relay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('inits with the params, subscribes once acknowledged, shows each result, and Stop completes then closes', async () => {
    const relay = fakeRelay((frame) => (frame.type === 'connection_init' ? [{ type: 'connection_ack' }] : []));
    const { events, statuses, sink } = recordingSink();
    const { handle, target } = startSubscription(request({ connectionParams: '{"token":"p"}' }), sink);
    expect(target).toBe('ws://api.test/graphql · graphql-transport-ws');
    await poll();
    expect(websocketApi.create).toHaveBeenCalledWith({
      url: 'ws://api.test/graphql',
      protocols: ['graphql-transport-ws'],
      headers: { Authorization: 'Bearer t' },
    });
    expect(statuses).toEqual(['subscribed']);
    expect(relay.sent()).toEqual([
      { type: 'connection_init', payload: { token: 'p' } },
      { type: 'subscribe', id: '1', payload: { query: 'subscription { count }' } },
    ]);

    relay.receive({ type: 'next', id: '1', payload: { data: { count: 1 } } });
    relay.receive({ type: 'ping' });
    relay.receive({ type: 'next', id: '1', payload: { data: null, errors: [{ message: 'late' }] } });
    await poll();
    expect(events).toEqual([
      { kind: 'data', text: '{\n  "count": 1\n}' },
      { kind: 'data', text: 'null' },
      { kind: 'error', text: expect.stringContaining('"message": "late"') as string },
    ]);
    expect(relay.sent().at(-1)).toEqual({ type: 'pong' });

    await handle.stop();
    expect(relay.sent().at(-1)).toEqual({ type: 'complete', id: '1' });
    expect(websocketApi.close).toHaveBeenCalledWith('c1', 1000, 'Subscription stopped');
    expect(statuses.at(-1)).toBe('ended');
    expect(events.at(-1)).toEqual({ kind: 'note', text: 'Stopped' });
  });

  it('shows the legacy protocol refusing the connection, and closes', async () => {
    fakeRelay((frame) =>
      frame.type === 'connection_init' ? [{ type: 'connection_error', payload: { message: 'Bad token' } }] : [],
    );
    const { events, statuses, sink } = recordingSink();
    startSubscription(request({ protocol: 'graphql-ws' }), sink);
    await poll();
    expect(websocketApi.create).toHaveBeenCalledWith(expect.objectContaining({ protocols: ['graphql-ws'] }));
    expect(events).toEqual([{ kind: 'error', text: expect.stringContaining('refused the connection') as string }]);
    expect(statuses).toEqual(['ended']);
    expect(websocketApi.close).toHaveBeenCalled();
  });

  it("reports a server's closing code as an error", async () => {
    const relay = fakeRelay(() => []);
    const { events, statuses, sink } = recordingSink();
    startSubscription(request(), sink);
    await poll();
    relay.closeFromServer(4403, 'Forbidden');
    await poll();
    expect(events).toEqual([{ kind: 'error', text: 'Connection closed (4403: Forbidden)' }]);
    expect(statuses).toEqual(['ended']);
  });

  it('stops before connecting when the connection params are not a JSON object', async () => {
    fakeRelay(() => []);
    const { events, statuses, sink } = recordingSink();
    startSubscription(request({ connectionParams: '[1]' }), sink);
    expect(events).toEqual([{ kind: 'error', text: 'Connection params must be a JSON object' }]);
    expect(statuses).toEqual(['ended']);
    expect(websocketApi.create).not.toHaveBeenCalled();
  });

  it('says why a frame outside the protocol is not shown as data', async () => {
    const relay = fakeRelay((frame) => (frame.type === 'connection_init' ? [{ type: 'connection_ack' }] : []));
    const { events, sink } = recordingSink();
    startSubscription(request(), sink);
    await poll();
    relay.receive({ type: 'data', id: '1', payload: {} });
    await poll();
    expect(events).toEqual([
      { kind: 'error', text: expect.stringMatching(/^Not a graphql-transport-ws message: /) as string },
    ]);
  });
});
