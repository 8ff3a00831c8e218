// A call for a connection another instance holds is handed to that instance: the command is stored,
// the bus names it (ids only, as NOTIFY's 8000 bytes could not carry a 1 MiB message), the holder
// runs it and stores the outcome, and the bus tells the asking instance to read it.
import { randomUUID } from 'node:crypto';
import { CourierError, SendError } from '@courier/core';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import type { InstanceBus } from '../../live/instanceBus.js';
import type { RelayCommand } from './relayCommand.js';

const COMMAND_TOPIC = 'websocket.command';
const OUTCOME_TOPIC = 'websocket.outcome';
/** How long a holder has to answer; past it, a running holder is reported as not answering. */
const FORWARD_TIMEOUT_MS = 5000;

type Outcome = { ok: true; value: unknown } | { ok: false; code: string; message: string };

/** The holder stopped before it answered: what it held is closed. */
export class HolderStoppedError extends Error {}

interface Envelope {
  id: string;
  to: string;
  from: string;
}

export function commandForwarding(
  db: Db,
  bus: InstanceBus,
  run: (command: RelayCommand) => Promise<unknown>,
  logger: Logger,
) {
  const waiting = new Map<string, () => void>();

  bus.onMessage(COMMAND_TOPIC, (payload) => {
    const envelope = JSON.parse(payload) as Envelope;
    if (envelope.to !== bus.instanceId) return;
    void answer(envelope).catch((error: unknown) =>
      logger.warn({ err: error, command: envelope.id }, 'websocket: a forwarded command was not answered'),
    );
  });
  bus.onMessage(OUTCOME_TOPIC, (payload) => {
    const envelope = JSON.parse(payload) as Envelope;
    if (envelope.to === bus.instanceId) waiting.get(envelope.id)?.();
  });

  async function answer({ id, from }: Envelope): Promise<void> {
    const row = await db.selectFrom('websocket_commands').select('command').where('id', '=', id).executeTakeFirst();
    if (!row) return;
    let outcome: Outcome;
    try {
      outcome = { ok: true, value: (await run(JSON.parse(row.command) as RelayCommand)) ?? null };
    } catch (error) {
      outcome =
        error instanceof CourierError
          ? { ok: false, code: error.code, message: error.message }
          : { ok: false, code: 'INTERNAL', message: 'The server holding this connection could not do it' };
    }
    await db
      .updateTable('websocket_commands')
      .set({ outcome: JSON.stringify(outcome) })
      .where('id', '=', id)
      .execute();
    await bus.publish(OUTCOME_TOPIC, JSON.stringify({ id, to: from, from: bus.instanceId }));
  }

  return {
    /** Runs `command` on the instance `holder` and returns what it returned there, or throws what it threw. */
    async forward(holder: string, command: RelayCommand): Promise<unknown> {
      const id = randomUUID();
      const answered = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), FORWARD_TIMEOUT_MS);
        waiting.set(id, () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      try {
        await db
          .insertInto('websocket_commands')
          .values({
            id,
            instance_id: holder,
            command: JSON.stringify(command),
            outcome: null,
            created_at: new Date().toISOString(),
          })
          .execute();
        await bus.publish(COMMAND_TOPIC, JSON.stringify({ id, to: holder, from: bus.instanceId }));
        const inTime = await answered;
        const row = await db.selectFrom('websocket_commands').select('outcome').where('id', '=', id).executeTakeFirst();
        if (!row?.outcome) {
          if (!inTime && !(await bus.isRunning(holder))) throw new HolderStoppedError();
          throw new SendError(
            'TIMEOUT',
            `The server holding this connection did not answer in ${FORWARD_TIMEOUT_MS / 1000} s`,
          );
        }
        const outcome = JSON.parse(row.outcome) as Outcome;
        if (!outcome.ok) throw new CourierError(outcome.code, outcome.message);
        return outcome.value;
      } finally {
        waiting.delete(id);
        await db.deleteFrom('websocket_commands').where('id', '=', id).execute();
      }
    },
  };
}
