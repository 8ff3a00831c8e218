// Every migration in order. Names are numbered and never change once released: Kysely records them.
import type { Migration } from 'kysely';
import * as auditLog from './0001_audit_log.js';
import * as accounts from './0002_accounts.js';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_audit_log': auditLog,
  '0002_accounts': accounts,
};
