import { describe, expect, it, vi } from 'vitest';
import { fakeIndexedDbEachTest } from '../../../test/fakeIndexedDb.js';
import { ApiError } from '../api.js';
import type { PendingCallSpec } from './pendingEdit.js';
import { createPendingEditQueue, EditRefusedError, type PendingEditQueueOptions } from './pendingEditQueue.js';
import { openPendingEditStorage } from './pendingEditStorage.js';

fakeIndexedDbEachTest();

// A small server: collections by id, each with a name and a version; creates remember their key.
function fakeServer() {
  const collections = new Map<string, { name: string; version: number }>();
  const keys = new Map<string, string>();
  let reachable = true;
  let next = 0;
  const calls: string[] = [];
  const send = vi.fn(async (call: string, args: unknown[], key: string) => {
    if (!reachable) throw new TypeError('Failed to fetch');
    calls.push(`${call} ${JSON.stringify(args)}`);
    if (call === 'create') {
      const known = keys.get(key);
      if (known) return { id: known, version: 1 };
      const id = `s${++next}`;
      keys.set(key, id);
      collections.set(id, { name: args[1] as string, version: 1 });
      return { id, version: 1 };
    }
    const [id, baseVersion, name] = args as [string, number, string];
    const stored = collections.get(id);
    if (!stored) throw new ApiError(404, 'NOT_FOUND', 'Collection not found');
    if (stored.version !== baseVersion) throw new ApiError(409, 'CONFLICT', 'Someone else changed this collection');
    collections.set(id, { name, version: stored.version + 1 });
    return { id, version: stored.version + 1 };
  });
  return {
    collections,
    calls,
    send,
    cut: () => (reachable = false),
    restore: () => (reachable = true),
  };
}

const specs: Record<string, PendingCallSpec> = {
  create: {
    label: (args) => `New collection "${String(args[1])}"`,
    created: (args, reply) => ({ clientId: args[0] as string, serverId: (reply as { id: string }).id }),
  },
  rename: {
    label: (args) => `Rename to "${String(args[2])}"`,
    target: (args) => `collection:${String(args[0])}`,
    baseVersionAt: 1,
    versionOf: (reply) => (reply as { version: number }).version,
  },
};

function queueOn(server: ReturnType<typeof fakeServer>, extra: Partial<PendingEditQueueOptions> = {}) {
  const refused = vi.fn();
  const queue = createPendingEditQueue({
    storage: openPendingEditStorage('test-pending-edits'),
    name: 'ann:w1:collections',
    specs,
    send: server.send,
    refused,
    retryAfterMs: 60_000,
    ...extra,
  });
  return { queue, refused };
}

describe('pending edits', () => {
  it('sends edits one at a time in the order they were made, each with the version the one before made', async () => {
    const server = fakeServer();
    const { queue } = queueOn(server);
    const created = queue.enqueue('create', ['c-client', 'Orders']);
    const renamed = queue.enqueue('rename', ['c-client', 1, 'Orders v2']);
    const again = queue.enqueue('rename', ['c-client', 1, 'Orders v3']);
    expect(queue.state.getState().edits.map((edit) => edit.label)).toEqual([
      'New collection "Orders"',
      'Rename to "Orders v2"',
      'Rename to "Orders v3"',
    ]);
    await Promise.all([created, renamed, again]);
    // The renames reached the server under its id, the second based on the version the first made.
    expect(server.calls).toEqual([
      'create ["c-client","Orders"]',
      'rename ["s1",1,"Orders v2"]',
      'rename ["s1",2,"Orders v3"]',
    ]);
    expect(server.collections.get('s1')).toEqual({ name: 'Orders v3', version: 3 });
    expect(queue.state.getState().edits).toEqual([]);
  });

  it('keeps edits while the server cannot be reached, marked waiting, and sends them in order when it answers', async () => {
    const server = fakeServer();
    server.cut();
    const { queue, refused } = queueOn(server);
    const created = queue.enqueue('create', ['c-client', 'Orders']);
    void queue.enqueue('rename', ['c-client', 1, 'Orders v2']);
    await vi.waitFor(() => expect(queue.state.getState().waiting).toBe(true));
    expect(queue.state.getState().edits).toHaveLength(2);
    server.restore();
    queue.retry();
    await created;
    await vi.waitFor(() => expect(queue.state.getState().edits).toEqual([]));
    expect(queue.state.getState().waiting).toBe(false);
    expect(server.collections.get('s1')).toEqual({ name: 'Orders v2', version: 2 });
    expect(refused).not.toHaveBeenCalled();
  });

  it('keeps edits across a reload: a new queue on the same storage sends what the old one could not', async () => {
    const server = fakeServer();
    server.cut();
    const before = queueOn(server).queue;
    void before.enqueue('create', ['c-client', 'Orders']);
    void before.enqueue('rename', ['c-client', 1, 'Orders v2']);
    await vi.waitFor(() => expect(before.state.getState().waiting).toBe(true));
    before.close();

    server.restore();
    const after = queueOn(server).queue;
    await after.ready;
    await vi.waitFor(() => expect(after.state.getState().edits).toEqual([]));
    expect(server.calls).toEqual(['create ["c-client","Orders"]', 'rename ["s1",1,"Orders v2"]']);
  });

  it('never makes a create twice when the reply to the first attempt was lost', async () => {
    const server = fakeServer();
    const sent = server.send.getMockImplementation()!;
    // The server makes the collection, then the connection drops before the reply arrives.
    server.send.mockImplementationOnce(async (call, args, key) => {
      await sent(call, args, key);
      throw new TypeError('Failed to fetch');
    });
    const { queue } = queueOn(server);
    const created = queue.enqueue('create', ['c-client', 'Orders']);
    await vi.waitFor(() => expect(queue.state.getState().waiting).toBe(true));
    queue.retry();
    await created;
    expect(server.collections.size).toBe(1);
    const keys = server.send.mock.calls.map(([, , key]) => key);
    expect(new Set(keys).size).toBe(1);
  });

  it('tells which edit the server refused, drops it and goes on with the next', async () => {
    const server = fakeServer();
    const { queue, refused } = queueOn(server);
    const gone = queue.enqueue('rename', ['nowhere', 1, 'Lost']);
    const created = queue.enqueue('create', ['c-client', 'Orders']);
    await expect(gone).rejects.toBeInstanceOf(EditRefusedError);
    await created;
    const [error, waited] = refused.mock.calls[0] as [EditRefusedError, boolean];
    expect(error.edit.label).toBe('Rename to "Lost"');
    expect(error.status).toBe(404);
    expect(waited).toBe(true);
    expect(queue.state.getState().edits).toEqual([]);
  });

  it('sends a stale edit through the version check: a conflict is refused with the version stored now', async () => {
    const server = fakeServer();
    server.collections.set('s9', { name: 'Theirs', version: 5 });
    server.cut();
    const before = queueOn(server).queue;
    void before.enqueue('rename', ['s9', 4, 'Mine']);
    await vi.waitFor(() => expect(before.state.getState().waiting).toBe(true));
    before.close();
    server.restore();
    // After a reload nobody on the page waits for the edit: the refusal says so.
    const { queue, refused } = queueOn(server);
    await vi.waitFor(() => expect(refused).toHaveBeenCalledOnce());
    const [error, waited] = refused.mock.calls[0] as [EditRefusedError, boolean];
    expect([error.status, error.edit.label, waited]).toEqual([409, 'Rename to "Mine"', false]);
    expect(server.collections.get('s9')).toEqual({ name: 'Theirs', version: 5 });
    expect(queue.state.getState().edits).toEqual([]);
  });
});
