// An API object's write calls seen through a pending-edit queue: the store calls them as before and
// gets the same replies, but each call is kept first and sent in its turn.
import type { PendingCallSpec } from './pendingEdit.js';
import type { PendingEditQueue } from './pendingEditQueue.js';

// The calls are typed by the API object itself; the queue keeps their arguments as data.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Call = (...args: any[]) => Promise<unknown>;

/** Makes a queued call: its arguments, and the Idempotency-Key where its spec wants one. */
export function sendThrough(
  api: Readonly<Record<string, Call>>,
  specs: Readonly<Record<string, PendingCallSpec>>,
): (call: string, args: unknown[], idempotencyKey: string) => Promise<unknown> {
  return (call, args, idempotencyKey) => {
    const send = api[call];
    if (!send) throw new Error(`No call ${call}`);
    const at = specs[call]?.idempotencyKeyAt;
    if (at === undefined) return send(...args);
    const keyed = [...args];
    while (keyed.length < at) keyed.push(undefined);
    keyed[at] = idempotencyKey;
    return send(...keyed);
  };
}

/**
 * `api`'s calls `names`, each going through `queue`. `describe` names an edit from what the store
 * shows (the name of the request a delete removes); without it, the spec's label is used.
 */
export function queuedCalls<Api extends Record<string, Call>, Name extends keyof Api & string>(
  queue: PendingEditQueue,
  names: readonly Name[],
  describe: (call: Name, args: unknown[]) => string | undefined = () => undefined,
): Pick<Api, Name> {
  return Object.fromEntries(
    names.map((name) => [name, (...args: unknown[]) => queue.enqueue(name, args, describe(name, args))]),
  ) as unknown as Pick<Api, Name>;
}
