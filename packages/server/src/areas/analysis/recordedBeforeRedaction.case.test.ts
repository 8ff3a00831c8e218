// Regression, on SQLite and PostgreSQL: entries recorded before recording redacted held the URL's
// token, an X-Auth-Token and a Set-Cookie for their retention days (baselines for good), and the
// comparisons of them showed both. Upgrading redacts them and makes the comparisons again.
import { compareResponses, REDACTED } from '@courier/core';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../test/analysisHarness.js';
import { migrateBefore } from '../../../test/migrateBefore.js';
import { createTestDatabase, TEST_DIALECTS, whileSchemasStay, type TestDatabase } from '../../../test/testDatabases.js';
import { openDatabase, type Db } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { LOCAL_OWNER_ID } from '../../http/personalOwner.js';
import { capturedResponseOf, type ResponseRow } from './cachedResponse.js';

const TOKEN = 'old-token-2b7d90';
const MINTED = 'old-minted-6c1e44';
const SESSION = 'old-session-93af02';

const recorded = (id: string, body: string): ResponseRow => ({
  owner_id: LOCAL_OWNER_ID,
  id,
  method: 'GET',
  url: `http://api.test/me?access_token=${TOKEN}`,
  environment: null,
  environment_key: null,
  status: 200,
  headers: JSON.stringify([
    ['content-type', 'text/plain'],
    ['X-Auth-Token', MINTED],
    ['Set-Cookie', `session=${SESSION}; Path=/`],
  ]),
  content_type: 'text/plain',
  body,
  body_encoding: 'utf8',
  body_hash: sha256(body),
  size: body.length,
  total_ms: 12,
  cached_at: new Date().toISOString(),
  baseline: id === 'first' ? 1 : 0,
  ignore_rules: null,
});

describe.each(TEST_DIALECTS)('entries recorded before redaction, on %s', (dialect) => {
  let database: TestDatabase | undefined;
  let db: Db | undefined;

  afterEach(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('lose their credentials on upgrade, and their comparisons are made again or dropped', async () => {
    database = await createTestDatabase(dialect);
    db = openDatabase(database.target);
    await migrateBefore(database, db, '0013');
    const first = recorded('first', `token ${TOKEN}, issued ${MINTED}`);
    const second = recorded('second', `token ${TOKEN}, issued ${MINTED} again`);
    await db.insertInto('analysis_responses').values([first, second]).execute();
    const result = JSON.stringify(compareResponses(capturedResponseOf(first), capturedResponseOf(second)));
    const comparison = { owner_id: LOCAL_OWNER_ID, response1_id: 'first', result, compared_at: first.cached_at };
    await db
      .insertInto('analysis_comparisons')
      .values([
        { ...comparison, id: 'kept', response2_id: 'second' },
        { ...comparison, id: 'orphan', response2_id: 'expired' },
      ])
      .execute();
    expect(result).toContain(MINTED);

    await whileSchemasStay(database.target, () => migrateToLatest(db!));

    const rows = await db.selectFrom('analysis_responses').selectAll().orderBy('id').execute();
    const comparisons = await db.selectFrom('analysis_comparisons').selectAll().execute();
    const stored = JSON.stringify([rows, comparisons]);
    for (const secret of [TOKEN, MINTED, SESSION]) expect(stored).not.toContain(secret);
    expect(rows[0]).toMatchObject({
      url: `http://api.test/me?access_token=${REDACTED}`,
      body: `token ${REDACTED}, issued ${REDACTED}`,
      body_hash: sha256(`token ${REDACTED}, issued ${REDACTED}`),
      baseline: 1,
    });
    expect(JSON.parse(rows[0]!.headers)).toContainEqual(['Set-Cookie', `session=${REDACTED}; Path=/`]);
    expect(comparisons.map((row) => row.id)).toEqual(['kept']);
    expect(JSON.parse(comparisons[0]!.result).body.equal).toBe(false);
  });
});
