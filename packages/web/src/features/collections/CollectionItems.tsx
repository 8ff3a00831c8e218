// The folders and requests of one collection, nested.
import type { CollectionItem, Folder } from '@courier/core';
import { ChevronDown, ChevronRight, Folder as FolderIcon, MoreHorizontal } from 'lucide-react';
import { Menu } from '../../ui/Menu.js';
import { useUnsavedRequestIds } from '../builder/useUnsavedRequestIds.js';
import { PendingMark } from '../workspace/PendingMark.js';
import { usePendingCollectionIds } from '../workspace/usePendingEdits.js';
import type { SavedItem } from './collectionTree.js';
import { MethodBadge } from './MethodBadge.js';

export interface ItemHandlers {
  isExpanded(id: string): boolean;
  toggle(id: string): void;
  /** An HTTP request opens in the Builder, a WebSocket request in the WebSocket view. */
  open(request: SavedItem): void;
  /** Absent where the collections cannot be changed (a workspace's viewer). */
  rename?(item: CollectionItem): void;
  remove?(item: CollectionItem): void;
  addWebSocket?(folder: Folder): void;
  /** Duplicate: a request, or a folder with all it holds. */
  duplicate?(item: CollectionItem): void;
  /** Move to…: a request, or a folder with all it holds. */
  move?(item: CollectionItem): void;
}

export function CollectionItems({
  items,
  depth,
  handlers,
}: {
  items: readonly CollectionItem[];
  depth: number;
  handlers: ItemHandlers;
}) {
  const unsaved = useUnsavedRequestIds();
  const pending = usePendingCollectionIds();
  return (
    <ul className="tree-group">
      {items.map((item) => (
        <li key={item.id} className="tree-node">
          <div className="tree-row" style={{ paddingLeft: `${depth * 12 + 4}px` }}>
            {item.type === 'folder' ? (
              <button
                type="button"
                className="tree-label"
                aria-expanded={handlers.isExpanded(item.id)}
                onClick={() => handlers.toggle(item.id)}
              >
                {handlers.isExpanded(item.id) ? <ChevronDown size={14} /> : <ChevronRight size={14} />}
                <FolderIcon size={14} className="muted" aria-hidden="true" />
                <span className="tree-name">{item.name}</span>
                {pending.has(item.id) ? <PendingMark /> : null}
              </button>
            ) : (
              <button type="button" className="tree-label" onClick={() => handlers.open(item)} title={item.url}>
                <MethodBadge method={item.type === 'request' ? item.method : 'WS'} />
                <span className="tree-name">{item.name}</span>
                {unsaved.has(item.id) ? (
                  <span className="unsaved-dot" role="img" aria-label="unsaved changes" title="Unsaved changes" />
                ) : null}
                {pending.has(item.id) ? <PendingMark /> : null}
              </button>
            )}
            {handlers.rename && handlers.remove ? (
              <Menu
                label={`Actions for ${item.name}`}
                className="tree-actions"
                trigger={<MoreHorizontal size={14} />}
                items={[
                  ...(item.type === 'folder' && handlers.addWebSocket
                    ? [
                        {
                          id: 'addWebSocket',
                          label: 'New WebSocket Request',
                          onAction: () => handlers.addWebSocket?.(item),
                        },
                      ]
                    : []),
                  { id: 'rename', label: 'Rename', onAction: () => handlers.rename?.(item) },
                  ...(handlers.duplicate
                    ? [{ id: 'duplicate', label: 'Duplicate', onAction: () => handlers.duplicate?.(item) }]
                    : []),
                  ...(handlers.move ? [{ id: 'move', label: 'Move to…', onAction: () => handlers.move?.(item) }] : []),
                  { id: 'delete', label: 'Delete', onAction: () => handlers.remove?.(item) },
                ]}
              />
            ) : null}
          </div>
          {item.type === 'folder' && handlers.isExpanded(item.id) ? (
            item.items.length ? (
              <CollectionItems items={item.items} depth={depth + 1} handlers={handlers} />
            ) : (
              <p className="tree-empty muted" style={{ paddingLeft: `${(depth + 1) * 12 + 24}px` }}>
                Empty folder
              </p>
            )
          ) : null}
        </li>
      ))}
    </ul>
  );
}
