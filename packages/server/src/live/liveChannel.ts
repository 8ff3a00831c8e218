// The live channel every multi-user area writes through: a change and its events commit together,
// then each instance pushes the events to its own subscribers, checking membership on every delivery.
import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { ForbiddenError } from '../errors/serverErrors.js';
import type { Announcer } from './announcer.js';
import type { InstanceBus } from './instanceBus.js';
import { EVENT_PAGE, eventsAfter, recordEvent, type LiveEvent, type NewEvent } from './eventLog.js';
import { reconnectDelay } from './reconnectDelay.js';
import { ownUserScope, parseScope, type ScopeAccess, type ScopeKind } from './scopes.js';

/** Stores an event with the change being made; returns its sequence number. */
export type RecordEvent = (event: NewEvent) => Promise<number>;

export interface Subscription {
  /** Stops deliveries; the connection's owner closes the transport. */
  close(): void;
}

interface Subscriber {
  userId: string;
  /** Last sequence number the client has, per scope; 0 for everything. */
  positions: Map<string, number>;
  deliver(event: LiveEvent): void;
  /** The user may no longer read `scope` (removed from the team): nothing more of it is sent. */
  revoked(scope: string): void;
  /**
   * The events after the client's position are no longer in the log (older than its retention): the
   * client reads the scope's state again, then takes the events that follow.
   */
  reset?(scope: string): void;
  /** A passing notice (see `LiveChannel.notify`); absent when the subscriber wants none. */
  notice?(notice: LiveNotice): void;
}

/** Something happening now that is not a stored change: it has no sequence number and no replay. */
interface LiveNotice {
  scope: string;
  type: string;
  data: unknown;
  at: string;
}

export interface LiveChannel {
  /** Names who may read the scopes of one kind; an area calls it once when the app is built. */
  allow(kind: ScopeKind, access: ScopeAccess): void;
  /** Starts listening for other instances' announcements. */
  start(): Promise<void>;
  /** Runs `change` in one transaction; the events it records are announced once it has committed. */
  write<T>(change: (trx: Transaction<Database>, record: RecordEvent) => Promise<T>): Promise<T>;
  /** Checks access to every scope (403 otherwise), then sends what the client missed and what follows. */
  subscribe(subscriber: Subscriber): Promise<Subscription>;
  /**
   * Sends a notice to this instance's followers of `scope` without storing it. A relayed WebSocket
   * frame is one: writing each to the event log would cost a row per frame under a flood, and the
   * relay keeps its own history for a client that reconnects.
   */
  notify(scope: string, type: string, data: unknown): void;
  /**
   * Like `notify`, for the followers of `scope` on every instance: a mock hit is served by whichever
   * instance the load balancer picked, while its owner's browser follows another. The notice travels
   * through the announcer, so `data` names what happened in a few hundred bytes, not the whole of it.
   */
  broadcast(scope: string, type: string, data: unknown): void;
  /** Messages between instances and which of them run, for areas whose sockets live on one instance. */
  readonly bus: InstanceBus;
  close(): Promise<void>;
}

interface ActiveSubscriber extends Subscriber {
  closed: boolean;
  /** Deliveries to one subscriber run one after another, so events arrive in order and once. */
  queue: Promise<void>;
}

export function createLiveChannel(db: Db, announcer: Announcer, logger: Logger): LiveChannel {
  const byScope = new Map<string, Set<ActiveSubscriber>>();
  const access = new Map<ScopeKind, ScopeAccess>([['user', ownUserScope]]);
  /** The highest number each scope's fan-out has read, so the next reads only what is new. */
  const lastRead = new Map<string, number>();
  const fanOuts = new Map<string, { again: boolean }>();

  const mayRead = (userId: string, scope: string) => {
    const { kind, id } = parseScope(scope, [...access.keys()]);
    return access.get(kind)!(userId, id);
  };

  async function catchUp(subscriber: ActiveSubscriber, scope: string): Promise<void> {
    for (;;) {
      if (subscriber.closed || !subscriber.positions.has(scope)) return;
      const after = subscriber.positions.get(scope)!;
      const events = await eventsAfter(db, scope, after);
      if (events.length === 0) return;
      // Checked again at every delivery: a member removed a moment ago receives nothing more.
      if (!(await mayRead(subscriber.userId, scope))) {
        forget(subscriber, scope);
        subscriber.revoked(scope);
        return;
      }
      // A client at 0 asks for whatever the log holds; one further on would silently skip what was pruned.
      if (after > 0 && events[0]!.seq > after + 1) subscriber.reset?.(scope);
      for (const event of events) {
        if (subscriber.closed) return;
        subscriber.positions.set(scope, event.seq);
        subscriber.deliver(event);
      }
    }
  }

  function schedule(subscriber: ActiveSubscriber, scope: string, attempt = 0): void {
    enqueue(subscriber, scope, () => catchUp(subscriber, scope), attempt);
  }

  /**
   * A delivery that failed (the database away for a moment) is tried again from the subscriber's
   * position until it succeeds: without it, a browser would see nothing more of the scope until its
   * next change, however long that takes. Reading from the position cannot repeat an event.
   */
  function enqueue(subscriber: ActiveSubscriber, scope: string, task: () => Promise<void>, attempt = 0): void {
    subscriber.queue = subscriber.queue.then(task).catch((error: unknown) => {
      if (attempt === 0) logger.warn({ err: error, scope }, 'live channel: delivery failed, trying again');
      if (subscriber.closed || !subscriber.positions.has(scope)) return;
      setTimeout(() => schedule(subscriber, scope, attempt + 1), reconnectDelay(attempt)).unref();
    });
  }

  function forget(subscriber: ActiveSubscriber, scope: string): void {
    subscriber.positions.delete(scope);
    const subscribers = byScope.get(scope);
    subscribers?.delete(subscriber);
    if (subscribers?.size === 0) {
      byScope.delete(scope);
      lastRead.delete(scope);
    }
  }

  /** Events a fan-out read for every subscriber; a subscriber they do not continue reads its own. */
  async function deliverBatch(
    subscriber: ActiveSubscriber,
    scope: string,
    events: LiveEvent[],
    allowed: (userId: string) => Promise<boolean>,
  ): Promise<void> {
    if (subscriber.closed || !subscriber.positions.has(scope)) return;
    const position = subscriber.positions.get(scope)!;
    const fresh = events.filter((event) => event.seq > position);
    if (fresh.length === 0) return;
    if (fresh[0]!.seq !== position + 1) return catchUp(subscriber, scope);
    if (!(await allowed(subscriber.userId))) {
      forget(subscriber, scope);
      subscriber.revoked(scope);
      return;
    }
    for (const event of fresh) {
      if (subscriber.closed) return;
      subscriber.positions.set(scope, event.seq);
      subscriber.deliver(event);
    }
    if (events.length === EVENT_PAGE) await catchUp(subscriber, scope);
  }

  /**
   * One read of the new events and one access check per user serve every subscriber of the scope on
   * this instance: fifty people following a workspace cost two queries per change, not a hundred.
   */
  async function fanOut(scope: string): Promise<void> {
    const subscribers = [...(byScope.get(scope) ?? [])];
    if (subscribers.length === 0) return;
    const behind = Math.min(...subscribers.map((subscriber) => subscriber.positions.get(scope) ?? 0));
    const events = await eventsAfter(db, scope, Math.max(behind, lastRead.get(scope) ?? 0));
    if (events.length === 0) return;
    lastRead.set(scope, events.at(-1)!.seq);
    const checks = new Map<string, Promise<boolean>>();
    const allowed = (userId: string) => {
      let check = checks.get(userId);
      if (!check) checks.set(userId, (check = mayRead(userId, scope)));
      return check;
    };
    for (const subscriber of subscribers) {
      enqueue(subscriber, scope, () => deliverBatch(subscriber, scope, events, allowed));
    }
  }

  /** Announcements arriving while a scope's fan-out runs make it run once more, not once each. */
  const onScope = (scope: string) => {
    const running = fanOuts.get(scope);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    fanOuts.set(scope, state);
    void (async () => {
      try {
        do {
          state.again = false;
          await fanOut(scope);
        } while (state.again);
      } catch (error) {
        logger.warn({ err: error, scope }, 'live channel: fan-out failed; subscribers read their own');
        for (const subscriber of byScope.get(scope) ?? []) schedule(subscriber, scope);
      } finally {
        fanOuts.delete(scope);
      }
    })();
  };
  const onMissedSome = () => {
    for (const scope of byScope.keys()) onScope(scope);
  };
  const deliverNotice = (notice: LiveNotice) => {
    for (const subscriber of byScope.get(notice.scope) ?? []) {
      // Queued behind the subscriber's stored events, so a notice never overtakes a change.
      enqueue(subscriber, notice.scope, async () => {
        if (!subscriber.closed) subscriber.notice?.(notice);
      });
    }
  };
  const onNotice = (payload: string) => {
    try {
      deliverNotice(JSON.parse(payload) as LiveNotice);
    } catch (error) {
      logger.warn({ err: error }, 'live channel: unreadable notice ignored');
    }
  };
  return {
    allow(kind, rule) {
      access.set(kind, rule);
    },

    start() {
      return announcer.listen(onScope, onMissedSome, onNotice);
    },

    async write(change) {
      const scopes = new Set<string>();
      const result = await db.transaction().execute(async (trx) => {
        const at = new Date().toISOString();
        const value = await change(trx, async (event) => {
          scopes.add(event.scope);
          return recordEvent(trx, event, at);
        });
        for (const scope of scopes) await announcer.announceInTransaction(trx, scope);
        return value;
      });
      for (const scope of scopes) announcer.announceCommitted(scope);
      return result;
    },

    async subscribe(subscriber) {
      for (const scope of subscriber.positions.keys()) {
        if (!(await mayRead(subscriber.userId, scope))) throw new ForbiddenError(`You may not follow ${scope}`);
      }
      const active: ActiveSubscriber = { ...subscriber, closed: false, queue: Promise.resolve() };
      // Registered before the backlog is read, so nothing committed in between is missed.
      for (const scope of active.positions.keys()) {
        let subscribers = byScope.get(scope);
        if (!subscribers) byScope.set(scope, (subscribers = new Set()));
        subscribers.add(active);
        schedule(active, scope);
      }
      return {
        close() {
          active.closed = true;
          for (const scope of [...active.positions.keys()]) forget(active, scope);
        },
      };
    },

    notify(scope, type, data) {
      deliverNotice({ scope, type, data, at: new Date().toISOString() });
    },

    broadcast(scope, type, data) {
      const notice: LiveNotice = { scope, type, data, at: new Date().toISOString() };
      announcer.broadcast(JSON.stringify(notice));
    },

    bus: announcer,

    async close() {
      byScope.clear();
      await announcer.close();
    },
  };
}
