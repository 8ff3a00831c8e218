/**
 * Bruno collections (its JSON export, or a collection folder read by readBrunoFolder) → a
 * collection and its environments. Scripts, tests and assertions are translated to the `pm` API
 * (brunoScripts.ts); what has no translation is kept as comments and counted.
 */
import type { CollectionItem } from '../../model/collection.js';
import { createId } from '../../model/id.js';
import type { Variable } from '../../model/variable.js';
import { ImportError } from '../errors.js';
import { headersScript, joinScripts, malformed, toCollection, toEnvironment } from '../foreignCollection.js';
import { ImportNotes } from '../importNotes.js';
import { assertFolderDepth, assertJsonDepth } from '../limits.js';
import type { OtherToolImport } from '../otherToolImport.js';
import { isRecord, looseText, recordsOf, type JsonRecord } from '../untrusted.js';
import { BRUNO, brunoAuth, brunoKeyValues, brunoRequest, brunoScripts } from './brunoRequest.js';

/** Bruno's JSON export: a version, a name and a list of items, and none of Postman's or Courier's keys. */
export function isBrunoExport(file: unknown): boolean {
  return (
    isRecord(file) &&
    typeof file['version'] === 'string' &&
    typeof file['name'] === 'string' &&
    Array.isArray(file['items']) &&
    !('info' in file) &&
    !('collections' in file)
  );
}

/** Collection and folder variables keep their type: Bruno's `@number` and `@object` annotations. */
function variables(rows: unknown): Variable[] {
  return recordsOf(rows).map((row) => ({
    key: looseText(row['name']),
    value: (row['value'] ?? '') as Variable['value'],
    enabled: row['enabled'] !== false,
  }));
}

/** A folder's or the collection's `root`: headers, auth, variables, scripts and docs. */
function level(root: unknown, kind: 'collection' | 'item', notes: ImportNotes, where: string) {
  const rootRecord = isRecord(root) ? root : {};
  const request = isRecord(rootRecord['request']) ? rootRecord['request'] : {};
  const { vars, ...rest } = request;
  const scripts = brunoScripts(rest, notes, where);
  const docs = looseText(rootRecord['docs'] ?? request['docs']);
  return {
    ...(docs !== '' && { description: docs }),
    auth: brunoAuth(request['auth'], kind, notes, where),
    preRequestScript: joinScripts(headersScript(brunoKeyValues(request['headers'])), scripts.preRequestScript),
    postRequestScript: scripts.postRequestScript,
    variables: variables(isRecord(vars) ? vars['req'] : undefined),
  };
}

function items(list: unknown, notes: ImportNotes, createdAt: string): CollectionItem[] {
  return recordsOf(list).flatMap((item): CollectionItem[] => {
    const type = looseText(item['type']);
    const name = looseText(item['name']);
    if (type === 'folder') {
      return [
        {
          type: 'folder',
          id: createId(),
          name: name || 'Untitled folder',
          items: items(item['items'], notes, createdAt),
          ...level(item['root'], 'item', notes, `Folder "${name}"`),
        },
      ];
    }
    if (type === 'http-request' || type === 'graphql-request') return [brunoRequest(item, notes, createdAt)];
    notes.add(
      `Bruno ${type.replace(/-request$/, '')} requests not imported`,
      `"${name}" (${type}) was not imported: Courier has no place for it`,
    );
    return [];
  });
}

/** Converts a parsed Bruno JSON export; throws `ImportError` naming the field that is wrong. */
export function importBrunoExport(file: unknown): OtherToolImport {
  if (!isRecord(file)) throw new ImportError('IMPORT_FAILED', `${BRUNO}: the file must be an object`);
  assertJsonDepth(file);
  assertFolderDepth(file['items'], 'items');
  if (!Array.isArray(file['items'])) throw malformed(BRUNO, 'items', 'must be a list');
  const notes = new ImportNotes();
  const createdAt = new Date().toISOString();
  const name = looseText(file['name']).trim() || 'Bruno collection';
  const collection = toCollection(
    {
      id: createId(),
      name,
      items: items(file['items'], notes, createdAt),
      ...level(file['root'], 'collection', notes, 'Collection'),
      createdAt,
    },
    BRUNO,
  );
  const environments = recordsOf(file['environments']).map((environment: JsonRecord) =>
    toEnvironment(
      {
        id: createId(),
        name: looseText(environment['name']).trim() || 'Bruno environment',
        variables: recordsOf(environment['variables']).map((row) => ({
          key: looseText(row['name']),
          value: (row['value'] ?? '') as Variable['value'],
          enabled: row['enabled'] !== false,
          ...(row['secret'] === true && { type: 'secret' as const }),
        })),
      },
      BRUNO,
    ),
  );
  return { collections: [collection], environments, notes };
}
