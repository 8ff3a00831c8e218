// The one query health needs: can the database answer at all.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
