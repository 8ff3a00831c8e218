// Every change a signed-in user makes to a shared workspace goes through a queue kept in IndexedDB:
// written down first, then sent, one at a time and in order. While the server cannot be reached the
// edits wait, shown as pending, and are sent again when it answers — after a reload too. The server
// judges each one as it judges any save: a stale version is a conflict, a refusal is final.
// Why: docs/decisions/0034-offline-edits-queue-and-replay.md
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../api.js';
import { renameId, type PendingCallSpec, type PendingEdit } from './pendingEdit.js';
import type { PendingEditStorage } from './pendingEditStorage.js';

/** A queued edit the server refused for good; `status`, `code` and `data` are the server's. */
export class EditRefusedError extends ApiError {
  readonly edit: PendingEdit;
  constructor(edit: PendingEdit, refusal: ApiError) {
    super(refusal.status, refusal.code, refusal.message, refusal.data);
    this.name = 'EditRefusedError';
    this.edit = edit;
  }
}

/** Statuses that mean "not now" rather than "no": the edit waits and is sent again. */
const NOT_NOW = new Set([401, 502, 503, 504]);

/** A call that got no answer (the network) or a "not now" is tried again; anything else is final. */
export const isNotNow = (thrown: unknown): boolean => !(thrown instanceof ApiError) || NOT_NOW.has(thrown.status);

interface PendingEditQueueState {
  /** What is waiting, in order (the one being sent first). */
  edits: PendingEdit[];
  /** True while the server cannot be reached: the edits wait for it. */
  waiting: boolean;
}

export interface PendingEditQueueOptions {
  storage: PendingEditStorage;
  /** One user's edits of one area of one workspace. */
  name: string;
  specs: Readonly<Record<string, PendingCallSpec>>;
  /** Makes the call; the Idempotency-Key makes a create sent twice count once. */
  send(call: string, args: unknown[], idempotencyKey: string): Promise<unknown>;
  /**
   * An edit the server refused for good. `waited` says whether the code that made it on this page is
   * still there to hear it (it then gets the error too); after a reload nobody is.
   */
  refused(error: EditRefusedError, waited: boolean): void;
  /** The first retry after the server stopped answering; each next one waits twice as long, up to 30 s. */
  retryAfterMs?: number;
}

export interface PendingEditQueue {
  state: StoreApi<PendingEditQueueState>;
  /** Resolves once the edits kept from before (a reload) are loaded and being sent. */
  ready: Promise<void>;
  /**
   * Keeps the call and sends it in its turn; resolves with its reply, or rejects with the refusal.
   * `label` names the edit when its arguments alone cannot (a delete knows only an id).
   */
  enqueue(call: string, args: unknown[], label?: string): Promise<unknown>;
  /** The server answers again: what waits is sent now. */
  retry(): void;
  /** The page no longer shows this workspace: nothing more is sent from here (the edits stay kept). */
  close(): void;
}

const MAX_RETRY_MS = 30_000;

/** The code that made an edit on this page, waiting for the server's answer. */
interface Waiter {
  resolve(reply: unknown): void;
  reject(thrown: unknown): void;
}

export function createPendingEditQueue(options: PendingEditQueueOptions): PendingEditQueue {
  const { storage, name, specs, send, refused } = options;
  const firstRetryMs = options.retryAfterMs ?? 2000;
  const state = createStore<PendingEditQueueState>()(() => ({ edits: [], waiting: false }));
  const waiters = new Map<string, Waiter>();
  const written = new Map<string, Promise<void>>();
  let lastSeq = 0;
  let sending = false;
  let closed = false;
  let retryMs = firstRetryMs;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  // A write that fails leaves the edit in memory: it is still sent, only a reload would lose it.
  const keep = (edit: PendingEdit) =>
    storage.put(edit).catch((thrown: unknown) => console.warn('A pending edit could not be kept', thrown));

  const specOf = (edit: PendingEdit): PendingCallSpec => {
    const spec = specs[edit.call];
    if (!spec) throw new Error(`No pending-edit spec for ${edit.call}`);
    return spec;
  };

  /** Rewrites the edits still waiting, in memory and in storage. */
  const rewrite = (change: (edit: PendingEdit) => PendingEdit) => {
    const edits = state.getState().edits.map((edit) => {
      const changed = change(edit);
      if (changed !== edit) written.set(edit.key, keep(changed));
      return changed;
    });
    state.setState({ edits });
  };

  /** What a taken edit changes for those behind it: the new thing's server id, the version it made. */
  const taken = (edit: PendingEdit, reply: unknown) => {
    const spec = specOf(edit);
    const ids = spec.created?.(edit.args, reply);
    if (ids && ids.clientId !== ids.serverId) {
      rewrite((later) => ({ ...later, args: renameId(later.args, ids.clientId, ids.serverId) }));
    }
    const target = spec.target?.(edit.args);
    const at = spec.baseVersionAt;
    const version = spec.versionOf?.(reply);
    if (target === undefined || at === undefined || version === undefined) return;
    const base = edit.args[at];
    // A later edit of the same thing was based on what this page showed, this edit included.
    rewrite((later) => {
      const laterSpec = specOf(later);
      if (laterSpec.target?.(later.args) !== target || laterSpec.baseVersionAt !== at || later.args[at] !== base)
        return later;
      const args = [...later.args];
      args[at] = version;
      return { ...later, args };
    });
  };

  /**
   * Takes a sent edit out of the queue and tells the code that made it, in the same turn: the view
   * never shows the edit as pending beside the server's version of it, nor neither of them.
   */
  const settle = async (edit: PendingEdit, tell: (waiter: Waiter | undefined) => void) => {
    written.delete(edit.key);
    state.setState({ edits: state.getState().edits.filter((candidate) => candidate.key !== edit.key) });
    const waiter = waiters.get(edit.key);
    waiters.delete(edit.key);
    tell(waiter);
    await storage
      .remove(edit.key)
      .catch((thrown: unknown) => console.warn('A sent edit could not be forgotten', thrown));
  };

  const waitForServer = () => {
    state.setState({ waiting: true });
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void drain(), retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  async function drain(): Promise<void> {
    if (sending || closed) return;
    sending = true;
    try {
      for (let edit = state.getState().edits[0]; edit && !closed; edit = state.getState().edits[0]) {
        await written.get(edit.key);
        let reply: unknown;
        try {
          reply = await send(edit.call, edit.args, edit.key);
        } catch (thrown) {
          if (isNotNow(thrown)) return waitForServer();
          const refusal = thrown as ApiError;
          if (specOf(edit).alreadyDone?.(refusal.status)) {
            await settle(edit, (waiter) => waiter?.resolve(undefined));
            continue;
          }
          const error = new EditRefusedError(edit, refusal);
          await settle(edit, (waiter) => {
            refused(error, waiter !== undefined);
            waiter?.reject(error);
          });
          continue;
        }
        retryMs = firstRetryMs;
        if (state.getState().waiting) state.setState({ waiting: false });
        taken(edit, reply);
        await settle(edit, (waiter) => waiter?.resolve(reply));
      }
    } finally {
      sending = false;
    }
  }

  const ready = storage.list(name).then(
    (kept) => {
      lastSeq = Math.max(lastSeq, ...kept.map((edit) => edit.seq));
      // Edits made on this page before the kept ones were read go after them.
      state.setState({ edits: [...kept, ...state.getState().edits] });
      void drain();
    },
    (thrown: unknown) => console.warn('Pending edits could not be read', thrown),
  );

  return {
    state,
    ready,
    enqueue(call, args, label) {
      const spec = specs[call];
      if (!spec) throw new Error(`No pending-edit spec for ${call}`);
      lastSeq = Math.max(Date.now(), lastSeq + 1);
      const edit: PendingEdit = {
        key: crypto.randomUUID(),
        queue: name,
        seq: lastSeq,
        label: label ?? spec.label(args),
        call,
        args,
      };
      written.set(edit.key, keep(edit));
      state.setState({ edits: [...state.getState().edits, edit] });
      const reply = new Promise<unknown>((resolve, reject) => waiters.set(edit.key, { resolve, reject }));
      void ready.then(() => (state.getState().waiting ? undefined : drain()));
      return reply;
    },
    retry() {
      if (closed) return;
      clearTimeout(retryTimer);
      retryMs = firstRetryMs;
      void ready.then(drain);
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
    },
  };
}
