// Accounts that exist from the start: the demo account of 'Try Demo Account' (always in local mode,
// in hosted mode only when COURIER_DEMO_ACCOUNT=on) and a hosted deployment's administrator from
// COURIER_ADMIN_EMAIL / COURIER_ADMIN_PASSWORD. The demo account is never overwritten; the
// configured administrator is the operator's way back in, so each start restores it.
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

/**
 * The demo password is published (it is on the sign-in page), so on a shared server the demo
 * account is an ordinary user: an administrator with it would hand the server to anyone.
 */
async function seedDemo(db: Db, accounts: AccountService, config: SeedConfig, logger: Logger): Promise<void> {
  const hosted = config.mode === 'hosted';
  const holder = await repo.findUserHolding(db, { username: DEMO_ACCOUNT.username, email: DEMO_ACCOUNT.email });
  if (!holder) {
    await accounts.createUser({ ...DEMO_ACCOUNT, role: hosted ? 'user' : 'admin' });
    if (hosted) {
      logger.warn(
        { username: DEMO_ACCOUNT.username },
        'demo account created as an ordinary user: its password is public, so in hosted mode it is never an administrator',
      );
    } else logger.info({ username: DEMO_ACCOUNT.username }, 'demo administrator created');
    return;
  }
  if (!hosted) return;
  const demo = await repo.findUserByIdentifier(db, DEMO_ACCOUNT.username);
  if (demo?.role === 'admin' && (await accounts.verifyPassword(DEMO_ACCOUNT.password, demo.password_hash))) {
    await repo.bumpTokenVersion(db, demo.id, { role: 'user' });
    logger.warn(
      { username: DEMO_ACCOUNT.username },
      'demo administrator demoted to an ordinary user: its password is public and this server runs in hosted mode',
    );
  }
}

/** Creates the configured administrator, or gives it back its password, role, activity and sign-in. */
async function seedAdmin(db: Db, accounts: AccountService, config: SeedConfig, logger: Logger): Promise<void> {
  const admin = config.initialAdmin;
  if (!admin) return;
  const existing = await repo.findUserByIdentifier(db, admin.email);
  if (!existing) {
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
    return;
  }
  const samePassword = await accounts.verifyPassword(admin.password, existing.password_hash);
  const restored = { role: 'admin' as const, is_active: 1, failed_logins: 0, locked_until: null };
  if (samePassword) await repo.updateUser(db, existing.id, restored);
  // A new password ends the sessions and API keys made with the old one, as a password change does.
  else
    await repo.replacePassword(db, existing.id, {
      ...restored,
      password_hash: await accounts.hashPassword(admin.password),
    });
  logger.info(
    { username: existing.username, email: existing.email, passwordReset: !samePassword },
    'administrator from COURIER_ADMIN_EMAIL unlocked and restored',
  );
}

export async function seedAccounts(
  db: Db,
  accounts: AccountService,
  config: SeedConfig,
  logger: Logger,
): Promise<void> {
  if (config.mode === 'local' || config.demoAccount) await seedDemo(db, accounts, config, logger);
  await seedAdmin(db, accounts, config, logger);
}
