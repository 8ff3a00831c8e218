// Semantic differences between two parsed JSON values: keys added, removed or changed, values
// whose type changed, and arrays of records matched by their `id` so an inserted or reordered
// record is one change instead of a cascade of every later index.
import { ROOT_PATH, indexPath, isPlainObject, keyPath } from './jsonPath.js';
import { jsonTypeOf } from './jsonType.js';
import type { JsonChange, JsonPath } from './types.js';

/**
 * Two values still to compare. Their path is kept as a link to the parent and the last key or
 * index, and written out only for a difference: most values of two large bodies are equal.
 */
interface Pending {
  first: unknown;
  second: unknown;
  parent: Pending | null;
  segment: string | number;
}

type RecordId = string | number;

class JsonDiffer {
  readonly changes: JsonChange[] = [];
  private readonly stack: Pending[] = [];
  /** The path text of each value a difference was found under, written once. */
  private readonly paths = new Map<Pending, JsonPath>();

  run(first: unknown, second: unknown): JsonChange[] {
    this.compare(first, second, null, '');
    while (this.stack.length > 0) {
      const pending = this.stack.pop()!;
      this.compareDeep(pending);
    }
    return this.changes;
  }

  /** Compares primitives at once and queues objects and arrays for a later turn of the loop. */
  private compare(first: unknown, second: unknown, parent: Pending | null, segment: string | number): void {
    if (first === second) return;
    const pending = { first, second, parent, segment };
    if (typeof first === 'object' && first !== null && typeof second === 'object' && second !== null) {
      this.stack.push(pending);
      return;
    }
    this.compareDeep(pending);
  }

  private compareDeep(pending: Pending): void {
    const { first, second } = pending;
    const fromType = jsonTypeOf(first);
    const toType = jsonTypeOf(second);
    if (fromType !== toType) {
      this.changes.push({ kind: 'typeChanged', path: this.pathOf(pending), from: first, to: second, fromType, toType });
    } else if (fromType === 'object') {
      this.compareObjects(first as Record<string, unknown>, second as Record<string, unknown>, pending);
    } else if (fromType === 'array') {
      this.compareArrays(first as unknown[], second as unknown[], pending);
    } else {
      this.changes.push({ kind: 'changed', path: this.pathOf(pending), from: first, to: second });
    }
  }

  private compareObjects(a: Record<string, unknown>, b: Record<string, unknown>, at: Pending): void {
    const deeperFrom = this.stack.length;
    for (const key in a) {
      if (!Object.hasOwn(a, key)) continue;
      if (!Object.hasOwn(b, key)) this.changes.push({ kind: 'removed', path: this.childPath(at, key), value: a[key] });
      else this.compare(a[key], b[key], at, key);
    }
    for (const key in b) {
      if (Object.hasOwn(b, key) && !Object.hasOwn(a, key)) {
        this.changes.push({ kind: 'added', path: this.childPath(at, key), value: b[key] });
      }
    }
    this.reverseFrom(deeperFrom);
  }

  private compareArrays(a: unknown[], b: unknown[], at: Pending): void {
    const deeperFrom = this.stack.length;
    const firstIds = idsOf(a);
    const secondIds = firstIds && idsOf(b);
    // Two empty arrays have no ids to match by, and one empty side matches nothing either way.
    if (firstIds && secondIds && (firstIds.size > 0 || secondIds.size > 0)) {
      this.compareById(a, b, firstIds, secondIds, at);
    } else {
      const shared = Math.min(a.length, b.length);
      for (let index = 0; index < shared; index += 1) this.compare(a[index], b[index], at, index);
      for (let index = shared; index < a.length; index += 1) {
        this.changes.push({ kind: 'removed', path: this.childPath(at, index), value: a[index] });
      }
      for (let index = shared; index < b.length; index += 1) {
        this.changes.push({ kind: 'added', path: this.childPath(at, index), value: b[index] });
      }
    }
    this.reverseFrom(deeperFrom);
  }

  /**
   * Items matched by id: a record only in `a` is removed (at its index in `a`), one only in `b` is
   * added, and a record in both is compared at its index in `b`. A move alone is no change.
   */
  private compareById(
    a: unknown[],
    b: unknown[],
    firstIds: Map<RecordId, number>,
    secondIds: Map<RecordId, number>,
    at: Pending,
  ): void {
    for (const [id, index] of firstIds) {
      if (!secondIds.has(id)) this.changes.push({ kind: 'removed', path: this.childPath(at, index), value: a[index] });
    }
    for (const [id, index] of secondIds) {
      const firstIndex = firstIds.get(id);
      if (firstIndex === undefined)
        this.changes.push({ kind: 'added', path: this.childPath(at, index), value: b[index] });
      else this.compare(a[firstIndex], b[index], at, index);
    }
  }

  /** The pairs queued by one object or array are then popped first to last, in document order. */
  private reverseFrom(start: number): void {
    for (let low = start, high = this.stack.length - 1; low < high; low += 1, high -= 1) {
      const swap = this.stack[low]!;
      this.stack[low] = this.stack[high]!;
      this.stack[high] = swap;
    }
  }

  /** Walks up to the nearest parent whose path is known (no recursion: bodies nest deeply). */
  private pathOf(pending: Pending | null): JsonPath {
    const unknown: Pending[] = [];
    let known: JsonPath = ROOT_PATH;
    for (let at = pending; at !== null && at.parent !== null; at = at.parent) {
      const cached = this.paths.get(at);
      if (cached !== undefined) {
        known = cached;
        break;
      }
      unknown.push(at);
    }
    for (let index = unknown.length - 1; index >= 0; index -= 1) {
      const at = unknown[index]!;
      known = typeof at.segment === 'number' ? indexPath(known, at.segment) : keyPath(known, at.segment);
      this.paths.set(at, known);
    }
    return known;
  }

  private childPath(parent: Pending, segment: string | number): JsonPath {
    const base = this.pathOf(parent);
    return typeof segment === 'number' ? indexPath(base, segment) : keyPath(base, segment);
  }
}

/**
 * Every difference from `first` to `second`. Walks with an explicit stack, so deeply nested bodies cannot
 * exhaust the call stack, and visits each value once: linear in the size of the bodies.
 */
export function diffJson(first: unknown, second: unknown): JsonChange[] {
  return new JsonDiffer().run(first, second);
}

/**
 * The ids of an array's items when every item is an object with a distinct string or number `id`;
 * null otherwise (the array is then compared index by index).
 */
function idsOf(items: unknown[]): Map<RecordId, number> | null {
  if (items.length === 0) return new Map();
  const ids = new Map<RecordId, number>();
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index];
    if (!isPlainObject(item)) return null;
    const id = item.id;
    if ((typeof id !== 'string' && typeof id !== 'number') || ids.has(id)) return null;
    ids.set(id, index);
  }
  return ids;
}
