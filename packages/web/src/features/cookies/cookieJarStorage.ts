// The browser's cookie jars in IndexedDB: one record per workspace and environment, the jar as
// tough-cookie serializes it. They stay in this browser: no server call ever carries them.
// Why: docs/decisions/0044-cookies-stay-in-the-browser.md
import type { SerializedCookieJar } from '@courier/core';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

interface CookieDatabaseSchema extends DBSchema {
  jars: { key: string; value: SerializedCookieJar };
}

/** Its own database: other features keep theirs under other names. */
const COOKIE_DATABASE_NAME = 'courier-cookies';

export interface CookieJarStorage {
  read(key: string): Promise<SerializedCookieJar | undefined>;
  write(key: string, jar: SerializedCookieJar): Promise<void>;
}

export function openCookieJarStorage(): CookieJarStorage {
  let opening: Promise<IDBPDatabase<CookieDatabaseSchema>> | undefined;
  const database = () =>
    (opening ??= openDB<CookieDatabaseSchema>(COOKIE_DATABASE_NAME, 1, {
      upgrade(created) {
        created.createObjectStore('jars');
      },
    }));
  return {
    read: async (key) => (await database()).get('jars', key),
    write: async (key, jar) => {
      await (await database()).put('jars', jar, key);
    },
  };
}
