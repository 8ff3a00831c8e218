// The WebSocket calls as any instance answers them. A connection's socket lives on the instance that
// opened it; its state is stored, so every instance lists and counts it and a restart keeps the
// statistics. A call for a connection held elsewhere is forwarded to the holder; one held by an
// instance that stopped is reported closed, never left connected.
import {
  type SendWebSocketMessage,
  type WebSocketConnection,
  type WebSocketMessage,
  type WebSocketStats,
} from '@courier/core';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitedError } from '../../errors/serverErrors.js';
import type { LiveChannel } from '../../live/liveChannel.js';
import { scopeOf } from '../../live/scopes.js';
import { commandForwarding, HolderStoppedError } from './commandForwarding.js';
import { connectionRecords, type ConnectionRecord } from './connectionRecords.js';
import { connectionWriter } from './connectionWriter.js';
import type { RelayLimits } from './limits.js';
import type { CreateInput, WebSocketRelay } from './relay.js';
import type { RelayCommand } from './relayCommand.js';
import { remoteNotices } from './remoteNotices.js';

/** Code 1006: the connection ended without a close handshake, as a stopped server's do. */
const LOST_CODE = 1006;
export const LOST_REASON = 'The server holding this connection stopped';
/** A running instance is asked again after this long; a stopped one stays stopped. */
const RUNNING_CHECK_MS = 1000;

export interface WebSocketService {
  readonly limits: RelayLimits;
  create(ownerId: string, input: CreateInput): ReturnType<WebSocketRelay['create']>;
  list(ownerId: string): Promise<WebSocketConnection[]>;
  messages(ownerId: string, id: string): Promise<WebSocketMessage[]>;
  send(ownerId: string, id: string, input: SendWebSocketMessage): Promise<WebSocketMessage>;
  close(ownerId: string, id: string, code: number, reason: string): Promise<WebSocketConnection>;
  remove(ownerId: string, id: string): Promise<void>;
  stats(ownerId: string): Promise<WebSocketStats>;
}

export interface WebSocketServiceDeps {
  relay: WebSocketRelay;
  db: Db;
  live: LiveChannel;
  logger: Logger;
}

export function createWebSocketService({ relay, db, live, logger }: WebSocketServiceDeps): WebSocketService {
  const { bus } = live;
  const records = connectionRecords(db);
  const writer = connectionWriter(relay, records, bus.instanceId, logger);
  const remote = remoteNotices(
    bus,
    ({ ownerId, type, data }) => live.notify(scopeOf('user', ownerId), type, data),
    logger,
  );

  relay.onNotice((notice) => {
    live.notify(scopeOf('user', notice.ownerId), notice.type, notice.data);
    remote.add(notice);
    if (notice.type === 'websocket.connection') writer.changedNow(notice.data.id);
    else writer.changedSoon(notice.data.connectionId);
  });

  const stopped = new Set<string>();
  const running = new Map<string, number>();
  /** Whether the instance still runs; a stopped one's open connections are closed in the records. */
  async function holderRuns(instanceId: string): Promise<boolean> {
    if (instanceId === bus.instanceId) return true;
    if (stopped.has(instanceId)) return false;
    if (Date.now() - (running.get(instanceId) ?? 0) < RUNNING_CHECK_MS) return true;
    if (await bus.isRunning(instanceId)) {
      running.set(instanceId, Date.now());
      return true;
    }
    await holderStopped(instanceId);
    return false;
  }
  async function holderStopped(instanceId: string): Promise<void> {
    stopped.add(instanceId);
    running.delete(instanceId);
    await records.closeHeldBy(instanceId, LOST_CODE, LOST_REASON);
  }
  /** What stopped instances held is closed before anything is listed or counted. */
  async function settleHolders(ownerId?: string): Promise<void> {
    for (const instanceId of await records.instancesHoldingOpen(ownerId)) await holderRuns(instanceId);
  }
  // A restart: the connections this database lists as open on a stopped instance are closed now.
  const started = settleHolders().catch((error: unknown) =>
    logger.warn({ err: error }, 'websocket: connections of stopped instances not closed'),
  );

  /** The calls as the holding instance runs them. */
  async function runHere(command: RelayCommand): Promise<unknown> {
    const { ownerId, connectionId } = command;
    switch (command.kind) {
      case 'messages':
        return relay.messages(ownerId, connectionId);
      case 'send':
        return relay.send(ownerId, connectionId, command.message);
      case 'close': {
        const connection = await relay.close(ownerId, connectionId, command.code, command.reason);
        await writer.flush(connectionId);
        return connection;
      }
      case 'remove':
        await relay.remove(ownerId, connectionId);
        await writer.forget(connectionId);
        return null;
    }
  }
  const forwarding = commandForwarding(db, bus, runHere, logger);

  /** The caller's own connection's record: 404 when there is none, 403 when it is another user's. */
  async function recordOf(ownerId: string, id: string): Promise<ConnectionRecord> {
    const record = await records.find(id);
    if (!record) throw new NotFoundError('WebSocket connection not found');
    if (record.ownerId !== ownerId) throw new ForbiddenError('This WebSocket connection belongs to another user');
    return record;
  }

  /**
   * Runs the call where the socket is: here without a database read when this instance holds it
   * (the relay checks the owner), on the holder through the bus, or as a closed connection's answer
   * when the holder stopped.
   */
  async function onHolder<T>(command: RelayCommand, whenStopped: () => Promise<T>): Promise<T> {
    if (relay.snapshot(command.connectionId)) return (await runHere(command)) as T;
    const record = await recordOf(command.ownerId, command.connectionId);
    if (record.instanceId === bus.instanceId || !(await holderRuns(record.instanceId))) return whenStopped();
    try {
      return (await forwarding.forward(record.instanceId, command)) as T;
    } catch (error) {
      if (!(error instanceof HolderStoppedError)) throw error;
      await holderStopped(record.instanceId);
      return whenStopped();
    }
  }

  /** Each connection as it stands: this instance's own from memory, the others' from the records. */
  async function current(ownerId: string): Promise<ConnectionRecord[]> {
    await started;
    await settleHolders(ownerId);
    return (await records.ofOwner(ownerId)).map((record) => {
      const here = record.instanceId === bus.instanceId && relay.snapshot(record.connection.id);
      return here ? { ...record, connection: here.connection, errorCount: here.errorCount } : record;
    });
  }

  return {
    limits: relay.limits,

    async create(ownerId, input) {
      const open = (await current(ownerId)).filter(({ connection }) =>
        ['connecting', 'connected'].includes(connection.status),
      ).length;
      if (open >= relay.limits.maxOpenPerUser) {
        throw new RateLimitedError(
          `You may have ${relay.limits.maxOpenPerUser} open WebSocket connections; close one first`,
        );
      }
      const created = await relay.create(ownerId, input);
      await writer.flush(created.connection.id);
      await records.prune(ownerId, relay.limits.maxKeptPerUser);
      return created;
    },

    list: async (ownerId) => (await current(ownerId)).map(({ connection }) => connection),

    messages: (ownerId, id) => onHolder({ kind: 'messages', ownerId, connectionId: id }, async () => []),

    send: (ownerId, id, message) =>
      onHolder({ kind: 'send', ownerId, connectionId: id, message }, () =>
        Promise.reject(new ConflictError('The connection is not open')),
      ),

    close: (ownerId, id, code, reason) =>
      onHolder(
        { kind: 'close', ownerId, connectionId: id, code, reason },
        async () => (await recordOf(ownerId, id)).connection,
      ),

    async remove(ownerId, id) {
      await onHolder({ kind: 'remove', ownerId, connectionId: id }, () => records.remove(id));
    },

    async stats(ownerId) {
      const owned = await current(ownerId);
      return {
        totalConnections: owned.length,
        activeConnections: owned.filter(({ connection }) => connection.status === 'connected').length,
        totalMessages: owned.reduce((sum, { connection }) => sum + connection.messageCount, 0),
        totalBytes: owned.reduce((sum, { connection }) => sum + connection.bytes, 0),
        totalErrors: owned.reduce((sum, { errorCount }) => sum + errorCount, 0),
      };
    },
  };
}
