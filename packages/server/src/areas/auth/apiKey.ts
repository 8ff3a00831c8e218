// API keys: 192 random bits, shown once; only their SHA-256 is stored, so a database leak does not
// leak usable keys. The random part makes a slow hash unnecessary (no dictionary to search).
import { createHash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'ck_';

export interface NewApiKey {
  key: string;
  hash: string;
  /** The first characters, kept so a user can tell their keys apart. */
  prefix: string;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function generateApiKey(): NewApiKey {
  const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, KEY_PREFIX.length + 6) };
}
