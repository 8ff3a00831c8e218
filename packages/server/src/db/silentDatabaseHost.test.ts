// Regression: a database host that accepts a connection and then says nothing (a failed-over address
// still routed to a machine that hangs) held a query, and the live channel's reconnection, for ever.
import { sql } from 'kysely';
import { pino } from 'pino';
import { rawUpstream, type Upstream } from '@courier/testkit/servers';
import { afterEach, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../errors/serverErrors.js';
import { postgresAnnouncer } from '../live/announcer.js';
import { openDatabase } from './database.js';

let silent: Upstream | undefined;
afterEach(async () => silent?.close());

it('gives up on a host that never answers within seconds, for queries and for the live channel', async () => {
  silent = await rawUpstream(() => undefined);
  const url = `postgres://postgres@127.0.0.1:${silent.port}/courier`;
  const db = openDatabase({ dialect: 'postgres', url });
  const announcer = postgresAnnouncer(url, pino({ level: 'silent' }));
  const started = Date.now();
  const [query, listening] = await Promise.allSettled([
    sql`select 1`.execute(db),
    announcer.listen(
      () => {},
      () => {},
    ),
  ]);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(query).toMatchObject({ status: 'rejected', reason: expect.any(DatabaseUnavailableError) });
  expect(listening.status).toBe('rejected');
  await Promise.all([db.destroy(), announcer.close()]);
});
