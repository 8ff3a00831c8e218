// The merge rule of a collection kept in step with its OpenAPI document, field by field: base is
// what the document generated at the last import, ours what the collection holds now, theirs what
// the new document generates. Whoever changed a field since the base wins; when both changed it
// differently, the user decides (ours until they say otherwise). Lists of named rows (headers,
// path variables, disabled query parameters) merge row by row and property by property, so a
// value the user typed survives a description the document rewrote.
import isEqual from 'lodash/isEqual.js';

export interface MergeConflict {
  /** Stable within one merge: what a resolution names. */
  id: string;
  /** `headers Accept value`, `body`: what both sides changed. */
  field: string;
  ours: unknown;
  theirs: unknown;
}

export type Resolution = 'ours' | 'theirs';

export interface MergeContext {
  /** Prefixes conflict ids so they are unique across a collection. */
  scope: string;
  resolutions: Readonly<Record<string, Resolution>>;
  conflicts: MergeConflict[];
}

/** One value, taken whole. */
export function mergeValue<T>(base: T, ours: T, theirs: T, field: string, context: MergeContext): T {
  if (isEqual(ours, theirs) || isEqual(theirs, base)) return ours;
  if (isEqual(ours, base)) return theirs;
  const id = `${context.scope} ${field}`;
  context.conflicts.push({ id, field, ours, theirs });
  return context.resolutions[id] === 'theirs' ? theirs : ours;
}

interface KeyedRow {
  key: string;
}

/** `Cookie`, `Cookie#2`: rows may share a name (one Cookie header per cookie parameter). */
function keyed<Row extends KeyedRow>(rows: readonly Row[] | undefined): Map<string, Row> {
  const seen = new Map<string, number>();
  const result = new Map<string, Row>();
  for (const row of rows ?? []) {
    const count = (seen.get(row.key) ?? 0) + 1;
    seen.set(row.key, count);
    result.set(count === 1 ? row.key : `${row.key}#${count}`, row);
  }
  return result;
}

/** A row merged property by property; a row one side removed and the other left alone goes. */
function mergeRow<Row extends KeyedRow>(
  base: Row | undefined,
  ours: Row | undefined,
  theirs: Row | undefined,
  field: string,
  context: MergeContext,
): Row | undefined {
  if (!base || !ours || !theirs) return mergeValue(base, ours, theirs, field, context);
  const merged: Record<string, unknown> = {};
  for (const property of new Set([...Object.keys(ours), ...Object.keys(theirs), ...Object.keys(base)])) {
    const value = mergeValue(
      (base as Record<string, unknown>)[property],
      (ours as Record<string, unknown>)[property],
      (theirs as Record<string, unknown>)[property],
      `${field} ${property}`,
      context,
    );
    if (value !== undefined) merged[property] = value;
  }
  return merged as unknown as Row;
}

/** Named rows: the user's order first, rows the document added after them. */
export function mergeRows<Row extends KeyedRow>(
  base: readonly Row[] | undefined,
  ours: readonly Row[] | undefined,
  theirs: readonly Row[] | undefined,
  field: string,
  context: MergeContext,
): Row[] {
  const [baseRows, ourRows, theirRows] = [keyed(base), keyed(ours), keyed(theirs)];
  const names = [...new Set([...ourRows.keys(), ...theirRows.keys()])];
  return names.flatMap((name) => {
    const row = mergeRow(baseRows.get(name), ourRows.get(name), theirRows.get(name), `${field} ${name}`, context);
    return row === undefined ? [] : [row];
  });
}
