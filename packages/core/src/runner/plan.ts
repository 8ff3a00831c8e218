import type { Collection, CollectionItem } from '../model/collection.js';
import { listRequests, type LocatedRequest } from '../model/walk.js';
import { RunnerError } from './errors.js';

export interface Selection {
  /**
   * Folder (or request) names or ids to run, Newman's repeatable `--folder`: their requests in
   * collection order whatever the order of the selectors, as Newman runs them. Empty runs the
   * whole collection.
   */
  folders?: readonly string[];
  /** Ids of the ticked requests (the web runner): keeps only these, in tree order. */
  requestIds?: readonly string[];
}

/** The requests a run goes through, in Postman's order (depth first, file order). */
export function planRequests(collection: Pick<Collection, 'items'>, selection: Selection = {}): LocatedRequest[] {
  const all = listRequests(collection.items);
  let selected = all;
  if (selection.folders && selection.folders.length > 0) {
    const chosen = new Set(selection.folders.flatMap((selector) => selectItem(collection.items, selector)));
    selected = all.filter((located) => chosen.has(located.request));
  }
  if (!selection.requestIds) return selected;
  const wanted = new Set(selection.requestIds);
  return selected.filter((located) => wanted.has(located.request.id));
}

function selectItem(items: readonly CollectionItem[], selector: string): LocatedRequest['request'][] {
  const item = findItem(items, selector);
  if (!item) throw new RunnerError('FOLDER_NOT_FOUND', `Folder not found: ${selector}`);
  if (item.type === 'folder') return listRequests(item.items).map((located) => located.request);
  // A WebSocket request is not sent by a run: selecting one selects nothing.
  return item.type === 'request' ? [item] : [];
}

/** Depth first, first match wins, as Newman resolves `--folder`. */
function findItem(items: readonly CollectionItem[], selector: string): CollectionItem | undefined {
  for (const item of items) {
    if (item.id === selector || item.name === selector) return item;
    if (item.type === 'folder') {
      const inner = findItem(item.items, selector);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * `--shard i/n`: the i-th of n contiguous slices (1-based), sizes differing by at most one, so n CI
 * jobs together run every request exactly once and each keeps collection order.
 */
export function selectShard<T>(requests: readonly T[], index: number, total: number): T[] {
  if (!Number.isInteger(total) || total < 1 || !Number.isInteger(index) || index < 1 || index > total) {
    throw new RunnerError('INVALID_SHARD', `Invalid shard ${index}/${total}: expected i/n with 1 ≤ i ≤ n`);
  }
  const start = Math.floor(((index - 1) * requests.length) / total);
  const end = Math.floor((index * requests.length) / total);
  return requests.slice(start, end);
}

/** Parses `2/5` into { index: 2, total: 5 }. */
export function parseShard(text: string): { index: number; total: number } {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match) throw new RunnerError('INVALID_SHARD', `Invalid shard ${text}: expected i/n with 1 ≤ i ≤ n`);
  selectShard([], index, total);
  return { index, total };
}
