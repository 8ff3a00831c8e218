// Searching the history as Postman's and Insomnia's history search does: every word typed must
// appear somewhere in an entry — its method, URL, name, status, request body or response body
// (where the body was kept) — in any case; the filters narrow by status class and by age. Bodies
// can be megabytes: each is tested with one case-insensitive pattern, never copied to lower case.
import type { Body } from './body.js';
import type { HistoryItem } from './history.js';
import { escapeForPattern, searchWords } from './searchWords.js';

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx' | 'failed';

export type HistoryPeriod = 'any' | 'today' | '7days' | '30days';

export interface HistoryQuery {
  /** Words, each of which must appear somewhere in the entry. */
  text: string;
  status?: StatusClass | undefined;
  period?: HistoryPeriod | undefined;
}

/** Where in an entry the first word was found, for the row to say when it is not in sight. */
export type HistoryField = 'method' | 'url' | 'name' | 'status' | 'request body' | 'response body';

export interface HistoryMatch {
  item: HistoryItem;
  /** Absent when nothing was typed. */
  foundIn?: HistoryField;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function requestBodyText(body: Body): string {
  switch (body.mode) {
    case 'raw':
      return body.raw;
    case 'graphql':
      return `${body.query}\n${body.variables}`;
    case 'urlencoded':
      return body.urlencoded.map((row) => `${row.key}=${row.value}`).join('\n');
    case 'formdata':
      return body.formdata.map((part) => `${part.key}=${part.type === 'text' ? part.value : ''}`).join('\n');
    default:
      return '';
  }
}

/** The texts of an entry a word is looked for in, in the order a match is reported. */
function fieldsOf(item: HistoryItem): Array<[HistoryField, string]> {
  const { request, response } = item;
  return [
    ['method', request.method],
    ['url', request.url],
    ['name', request.name ?? ''],
    ['status', response ? `${response.status} ${response.statusText}` : (item.error?.message ?? '')],
    ['request body', requestBodyText(request.body)],
    ['response body', response && response.bodyEncoding === 'utf8' ? response.body : ''],
  ];
}

function statusClassOf(item: HistoryItem): StatusClass {
  const status = item.response?.status;
  if (status === undefined || status < 200 || status >= 600) return 'failed';
  return `${Math.floor(status / 100)}xx` as StatusClass;
}

function withinPeriod(item: HistoryItem, period: HistoryPeriod, now: number): boolean {
  if (period === 'any') return true;
  const at = Date.parse(item.timestamp);
  if (period === 'today') {
    const midnight = new Date(now);
    midnight.setHours(0, 0, 0, 0);
    return at >= midnight.getTime();
  }
  return at >= now - (period === '7days' ? 7 : 30) * DAY_MS;
}

/** The entries that match, in history order (newest first). */
export function searchHistory(
  items: readonly HistoryItem[],
  query: HistoryQuery,
  now: number = Date.now(),
): HistoryMatch[] {
  const patterns = searchWords(query.text).map((word) => new RegExp(escapeForPattern(word), 'i'));
  const matches: HistoryMatch[] = [];
  for (const item of items) {
    if (query.status && statusClassOf(item) !== query.status) continue;
    if (query.period && !withinPeriod(item, query.period, now)) continue;
    if (patterns.length === 0) {
      matches.push({ item });
      continue;
    }
    const fields = fieldsOf(item);
    if (!patterns.every((pattern) => fields.some(([, text]) => pattern.test(text)))) continue;
    const first = fields.find(([, text]) => patterns[0]!.test(text));
    matches.push({ item, ...(first ? { foundIn: first[0] } : {}) });
  }
  return matches;
}
