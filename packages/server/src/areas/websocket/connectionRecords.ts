// The stored side of relayed connections: each one's latest state and the instance holding its
// socket. Any instance lists and counts from here; only the holding instance writes a live state.
import type { WebSocketConnection } from '@courier/core';
import type { Db } from '../../db/database.js';

export interface ConnectionRecord {
  ownerId: string;
  instanceId: string;
  errorCount: number;
  connection: WebSocketConnection;
}

const OPEN_STATUSES = ['connecting', 'connected'];

const recordOf = (row: {
  owner_id: string;
  instance_id: string;
  error_count: number | string;
  connection: string;
}): ConnectionRecord => ({
  ownerId: row.owner_id,
  instanceId: row.instance_id,
  errorCount: Number(row.error_count),
  connection: JSON.parse(row.connection) as WebSocketConnection,
});

export function connectionRecords(db: Db) {
  return {
    async save({ ownerId, instanceId, errorCount, connection }: ConnectionRecord): Promise<void> {
      const values = {
        owner_id: ownerId,
        instance_id: instanceId,
        status: connection.status,
        error_count: errorCount,
        connection: JSON.stringify(connection),
      };
      await db
        .insertInto('websocket_connections')
        .values({ id: connection.id, created_at: connection.createdAt, ...values })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
        .execute();
    },

    async find(id: string): Promise<ConnectionRecord | undefined> {
      const row = await db.selectFrom('websocket_connections').selectAll().where('id', '=', id).executeTakeFirst();
      return row && recordOf(row);
    },

    async ofOwner(ownerId: string): Promise<ConnectionRecord[]> {
      const rows = await db
        .selectFrom('websocket_connections')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(recordOf);
    },

    /** The instances named as holding an open connection, for a check of which still run. */
    async instancesHoldingOpen(ownerId?: string): Promise<string[]> {
      let query = db
        .selectFrom('websocket_connections')
        .select('instance_id')
        .distinct()
        .where('status', 'in', OPEN_STATUSES);
      if (ownerId !== undefined) query = query.where('owner_id', '=', ownerId);
      return (await query.execute()).map((row) => row.instance_id);
    },

    /** The open connections of an instance that stopped: closed, as its sockets were. */
    async closeHeldBy(instanceId: string, closeCode: number, closeReason: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('websocket_connections')
          .select(['id', 'connection'])
          .where('instance_id', '=', instanceId)
          .where('status', 'in', OPEN_STATUSES)
          .execute();
        for (const row of rows) {
          const connection: WebSocketConnection = {
            ...(JSON.parse(row.connection) as WebSocketConnection),
            status: 'closed',
            closeCode,
            closeReason,
          };
          await trx
            .updateTable('websocket_connections')
            .set({ status: 'closed', connection: JSON.stringify(connection) })
            .where('id', '=', row.id)
            .where('status', 'in', OPEN_STATUSES)
            .execute();
        }
      });
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('websocket_connections').where('id', '=', id).execute();
    },

    /** Keeps an owner's newest `keep` connections: past it, the oldest finished ones go. */
    async prune(ownerId: string, keep: number): Promise<void> {
      const rows = await db
        .selectFrom('websocket_connections')
        .select(['id', 'status'])
        .where('owner_id', '=', ownerId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const excess = rows.length - keep;
      if (excess <= 0) return;
      const finished = rows.filter((row) => !OPEN_STATUSES.includes(row.status)).slice(0, excess);
      if (finished.length === 0) return;
      await db
        .deleteFrom('websocket_connections')
        .where(
          'id',
          'in',
          finished.map((row) => row.id),
        )
        .execute();
    },
  };
}

export type ConnectionRecords = ReturnType<typeof connectionRecords>;
