// Recording redacts credentials by built-in names and by names each owner adds in the settings.
// Entries recorded before held them as sent, baselines for good: they are redacted now, by name
// (what the request sent besides its URL was never stored), and the comparisons that showed them
// are made again from the redacted entries, or dropped when an entry is gone.
import { createHash } from 'node:crypto';
import { compareResponses, redactRecording } from '@courier/core';
import type { Kysely } from 'kysely';

const PAGE = 200;

interface Tables {
  analysis_responses: {
    owner_id: string;
    id: string;
    url: string;
    status: number;
    headers: string;
    body: string | null;
    body_encoding: string;
    body_hash: string;
    size: number;
    total_ms: number;
  };
  analysis_comparisons: { id: string; owner_id: string; response1_id: string; response2_id: string; result: string };
}

type ResponseRow = Tables['analysis_responses'];

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const key = (owner: string, id: string) => `${owner}\u0000${id}`;

/** Redacts every stored entry in place; returns the keys of those that changed. */
async function redactResponses(db: Kysely<Tables>): Promise<Set<string>> {
  const changed = new Set<string>();
  let after: { owner: string; id: string } | undefined;
  for (;;) {
    let query = db.selectFrom('analysis_responses').selectAll();
    if (after) {
      const { owner, id } = after;
      query = query.where((eb) =>
        eb.or([eb('owner_id', '>', owner), eb.and([eb('owner_id', '=', owner), eb('id', '>', id)])]),
      );
    }
    const rows = await query.orderBy('owner_id').orderBy('id').limit(PAGE).execute();
    for (const row of rows) {
      const text = row.body_encoding === 'utf8' ? row.body : null;
      const redacted = redactRecording({
        url: row.url,
        responseHeaders: JSON.parse(row.headers) as Array<[string, string]>,
        responseBody: text,
      });
      const headers = JSON.stringify(redacted.responseHeaders);
      if (redacted.url === row.url && headers === row.headers && redacted.responseBody === text) continue;
      const bodyChanged = text !== null && redacted.responseBody !== text;
      await db
        .updateTable('analysis_responses')
        .set({
          url: redacted.url,
          headers,
          ...(bodyChanged ? { body: redacted.responseBody, body_hash: sha256(redacted.responseBody ?? '') } : {}),
        })
        .where('owner_id', '=', row.owner_id)
        .where('id', '=', row.id)
        .execute();
      changed.add(key(row.owner_id, row.id));
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < PAGE) return changed;
    after = { owner: last.owner_id, id: last.id };
  }
}

const captured = (row: ResponseRow) => ({
  status: row.status,
  headers: JSON.parse(row.headers) as Array<[string, string]>,
  body: row.body,
  bodyHash: row.body_hash,
  size: Number(row.size),
  totalMs: row.total_ms,
});

/** Each comparison of a changed entry, made again from the redacted entries or dropped. */
async function redoComparisons(db: Kysely<Tables>, changed: ReadonlySet<string>): Promise<void> {
  if (changed.size === 0) return;
  const comparisons = await db.selectFrom('analysis_comparisons').selectAll().execute();
  for (const comparison of comparisons) {
    const { owner_id: owner, response1_id: first, response2_id: second } = comparison;
    if (!changed.has(key(owner, first)) && !changed.has(key(owner, second))) continue;
    const rows = await db
      .selectFrom('analysis_responses')
      .selectAll()
      .where('owner_id', '=', owner)
      .where('id', 'in', [first, second])
      .execute();
    const one = rows.find((row) => row.id === first);
    const other = rows.find((row) => row.id === second);
    if (one && other) {
      const result = JSON.stringify(compareResponses(captured(one), captured(other)));
      await db.updateTable('analysis_comparisons').set({ result }).where('id', '=', comparison.id).execute();
    } else {
      await db.deleteFrom('analysis_comparisons').where('id', '=', comparison.id).execute();
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON text of the added names; an owner who saved settings before has added none.
  await db.schema
    .alterTable('analysis_settings')
    .addColumn('redact_names', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
  const tables = db as unknown as Kysely<Tables>;
  await redoComparisons(tables, await redactResponses(tables));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // What was redacted stays redacted: the credentials are not known any more.
  await db.schema.alterTable('analysis_settings').dropColumn('redact_names').execute();
}
