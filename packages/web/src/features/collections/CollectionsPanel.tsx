// The sidebar's Collections tab: a filter, New Collection, the tree, and in
// each expanded collection an Add Request action; ⋯ menus rename and delete with confirmation.
import { countRequests, countWebSocketRequests, type Collection, type CollectionItem } from '@courier/core';
import { ChevronDown, ChevronRight, MoreHorizontal, Plus } from 'lucide-react';
import { useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Menu } from '../../ui/Menu.js';
import { AddRequestDialog } from './AddRequestDialog.js';
import { CollectionItems, type ItemHandlers } from './CollectionItems.js';
import { filterItems } from './collectionTree.js';
import { MoveItemDialog } from './MoveItemDialog.js';
import { NameDialog } from './NameDialog.js';
import { newWebSocketRequest } from './collectionsStore.js';
import type { SavedItem } from './collectionTree.js';
import { openRequest } from './openRequest.js';
import { openWebSocketRequest } from './openWebSocketRequest.js';
import { useCollections } from './useCollections.js';
import './collections.css';
import { PanelFilter } from '../../ui/PanelFilter.js';
import { workspaceSource } from '../workspace/workspaceSource.js';
import { plural } from '../shared/plural.js';
import { PENDING_TITLE, PendingMark } from '../workspace/PendingMark.js';
import { usePendingCollectionIds, usePendingEditCount } from '../workspace/usePendingEdits.js';
import { WorkspaceDialogs } from './WorkspaceDialogs.js';

type ItemKind = 'collection' | CollectionItem['type'];
/** How the rename and delete dialogs name what they act on. */
const ITEM_WORDS: Record<ItemKind, string> = {
  collection: 'collection',
  folder: 'folder',
  request: 'request',
  websocket: 'WebSocket request',
};
type Pending =
  | { kind: 'newCollection' }
  | { kind: 'addRequest'; collection: Collection }
  | { kind: 'addWebSocket'; collection: Collection; folderId: string | null }
  | { kind: 'move'; collection: Collection; itemId: string; name: string; what: CollectionItem['type'] }
  | { kind: 'rename' | 'delete'; collectionId: string; itemId: string; name: string; what: ItemKind };

export function CollectionsPanel() {
  const collections = useCollections((state) => state.collections);
  const readOnly = useCollections((state) => state.readOnly ?? false);
  const workspace = useStore(workspaceSource, (state) => state.workspace);
  const pendingIds = usePendingCollectionIds();
  const pendingCount = usePendingEditCount();
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const duplicate = useCollections((state) => state.duplicate);
  const filtering = filter.trim() !== '';

  const visible = collections.flatMap((collection) => {
    if (!filtering || collection.name.toLowerCase().includes(filter.trim().toLowerCase())) return [collection];
    const items = filterItems(collection.items, filter);
    return items.length ? [{ ...collection, items }] : [];
  });

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // While filtering everything that matched is shown open.
  const isExpanded = (id: string) => filtering || expanded.has(id);

  const handlersFor = (collection: Collection): ItemHandlers => ({
    isExpanded,
    toggle,
    open: (request: SavedItem) =>
      request.type === 'request' ? openRequest(collection.id, request) : openWebSocketRequest(collection.id, request),
    ...(readOnly
      ? {}
      : {
          addWebSocket: (folder) => setPending({ kind: 'addWebSocket', collection, folderId: folder.id }),
          duplicate: (item) => duplicate(collection.id, item.id),
          // Every folder is offered, not only those the filter shows.
          move: (item) =>
            setPending({
              kind: 'move',
              collection: collections.find((whole) => whole.id === collection.id) ?? collection,
              itemId: item.id,
              name: item.name,
              what: item.type,
            }),
          rename: (item: CollectionItem) =>
            setPending({
              kind: 'rename',
              collectionId: collection.id,
              itemId: item.id,
              name: item.name,
              what: item.type,
            }),
          remove: (item: CollectionItem) =>
            setPending({
              kind: 'delete',
              collectionId: collection.id,
              itemId: item.id,
              name: item.name,
              what: item.type,
            }),
        }),
  });

  return (
    <div className="collections-panel">
      {workspace ? (
        <p className="workspace-source" aria-label="Collections of">
          {workspace.name}
          {readOnly ? ' · view only' : ''}
          {pendingCount > 0 ? (
            <span className="pending-count" role="status" title={PENDING_TITLE}>
              {' · '}
              {plural(pendingCount, 'edit')} pending
            </span>
          ) : null}
        </p>
      ) : null}
      {/* With nothing to filter, the empty state alone offers New Collection. */}
      {collections.length > 0 ? (
        <div className="panel-toolbar">
          <PanelFilter label="Filter collections" value={filter} onChange={setFilter} />
          {readOnly ? null : (
            <Button size="sm" onPress={() => setPending({ kind: 'newCollection' })} icon={<Plus size={14} />}>
              New Collection
            </Button>
          )}
        </div>
      ) : null}
      {collections.length === 0 ? (
        <div className="empty-state">
          <p>No collections yet</p>
          <p className="muted">Collections keep requests you send often, grouped in folders.</p>
          {readOnly ? null : (
            <Button variant="primary" onPress={() => setPending({ kind: 'newCollection' })} icon={<Plus size={16} />}>
              New Collection
            </Button>
          )}
        </div>
      ) : visible.length === 0 ? (
        <p className="empty-state">No requests match “{filter.trim()}”</p>
      ) : (
        <ul className="tree" aria-label="Collections">
          {visible.map((collection) => (
            <li key={collection.id} className="tree-node">
              <div className="tree-row tree-row-collection">
                <button
                  type="button"
                  className="tree-label"
                  aria-expanded={isExpanded(collection.id)}
                  onClick={() => toggle(collection.id)}
                >
                  {isExpanded(collection.id) ? <ChevronDown size={14} /> : <ChevronRight size={14} />}
                  <span className="tree-name">{collection.name}</span>
                  {pendingIds.has(collection.id) ? <PendingMark /> : null}
                  <span className="tree-count muted" aria-hidden="true" title="Requests">
                    {countRequests(collection) + countWebSocketRequests(collection)}
                  </span>
                </button>
                {readOnly ? null : (
                  <Menu
                    label={`Actions for ${collection.name}`}
                    className="tree-actions"
                    trigger={<MoreHorizontal size={14} />}
                    items={[
                      {
                        id: 'add',
                        label: 'Add Request',
                        onAction: () => setPending({ kind: 'addRequest', collection }),
                      },
                      {
                        id: 'addWebSocket',
                        label: 'New WebSocket Request',
                        onAction: () => setPending({ kind: 'addWebSocket', collection, folderId: null }),
                      },
                      {
                        id: 'rename',
                        label: 'Rename',
                        onAction: () =>
                          setPending({
                            kind: 'rename',
                            collectionId: collection.id,
                            itemId: collection.id,
                            name: collection.name,
                            what: 'collection',
                          }),
                      },
                      {
                        id: 'delete',
                        label: 'Delete',
                        onAction: () =>
                          setPending({
                            kind: 'delete',
                            collectionId: collection.id,
                            itemId: collection.id,
                            name: collection.name,
                            what: 'collection',
                          }),
                      },
                    ]}
                  />
                )}
              </div>
              {isExpanded(collection.id) ? (
                <>
                  {readOnly ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="tree-add"
                      onPress={() => setPending({ kind: 'addRequest', collection })}
                      icon={<Plus size={14} />}
                    >
                      Add Request
                    </Button>
                  )}
                  <CollectionItems items={collection.items} depth={1} handlers={handlersFor(collection)} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <PendingDialogs pending={pending} onDone={() => setPending(null)} />
      <WorkspaceDialogs />
    </div>
  );
}

function PendingDialogs({ pending, onDone }: { pending: Pending | null; onDone: () => void }) {
  const createCollection = useCollections((state) => state.createCollection);
  const addRequest = useCollections((state) => state.addRequest);
  const saveWebSocketRequest = useCollections((state) => state.saveWebSocketRequest);
  const rename = useCollections((state) => state.rename);
  const remove = useCollections((state) => state.remove);
  const move = useCollections((state) => state.move);

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
