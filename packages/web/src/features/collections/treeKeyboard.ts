// What a key does in the sidebar's tree, following the WAI-ARIA tree pattern: Up and Down move
// between visible items, Home and End to the first and last, Right opens a closed folder or steps
// into an open one, Left closes an open folder or steps out to the one holding it, Enter (or Space)
// opens a request or an example or opens and closes a folder. A request with saved examples opens
// and closes with Right and Left, as a folder does. Kept apart from React so it can be tested on rows.
import { isTreeItem, opensOnActivate, type TreeItemRow, type TreeRow } from './treeRows.js';

export type TreeKeyResult =
  | { readonly type: 'focus'; readonly index: number }
  | { readonly type: 'toggle'; readonly row: TreeItemRow }
  | { readonly type: 'activate'; readonly row: TreeItemRow };

function nextItem(rows: readonly TreeRow[], from: number, step: 1 | -1): number | undefined {
  for (let index = from + step; index >= 0 && index < rows.length; index += step) {
    const row = rows[index];
    if (row && isTreeItem(row)) return index;
  }
  return undefined;
}

const focus = (index: number | undefined): TreeKeyResult | undefined =>
  index === undefined ? undefined : { type: 'focus', index };

/** What `key` pressed on the item at `index` does; undefined when it does nothing there. */
export function treeKeyResult(rows: readonly TreeRow[], index: number, key: string): TreeKeyResult | undefined {
  const row = rows[index];
  if (!row || !isTreeItem(row)) return undefined;
  switch (key) {
    case 'ArrowDown':
      return focus(nextItem(rows, index, 1));
    case 'ArrowUp':
      return focus(nextItem(rows, index, -1));
    case 'Home':
      return focus(nextItem(rows, -1, 1));
    case 'End':
      return focus(nextItem(rows, rows.length, -1));
    case 'ArrowRight': {
      if (row.expanded === false) return { type: 'toggle', row };
      if (row.expanded !== true) return undefined;
      const child = nextItem(rows, index, 1);
      const childRow = child === undefined ? undefined : rows[child];
      return childRow && isTreeItem(childRow) && childRow.parentKey === row.key ? focus(child) : undefined;
    }
    case 'ArrowLeft': {
      if (row.expanded === true) return { type: 'toggle', row };
      if (row.parentKey === null) return undefined;
      const parent = rows.findLastIndex((other, at) => at < index && other.key === row.parentKey);
      return focus(parent < 0 ? undefined : parent);
    }
    case 'Enter':
    case ' ':
      return opensOnActivate(row) ? { type: 'activate', row } : { type: 'toggle', row };
    default:
      return undefined;
  }
}
