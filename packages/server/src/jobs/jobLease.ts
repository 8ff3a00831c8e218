// A lease in the database makes a periodic job run on one instance per period, however many
// instances share the database: whoever holds the unexpired lease runs it, the others skip.
import type { Db } from '../db/database.js';

/** Takes `name`'s lease until `now + periodMs` unless another holder's lease is still running. */
export async function takeLease(db: Db, name: string, holder: string, now: Date, periodMs: number): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + periodMs).toISOString();
  // One statement, so two instances racing for an expired lease cannot both win: the row's
  // conflict (or lock) orders them and the second sees the first's fresh expiry.
  await db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where('job_leases.expires_at', '<=', now.toISOString()),
    )
    .execute();
  const lease = await db
    .selectFrom('job_leases')
    .select(['holder', 'expires_at'])
    .where('name', '=', name)
    .executeTakeFirst();
  return lease?.holder === holder && lease.expires_at === expiresAt;
}
