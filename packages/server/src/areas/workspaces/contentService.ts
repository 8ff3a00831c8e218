// Collections and environments stored in a workspace. Every write carries the version it was based on
// and is refused with the current version when that is stale; requests and folders are rows ordered by
// fractional keys, so a move rewrites one row and two people's moves never renumber each other's.
import { randomUUID } from 'node:crypto';
import {
  CollectionFieldsSchema,
  ValidationError,
  type Collection,
  type CollectionFields,
  type CollectionItem,
  type Environment,
  type ItemContent,
  type StoredCollection,
  type StoredEnvironment,
  type StoredItem,
  type StoredItemKind,
  type Variable,
} from '@courier/core';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, WsItemsTable } from '../../db/schema.js';
import { NotFoundError } from '../../errors/serverErrors.js';
import type { LiveChannel, RecordEvent } from '../../live/liveChannel.js';
import { scopeOf } from '../../live/scopes.js';
import type { Executor } from '../../db/executor.js';
import { requireAccess } from './access.js';
import * as repo from './contentRepo.js';
import { VersionConflictError } from './versionConflict.js';

export interface Placement {
  parentId: string | null;
  afterId?: string | null | undefined;
  beforeId?: string | null | undefined;
}

/** How messages name each kind of item. */
const KIND_WORDS: Record<StoredItemKind, string> = {
  request: 'request',
  folder: 'folder',
  websocket: 'WebSocket request',
};

const byPosition = <T extends { id: string; position: string }>(a: T, b: T) =>
  a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1;

export function itemView(row: repo.ItemRow): StoredItem {
  return {
    id: row.id,
    collectionId: row.collection_id,
    parentId: row.parent_id,
    kind: row.kind,
    position: row.position,
    version: Number(row.version),
    content: JSON.parse(row.content) as ItemContent,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

export function collectionView(row: repo.CollectionRow, items: repo.ItemRow[]): StoredCollection {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    version: Number(row.version),
    fields: JSON.parse(row.fields) as CollectionFields,
    items: items.map(itemView).sort(byPosition),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** The environment as `userId` reads it: secret variables carry that user's own value or none. */
export function environmentView(
  row: repo.EnvironmentRow,
  ownSecrets: Map<string, string> | undefined,
): StoredEnvironment {
  const variables = (JSON.parse(row.variables) as Variable[]).map((variable) => {
    const own = variable.type === 'secret' ? ownSecrets?.get(variable.key) : undefined;
    return own === undefined ? variable : { ...variable, value: JSON.parse(own) as Variable['value'] };
  });
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    version: Number(row.version),
    name: row.name,
    variables,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** Rows for a tree of requests and folders, with fresh ids and keys in the order given. */
export function itemRows(
  items: CollectionItem[],
  collectionId: string,
  parentId: string | null,
  stamp: { at: string; by: string | null },
  firstKey: string | null = null,
): Insertable<WsItemsTable>[] {
  const keys = firstKey === null ? generateNKeysBetween(null, null, items.length) : [firstKey];
  return items.flatMap((item, index) => {
    const id = randomUUID();
    const position = keys[index]!;
    const base = {
      id,
      collection_id: collectionId,
      parent_id: parentId,
      position,
      version: 1,
      updated_at: stamp.at,
      updated_by: stamp.by,
    };
    if (item.type !== 'folder') return [{ ...base, kind: item.type, content: JSON.stringify({ ...item, id }) }];
    const { items: children, ...folder } = item;
    return [
      { ...base, kind: 'folder' as const, content: JSON.stringify({ ...folder, id }) },
      ...itemRows(children, collectionId, id, stamp),
    ];
  });
}

/**
 * The id the creating browser gave what it made, told back in the created event: the server gives
 * every row an id of its own, and the event can reach that browser before the reply does, so this is
 * how it knows the new row is the one it shows as pending rather than a teammate's.
 */
function clientIdOf(made: { id?: unknown }): { clientId?: string } {
  return typeof made.id === 'string' && made.id !== '' ? { clientId: made.id } : {};
}

/** Splits variables into what every member sees (secrets blanked) and the writer's own secret values. */
function splitSecrets(variables: Variable[]): { shared: Variable[]; secrets: Array<[string, string]> } {
  const secrets: Array<[string, string]> = [];
  const shared = variables.map((variable) => {
    if (variable.type !== 'secret') return variable;
    secrets.push([variable.key, JSON.stringify(variable.value ?? '')]);
    return { ...variable, value: '' };
  });
  return { shared, secrets };
}

export interface ContentService {
  collections(actorId: string, workspaceId: string): Promise<StoredCollection[]>;
  createCollection(
    actorId: string,
    workspaceId: string,
    collection: Partial<Collection> & { name: string },
  ): Promise<StoredCollection>;
  updateCollection(
    actorId: string,
    workspaceId: string,
    id: string,
    baseVersion: number,
    changes: Partial<CollectionFields>,
  ): Promise<StoredCollection>;
  deleteCollection(actorId: string, workspaceId: string, id: string): Promise<void>;
  createItem(
    actorId: string,
    workspaceId: string,
    collectionId: string,
    item: CollectionItem,
    placement: Placement,
  ): Promise<StoredItem>;
  updateItem(
    actorId: string,
    workspaceId: string,
    collectionId: string,
    id: string,
    baseVersion: number,
    content: ItemContent,
  ): Promise<StoredItem>;
  moveItem(
    actorId: string,
    workspaceId: string,
    collectionId: string,
    id: string,
    placement: Placement,
  ): Promise<StoredItem>;
  deleteItem(actorId: string, workspaceId: string, collectionId: string, id: string): Promise<void>;
  environments(actorId: string, workspaceId: string): Promise<StoredEnvironment[]>;
  createEnvironment(
    actorId: string,
    workspaceId: string,
    environment: Pick<Environment, 'name' | 'variables'> & { id?: string | undefined },
  ): Promise<StoredEnvironment>;
  updateEnvironment(
    actorId: string,
    workspaceId: string,
    id: string,
    baseVersion: number,
    changes: { name?: string | undefined; variables?: Variable[] | undefined },
  ): Promise<StoredEnvironment>;
  deleteEnvironment(actorId: string, workspaceId: string, id: string): Promise<void>;
  /** Inside another write (templates, restore): stores a whole collection and records its event. */
  insertCollection(
    trx: Transaction<Database>,
    record: RecordEvent,
    actorId: string,
    workspaceId: string,
    collection: Partial<Collection> & { name: string },
  ): Promise<StoredCollection>;
  insertEnvironment(
    trx: Transaction<Database>,
    record: RecordEvent,
    actorId: string,
    workspaceId: string,
    environment: Pick<Environment, 'name' | 'variables'> & { id?: string | undefined },
  ): Promise<StoredEnvironment>;
}

export function createContentService(db: Db, live: LiveChannel): ContentService {
  const scope = (workspaceId: string) => scopeOf('workspace', workspaceId);
  const stampOf = (actorId: string) => ({ at: new Date().toISOString(), by: actorId });

  async function collectionIn(trx: Transaction<Database>, workspaceId: string, id: string) {
    const collection = await repo.lockCollection(trx, workspaceId, id);
    if (!collection) throw new NotFoundError('Collection not found');
    return collection;
  }

  async function itemIn(db: Executor, collectionId: string, id: string) {
    const item = await repo.findItem(db, collectionId, id);
    if (!item) throw new NotFoundError('Request or folder not found');
    return item;
  }

  async function positionFor(
    trx: Executor,
    collectionId: string,
    { parentId, afterId, beforeId }: Placement,
    movingId?: string,
  ) {
    if (parentId !== null) {
      const parent = await itemIn(trx, collectionId, parentId);
      if (parent.kind !== 'folder')
        throw new ValidationError('Requests and folders go into a folder, not into a request');
    }
    const siblings = (await repo.siblingsOf(trx, collectionId, parentId))
      .filter((s) => s.id !== movingId)
      .sort(byPosition);
    const indexOf = (id: string) => {
      const index = siblings.findIndex((sibling) => sibling.id === id);
      if (index < 0) throw new ValidationError(`${id} is not in that folder`);
      return index;
    };
    if (afterId) {
      const index = indexOf(afterId);
      return generateKeyBetween(siblings[index]!.position, siblings[index + 1]?.position ?? null);
    }
    if (beforeId) {
      const index = indexOf(beforeId);
      return generateKeyBetween(siblings[index - 1]?.position ?? null, siblings[index]!.position);
    }
    return generateKeyBetween(siblings.at(-1)?.position ?? null, null);
  }

  async function insertCollection(
    trx: Transaction<Database>,
    record: RecordEvent,
    actorId: string,
    workspaceId: string,
    collection: Partial<Collection> & { name: string },
  ) {
    const stamp = stampOf(actorId);
    const id = randomUUID();
    const fields = CollectionFieldsSchema.parse(collection);
    const row: repo.CollectionRow = {
      id,
      workspace_id: workspaceId,
      fields: JSON.stringify(fields),
      version: 1,
      created_at: stamp.at,
      updated_at: stamp.at,
      updated_by: actorId,
    };
    await repo.insertCollection(trx, row);
    const rows = itemRows(collection.items ?? [], id, null, stamp);
    await repo.insertItems(trx, rows);
    const view = collectionView(row, rows as repo.ItemRow[]);
    await record({
      scope: scope(workspaceId),
      type: 'collection_created',
      actor: actorId,
      data: { collection: view, ...clientIdOf(collection) },
    });
    return view;
  }

  async function insertEnvironment(
    trx: Transaction<Database>,
    record: RecordEvent,
    actorId: string,
    workspaceId: string,
    environment: Pick<Environment, 'name' | 'variables'> & { id?: string | undefined },
  ) {
    const stamp = stampOf(actorId);
    const { shared, secrets } = splitSecrets(environment.variables);
    const row: repo.EnvironmentRow = {
      id: randomUUID(),
      workspace_id: workspaceId,
      name: environment.name,
      variables: JSON.stringify(shared),
      version: 1,
      updated_at: stamp.at,
      updated_by: actorId,
    };
    await repo.insertEnvironment(trx, row);
    for (const [key, value] of secrets) await repo.keepSecret(trx, row.id, actorId, key, value);
    await record({
      scope: scope(workspaceId),
      type: 'environment_created',
      actor: actorId,
      data: { environment: environmentView(row, undefined), ...clientIdOf(environment) },
    });
    return environmentView(row, new Map(secrets));
  }

  return {
    insertCollection,
    insertEnvironment,

    async collections(actorId, workspaceId) {
      await requireAccess(db, actorId, workspaceId, 'read');
      const rows = await repo.collectionsOf(db, workspaceId);
      const items = await repo.itemsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) =>
        collectionView(
          row,
          items.filter((item) => item.collection_id === row.id),
        ),
      );
    },

    createCollection(actorId, workspaceId, collection) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        return insertCollection(trx, record, actorId, workspaceId, collection);
      });
    },

    updateCollection(actorId, workspaceId, id, baseVersion, changes) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        const current = await collectionIn(trx, workspaceId, id);
        const fields = { ...(JSON.parse(current.fields) as CollectionFields), ...changes };
        const stamp = stampOf(actorId);
        if (
          !(await repo.updateCollectionAt(trx, id, baseVersion, {
            fields: JSON.stringify(fields),
            updated_at: stamp.at,
            updated_by: actorId,
          }))
        ) {
          throw new VersionConflictError(
            'Someone else changed this collection since you opened it',
            collectionView(current, await repo.itemsOf(trx, [id])),
          );
        }
        const view = collectionView(
          {
            ...current,
            fields: JSON.stringify(fields),
            version: baseVersion + 1,
            updated_at: stamp.at,
            updated_by: actorId,
          },
          [],
        );
        await record({
          scope: scope(workspaceId),
          type: 'collection_updated',
          actor: actorId,
          data: { collection: { ...view, items: undefined } },
        });
        return { ...view, items: (await repo.itemsOf(trx, [id])).map(itemView).sort(byPosition) };
      });
    },

    deleteCollection(actorId, workspaceId, id) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        await collectionIn(trx, workspaceId, id);
        await repo.deleteCollection(trx, id);
        await record({
          scope: scope(workspaceId),
          type: 'collection_deleted',
          actor: actorId,
          data: { collectionId: id },
        });
      });
    },

    createItem(actorId, workspaceId, collectionId, item, placement) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        await collectionIn(trx, workspaceId, collectionId);
        const position = await positionFor(trx, collectionId, placement);
        const rows = itemRows([item], collectionId, placement.parentId, stampOf(actorId), position) as repo.ItemRow[];
        await repo.insertItems(trx, rows);
        for (const [index, row] of rows.entries()) {
          await record({
            scope: scope(workspaceId),
            type: 'item_created',
            actor: actorId,
            data: { item: itemView(row), ...(index === 0 ? clientIdOf(item) : {}) },
          });
        }
        return itemView(rows[0]!);
      });
    },

    updateItem(actorId, workspaceId, collectionId, id, baseVersion, content) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        await collectionIn(trx, workspaceId, collectionId);
        const current = await itemIn(trx, collectionId, id);
        if (content.type !== current.kind) {
          throw new ValidationError(
            `This is a ${KIND_WORDS[current.kind]}; it cannot become a ${KIND_WORDS[content.type]}`,
          );
        }
        const stamp = stampOf(actorId);
        const stored = JSON.stringify({ ...content, id });
        if (
          !(await repo.updateItemAt(trx, id, baseVersion, {
            content: stored,
            updated_at: stamp.at,
            updated_by: actorId,
          }))
        ) {
          throw new VersionConflictError(
            `Someone else changed this ${KIND_WORDS[current.kind]} since you opened it`,
            itemView(current),
          );
        }
        const view = itemView({
          ...current,
          content: stored,
          version: baseVersion + 1,
          updated_at: stamp.at,
          updated_by: actorId,
        });
        await record({ scope: scope(workspaceId), type: 'item_updated', actor: actorId, data: { item: view } });
        return view;
      });
    },

    moveItem(actorId, workspaceId, collectionId, id, placement) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        await collectionIn(trx, workspaceId, collectionId);
        const current = await itemIn(trx, collectionId, id);
        // A folder cannot go into itself or anything inside it.
        for (let parent = placement.parentId; parent !== null;) {
          if (parent === id) throw new ValidationError('A folder cannot be moved into itself');
          parent = (await itemIn(trx, collectionId, parent)).parent_id;
        }
        const position = await positionFor(trx, collectionId, placement, id);
        const stamp = stampOf(actorId);
        const moved = {
          ...current,
          parent_id: placement.parentId,
          position,
          updated_at: stamp.at,
          updated_by: actorId,
        };
        await repo.moveItem(trx, id, {
          parent_id: moved.parent_id,
          position,
          updated_at: stamp.at,
          updated_by: actorId,
        });
        const view = itemView(moved);
        await record({ scope: scope(workspaceId), type: 'item_moved', actor: actorId, data: { item: view } });
        return view;
      });
    },

    deleteItem(actorId, workspaceId, collectionId, id) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        await collectionIn(trx, workspaceId, collectionId);
        await itemIn(trx, collectionId, id);
        const all = await repo.itemsOf(trx, [collectionId]);
        const doomed = [id];
        for (let index = 0; index < doomed.length; index++) {
          for (const item of all) if (item.parent_id === doomed[index]) doomed.push(item.id);
        }
        await repo.deleteItems(trx, doomed);
        await record({
          scope: scope(workspaceId),
          type: 'item_deleted',
          actor: actorId,
          data: { collectionId, itemIds: doomed },
        });
      });
    },

    async environments(actorId, workspaceId) {
      await requireAccess(db, actorId, workspaceId, 'read');
      const rows = await repo.environmentsOf(db, workspaceId);
      const secrets = await repo.secretsOf(
        db,
        actorId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => environmentView(row, secrets.get(row.id)));
    },

    createEnvironment(actorId, workspaceId, environment) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        return insertEnvironment(trx, record, actorId, workspaceId, environment);
      });
    },

    updateEnvironment(actorId, workspaceId, id, baseVersion, changes) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        const current = await repo.findEnvironment(trx, workspaceId, id);
        if (!current) throw new NotFoundError('Environment not found');
        const { shared, secrets } = splitSecrets(changes.variables ?? (JSON.parse(current.variables) as Variable[]));
        const stamp = stampOf(actorId);
        const next = {
          name: changes.name ?? current.name,
          variables: JSON.stringify(shared),
          updated_at: stamp.at,
          updated_by: actorId,
        };
        if (!(await repo.updateEnvironmentAt(trx, id, baseVersion, next))) {
          const mine = await repo.secretsOf(trx, actorId, [id]);
          throw new VersionConflictError(
            'Someone else changed this environment since you opened it',
            environmentView(current, mine.get(id)),
          );
        }
        // Only values the writer sent replace their own; secrets kept from before stay theirs.
        if (changes.variables) for (const [key, value] of secrets) await repo.keepSecret(trx, id, actorId, key, value);
        const row = { ...current, ...next, version: baseVersion + 1 };
        await record({
          scope: scope(workspaceId),
          type: 'environment_updated',
          actor: actorId,
          data: { environment: environmentView(row, undefined) },
        });
        return environmentView(row, (await repo.secretsOf(trx, actorId, [id])).get(id));
      });
    },

    deleteEnvironment(actorId, workspaceId, id) {
      return live.write(async (trx, record) => {
        await requireAccess(trx, actorId, workspaceId, 'write');
        if (!(await repo.findEnvironment(trx, workspaceId, id))) throw new NotFoundError('Environment not found');
        await repo.deleteEnvironment(trx, id);
        await record({
          scope: scope(workspaceId),
          type: 'environment_deleted',
          actor: actorId,
          data: { environmentId: id },
        });
      });
    },
  };
}
