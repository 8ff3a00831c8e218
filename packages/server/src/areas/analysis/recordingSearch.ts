// The search of recorded responses, in SQL on both databases: every word typed must appear, in any
// case, in the method, URL, status or kept body of an entry; a status class and a time range narrow
// it. The database walks the owner's entries newest first and stops at the end of the page, so no
// entry is read into the server to be tested. SQLite's LIKE and PostgreSQL's ILIKE ignore the case
// of ASCII letters without copying a body to lower case.
import type { RecordedField, RecordedStatusClass } from '@courier/core/analysis-replies';
import { PostgresAdapter, sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type ResponsesExpression = ExpressionBuilder<Database, 'analysis_responses'>;

export interface RecordingSearch {
  /** Words each of which must appear somewhere in an entry. */
  words: readonly string[];
  statusClass?: RecordedStatusClass | undefined;
  /** ISO instants; `from` included, `to` excluded. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Whether the database compares text with ILIKE (PostgreSQL) or with its case-blind LIKE (SQLite). */
export type TextComparison = 'ilike' | 'like';

export function textComparisonOf(db: Pick<Db, 'getExecutor'>): TextComparison {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'ilike' : 'like';
}

/** `word` as a LIKE pattern matching it anywhere, its %, _ and \ read as themselves. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The texts a word is looked for in, in the order a match is reported. */
const SEARCHED: ReadonlyArray<[RecordedField, RawBuilder<string>]> = [
  ['method', sql<string>`method`],
  ['url', sql<string>`url`],
  ['status', sql<string>`cast(status as text)`],
  // Null when the body was not kept: a null never matches.
  ['response body', sql<string>`body`],
];

function contains(text: RawBuilder<string>, word: string, comparison: TextComparison): RawBuilder<boolean> {
  const pattern = containsPattern(word);
  // PostgreSQL under the "C" collation folds ASCII letters only, as SQLite's LIKE does, so both
  // databases find the same entries; it also halves the time ILIKE takes over the bodies.
  return comparison === 'ilike'
    ? sql<boolean>`${text} collate "C" ilike ${pattern} escape '\\'`
    : sql<boolean>`${text} like ${pattern} escape '\\'`;
}

function anyFieldContains(word: string, comparison: TextComparison): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(
    SEARCHED.map(([, text]) => contains(text, word, comparison)),
    sql` or `,
  )})`;
}

const CLASS_RANGES: Record<RecordedStatusClass, [number, number]> = {
  '2xx': [200, 300],
  '3xx': [300, 400],
  '4xx': [400, 500],
  '5xx': [500, 600],
  errors: [400, 600],
};

/** The conditions of a search, to be and-ed with the owner's and the exact filters. */
export function searchConditions(eb: ResponsesExpression, search: RecordingSearch, comparison: TextComparison) {
  const range = search.statusClass ? CLASS_RANGES[search.statusClass] : undefined;
  return [
    ...search.words.map((word) => anyFieldContains(word, comparison)),
    ...(range ? [eb('status', '>=', range[0]), eb('status', '<', range[1])] : []),
    ...(search.from !== undefined ? [eb('cached_at', '>=', search.from)] : []),
    ...(search.to !== undefined ? [eb('cached_at', '<', search.to)] : []),
  ];
}

/** A column naming where the first word was found, or null without words. */
export function foundInColumn(words: readonly string[], comparison: TextComparison): RawBuilder<RecordedField | null> {
  const first = words[0];
  if (first === undefined) return sql<null>`null`;
  const cases = SEARCHED.map(([field, text]) => sql`when ${contains(text, first, comparison)} then ${field}`);
  return sql<RecordedField | null>`case ${sql.join(cases, sql` `)} else null end`;
}
