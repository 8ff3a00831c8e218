import type * as z from 'zod';

/**
 * The one browser storage adapter: every persisted store reads and writes
 * through it. A corrupted or outdated value, or a full quota, is logged and never reaches the user:
 * reads fall back to the default and the app keeps running with what it has in memory.
 */
export interface StorageAdapter {
  get<T>(key: string, schema: z.ZodType<T>, fallback: () => T): T;
  /** False when the value could not be stored (quota, privacy mode); the caller keeps running. */
  set(key: string, value: unknown): boolean;
  remove(key: string): void;
}

type Logger = Pick<Console, 'warn' | 'error'>;

export function createStorage(backend: Storage | undefined, logger: Logger = console): StorageAdapter {
  return {
    get(key, schema, fallback) {
      let text: string | null;
      try {
        text = backend?.getItem(key) ?? null;
      } catch (thrown) {
        logger.error(`Storage read failed for "${key}"`, thrown);
        return fallback();
      }
      if (text === null) return fallback();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (thrown) {
        logger.warn(`Stored "${key}" is not valid JSON; starting from defaults`, thrown);
        return fallback();
      }
      const result = schema.safeParse(parsed);
      if (!result.success) {
        logger.warn(`Stored "${key}" does not match its schema; starting from defaults`, result.error.issues);
        return fallback();
      }
      return result.data;
    },
    set(key, value) {
      try {
        backend?.setItem(key, JSON.stringify(value));
        return backend !== undefined;
      } catch (thrown) {
        // QuotaExceededError and friends: what is in memory stays usable.
        logger.error(`Storage write failed for "${key}"`, thrown);
        return false;
      }
    },
    remove(key) {
      try {
        backend?.removeItem(key);
      } catch (thrown) {
        logger.error(`Storage remove failed for "${key}"`, thrown);
      }
    },
  };
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Accessing localStorage throws when storage is disabled by the browser.
    return undefined;
  }
}

/** The app's storage: local storage under a `courier.` prefix. */
export const storage: StorageAdapter = createStorage(localStorageOrUndefined());

/** Keys are namespaced so several tools on one origin do not collide. */
export function storageKey(name: string): string {
  return `courier.${name}`;
}
