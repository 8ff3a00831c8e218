// Accounts that exist from the start (issue 8): the demo administrator of 'Try Demo Account' (always
// in local mode, in hosted mode only when COURIER_DEMO_ACCOUNT=on) and a hosted deployment's first
// administrator from COURIER_ADMIN_EMAIL / COURIER_ADMIN_PASSWORD. Each is created once: an existing
// account with that username or e-mail is never overwritten.
import { DEMO_ACCOUNT } from '@courier/core';
import type { Logger } from 'pino';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import * as repo from './repo.js';
import type { AccountService } from './service.js';

export type SeedConfig = Pick<ServerConfig, 'mode' | 'demoAccount' | 'initialAdmin'>;

/** A username for the first admin from their e-mail: 'ops.team@x.io' → 'ops_team', unique. */
async function freeUsername(db: Db, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .slice(0, 40)
    .padEnd(3, '_');
  for (let suffix = 0; ; suffix++) {
    const candidate = suffix === 0 ? base : `${base}${suffix}`;
    if (!(await repo.findUserHolding(db, { username: candidate }))) return candidate;
  }
}

export async function seedAccounts(
  db: Db,
  accounts: AccountService,
  config: SeedConfig,
  logger: Logger,
): Promise<void> {
  if (config.mode === 'local' || config.demoAccount) {
    if (!(await repo.findUserHolding(db, { username: DEMO_ACCOUNT.username, email: DEMO_ACCOUNT.email }))) {
      await accounts.createUser({ ...DEMO_ACCOUNT, role: 'admin' });
      logger.info({ username: DEMO_ACCOUNT.username }, 'demo administrator created');
    }
  }
  const admin = config.initialAdmin;
  if (admin && !(await repo.findUserHolding(db, { email: admin.email }))) {
    const username = await freeUsername(db, admin.email);
    await accounts.createUser({
      username,
      email: admin.email,
      password: admin.password,
      firstName: 'Admin',
      lastName: 'User',
      role: 'admin',
    });
    logger.info({ username, email: admin.email }, 'first administrator created');
  }
}
