/**
 * Insomnia exports → collections and environments. v4 (JSON or YAML) lists every resource flat,
 * linked by `parentId`; v5 (YAML) nests folders as `children`. Each workspace becomes a collection;
 * the base environment becomes the collection's variables (Insomnia always applies it), and each
 * sub-environment an environment, whose values win over the collection's as the sub-environment's
 * win over the base in Insomnia.
 */
import type { CollectionItem } from '../../model/collection.js';
import type { Environment } from '../../model/environment.js';
import { createId } from '../../model/id.js';
import type { KeyValue } from '../../model/keyValue.js';
import type { Variable } from '../../model/variable.js';
import { ImportError } from '../errors.js';
import { headersScript, joinScripts, malformed, toCollection, toEnvironment } from '../foreignCollection.js';
import { ImportNotes } from '../importNotes.js';
import { assertJsonDepth } from '../limits.js';
import { isRecord, looseText, recordsOf, safeEntries, type JsonRecord } from '../untrusted.js';
import type { OtherToolImport } from '../otherToolImport.js';
import { insomniaAuth } from './insomniaAuth.js';
import { INSOMNIA, insomniaRequest, insomniaScripts, templateReader } from './insomniaRequest.js';

/** What Insomnia holds that Courier has no place for, by resource type. */
const LEFT_OUT: Record<string, string> = {
  grpc_request: 'gRPC requests not imported',
  websocket_request: 'WebSocket requests not imported',
  websocket_payload: 'WebSocket requests not imported',
  unit_test_suite: 'unit test suites not imported',
  unit_test: 'unit test suites not imported',
  api_spec: 'API specs not imported',
  proto_file: 'proto files not imported',
  proto_directory: 'proto files not imported',
  mock: 'mock routes not imported',
  mock_route: 'mock routes not imported',
  cookie_jar: 'cookie jars not imported',
};

/** `{ a: { b: 1 } }` → `a.b = 1`, which `{{ _.a.b }}` became. */
function flattenData(data: unknown, prefix = ''): Variable[] {
  if (!isRecord(data)) return [];
  return safeEntries(data).flatMap(([key, value]): Variable[] =>
    isRecord(value)
      ? flattenData(value, `${prefix}${key}.`)
      : [{ key: `${prefix}${key}`, value: (value ?? '') as Variable['value'], enabled: true }],
  );
}

function folderHeaders(item: JsonRecord, notes: ImportNotes, where: string): KeyValue[] {
  const text = templateReader(notes, where);
  return recordsOf(item['headers'])
    .filter((row) => looseText(row['name']) !== '' && row['disabled'] !== true)
    .map((row) => ({ key: text(row['name'], 'headers'), value: text(row['value'], 'headers'), enabled: true }));
}

class InsomniaReader {
  readonly notes = new ImportNotes();
  readonly createdAt = new Date().toISOString();

  folder(item: JsonRecord, children: CollectionItem[], scripts: { pre: unknown; post: unknown }): CollectionItem {
    const name = looseText(item['name']) || 'Untitled folder';
    const where = `Folder "${name}"`;
    const translated = insomniaScripts(scripts, this.notes, where);
    const description = looseText(item['description']);
    return {
      type: 'folder',
      id: createId(),
      name,
      ...(description !== '' && { description }),
      items: children,
      auth: insomniaAuth(item['authentication'], templateReader(this.notes, where), this.notes, where),
      preRequestScript: joinScripts(headersScript(folderHeaders(item, this.notes, where)), translated.preRequestScript),
      postRequestScript: translated.postRequestScript,
      variables: flattenData(item['environment']),
    };
  }

  leftOut(type: string, name: string): void {
    const what = LEFT_OUT[type] ?? `Insomnia ${type} items not imported`;
    const kind = type.replace(/_/g, ' ');
    this.notes.add(
      what,
      `${name ? `"${name}" (${kind})` : `An Insomnia ${kind}`} was not imported: Courier has no place for it`,
    );
  }
}

function environment(source: JsonRecord): Environment {
  const name = looseText(source['name']).trim() || 'Insomnia environment';
  return toEnvironment({ id: createId(), name, variables: flattenData(source['data']) }, INSOMNIA);
}

function bySortKey(a: JsonRecord, b: JsonRecord): number {
  return Number(a['metaSortKey'] ?? 0) - Number(b['metaSortKey'] ?? 0);
}

function importV4(file: JsonRecord): OtherToolImport {
  const resources = file['resources'];
  if (!Array.isArray(resources)) throw malformed(INSOMNIA, 'resources', 'must be a list');
  const records = recordsOf(resources);
  const reader = new InsomniaReader();
  const children = new Map<string, JsonRecord[]>();
  for (const resource of records) {
    const parent = looseText(resource['parentId']);
    children.set(parent, [...(children.get(parent) ?? []), resource]);
  }
  const itemsUnder = (parentId: string): CollectionItem[] =>
    (children.get(parentId) ?? [])
      .filter((resource) => resource['_type'] !== 'environment')
      // An empty cookie jar is in every export; one holding cookies is worth saying.
      .filter((resource) => resource['_type'] !== 'cookie_jar' || recordsOf(resource['cookies']).length > 0)
      .sort(bySortKey)
      .flatMap((resource): CollectionItem[] => {
        const type = looseText(resource['_type']);
        const id = looseText(resource['_id']);
        const scripts = { pre: resource['preRequestScript'], post: resource['afterResponseScript'] };
        if (type === 'request') return [insomniaRequest(resource, scripts, reader.notes, reader.createdAt)];
        if (type === 'request_group') return [reader.folder(resource, itemsUnder(id), scripts)];
        reader.leftOut(type, looseText(resource['name']));
        return [];
      });
  const workspaces = records.filter((resource) => resource['_type'] === 'workspace');
  if (workspaces.length === 0) throw malformed(INSOMNIA, 'resources', 'hold no workspace');
  const environments: Environment[] = [];
  const collections = workspaces.map((workspace) => {
    const id = looseText(workspace['_id']);
    const name = looseText(workspace['name']).trim() || 'Insomnia collection';
    const base = (children.get(id) ?? []).find((resource) => resource['_type'] === 'environment');
    const baseId = base ? looseText(base['_id']) : undefined;
    const subs = baseId ? (children.get(baseId) ?? []).filter((resource) => resource['_type'] === 'environment') : [];
    environments.push(...subs.sort(bySortKey).map(environment));
    const description = looseText(workspace['description']);
    return toCollection(
      {
        id: createId(),
        name,
        ...(description !== '' && { description }),
        items: itemsUnder(id),
        variables: flattenData(base?.['data']),
        createdAt: reader.createdAt,
      },
      INSOMNIA,
    );
  });
  return { collections, environments, notes: reader.notes };
}

function importV5(file: JsonRecord): OtherToolImport {
  const reader = new InsomniaReader();
  const items = (list: unknown, where: string): CollectionItem[] => {
    if (list !== undefined && !Array.isArray(list)) throw malformed(INSOMNIA, where, 'must be a list');
    return recordsOf(list).flatMap((item, index): CollectionItem[] => {
      const scripts = isRecord(item['scripts']) ? item['scripts'] : {};
      const pair = { pre: scripts['preRequest'], post: scripts['afterResponse'] };
      if (Array.isArray(item['children']))
        return [reader.folder(item, items(item['children'], `${where}[${index}].children`), pair)];
      const id = looseText(isRecord(item['meta']) ? item['meta']['id'] : '');
      if (/^(ws-req|greq)_/.test(id) || 'protoMethodName' in item) {
        reader.leftOut(
          id.startsWith('greq_') || 'protoMethodName' in item ? 'grpc_request' : 'websocket_request',
          looseText(item['name']),
        );
        return [];
      }
      return [insomniaRequest(item, pair, reader.notes, reader.createdAt)];
    });
  };
  const base = isRecord(file['environments']) ? file['environments'] : undefined;
  const environments = recordsOf(base?.['subEnvironments']).map(environment);
  const type = looseText(file['type']);
  if (!type.startsWith('collection.insomnia.rest/') && !type.startsWith('environment.insomnia.rest/')) {
    throw malformed(
      INSOMNIA,
      'type',
      `'${type}' is not a collection (design documents are OpenAPI: import the spec itself)`,
    );
  }
  if (type.startsWith('environment.')) {
    const own = base ? [environment({ ...base, name: file['name'] })] : [];
    return { collections: [], environments: [...own, ...environments], notes: reader.notes };
  }
  const scripts = isRecord(file['scripts']) ? file['scripts'] : {};
  const translated = insomniaScripts(
    { pre: scripts['preRequest'], post: scripts['afterResponse'] },
    reader.notes,
    'Collection',
  );
  const collection = toCollection(
    {
      id: createId(),
      name: looseText(file['name']).trim() || 'Insomnia collection',
      items: items(file['collection'], 'collection'),
      variables: flattenData(base?.['data']),
      preRequestScript: translated.preRequestScript,
      postRequestScript: translated.postRequestScript,
      createdAt: reader.createdAt,
    },
    INSOMNIA,
  );
  return { collections: [collection], environments, notes: reader.notes };
}

/** Converts a parsed Insomnia export (v4 or v5); throws `ImportError` naming the field that is wrong. */
export function importInsomnia(file: unknown): OtherToolImport {
  if (!isRecord(file)) throw new ImportError('IMPORT_FAILED', `${INSOMNIA}: the file must be an object`);
  assertJsonDepth(file);
  if (file['_type'] === 'export') {
    const format = Number(file['__export_format']);
    if (format !== 4)
      throw malformed(
        INSOMNIA,
        '__export_format',
        `${looseText(file['__export_format']) || 'missing'} is not supported (export format 4 or 5)`,
      );
    return importV4(file);
  }
  return importV5(file);
}
