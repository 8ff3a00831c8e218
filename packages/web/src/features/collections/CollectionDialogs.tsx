// The dialogs of the sidebar's collections, opened from its buttons and ⋯ menus: New Collection, Add
// Request (HTTP or WebSocket), New Folder, Settings of a collection or folder, Sync with OpenAPI, Move, Rename and
// Delete, and Rename and Delete of a saved example. CollectionsPanel asks for
// them with the tree, after the first load.
import type { Collection, CollectionItem } from '@courier/core';
import { lazy, Suspense } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { deleteExample, renameExample } from '../examples/exampleActions.js';
import type { ExampleAt } from '../examples/exampleEdits.js';
import { AddRequestDialog } from './AddRequestDialog.js';
import { newWebSocketRequest } from './collectionsStore.js';
import { MoveItemDialog } from './MoveItemDialog.js';
import { NameDialog } from './NameDialog.js';
import { openRequest } from './openRequest.js';
import { openWebSocketRequest } from './openWebSocketRequest.js';
import { useCollections } from './useCollections.js';

// Sync with OpenAPI and its converter load only when it is opened.
const SyncOpenApiDialog = lazy(() => import('./SyncOpenApiDialog.js').then((m) => ({ default: m.SyncOpenApiDialog })));
// So do a collection's or folder's Settings, with the auth fields and script editor they reuse.
const ContainerSettingsDialog = lazy(() =>
  import('./ContainerSettingsDialog.js').then((m) => ({ default: m.ContainerSettingsDialog })),
);

type ItemKind = 'collection' | CollectionItem['type'];
/** How the rename and delete dialogs name what they act on. */
const ITEM_WORDS: Record<ItemKind, string> = {
  collection: 'collection',
  folder: 'folder',
  request: 'request',
  websocket: 'WebSocket request',
};
export type Pending =
  | { kind: 'newCollection' }
  | { kind: 'addRequest'; collection: Collection }
  | { kind: 'syncOpenApi'; collection: Collection }
  | { kind: 'settings'; collectionId: string; itemId: string }
  | { kind: 'addFolder'; collectionId: string; parentId: string | null }
  | { kind: 'addWebSocket'; collection: Collection; folderId: string | null }
  | { kind: 'move'; collection: Collection; itemId: string; name: string; what: CollectionItem['type'] }
  | { kind: 'rename' | 'delete'; collectionId: string; itemId: string; name: string; what: ItemKind }
  | { kind: 'renameExample' | 'deleteExample'; at: ExampleAt; name: string };

export function CollectionDialogs({ pending, onDone }: { pending: Pending | null; onDone: () => void }) {
  const createCollection = useCollections((state) => state.createCollection);
  const addRequest = useCollections((state) => state.addRequest);
  const addFolder = useCollections((state) => state.addFolder);
  const saveWebSocketRequest = useCollections((state) => state.saveWebSocketRequest);
  const rename = useCollections((state) => state.rename);
  const remove = useCollections((state) => state.remove);
  const move = useCollections((state) => state.move);
  const replaceCollection = useCollections((state) => state.replaceCollection);
  const openApiSyncPorts = useCollections((state) => state.openApiSyncPorts);
  const syncing = pending?.kind === 'syncOpenApi' ? pending.collection.id : undefined;
  const latestOpenApiHash = useCollections((state) => (syncing ? state.openApiSourceHashes?.[syncing] : undefined));

  return (
    <>
      <NameDialog
        isOpen={pending?.kind === 'newCollection'}
        title="New Collection"
        label="Collection name"
        submitLabel="Create"
        onSubmit={(name) => createCollection(name)}
        onClose={onDone}
      />
      <NameDialog
        isOpen={pending?.kind === 'addFolder'}
        title="New Folder"
        label="Folder name"
        submitLabel="Create"
        onSubmit={(name) => {
          if (pending?.kind === 'addFolder') addFolder(pending.collectionId, pending.parentId, name);
        }}
        onClose={onDone}
      />
      <AddRequestDialog
        isOpen={pending?.kind === 'addRequest'}
        collectionName={pending?.kind === 'addRequest' ? pending.collection.name : ''}
        onSubmit={(fields) => {
          if (pending?.kind !== 'addRequest') return;
          openRequest(pending.collection.id, addRequest(pending.collection.id, fields));
        }}
        onClose={onDone}
      />
      <AddRequestDialog
        isOpen={pending?.kind === 'addWebSocket'}
        kind="websocket"
        collectionName={pending?.kind === 'addWebSocket' ? pending.collection.name : ''}
        onSubmit={(fields) => {
          if (pending?.kind !== 'addWebSocket') return;
          const { request } = saveWebSocketRequest(
            pending.collection.id,
            newWebSocketRequest(fields),
            pending.folderId,
          );
          openWebSocketRequest(pending.collection.id, request);
        }}
        onClose={onDone}
      />
      {pending?.kind === 'settings' ? (
        <Suspense fallback={null}>
          <ContainerSettingsDialog
            key={`${pending.collectionId}/${pending.itemId}`}
            collectionId={pending.collectionId}
            itemId={pending.itemId}
            onClose={onDone}
          />
        </Suspense>
      ) : null}
      {pending?.kind === 'syncOpenApi' ? (
        <Suspense fallback={null}>
          <SyncOpenApiDialog
            // A fresh dialog per collection: nothing checked for one shows for another.
            key={pending.collection.id}
            collection={pending.collection}
            sharedPorts={openApiSyncPorts}
            latestHash={latestOpenApiHash}
            onApply={(collection) => replaceCollection?.(collection)}
            onClose={onDone}
          />
        </Suspense>
      ) : null}
      <MoveItemDialog
        isOpen={pending?.kind === 'move'}
        name={pending?.kind === 'move' ? pending.name : ''}
        items={pending?.kind === 'move' ? pending.collection.items : []}
        // A folder is not offered itself or what it holds as where to go.
        exceptFolderId={pending?.kind === 'move' && pending.what === 'folder' ? pending.itemId : undefined}
        onMove={(parentId) => {
          if (pending?.kind === 'move') move(pending.collection.id, pending.itemId, parentId);
        }}
        onClose={onDone}
      />
      <NameDialog
        isOpen={pending?.kind === 'rename'}
        title={pending?.kind === 'rename' ? `Rename ${ITEM_WORDS[pending.what]}` : 'Rename'}
        label="Name"
        submitLabel="Rename"
        initialName={pending?.kind === 'rename' ? pending.name : ''}
        onSubmit={(name) => {
          if (pending?.kind === 'rename') rename(pending.collectionId, pending.itemId, name);
        }}
        onClose={onDone}
      />
      <NameDialog
        isOpen={pending?.kind === 'renameExample'}
        title="Rename example"
        label="Name"
        submitLabel="Rename"
        initialName={pending?.kind === 'renameExample' ? pending.name : ''}
        onSubmit={(name) => {
          if (pending?.kind === 'renameExample') renameExample(pending.at, name);
        }}
        onClose={onDone}
      />
      <ConfirmDialog
        isOpen={pending?.kind === 'deleteExample'}
        message="Are you sure you want to delete this example?"
        onCancel={onDone}
        onConfirm={() => {
          if (pending?.kind === 'deleteExample') deleteExample(pending.at);
          onDone();
        }}
      />
      <ConfirmDialog
        isOpen={pending?.kind === 'delete'}
        message={pending?.kind === 'delete' ? `Are you sure you want to delete this ${ITEM_WORDS[pending.what]}?` : ''}
        onCancel={onDone}
        onConfirm={() => {
          if (pending?.kind === 'delete') remove(pending.collectionId, pending.itemId);
          onDone();
        }}
      />
    </>
  );
}
