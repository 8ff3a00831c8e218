/**
 * HAR 1.2 captures (a browser's or a proxy's network export) → one collection, a request per
 * entry in the order they were captured: method, URL (its query included), headers and body.
 */
import type { Body } from '../../model/body.js';
import { createId } from '../../model/id.js';
import type { KeyValue } from '../../model/keyValue.js';
import { MethodSchema } from '../../model/method.js';
import type { SavedRequest } from '../../model/request.js';
import { malformed, toCollection, withQuery } from '../foreignCollection.js';
import { ImportNotes } from '../importNotes.js';
import { assertJsonDepth } from '../limits.js';
import type { OtherToolImport } from '../otherToolImport.js';
import { isRecord, looseText, recordsOf, type JsonRecord } from '../untrusted.js';

const HAR = 'HAR capture';

export function isHar(file: unknown): boolean {
  return isRecord(file) && isRecord(file['log']) && Array.isArray(file['log']['entries']);
}

/**
 * Headers the transport writes itself: HTTP/2's pseudo-headers, and the length and host that
 * follow from the body and the URL (copying them would send stale values after an edit).
 */
const DERIVED_HEADERS = /^(:|content-length$|host$)/i;

function headers(rows: unknown): KeyValue[] {
  return recordsOf(rows)
    .filter((row) => !DERIVED_HEADERS.test(looseText(row['name'])))
    .map((row) => ({ key: looseText(row['name']), value: looseText(row['value']), enabled: true }));
}

function body(postData: unknown): Body {
  if (!isRecord(postData)) return { mode: 'none' };
  const mimeType = looseText(postData['mimeType']).toLowerCase();
  const params = recordsOf(postData['params']);
  if (params.length > 0 && mimeType.startsWith('application/x-www-form-urlencoded')) {
    return {
      mode: 'urlencoded',
      urlencoded: params.map((row) => ({ key: looseText(row['name']), value: looseText(row['value']), enabled: true })),
    };
  }
  if (params.length > 0 && mimeType.startsWith('multipart/form-data')) {
    return {
      mode: 'formdata',
      formdata: params.map((row) =>
        typeof row['fileName'] === 'string'
          ? { key: looseText(row['name']), type: 'file' as const, src: [row['fileName']], enabled: true }
          : { key: looseText(row['name']), type: 'text' as const, value: looseText(row['value']), enabled: true },
      ),
    };
  }
  const text = looseText(postData['text']);
  if (text === '') return { mode: 'none' };
  const language = /json/.test(mimeType)
    ? 'json'
    : /xml/.test(mimeType)
      ? 'xml'
      : /html/.test(mimeType)
        ? 'html'
        : 'text';
  return { mode: 'raw', raw: text, language };
}

/**
 * The URL as sent. HAR's `url` includes the query, and `queryString` repeats it; some tools write
 * the parameters only in `queryString`, so those missing from the URL are added to it.
 */
function entryUrl(url: string, queryString: unknown): string {
  const written = url.includes('?') ? url.slice(url.indexOf('?') + 1).split('&') : [];
  const missing = recordsOf(queryString)
    .map((row) => ({ key: looseText(row['name']), value: looseText(row['value']), enabled: true }))
    .filter(
      (row) => row.key !== '' && !written.some((pair) => decodeURIComponentSafe(pair.split('=')[0] ?? '') === row.key),
    );
  return withQuery(url, missing).url;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** `GET /api/users?page=2` — what a browser's network panel shows for the entry. */
function entryName(method: string, url: string): string {
  try {
    const parsed = new URL(url);
    return `${method} ${parsed.pathname}${parsed.search}`;
  } catch {
    return `${method} ${url}`;
  }
}

export function importHar(file: unknown): OtherToolImport {
  if (!isHar(file)) throw malformed(HAR, 'log.entries', 'must be a list');
  assertJsonDepth(file);
  const log = (file as { log: JsonRecord }).log;
  const notes = new ImportNotes();
  const createdAt = new Date().toISOString();
  const items = recordsOf(log['entries']).flatMap((entry, index): SavedRequest[] => {
    const request = isRecord(entry['request']) ? entry['request'] : {};
    const written = looseText(request['url']).trim();
    if (written === '') {
      notes.add('entries without a URL skipped', `Entry ${index + 1} has no URL and was skipped`);
      return [];
    }
    const method = MethodSchema.safeParse(looseText(request['method']).toUpperCase() || 'GET');
    if (!method.success) {
      notes.add(
        'entries with an unknown method skipped',
        `Entry ${index + 1} (${looseText(request['method'])} ${written}) was skipped: the method is not one Courier sends`,
      );
      return [];
    }
    const url = entryUrl(written, request['queryString']);
    return [
      {
        type: 'request',
        id: createId(),
        name: entryName(method.data, url),
        method: method.data,
        url,
        headers: headers(request['headers']),
        pathVariables: [],
        body: body(request['postData']),
        auth: { type: 'inherit' },
        preRequestScript: '',
        postRequestScript: '',
        createdAt,
      },
    ];
  });
  const pages = recordsOf(log['pages']);
  const creator = isRecord(log['creator']) ? looseText(log['creator']['name']) : '';
  const name = looseText(pages[0]?.['title']).trim() || (creator ? `${creator} capture` : 'HAR capture');
  return { collections: [toCollection({ id: createId(), name, items, createdAt }, HAR)], environments: [], notes };
}
