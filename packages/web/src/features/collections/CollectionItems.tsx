// The collections, their folders and requests as one tree (the WAI-ARIA tree pattern) of which only
// the rows in view are drawn: opening every folder of 20,000 requests adds rows to a list, not
// elements to the page. One element has the tree's tab stop; arrows, Home, End and Enter move and act
// (treeKeyboard.ts); the ⋯ menu of a row opens with a click, a right-click, Shift+F10 or the menu key.
import type { Collection } from '@courier/core';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { ChevronDown, ChevronRight, Folder as FolderIcon, MoreHorizontal, Plus } from 'lucide-react';
import { memo, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '../../ui/Button.js';
import { Menu, type MenuEntry } from '../../ui/Menu.js';
import { useUnsavedRequestIds } from '../builder/useUnsavedRequestIds.js';
import type { ExampleAt } from '../examples/exampleEdits.js';
import { statusClass } from '../response/formatBody.js';
import { PendingMark } from '../workspace/PendingMark.js';
import { usePendingCollectionIds } from '../workspace/usePendingEdits.js';
import type { SavedItem } from './collectionTree.js';
import { MethodBadge } from './MethodBadge.js';
import { treeKeyResult } from './treeKeyboard.js';
import { isTreeItem, type NoteRow, type TreeItemRow, type TreeRow } from './treeRows.js';

const ROW_HEIGHT = 28;
const INDENT = 12;

export interface TreeHandlers {
  /** Opens or closes the collection or folder with this id. */
  toggle(id: string): void;
  /** An HTTP request opens in the Builder, a WebSocket request in the WebSocket view. */
  open(collectionId: string, request: SavedItem): void;
  /** A saved example opens in a tab of its own in the workbench. */
  openExample(at: ExampleAt): void;
  /** The ⋯ menu of a row; none when empty (a workspace's viewer). */
  actionsFor(row: TreeItemRow): readonly MenuEntry[];
  /** Absent where the collections cannot be changed. */
  addRequest?(collection: Collection): void;
}

const indent = (level: number) => `${(level - 1) * INDENT + 4}px`;

function toggle(row: TreeItemRow, handlers: TreeHandlers) {
  if (row.kind === 'collection') handlers.toggle(row.collection.id);
  else if (row.kind === 'item') handlers.toggle(row.item.id);
}

function openOrToggle(row: TreeItemRow, handlers: TreeHandlers) {
  if (row.kind === 'example')
    handlers.openExample({ collectionId: row.collection.id, requestId: row.request.id, index: row.index });
  else if (row.kind === 'item' && row.item.type !== 'folder') handlers.open(row.collection.id, row.item);
  else toggle(row, handlers);
}

function nameOf(row: TreeItemRow): string {
  if (row.kind === 'collection') return row.collection.name;
  return row.kind === 'example' ? row.name : row.item.name;
}

/** The code an example answers with, coloured as a response's status. */
function ExampleCode({ example }: { example: Record<string, unknown> | undefined }) {
  const code = typeof example?.['code'] === 'number' ? example['code'] : undefined;
  return (
    <span className={`tree-example-code ${code === undefined ? 'muted' : statusClass(code)}`}>{code ?? 'e.g.'}</span>
  );
}

/** Opens the ⋯ menu of the row holding `element`, as pressing its trigger would. */
function openRowMenu(element: Element) {
  element.closest('[role=treeitem]')?.querySelector<HTMLElement>('.tree-actions')?.click();
}

export function CollectionItems({ rows, handlers }: { rows: readonly TreeRow[]; handlers: TreeHandlers }) {
  const unsaved = useUnsavedRequestIds();
  const pending = usePendingCollectionIds();
  const scrollRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  // Where the tab stop is: the last focused item, or the first one when that is gone (closed, deleted).
  const focusedIndex = useMemo(() => {
    const index = focusedKey === null ? -1 : rows.findIndex((row) => row.key === focusedKey);
    return index >= 0 ? index : rows.findIndex(isTreeItem);
  }, [rows, focusedKey]);
  const moveFocusOnRender = useRef(false);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    getItemKey: (index) => rows[index]?.key ?? index,
    // The focused row stays drawn when scrolled out of view, so the keyboard's focus is never lost.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex < 0 || indexes.includes(focusedIndex)) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
  });

  useLayoutEffect(() => {
    if (!moveFocusOnRender.current) return;
    moveFocusOnRender.current = false;
    // Focusing scrolls the row into view; the virtualizer then draws its neighbours.
    scrollRef.current?.querySelector<HTMLElement>(`[data-index="${focusedIndex}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Keys in a row's open menu bubble here through React's tree: they are the menu's.
    if (target.getAttribute('role') !== 'treeitem') return;
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      openRowMenu(target);
      return;
    }
    const result = treeKeyResult(rows, Number(target.dataset.index), event.key);
    if (!result) return;
    event.preventDefault();
    if (result.type === 'focus') {
      moveFocusOnRender.current = true;
      setFocusedKey(rows[result.index]?.key ?? null);
    } else if (result.type === 'toggle') toggle(result.row, handlers);
    else openOrToggle(result.row, handlers);
  };

  return (
    <div ref={scrollRef} className="tree" role="tree" aria-label="Collections" onKeyDown={onKeyDown}>
      <div className="tree-rows" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index];
          if (!row) return null;
          return isTreeItem(row) ? (
            <ItemRowView
              key={virtual.key}
              row={row}
              index={virtual.index}
              top={virtual.start}
              labelId={`${idPrefix}-${virtual.index}`}
              tabStop={virtual.index === focusedIndex}
              unsaved={row.kind === 'item' && unsaved.has(row.item.id)}
              pending={
                row.kind === 'collection'
                  ? pending.has(row.collection.id)
                  : row.kind === 'item' && pending.has(row.item.id)
              }
              handlers={handlers}
              onFocus={setFocusedKey}
            />
          ) : (
            <NoteRowView key={virtual.key} row={row} top={virtual.start} handlers={handlers} />
          );
        })}
      </div>
    </div>
  );
}

interface ItemRowProps {
  row: TreeItemRow;
  index: number;
  top: number;
  labelId: string;
  tabStop: boolean;
  unsaved: boolean;
  /** An edit of it waits for the server. */
  pending: boolean;
  handlers: TreeHandlers;
  onFocus(key: string): void;
}

const ItemRowView = memo(function ItemRowView({
  row,
  index,
  top,
  labelId,
  tabStop,
  unsaved,
  pending,
  handlers,
  onFocus,
}: ItemRowProps) {
  const actions = handlers.actionsFor(row);
  const name = nameOf(row);
  // A request's arrow shows its examples; a click on its name opens it, as a folder's opens the folder.
  const ownArrow = row.kind === 'item' && row.item.type !== 'folder' && row.expanded !== undefined;
  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    if (actions.length === 0) return;
    event.preventDefault();
    openRowMenu(event.currentTarget);
  };
  return (
    <div
      role="treeitem"
      aria-labelledby={labelId}
      aria-level={row.level}
      aria-posinset={row.position}
      aria-setsize={row.siblings}
      aria-expanded={row.expanded}
      tabIndex={tabStop ? 0 : -1}
      data-index={index}
      className={`tree-row ${row.kind === 'collection' ? 'tree-row-collection' : ''}`}
      style={{ top, paddingLeft: indent(row.level) }}
      onFocus={(event) => {
        // A click on the label gives the focus to the item, where the tree's keys work.
        if (event.target.classList.contains('tree-label')) event.currentTarget.focus();
        else if (event.target === event.currentTarget) onFocus(row.key);
      }}
      onContextMenu={onContextMenu}
    >
      {ownArrow ? (
        <button
          type="button"
          tabIndex={-1}
          className="tree-twisty"
          aria-label={row.expanded ? `Hide examples of ${name}` : `Show examples of ${name}`}
          onClick={() => toggle(row, handlers)}
        >
          {row.expanded ? <ChevronDown size={14} /> : <ChevronRight size={14} />}
        </button>
      ) : null}
      <button
        type="button"
        id={labelId}
        tabIndex={-1}
        className="tree-label"
        onClick={() => openOrToggle(row, handlers)}
        title={row.kind === 'item' && row.item.type !== 'folder' ? row.item.url : undefined}
      >
        {row.expanded === undefined || ownArrow ? null : row.expanded ? (
          <ChevronDown size={14} />
        ) : (
          <ChevronRight size={14} />
        )}
        {row.kind === 'example' ? <ExampleCode example={row.request.examples?.[row.index]} /> : null}
        {row.kind === 'item' && row.item.type === 'folder' ? (
          <FolderIcon size={14} className="muted" aria-hidden="true" />
        ) : null}
        {row.kind === 'item' && row.item.type !== 'folder' ? (
          <MethodBadge method={row.item.type === 'request' ? row.item.method : 'WS'} />
        ) : null}
        <span className="tree-name">{name}</span>
        {row.kind === 'item' && row.item.type === 'request' && row.item.openapi?.removed ? (
          // Its operation left the OpenAPI document at the last sync: kept, and said so.
          <span className="tree-removed muted" title="No longer in the OpenAPI document">
            removed from API
          </span>
        ) : null}
        {pending && row.kind === 'collection' ? <PendingMark /> : null}
        {row.kind === 'collection' ? (
          <span className="tree-count muted" aria-hidden="true" title="Requests">
            {row.requestCount}
          </span>
        ) : null}
        {unsaved ? (
          <span className="unsaved-dot" role="img" aria-label="unsaved changes" title="Unsaved changes" />
        ) : null}
        {pending && row.kind === 'item' ? <PendingMark /> : null}
      </button>
      {actions.length > 0 ? (
        <Menu
          label={`Actions for ${name}`}
          className="tree-actions"
          trigger={<MoreHorizontal size={14} />}
          items={actions}
          excludeFromTabOrder
        />
      ) : null}
    </div>
  );
});

function NoteRowView({ row, top, handlers }: { row: NoteRow; top: number; handlers: TreeHandlers }) {
  if (row.kind === 'emptyFolder') {
    return (
      <div
        role="none"
        className="tree-row tree-empty muted"
        style={{ top, paddingLeft: `${(row.level - 1) * INDENT + 24}px` }}
      >
        Empty folder
      </div>
    );
  }
  return (
    <div role="none" className="tree-row" style={{ top }}>
      <Button
        size="sm"
        variant="ghost"
        className="tree-add"
        onPress={() => handlers.addRequest?.(row.collection)}
        icon={<Plus size={14} />}
      >
        Add Request
      </Button>
    </div>
  );
}
