// A mock configuration from a collection's saved example responses (Postman's `response` arrays,
// which the importer keeps): one route per method and path, answering the first example; the
// others answer when a request names them, as Postman's mock server does, by the
// x-mock-response-name or x-mock-response-code header.
import type { Collection } from '../model/collection.js';
import { listRequests } from '../model/walk.js';
import {
  MOCK_METHODS,
  type MockAlternative,
  type MockMethod,
  type MockResponse,
  type MockRouteInput,
} from './model.js';
import { splitPath } from './pathPattern.js';

type JsonRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonRecord =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Headers a mock writes itself, or that would describe another body than the example's. */
const SKIPPED_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'content-encoding', 'date']);

/** The URL text of a Postman url (a string, or an object with `raw`). */
function rawUrl(url: unknown): string {
  if (typeof url === 'string') return url;
  if (isRecord(url) && typeof url.raw === 'string') return url.raw;
  return '';
}

/**
 * The route path of a request URL: its path without scheme, host, query or fragment, a leading
 * `{{baseUrl}}` dropped and `{{name}}` segments turned into `:name` parameters.
 */
export function routePathOf(url: string): string {
  let text = url.trim().split(/[?#]/)[0] ?? '';
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const segments = splitPath(text);
  // A first segment that is a host name or a variable standing for one ('{{baseUrl}}', 'api.example.com').
  if (segments[0] && (/^\{\{[^}]*\}\}$/.test(segments[0]) || (segments[0].includes('.') && !url.startsWith('/')))) {
    segments.shift();
  }
  const path = segments.map((segment) => segment.replace(/^\{\{\s*([A-Za-z_][\w-]*)\s*\}\}$/, ':$1'));
  return `/${path.join('/')}`;
}

function bodyOf(text: unknown): MockResponse['body'] {
  if (typeof text !== 'string' || text === '') return '';
  try {
    return JSON.parse(text) as MockResponse['body'];
  } catch {
    return text;
  }
}

function headersOf(header: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!Array.isArray(header)) return headers;
  for (const entry of header) {
    if (!isRecord(entry) || typeof entry.key !== 'string' || entry.disabled === true) continue;
    if (SKIPPED_HEADERS.has(entry.key.toLowerCase())) continue;
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(entry.key)) continue;
    headers[entry.key] = String(entry.value ?? '').replace(/[\r\n\0]/g, ' ');
  }
  return headers;
}

function responseOf(example: JsonRecord): MockResponse {
  const code = typeof example.code === 'number' && example.code >= 100 && example.code <= 599 ? example.code : 200;
  const headers = headersOf(example.header);
  const hasType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  const body = bodyOf(example.body);
  if (!hasType) headers['Content-Type'] = typeof body === 'string' ? 'text/plain' : 'application/json';
  return { status: code, headers, body, delay: 0 };
}

export interface CollectionMock {
  name: string;
  routes: MockRouteInput[];
}

export function mockFromCollection(collection: Pick<Collection, 'name' | 'items'>): CollectionMock {
  const routes = new Map<string, MockRouteInput & { alternatives: MockAlternative[] }>();
  for (const { request } of listRequests(collection.items)) {
    for (const example of (request.examples ?? []).filter(isRecord)) {
      const original = isRecord(example.originalRequest) ? example.originalRequest : {};
      const method = (typeof original.method === 'string' ? original.method : request.method).toUpperCase();
      if (!(MOCK_METHODS as readonly string[]).includes(method)) continue;
      const path = routePathOf(rawUrl(original.url) || request.url);
      const response = responseOf(example);
      const key = `${method} ${path}`;
      const existing = routes.get(key);
      if (!existing) {
        routes.set(key, { method: method as MockMethod, path, response, alternatives: [] });
        continue;
      }
      const name = typeof example.name === 'string' ? example.name : `Example ${existing.alternatives.length + 2}`;
      existing.alternatives.push(
        {
          name,
          rules: [{ source: 'header', field: 'x-mock-response-name', operator: 'equals', value: name }],
          response,
        },
        {
          name: `${name} (by code)`,
          rules: [
            { source: 'header', field: 'x-mock-response-code', operator: 'equals', value: String(response.status) },
          ],
          response,
        },
      );
    }
  }
  return { name: collection.name, routes: [...routes.values()] };
}
