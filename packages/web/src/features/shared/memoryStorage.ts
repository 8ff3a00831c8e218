// An in-memory Web Storage for store tests: the same adapter code runs as in the browser.
import { createStorage, type StorageAdapter } from '../../lib/storage.js';

export class MemoryStorage implements Storage {
  private readonly entries = new Map<string, string>();

  get length(): number {
    return this.entries.size;
  }
  clear(): void {
    this.entries.clear();
  }
  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.entries.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.entries.delete(key);
  }
  setItem(key: string, value: string): void {
    this.entries.set(key, value);
  }
}

/** An adapter over a fresh in-memory backend, plus the backend so tests can inspect or corrupt it. */
export function memoryStorage(logger: Pick<Console, 'warn' | 'error'> = { warn() {}, error() {} }): {
  storage: StorageAdapter;
  backend: MemoryStorage;
} {
  const backend = new MemoryStorage();
  return { storage: createStorage(backend, logger), backend };
}
