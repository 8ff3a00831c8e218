import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTimersEachTest } from '../../features/shared/fakeTimersEachTest.js';
import type { LiveEventType } from '@courier/core';
import { createLiveClient, RETRY_DELAYS_MS, SILENCE_LIMIT_MS, type LiveClient } from './liveClient.js';
import type { LiveEvent } from './liveEvent.js';

fakeTimersEachTest();

/** One connection the fake server holds open: the test writes SSE text to it or ends it. */
interface FakeConnection {
  path: string;
  scopes: string[];
  write(text: string): void;
  change(scope: string, seq: number, type?: LiveEventType): void;
  end(): void;
  aborted: boolean;
}

function fakeServer(answer: (path: string) => Response | undefined = () => undefined) {
  const connections: FakeConnection[] = [];
  const unauthorized = vi.fn();
  const open = async (path: string, signal: AbortSignal): Promise<Response> => {
    const given = answer(path);
    if (given) return given;
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const scopes = new URLSearchParams(path.slice(path.indexOf('?'))).getAll('scope');
    const connection: FakeConnection = {
      path,
      scopes,
      aborted: false,
      write: (text) => controller.enqueue(encoder.encode(text)),
      change(scope, seq, type = 'member_added') {
        const event: LiveEvent = { scope, seq, type, actor: 'u1', data: { n: seq }, at: '2026-01-01T00:00:00Z' };
        this.write(`id: ${scope}:${seq}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`);
      },
      end: () => controller.close(),
    };
    signal.addEventListener('abort', () => {
      connection.aborted = true;
      controller.error(new DOMException('aborted', 'AbortError'));
    });
    connections.push(connection);
    connection.write(`event: ready\ndata: ${JSON.stringify({ scopes })}\n\n`);
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  return { connections, unauthorized, client: createLiveClient({ open, unauthorized }) };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
let client: LiveClient | undefined;
afterEach(() => client?.setActive(false));

describe('live client', () => {
  it('delivers events in order and, after the connection drops, asks for what came after the last one', async () => {
    const server = fakeServer();
    client = server.client;
    const seen: number[] = [];
    client.follow('team:a', (event) => seen.push(event.seq), { after: 4 });
    client.setActive(true);
    await settle();
    expect(server.connections.map((c) => c.scopes)).toEqual([['team:a:4']]);
    expect(client.status()).toBe('live');

    server.connections[0]!.change('team:a', 5);
    server.connections[0]!.change('team:a', 6);
    await settle();
    expect(seen).toEqual([5, 6]);

    server.connections[0]!.end();
    await settle();
    expect(client.status()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]!);
    expect(server.connections[1]!.scopes).toEqual(['team:a:6']);
    // A replayed event is not delivered twice.
    server.connections[1]!.change('team:a', 6);
    server.connections[1]!.change('team:a', 7);
    await settle();
    expect(seen).toEqual([5, 6, 7]);
    expect(client.position('team:a')).toBe(7);
  });

  it('opens one connection for several scopes followed together and closes it when the last goes', async () => {
    const server = fakeServer();
    client = server.client;
    client.setActive(true);
    const a = vi.fn();
    const b = vi.fn();
    const stopA = client.follow('team:a', a);
    const stopB = client.follow('user:me', b);
    await settle();
    expect(server.connections).toHaveLength(1);
    expect(server.connections[0]!.scopes).toEqual(['team:a:0', 'user:me:0']);
    server.connections[0]!.change('user:me', 1, 'invitation_received');
    await settle();
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledWith(expect.objectContaining({ scope: 'user:me', type: 'invitation_received' }));

    stopA();
    await settle();
    expect(server.connections[0]!.aborted).toBe(true);
    expect(server.connections[1]!.scopes).toEqual(['user:me:1']);
    stopB();
    await settle();
    expect(server.connections[1]!.aborted).toBe(true);
    expect(server.connections).toHaveLength(2);
    expect(client.status()).toBe('idle');
  });

  it('stops following a scope the server revokes and tells its follower', async () => {
    const server = fakeServer();
    client = server.client;
    client.setActive(true);
    const revoked = vi.fn();
    const listener = vi.fn();
    client.follow('team:a', listener, { revoked });
    client.follow('user:me', vi.fn());
    await settle();
    server.connections[0]!.write(`event: revoked\ndata: ${JSON.stringify({ scope: 'team:a' })}\n\n`);
    server.connections[0]!.change('team:a', 1);
    await settle();
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    server.connections[0]!.end();
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]!);
    expect(server.connections[1]!.scopes).toEqual(['user:me:0']);
  });

  it("tells a scope's followers to read again when the server has pruned what they missed, and keeps delivering", async () => {
    const server = fakeServer();
    client = server.client;
    client.setActive(true);
    const reset = vi.fn();
    const listener = vi.fn();
    client.follow('workspace:w', listener, { after: 3, reset });
    const other = vi.fn();
    client.follow('team:t', vi.fn(), { reset: other });
    await settle();
    server.connections[0]!.write(`event: reset\ndata: ${JSON.stringify({ scope: 'workspace:w' })}\n\n`);
    server.connections[0]!.change('workspace:w', 40);
    await settle();
    expect(reset).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(client.position('workspace:w')).toBe(40);
  });

  it('drops the scope a 403 names and connects with the rest at once', async () => {
    let first = true;
    const server = fakeServer(() => {
      if (!first) return undefined;
      first = false;
      return Response.json({ code: 'FORBIDDEN', message: 'You may not follow team:gone' }, { status: 403 });
    });
    client = server.client;
    const revoked = vi.fn();
    client.follow('team:gone', vi.fn(), { revoked });
    client.follow('team:kept', vi.fn());
    client.setActive(true);
    await settle();
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(server.connections.map((c) => c.scopes)).toEqual([['team:kept:0']]);
  });

  it('signs the user out on 401 and does not retry', async () => {
    const server = fakeServer(() => Response.json({ code: 'UNAUTHORIZED' }, { status: 401 }));
    client = server.client;
    client.follow('team:a', vi.fn());
    client.setActive(true);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.at(-1)! * 2);
    expect(server.unauthorized).toHaveBeenCalledTimes(1);
    expect(server.connections).toHaveLength(0);
  });

  it('backs off while the server cannot be reached, then catches up', async () => {
    let down = 3;
    const server = fakeServer(() => (down-- > 0 ? new Response('gateway', { status: 502 }) : undefined));
    client = server.client;
    client.follow('team:a', vi.fn(), { after: 2 });
    client.setActive(true);
    await settle();
    expect(client.status()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]! + RETRY_DELAYS_MS[1]! - 1);
    expect(server.connections).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[2]! + 1);
    expect(server.connections.map((c) => c.scopes)).toEqual([['team:a:2']]);
    expect(client.status()).toBe('live');
  });

  it('treats a silent connection as dead and opens another', async () => {
    const server = fakeServer();
    client = server.client;
    client.follow('team:a', vi.fn());
    client.setActive(true);
    await settle();
    server.connections[0]!.write(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(SILENCE_LIMIT_MS - 1);
    expect(server.connections[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1 + RETRY_DELAYS_MS[0]!);
    expect(server.connections[0]!.aborted).toBe(true);
    expect(server.connections).toHaveLength(2);
  });

  it('connects only while active', async () => {
    const server = fakeServer();
    client = server.client;
    client.follow('team:a', vi.fn());
    await settle();
    expect(server.connections).toHaveLength(0);
    client.setActive(true);
    await settle();
    client.setActive(false);
    await settle();
    expect(server.connections[0]!.aborted).toBe(true);
    expect(client.status()).toBe('idle');
  });
});
