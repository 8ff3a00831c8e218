/**
 * Postman Collection v2.0 / v2.1 (and the schema-less collection definition Newman accepts) →
 * Courier's collection tree (model/collection.ts). Saved example responses are kept as written.
 */
import { v4 as uuidv4 } from 'uuid';
import { CollectionSchema, type Collection, type CollectionItem, type Folder } from '../../model/collection.js';
import { MethodSchema } from '../../model/method.js';
import { describeIssues } from '../../model/parse.js';
import type { SavedRequest } from '../../model/request.js';
import { ImportError } from '../errors.js';
import { assertFolderDepth, assertJsonDepth } from '../limits.js';
import {
  descriptionOf,
  isRecord,
  looseText,
  recordsOf,
  safeJson,
  safeRecord,
  textOf,
  type JsonRecord,
} from '../untrusted.js';
import { importAuth } from './postmanAuth.js';
import { importBody } from './postmanBody.js';
import { importHeaders } from './postmanHeaders.js';
import { importScripts } from './postmanScripts.js';
import { importVariables } from './postmanVariables.js';
import { importUrl } from './requestUrl.js';

export interface PostmanCollectionImport {
  collection: Collection;
  /** What could not be carried over, one line each, naming the request or folder. */
  warnings: string[];
}

/** A name as the file gives it (even empty, as Postman keeps it); a default when there is none. */
function nameOf(item: JsonRecord, fallback: string): string {
  const name = item['name'];
  return typeof name === 'string' || typeof name === 'number' ? String(name) : fallback;
}

class ItemReader {
  readonly warnings: string[] = [];
  /** Every request of one import is created at the same moment. */
  readonly createdAt = new Date().toISOString();
  private readonly ids = new Set<string>();

  /**
   * Postman's id when it is usable and not taken yet, otherwise a fresh UUID: postman-collection
   * gives an item written without an id a UUID, and scripts read it as `pm.info.requestId`.
   */
  id(candidate: unknown): string {
    const id =
      typeof candidate === 'string' && candidate.trim() !== '' && !this.ids.has(candidate) ? candidate : uuidv4();
    this.ids.add(id);
    return id;
  }

  warn(what: string, name: string, warning: string | undefined): void {
    if (warning !== undefined) this.warnings.push(`${what} "${name}": ${warning}`);
  }

  items(value: unknown, where: string): CollectionItem[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw new ImportError('IMPORT_FAILED', `${where} must be a list`);
    return value.map((item, index) => {
      const place = `${where}[${index}]`;
      if (!isRecord(item)) throw new ImportError('IMPORT_FAILED', `${place} is not an object`);
      // As in the Postman SDK, anything with a truthy `item` is a folder.
      return item['item'] ? this.folder(item, place) : this.request(item);
    });
  }

  scripts(what: string, name: string, events: unknown) {
    const { skipped, ...scripts } = importScripts(events);
    if (skipped > 0) this.warn(what, name, `${skipped} switched-off script(s) were not imported`);
    return scripts;
  }

  private folder(item: JsonRecord, place: string): Folder {
    const name = nameOf(item, 'Untitled folder');
    const auth = importAuth(item['auth'], 'item');
    this.warn('Folder', name, auth.warning);
    const description = descriptionOf(item['description']);
    return {
      type: 'folder',
      id: this.id(item['id'] ?? item['_postman_id']),
      name,
      ...(description !== undefined && { description }),
      items: this.items(item['item'], `${place}.item`),
      auth: auth.auth,
      ...this.scripts('Folder', name, item['event']),
      variables: importVariables(item['variable']),
      ...(isRecord(item['protocolProfileBehavior']) && {
        protocolProfileBehavior: safeRecord(item['protocolProfileBehavior']),
      }),
    };
  }

  private request(item: JsonRecord): SavedRequest {
    const name = nameOf(item, 'Untitled request');
    // A request given as text is its URL, sent with GET (Postman schema, request.json).
    const definition = typeof item['request'] === 'string' ? { url: item['request'] } : item['request'];
    const request = isRecord(definition) ? definition : {};
    const method = MethodSchema.safeParse(textOf(request['method'], 'GET'));
    if (!method.success) {
      throw new ImportError(
        'IMPORT_FAILED',
        `Request "${name}" has an invalid method '${looseText(request['method'])}'`,
      );
    }
    const headers = importHeaders(request['header']);
    const body = importBody(request['body'], headers);
    this.warn('Request', name, body.warning);
    const auth = importAuth(request['auth'], 'item');
    this.warn('Request', name, auth.warning);
    const description = descriptionOf(item['description']) ?? descriptionOf(request['description']);
    const examples = recordsOf(item['response']).map((example) => safeJson(example) as JsonRecord);
    return {
      type: 'request',
      id: this.id(item['id'] ?? item['_postman_id']),
      name,
      ...(description !== undefined && { description }),
      method: method.data,
      ...importUrl(request['url']),
      headers,
      body: body.body,
      auth: auth.auth,
      ...this.scripts('Request', name, item['event']),
      ...(isRecord(item['protocolProfileBehavior']) && {
        protocolProfileBehavior: safeRecord(item['protocolProfileBehavior']),
      }),
      ...(examples.length > 0 && { examples }),
      createdAt: this.createdAt,
    };
  }
}

/** Converts a parsed Postman collection file; throws `ImportError` when it cannot be read. */
export function importPostmanCollection(file: unknown): PostmanCollectionImport {
  if (!isRecord(file)) throw new ImportError('IMPORT_FAILED', 'A Postman collection must be a JSON object');
  assertJsonDepth(file);
  assertFolderDepth(file['item'], 'item');
  const info = isRecord(file['info']) ? file['info'] : {};
  const reader = new ItemReader();
  const name = (looseText(info['name']) || looseText(file['name'])).trim() || 'Untitled collection';
  const auth = importAuth(file['auth'], 'collection');
  reader.warn('Collection', name, auth.warning);
  const description = descriptionOf(info['description'] ?? file['description']);
  const candidate = {
    id: reader.id(info['_postman_id'] ?? file['id']),
    name,
    ...(description !== undefined && { description }),
    items: reader.items(file['item'], 'item'),
    auth: auth.auth,
    ...reader.scripts('Collection', name, file['event']),
    variables: importVariables(file['variable'] ?? file['variables']),
    ...(isRecord(file['protocolProfileBehavior']) && {
      protocolProfileBehavior: safeRecord(file['protocolProfileBehavior']),
    }),
    createdAt: reader.createdAt,
    imported: true,
  };
  const parsed = CollectionSchema.safeParse(candidate);
  if (!parsed.success) throw new ImportError('IMPORT_FAILED', describeIssues(parsed.error), { cause: parsed.error });
  return { collection: parsed.data, warnings: reader.warnings };
}
