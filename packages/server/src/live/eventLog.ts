// The stored event log: every change a live client may need, numbered per scope. Events are written
// inside the transaction of the change they describe, so an event exists exactly when its change does.
import type { LiveEventType } from '@courier/core';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** What a client receives: `data` is the event's own JSON value. */
export interface LiveEvent {
  scope: string;
  seq: number;
  type: string;
  actor: string | null;
  data: unknown;
  at: string;
}

export interface NewEvent {
  scope: string;
  type: LiveEventType;
  actor: string | null;
  data: unknown;
}

/** Most events one read returns; a client further behind gets the rest on the next read. */
export const EVENT_PAGE = 500;

/**
 * How long the log keeps events for clients to replay. A client away for longer reads the scope's
 * state again (the channel tells it to); the newest few of each scope stay whatever their age, since
 * they are a team's activity list.
 */
export const EVENT_RETENTION_DAYS = 30;
export const EVENTS_KEPT_PER_SCOPE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Takes the scope's next number and stores the event. The upsert locks the scope's counter row until
 * `trx` commits, so a second writer to the same scope waits: numbers become visible in order.
 */
export async function recordEvent(trx: Transaction<Database>, event: NewEvent, at: string): Promise<number> {
  const { last_seq: seq } = await trx
    .insertInto('live_sequences')
    .values({ scope: event.scope, last_seq: 1 })
    .onConflict((conflict) =>
      conflict.column('scope').doUpdateSet({ last_seq: sql<number>`live_sequences.last_seq + 1` }),
    )
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('live_events')
    .values({ scope: event.scope, seq, type: event.type, actor: event.actor, data: JSON.stringify(event.data), at })
    .execute();
  return Number(seq);
}

export async function eventsAfter(db: Db, scope: string, afterSeq: number, limit = EVENT_PAGE): Promise<LiveEvent[]> {
  const rows = await db
    .selectFrom('live_events')
    .selectAll()
    .where('scope', '=', scope)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, seq: Number(row.seq), data: JSON.parse(row.data) as unknown }));
}

/** The newest events of several scopes, newest first: a team's activity list. */
export async function latestEvents(db: Db, scopes: string[], limit: number): Promise<LiveEvent[]> {
  if (scopes.length === 0) return [];
  const rows = await db
    .selectFrom('live_events')
    .selectAll()
    .where('scope', 'in', scopes)
    .orderBy('at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, seq: Number(row.seq), data: JSON.parse(row.data) as unknown }));
}

/** Deletes events past retention, keeping the newest `EVENTS_KEPT_PER_SCOPE` of every scope; returns how many went. */
export async function pruneEvents(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EVENT_RETENTION_DAYS * DAY_MS).toISOString();
  const result = await db
    .deleteFrom('live_events')
    .where('at', '<', cutoff)
    .where((eb) =>
      eb(
        'seq',
        '<=',
        eb
          .selectFrom('live_sequences')
          .select(sql<number>`live_sequences.last_seq - ${EVENTS_KEPT_PER_SCOPE}`.as('newest_pruned'))
          .whereRef('live_sequences.scope', '=', 'live_events.scope'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
