// Persisted feature state carries a version, so a later release can read what an earlier one
// stored (version + migrate). Reads and writes go through the one storage
// adapter (lib/storage.ts); writes are batched by lib/persist.ts.
import * as z from 'zod';
import type { StoreApi } from 'zustand';
import { persistSlice } from '../../lib/persist.js';
import type { StorageAdapter } from '../../lib/storage.js';

const EnvelopeSchema = z.object({ version: z.number().int().positive(), state: z.unknown() });

export interface VersionedSlice<P> {
  /** The storage key, e.g. `storageKey('collections')`. */
  key: string;
  /** The version the current code writes; raise it with every incompatible change of `schema`. */
  version: number;
  /** What the current version stores; every read is parsed with it. */
  schema: z.ZodType<P, unknown>;
  /** Turns a value stored by an older version into input for `schema`. */
  migrate?: (stored: unknown, fromVersion: number) => unknown;
}

type Logger = Pick<Console, 'warn'>;

/** The stored value, migrated and parsed; `fallback()` when absent, unreadable or from a newer release. */
export function loadSlice<P>(
  storage: StorageAdapter,
  slice: VersionedSlice<P>,
  fallback: () => P,
  logger: Logger = console,
): P {
  const envelope = storage.get(slice.key, EnvelopeSchema.nullable(), () => null);
  if (envelope === null) return fallback();
  if (envelope.version > slice.version) {
    logger.warn(`Stored "${slice.key}" was written by a newer version (${envelope.version}); starting from defaults`);
    return fallback();
  }
  const input =
    envelope.version < slice.version && slice.migrate
      ? slice.migrate(envelope.state, envelope.version)
      : envelope.state;
  const parsed = slice.schema.safeParse(input);
  if (parsed.success) return parsed.data;
  logger.warn(`Stored "${slice.key}" does not match its schema; starting from defaults`, parsed.error.issues);
  return fallback();
}

/** Keeps `select(state)` stored under the slice's key and version whenever it changes. */
export function saveSlice<T, P>(
  store: StoreApi<T>,
  storage: StorageAdapter,
  slice: VersionedSlice<P>,
  select: (state: T) => P,
  delayMs?: number,
): () => void {
  // persistSlice compares selections by identity: wrap each new value once, not on every update.
  let lastValue: P | undefined;
  let lastEnvelope: { version: number; state: P } | undefined;
  const envelopeOf = (state: T) => {
    const value = select(state);
    if (lastEnvelope === undefined || !Object.is(value, lastValue)) {
      lastValue = value;
      lastEnvelope = { version: slice.version, state: value };
    }
    return lastEnvelope;
  };
  return persistSlice(store, storage, slice.key, envelopeOf, delayMs);
}

/**
 * A list schema that keeps the entries that still parse and drops (and logs) the others, so one
 * damaged collection or history entry does not cost the user all the rest.
 */
export function listKeepingValid<T>(item: z.ZodType<T, unknown>, what: string, logger: Logger = console) {
  return z.array(z.unknown()).transform((entries) =>
    entries.flatMap((entry, index) => {
      const parsed = item.safeParse(entry);
      if (parsed.success) return [parsed.data];
      logger.warn(`Dropped stored ${what} #${index}: it does not match its schema`, parsed.error.issues);
      return [];
    }),
  );
}
