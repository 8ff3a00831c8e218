// The sidebar's Collections tab: a filter, New Collection, the tree, and in each expanded
// collection an Add Request action; ⋯ menus rename and delete with confirmation, and a collection's
// open or close every folder in it.
import type { Collection, CollectionItem } from '@courier/core';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../ui/Button.js';
import type { MenuEntry } from '../../ui/Menu.js';
import type { Pending } from './CollectionDialogs.js';
import type { TreeHandlers } from './CollectionItems.js';
import type { ExampleAt } from '../examples/exampleEdits.js';
import { filterItems } from './collectionTree.js';
import { expandableIds, flattenTree } from './treeRows.js';
import { openRequest } from './openRequest.js';
import { openWebSocketRequest } from './openWebSocketRequest.js';
import { UploadProgressNote } from './UploadProgressNote.js';
import { useCollections } from './useCollections.js';
import './collections.css';
import { PanelFilter } from '../../ui/PanelFilter.js';
import { workspaceSource } from '../workspace/workspaceSource.js';
import { plural } from '../shared/plural.js';
import { PENDING_TITLE } from '../workspace/PendingMark.js';
import { usePendingEditCount } from '../workspace/usePendingEdits.js';
import { WorkspaceQuestions } from './WorkspaceQuestions.js';
import { openExample } from '../examples/exampleTabs.js';

// The tree draws only the rows in view, with a virtualizer the first load can do without: its
// module is asked for as soon as the sidebar's is run, beside the read of the collections, so it is
// there when they are (until then the sidebar says the collections are loading).
const collectionItemsModule = import('./CollectionItems.js');
const CollectionItems = lazy(() => collectionItemsModule.then((m) => ({ default: m.CollectionItems })));

// The dialogs of its buttons and ⋯ menus (New Collection, Add Request, Move, Rename, Delete, Sync
// with OpenAPI) come with the tree, not in the first load, and are mounted as soon as they are there.
const collectionDialogsModule = import('./CollectionDialogs.js');
const CollectionDialogs = lazy(() => collectionDialogsModule.then((m) => ({ default: m.CollectionDialogs })));

export interface CollectionsPanelProps {
  /**
   * What the collections shown are of when they are not the workspace's or the browser's (an opened
   * repository's header): shown in place of the workspace's name.
   */
  source?: ReactNode;
}

export function CollectionsPanel({ source }: CollectionsPanelProps) {
  const collections = useCollections((state) => state.collections);
  const readOnly = useCollections((state) => state.readOnly ?? false);
  const workspace = useStore(workspaceSource, (state) => state.workspace);
  const pendingCount = usePendingEditCount();
  const upload = useCollections((state) => state.upload ?? null);
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const duplicate = useCollections((state) => state.duplicate);
  // A collection is synced whole in the browser, or item by item in a shared workspace.
  const canReplace = useCollections(
    (state) => state.replaceCollection !== undefined || state.openApiSyncPorts !== undefined,
  );
  const needle = filter.trim();

  const visible = useMemo(
    () =>
      collections.flatMap((collection) => {
        if (!needle || collection.name.toLowerCase().includes(needle.toLowerCase())) return [collection];
        const items = filterItems(collection.items, needle);
        return items.length ? [{ ...collection, items }] : [];
      }),
    [collections, needle],
  );
  // While filtering everything that matched is shown open.
  const rows = useMemo(
    () => flattenTree(visible, { isExpanded: (id) => needle !== '' || expanded.has(id), withAddRequest: !readOnly }),
    [visible, expanded, needle, readOnly],
  );

  // Stable while the collections do not change, so scrolling redraws only the rows that come into view.
  const handlers = useMemo((): TreeHandlers => {
    const toggle = (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    const setAll = (collection: Collection, open: boolean) =>
      setExpanded((current) => {
        const next = new Set(current);
        for (const id of expandableIds(collection)) {
          if (open) next.add(id);
          else next.delete(id);
        }
        return next;
      });
    // The whole collection, not only what the filter shows: Move offers every folder.
    const whole = (collection: Collection) => collections.find((one) => one.id === collection.id) ?? collection;
    const settingsAction = (collectionId: string, itemId: string): MenuEntry => ({
      id: 'settings',
      label: 'Settings',
      onAction: () => setPending({ kind: 'settings', collectionId, itemId }),
    });
    const collectionActions = (collection: Collection): MenuEntry[] => [
      { id: 'add', label: 'Add Request', onAction: () => setPending({ kind: 'addRequest', collection }) },
      {
        id: 'addFolder',
        label: 'Add Folder',
        onAction: () => setPending({ kind: 'addFolder', collectionId: collection.id, parentId: null }),
      },
      settingsAction(collection.id, collection.id),
      {
        id: 'addWebSocket',
        label: 'New WebSocket Request',
        onAction: () => setPending({ kind: 'addWebSocket', collection, folderId: null }),
      },
      // A collection made from an OpenAPI document can follow the document's new versions.
      ...(collection.openapiSource && canReplace
        ? [
            {
              id: 'syncOpenApi',
              label: 'Sync with OpenAPI',
              onAction: () => setPending({ kind: 'syncOpenApi', collection: whole(collection) }),
            },
          ]
        : []),
      { id: 'expandAll', label: 'Expand All', onAction: () => setAll(whole(collection), true) },
      { id: 'collapseAll', label: 'Collapse All', onAction: () => setAll(whole(collection), false) },
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
    ];
    const itemActions = (collection: Collection, item: CollectionItem): MenuEntry[] => {
      const named = { collectionId: collection.id, itemId: item.id, name: item.name, what: item.type };
      return [
        ...(item.type === 'folder'
          ? [
              {
                id: 'addWebSocket',
                label: 'New WebSocket Request',
                onAction: () => setPending({ kind: 'addWebSocket', collection, folderId: item.id }),
              },
              {
                id: 'addFolder',
                label: 'Add Folder',
                onAction: () => setPending({ kind: 'addFolder', collectionId: collection.id, parentId: item.id }),
              },
              settingsAction(collection.id, item.id),
            ]
          : []),
        { id: 'rename', label: 'Rename', onAction: () => setPending({ kind: 'rename', ...named }) },
        { id: 'duplicate', label: 'Duplicate', onAction: () => duplicate(collection.id, item.id) },
        {
          id: 'move',
          label: 'Move to…',
          onAction: () =>
            setPending({
              kind: 'move',
              collection: whole(collection),
              itemId: item.id,
              name: item.name,
              what: item.type,
            }),
        },
        { id: 'delete', label: 'Delete', onAction: () => setPending({ kind: 'delete', ...named }) },
      ];
    };
    const exampleActions = (at: ExampleAt, name: string): MenuEntry[] => [
      { id: 'rename', label: 'Rename', onAction: () => setPending({ kind: 'renameExample', at, name }) },
      { id: 'delete', label: 'Delete', onAction: () => setPending({ kind: 'deleteExample', at, name }) },
    ];
    return {
      toggle,
      openExample,
      open: (collectionId, request) =>
        request.type === 'request' ? openRequest(collectionId, request) : openWebSocketRequest(collectionId, request),
      actionsFor: (row) => {
        // A viewer reads a collection's or folder's settings and changes nothing.
        if (readOnly) {
          if (row.kind === 'collection') return [settingsAction(row.collection.id, row.collection.id)];
          return row.kind === 'item' && row.item.type === 'folder'
            ? [settingsAction(row.collection.id, row.item.id)]
            : [];
        }
        if (row.kind === 'example') {
          const at = { collectionId: row.collection.id, requestId: row.request.id, index: row.index };
          return exampleActions(at, row.name);
        }
        return row.kind === 'collection' ? collectionActions(row.collection) : itemActions(row.collection, row.item);
      },
      ...(readOnly ? {} : { addRequest: (collection: Collection) => setPending({ kind: 'addRequest', collection }) }),
    };
  }, [collections, readOnly, duplicate, canReplace]);

  return (
    <div className="collections-panel">
      {source}
      {workspace && !source ? (
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
      {upload ? <UploadProgressNote upload={upload} /> : null}
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
            <>
              <Button variant="primary" onPress={() => setPending({ kind: 'newCollection' })} icon={<Plus size={16} />}>
                New Collection
              </Button>
              <p className="muted">Or drop a Postman collection, an OpenAPI document or a Bruno folder here.</p>
            </>
          )}
        </div>
      ) : visible.length === 0 ? (
        <p className="empty-state">No requests match “{needle}”</p>
      ) : (
        <Suspense
          fallback={
            <p className="empty-state muted" role="status">
              Loading collections…
            </p>
          }
        >
          <CollectionItems rows={rows} handlers={handlers} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <CollectionDialogs pending={pending} onDone={() => setPending(null)} />
      </Suspense>
      <WorkspaceQuestions />
    </div>
  );
}
