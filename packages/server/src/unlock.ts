// `npm run unlock -w @courier/server -- <e-mail or username> [settings]`: lifts an account's sign-in
// lock, reading the same settings as the server (DATABASE_URL, COURIER_DATA_DIR, or their flags).
import { existsSync } from 'node:fs';
import { CourierError } from '@courier/core';
import { unlockAccount } from './areas/auth/index.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';

async function unlock(): Promise<number> {
  // npm runs workspace scripts in the package's folder: relative paths mean where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const [identifier, ...settings] = process.argv.slice(2);
  if (!identifier || identifier.startsWith('--')) {
    process.stderr.write('Usage: npm run unlock -w @courier/server -- <e-mail or username> [--data-dir …]\n');
    return 2;
  }
  // Unlocking signs nothing: a stand-in secret keeps loadConfig from creating one in the data folder.
  const config = loadConfig({
    env: { COURIER_SECRET: 'unused-by-the-unlock-command'.padEnd(32, '-'), ...process.env },
    argv: settings,
  });
  // A mistyped data folder must not leave a new, empty database behind.
  if (config.database.dialect === 'sqlite' && !existsSync(config.database.filename)) {
    process.stderr.write(`No database at ${config.database.filename}: give the server's DATABASE_URL or --data-dir.\n`);
    return 1;
  }
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const account = await unlockAccount(db, identifier);
    if (!account) {
      process.stderr.write(`No account has the e-mail or username '${identifier}'.\n`);
      return 1;
    }
    process.stdout.write(`Unlocked ${account.username} (${account.email}): it can sign in again.\n`);
    return 0;
  } finally {
    await db.destroy();
  }
}

unlock().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof CourierError ? error.message : `Could not unlock: ${(error as Error).message}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
