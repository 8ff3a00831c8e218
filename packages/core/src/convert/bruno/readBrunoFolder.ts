/**
 * A Bruno collection folder (`bruno.json`, `collection.bru`, `folder.bru`, request `.bru` files,
 * `environments/*.bru`) read with Bruno's own parser into the shape of Bruno's JSON export, so one
 * converter serves both.
 */
import bruToJson from '@usebruno/lang/v2/src/bruToJson.js';
import collectionBruToJson from '@usebruno/lang/v2/src/collectionBruToJson.js';
import envToJson from '@usebruno/lang/v2/src/envToJson.js';
import { messageOf } from '../../errors.js';
import { ImportError } from '../errors.js';
import { isRecord, looseText, type JsonRecord } from '../untrusted.js';
import { brunoConfigFile, type FolderFile } from './brunoConfigFile.js';
import { BRUNO } from './brunoRequest.js';

const REQUEST_TYPES: Record<string, string> = { http: 'http-request', graphql: 'graphql-request' };

function parse<T>(file: FolderFile, parser: (text: string) => T): T {
  try {
    return parser(file.text);
  } catch (error) {
    throw new ImportError('IMPORT_FAILED', `${BRUNO}: ${file.path}: ${messageOf(error)}`, { cause: error });
  }
}

/** What Bruno's app does with a parsed request file: the mode of auth and body move inside them. */
function requestItem(file: FolderFile): JsonRecord {
  const json = parse(file, bruToJson);
  const meta = isRecord(json['meta']) ? json['meta'] : {};
  const http = isRecord(json['http']) ? json['http'] : {};
  const type = looseText(meta['type']) || 'http';
  return {
    type: REQUEST_TYPES[type] ?? `${type}-request`,
    name: looseText(meta['name']) || file.path.replace(/^.*\//, '').replace(/\.bru$/, ''),
    seq: Number(meta['seq'] ?? 1),
    request: {
      method: looseText(http['method']).toUpperCase(),
      url: looseText(http['url']),
      params: json['params'] ?? [],
      headers: json['headers'] ?? [],
      auth: { ...(isRecord(json['auth']) ? json['auth'] : {}), mode: looseText(http['auth']) || 'none' },
      body: { ...(isRecord(json['body']) ? json['body'] : {}), mode: looseText(http['body']) || 'none' },
      script: json['script'] ?? {},
      vars: json['vars'] ?? {},
      assertions: json['assertions'] ?? [],
      tests: json['tests'] ?? '',
      docs: json['docs'] ?? '',
    },
  };
}

/** Folder and collection files: `auth` already holds its mode; `docs` sits beside the request part. */
function rootOf(file: FolderFile | undefined): JsonRecord {
  if (!file) return {};
  const json = parse(file, collectionBruToJson);
  return { request: json, docs: json['docs'], meta: json['meta'] };
}

interface FolderNode {
  files: FolderFile[];
  folders: Map<string, FolderNode>;
}

function bySeq(a: JsonRecord, b: JsonRecord): number {
  return Number(a['seq'] ?? 0) - Number(b['seq'] ?? 0);
}

function items(node: FolderNode): JsonRecord[] {
  const requests = node.files
    .filter((file) => /\.bru$/.test(file.path) && !/(^|\/)folder\.bru$/.test(file.path))
    .map(requestItem);
  const folders = [...node.folders].map(([name, child]): JsonRecord => {
    const root = rootOf(child.files.find((file) => /(^|\/)folder\.bru$/.test(file.path)));
    const meta = isRecord(root['meta']) ? root['meta'] : {};
    return {
      type: 'folder',
      name: looseText(meta['name']) || name,
      seq: Number(meta['seq'] ?? 0),
      items: items(child),
      root,
    };
  });
  return [...folders, ...requests].sort(bySeq);
}

/** The folder's files → a Bruno JSON export's shape (`{ name, items, environments, root }`). */
export function readBrunoFolder(files: readonly FolderFile[]): JsonRecord {
  const configFile = brunoConfigFile(files);
  if (!configFile) throw new ImportError('IMPORT_FAILED', `${BRUNO}: the folder has no bruno.json`);
  let config: unknown;
  try {
    config = JSON.parse(configFile.text);
  } catch (error) {
    throw new ImportError('IMPORT_FAILED', `${BRUNO}: bruno.json is not valid JSON (${messageOf(error)})`, {
      cause: error,
    });
  }
  const prefix = configFile.path.slice(0, configFile.path.length - 'bruno.json'.length);
  const inside = files
    .filter((file) => file.path.startsWith(prefix))
    .map((file) => ({ ...file, path: file.path.slice(prefix.length) }))
    // Bruno skips these folders when it opens a collection.
    .filter((file) => !/(^|\/)(node_modules|\.git)\//.test(file.path));
  const root: FolderNode = { files: [], folders: new Map() };
  const environments: JsonRecord[] = [];
  for (const file of inside) {
    if (file.path === 'collection.bru' || !file.path.endsWith('.bru')) continue;
    if (/^environments\/[^/]+\.bru$/.test(file.path)) {
      environments.push({ name: file.path.slice('environments/'.length, -'.bru'.length), ...parse(file, envToJson) });
      continue;
    }
    const parts = file.path.split('/');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node.folders.get(part) ?? { files: [], folders: new Map() };
      node.folders.set(part, next);
      node = next;
    }
    node.files.push(file);
  }
  return {
    version: '1',
    name: looseText(isRecord(config) ? config['name'] : undefined) || 'Bruno collection',
    items: items(root),
    environments,
    root: rootOf(inside.find((file) => file.path === 'collection.bru')),
  };
}
