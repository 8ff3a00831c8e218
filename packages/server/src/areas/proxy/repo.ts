// The proxy's SQL: recording refused destinations in the audit log, so an operator sees probing.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';

export interface BlockedRequest {
  actor: string | undefined;
  url: string;
  reason: string;
}

export async function recordBlockedRequest(db: Db, { actor, url, reason }: BlockedRequest): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: new Date().toISOString(),
      actor: actor ?? null,
      action: 'proxy.address_blocked',
      detail: JSON.stringify({ url, reason }),
    })
    .execute();
}
