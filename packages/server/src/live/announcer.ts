// How instances tell each other "scope S has new events". Only the scope travels: every instance
// then reads the events from the database, so no event exists only in one process's memory.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { CONNECT_TIMEOUT_MS } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { DatabaseUnavailableError } from '../errors/serverErrors.js';
import { BUS_CHANNEL, busTopics, runningLock, type InstanceBus } from './instanceBus.js';
import { reconnectDelay } from './reconnectDelay.js';

export interface Announcer extends InstanceBus {
  /** Called inside the writing transaction, for each scope it wrote events to. */
  announceInTransaction(trx: Transaction<Database>, scope: string): Promise<void>;
  /** Called after the transaction committed. */
  announceCommitted(scope: string): void;
  /** Registers the one listener of this instance; `missedSome` means announcements may have been lost. */
  listen(onScope: (scope: string) => void, missedSome: () => void, onNotice?: (payload: string) => void): Promise<void>;
  /**
   * Hands a passing notice (its JSON text) to every instance's listener, this one included. Nothing
   * stores it: an instance that is not listening at that moment never sees it.
   */
  broadcast(payload: string): void;
  close(): Promise<void>;
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a notice names what changed, not the change. */
const NOTICE_PAYLOAD_LIMIT = 7900;

/** SQLite is one instance by definition: announcing after commit within the process is complete. */
export function localAnnouncer(): Announcer {
  let listener: ((scope: string) => void) | undefined;
  const topics = busTopics();
  const instanceId = randomUUID();
  let noticeListener: ((payload: string) => void) | undefined;
  return {
    async announceInTransaction() {},
    announceCommitted(scope) {
      listener?.(scope);
    },
    async listen(onScope, _missedSome, onNotice) {
      listener = onScope;
      noticeListener = onNotice;
    },
    broadcast(payload) {
      noticeListener?.(payload);
    },
    instanceId,
    spansInstances: false,
    async publish(topic, payload) {
      const message = topics.frame(topic, payload);
      // After the caller's turn, as a NOTIFY arrives.
      queueMicrotask(() => topics.deliver(message));
    },
    onMessage: topics.on,
    // One process: an instance id other than this start's belongs to a process that has stopped.
    isRunning: async (id) => id === instanceId,
    async close() {
      listener = undefined;
      noticeListener = undefined;
    },
  };
}

const NOTIFY_CHANNEL = 'courier_live';
const NOTICE_CHANNEL = 'courier_notice';

/**
 * PostgreSQL NOTIFY inside the writing transaction is delivered to every listening instance, this one
 * included, when (and only if) the transaction commits. Its payload is limited to 8000 bytes, which
 * is why it carries the scope alone. A dropped listening connection (a restart, a failover, a killed
 * session) is reopened with a growing delay for as long as it takes, and since announcements sent
 * meanwhile are lost, every subscriber then catches up from the log.
 *
 * The listening session also holds an advisory lock named after the instance. PostgreSQL releases it
 * as soon as that session ends, a killed process's too, so any instance tells a stopped instance from
 * a running one by trying to take its lock.
 */
export function postgresAnnouncer(url: string, logger: Logger): Announcer {
  let client: pg.Client | undefined;
  let closed = false;
  let handlers:
    | { onScope: (scope: string) => void; missedSome: () => void; onNotice?: ((payload: string) => void) | undefined }
    | undefined;

  const topics = busTopics();
  const instanceId = randomUUID();
  const listening = (): pg.Client => {
    if (!client) throw new DatabaseUnavailableError();
    return client;
  };
  let attempts = 0;
  const retry = () => setTimeout(() => void reconnect(), reconnectDelay(attempts++)).unref();

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      // Bounded like the pool's: a failed-over host that does not answer is tried again, not waited on.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // TCP keepalive lets the system notice a host that vanished without closing the connection, which
      // an idle listening session would otherwise never learn.
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === NOTIFY_CHANNEL) handlers?.onScope(message.payload);
      else if (message.channel === NOTICE_CHANNEL) handlers?.onNotice?.(message.payload);
      else if (message.channel === BUS_CHANNEL) topics.deliver(message.payload);
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'live channel: listening connection failed');
    });
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
      await next.query(`LISTEN ${NOTICE_CHANNEL}`);
      await next.query(`LISTEN ${BUS_CHANNEL}`);
      await next.query('select pg_advisory_lock($1, $2)', runningLock(instanceId));
    } catch (error) {
      // A session that connected but could not listen would otherwise stay open, unused.
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  }

  async function reconnect(): Promise<void> {
    if (closed) return;
    try {
      await connect();
    } catch (error) {
      if (attempts === 1) logger.warn({ err: error }, 'live channel: could not listen again, retrying');
      retry();
      return;
    }
    logger.info({ attempts }, 'live channel: listening again, subscribers catch up from the event log');
    attempts = 0;
    handlers?.missedSome();
  }

  return {
    async announceInTransaction(trx, scope) {
      await sql`select pg_notify(${NOTIFY_CHANNEL}, ${scope})`.execute(trx);
    },
    announceCommitted() {},
    async listen(onScope, missedSome, onNotice) {
      handlers = { onScope, missedSome, onNotice };
      await connect();
    },
    // Sent on the listening connection: a notice needs no transaction, and PostgreSQL delivers it to
    // this session's own LISTEN as to every other instance's.
    broadcast(payload) {
      if (payload.length > NOTICE_PAYLOAD_LIMIT) {
        logger.warn({ bytes: payload.length }, 'live channel: notice too large to broadcast, dropped');
        return;
      }
      client?.query('select pg_notify($1, $2)', [NOTICE_CHANNEL, payload]).catch((error: unknown) => {
        logger.warn({ err: error }, 'live channel: notice could not be broadcast');
      });
    },
    instanceId,
    spansInstances: true,
    async publish(topic, payload) {
      await listening().query('select pg_notify($1, $2)', [BUS_CHANNEL, topics.frame(topic, payload)]);
    },
    onMessage: topics.on,
    async isRunning(id) {
      if (id === instanceId) return true;
      const session = listening();
      const lock = runningLock(id);
      const { rows } = await session.query<{ taken: boolean }>('select pg_try_advisory_lock($1, $2) as taken', lock);
      if (!rows[0]?.taken) return true;
      await session.query('select pg_advisory_unlock($1, $2)', lock);
      return false;
    },
    async close() {
      closed = true;
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
