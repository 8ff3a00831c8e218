// Regression: when reading the event log failed (the database away for a moment), the delivery was
// logged and dropped, so a browser saw nothing more of that scope until its next change, however
// long that took. A failed delivery is now tried again from the subscriber's position.
import { SelectQueryNode, type KyselyPlugin } from 'kysely';
import { pino } from 'pino';
import { afterEach, expect, it } from 'vitest';
import { teamEvent } from '@courier/core';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabases.js';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { DatabaseUnavailableError } from '../errors/serverErrors.js';
import { localAnnouncer } from './announcer.js';
import type { LiveEvent } from './eventLog.js';
import { createLiveChannel, type LiveChannel } from './liveChannel.js';

let database: TestDatabase | undefined;
let db: Db | undefined;
let live: LiveChannel | undefined;
afterEach(async () => {
  await live?.close();
  await db?.destroy();
  await database?.drop();
});

it('delivers an event whose first reading failed once the database answers again, with no later change', async () => {
  database = await createTestDatabase('sqlite');
  db = openDatabase(database.target);
  await migrateToLatest(db);
  // Reads fail while `away`; writes still go through, as when the outage starts right after a commit.
  let away = false;
  const outage: KyselyPlugin = {
    transformQuery({ node }) {
      if (away && SelectQueryNode.is(node)) throw new DatabaseUnavailableError();
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  live = createLiveChannel(db.withPlugin(outage), localAnnouncer(), pino({ level: 'silent' }));
  await live.start();
  const scope = 'user:ann';
  const delivered: LiveEvent[] = [];
  await live.subscribe({
    userId: 'ann',
    positions: new Map([[scope, 0]]),
    deliver: (event) => delivered.push(event),
    revoked: () => {},
  });
  const note = (text: string) =>
    live!.write((_trx, record) => record({ scope, actor: null, ...teamEvent('team_created', { name: text }) }));

  await note('before');
  await expect.poll(() => delivered.length).toBe(1);
  away = true;
  await note('during');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(delivered).toHaveLength(1);
  away = false;

  await expect.poll(() => delivered.map((event) => event.seq), { timeout: 5000 }).toEqual([1, 2]);
  expect((delivered[1]!.data as { name: string }).name).toBe('during');
});
