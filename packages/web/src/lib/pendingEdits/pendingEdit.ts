// One change to a shared workspace, kept in the browser from the moment it is made until the server
// has taken or refused it: the API call it stands for, as data, so it outlives a reload.
// Why: docs/decisions/0034-offline-edits-queue-and-replay.md
import * as z from 'zod';

export const PendingEditSchema = z.object({
  /** Unique; also the call's Idempotency-Key, so a create sent again is not made twice. */
  key: z.string().min(8),
  /** Which queue it belongs to: one user's edits of one area of one workspace. */
  queue: z.string(),
  /** Its place in the queue: edits replay in this order. */
  seq: z.number(),
  /** What the user is told about it ("Rename request "Users""). */
  label: z.string(),
  /** The API call, by name, and its arguments. */
  call: z.string(),
  args: z.array(z.unknown()),
});
export type PendingEdit = z.infer<typeof PendingEditSchema>;

/** A write call that can be queued: how to describe it and what it changes. */
export interface PendingCallSpec {
  /** What the user reads for this edit. */
  label(args: unknown[]): string;
  /** The thing it changes: a later edit of the same thing is rebased on the version this one made. */
  target?(args: unknown[]): string;
  /** Which argument holds the version the edit was based on. */
  baseVersionAt?: number;
  /** The version the server gave in its reply. */
  versionOf?(reply: unknown): number | undefined;
  /** For a create: the id this browser gave the new thing, and the one the server gave it. */
  created?(args: unknown[], reply: unknown): { clientId: string; serverId: string } | undefined;
  /** Which argument takes the Idempotency-Key (a create's). */
  idempotencyKeyAt?: number;
  /** True when a refusal means the edit has already happened (a delete of something gone). */
  alreadyDone?(status: number): boolean;
}

/** Replaces every string equal to `from` with `to`, anywhere in a JSON value. */
export function renameId<T>(value: T, from: string, to: string): T {
  if (value === from) return to as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => renameId(entry, from, to)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, renameId(entry, from, to)])) as T;
  }
  return value;
}
