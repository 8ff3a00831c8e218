/**
 * Hoppscotch exports → collections and environments. A collections export is one collection or a
 * list of them (`{ name, folders, requests }`, REST and GraphQL requests alike); an environments
 * export is one environment or a list (`{ name, variables: [{ key, value | initialValue }] }`).
 */
import type { Auth } from '../../model/auth.js';
import type { Body } from '../../model/body.js';
import type { CollectionItem } from '../../model/collection.js';
import { createId } from '../../model/id.js';
import type { KeyValue } from '../../model/keyValue.js';
import { MethodSchema } from '../../model/method.js';
import type { SavedRequest } from '../../model/request.js';
import type { Variable } from '../../model/variable.js';
import { apiKeyAuth, basicAuth, bearerAuth, oauth2Auth, unsupportedAuth } from '../foreignAuth.js';
import { headersScript, joinScripts, malformed, toCollection, toEnvironment, withQuery } from '../foreignCollection.js';
import { ImportNotes } from '../importNotes.js';
import { assertFolderDepth, assertJsonDepth } from '../limits.js';
import type { OtherToolImport } from '../otherToolImport.js';
import { translateScript } from '../translateScript.js';
import { isRecord, looseText, recordsOf, textOf, type JsonRecord } from '../untrusted.js';
import { HOPPSCOTCH_SCRIPTS, hoppscotchText } from './hoppscotchText.js';

const COLLECTIONS = 'Hoppscotch collections export';
const ENVIRONMENTS = 'Hoppscotch environments export';

const asList = (file: unknown): unknown[] => (Array.isArray(file) ? file : [file]);

const isCollection = (value: unknown): boolean =>
  isRecord(value) && Array.isArray(value['folders']) && Array.isArray(value['requests']);

const isEnvironment = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value['name'] === 'string' &&
  Array.isArray(value['variables']) &&
  recordsOf(value['variables']).every((row) => typeof row['key'] === 'string');

export function isHoppscotchCollections(file: unknown): boolean {
  const list = asList(file);
  return list.length > 0 && list.every(isCollection);
}

export function isHoppscotchEnvironments(file: unknown): boolean {
  const list = asList(file);
  return list.length > 0 && list.every(isEnvironment);
}

function keyValues(rows: unknown): KeyValue[] {
  return recordsOf(rows)
    .filter((row) => looseText(row['key']) !== '')
    .map((row) => ({
      key: hoppscotchText(row['key']),
      value: hoppscotchText(row['value']),
      enabled: row['active'] !== false,
      ...(typeof row['description'] === 'string' && row['description'] !== '' && { description: row['description'] }),
    }));
}

function auth(value: unknown, notes: ImportNotes, where: string): Auth {
  if (!isRecord(value)) return { type: 'inherit' };
  if (value['authActive'] === false) return { type: 'none' };
  const field = (key: string) => hoppscotchText(value[key]);
  switch (value['authType']) {
    case 'inherit':
      return { type: 'inherit' };
    case 'none':
      return { type: 'none' };
    case 'basic':
      return basicAuth(field);
    case 'bearer':
      return bearerAuth(field);
    case 'api-key':
      return apiKeyAuth(field, value['addTo'] === 'QUERY_PARAMS' ? 'query' : 'header');
    case 'digest':
      return { type: 'digest', params: { username: field('username'), password: field('password') } };
    case 'hawk':
      return {
        type: 'hawk',
        params: { authId: field('authId'), authKey: field('authKey'), algorithm: field('algorithm') },
      };
    case 'aws-signature':
      return {
        type: 'awsv4',
        params: {
          accessKey: field('accessKey'),
          secretKey: field('secretKey'),
          region: field('region'),
          service: field('serviceName'),
          sessionToken: field('serviceToken'),
        },
      };
    case 'oauth-2': {
      const grant = isRecord(value['grantTypeInfo']) ? value['grantTypeInfo'] : {};
      const text = (key: string) => hoppscotchText(grant[key]);
      return oauth2Auth(
        {
          grant_type: looseText(grant['grantType']).toLowerCase().replace('password', 'password_credentials'),
          authUrl: text('authEndpoint'),
          accessTokenUrl: text('tokenEndpoint'),
          clientId: text('clientID'),
          clientSecret: text('clientSecret'),
          scope: text('scopes'),
        },
        text('token'),
      );
    }
  }
  return unsupportedAuth(notes, where, 'Hoppscotch', looseText(value['authType']));
}

/** Hoppscotch writes url-encoded bodies as `key: value` lines, a `#` before a switched-off one. */
function urlEncodedRows(text: string): KeyValue[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const enabled = !line.trim().startsWith('#');
      const [key = '', ...value] = line.trim().replace(/^#/, '').split(':');
      return { key: hoppscotchText(key.trim()), value: hoppscotchText(value.join(':').trim()), enabled };
    });
}

/** An export holds no file contents: a file part or body is kept empty, to be chosen again. */
const FILES_TO_CHOOSE = 'files to choose again';

function body(value: unknown, notes: ImportNotes, where: string): Body {
  if (!isRecord(value) || typeof value['contentType'] !== 'string') return { mode: 'none' };
  const type = value['contentType'];
  const fileLeftOut = () =>
    notes.add(FILES_TO_CHOOSE, `${where}: the export holds no file contents; choose the file again`);
  if (type === 'multipart/form-data') {
    return {
      mode: 'formdata',
      formdata: recordsOf(value['body']).map((row) => {
        if (row['isFile'] !== true) {
          return {
            key: hoppscotchText(row['key']),
            type: 'text' as const,
            value: hoppscotchText(row['value']),
            enabled: row['active'] !== false,
          };
        }
        fileLeftOut();
        return { key: hoppscotchText(row['key']), type: 'file' as const, src: [], enabled: row['active'] !== false };
      }),
    };
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { mode: 'urlencoded', urlencoded: urlEncodedRows(looseText(value['body'])) };
  }
  if (type === 'application/octet-stream') {
    fileLeftOut();
    return { mode: 'file', src: '', contentType: type };
  }
  const language = /json/.test(type) ? 'json' : /xml/.test(type) ? 'xml' : /html/.test(type) ? 'html' : 'text';
  return { mode: 'raw', raw: hoppscotchText(value['body']), language };
}

class HoppscotchReader {
  readonly notes = new ImportNotes();
  readonly createdAt = new Date().toISOString();

  scripts(source: JsonRecord, where: string) {
    return {
      preRequestScript: translateScript(
        looseText(source['preRequestScript']),
        HOPPSCOTCH_SCRIPTS,
        this.notes,
        `${where} pre-request script`,
      ),
      postRequestScript: translateScript(
        looseText(source['testScript']),
        HOPPSCOTCH_SCRIPTS,
        this.notes,
        `${where} tests`,
      ),
    };
  }

  request(item: JsonRecord): SavedRequest {
    const name = looseText(item['name']) || 'Untitled request';
    const where = `Request "${name}"`;
    const common = {
      type: 'request' as const,
      id: createId(),
      name,
      headers: keyValues(item['headers']),
      auth: auth(item['auth'], this.notes, where),
      createdAt: this.createdAt,
    };
    if (typeof item['query'] === 'string' && typeof item['url'] === 'string') {
      // A GraphQL request: Hoppscotch sends it as a POST of { query, variables }.
      return {
        ...common,
        method: 'POST',
        url: hoppscotchText(item['url']),
        body: { mode: 'graphql', query: item['query'], variables: hoppscotchText(item['variables']) },
        preRequestScript: '',
        postRequestScript: '',
        pathVariables: [],
      };
    }
    const method = MethodSchema.safeParse(textOf(item['method'], 'GET').toUpperCase());
    if (!method.success)
      throw malformed(COLLECTIONS, `request "${name}" method`, `'${looseText(item['method'])}' is not an HTTP method`);
    const scripts = this.scripts(item, where);
    // Request variables apply to this request only: Postman's local variables.
    const locals = keyValues(item['requestVariables'])
      .filter((row) => row.enabled)
      .map((row) => `pm.variables.set(${JSON.stringify(row.key)}, ${JSON.stringify(row.value)});`)
      .join('\n');
    return {
      ...common,
      method: method.data,
      ...withQuery(hoppscotchText(item['endpoint']), keyValues(item['params'])),
      pathVariables: [],
      body: body(item['body'], this.notes, where),
      preRequestScript: joinScripts(locals, scripts.preRequestScript),
      postRequestScript: scripts.postRequestScript,
    };
  }

  level(source: JsonRecord, kind: 'collection' | 'folder', where: string) {
    const scripts = this.scripts(source, where);
    const levelAuth = auth(source['auth'], this.notes, where);
    return {
      auth: kind === 'collection' && levelAuth.type === 'inherit' ? { type: 'none' as const } : levelAuth,
      preRequestScript: joinScripts(headersScript(keyValues(source['headers'])), scripts.preRequestScript),
      postRequestScript: scripts.postRequestScript,
      variables: recordsOf(source['variables']).map((row): Variable => ({
        key: looseText(row['key']),
        value: hoppscotchText(row['currentValue'] ?? row['initialValue'] ?? row['value']),
        enabled: true,
        ...(row['secret'] === true && { type: 'secret' as const }),
      })),
    };
  }

  items(source: JsonRecord): CollectionItem[] {
    const folders = recordsOf(source['folders']).map((folder): CollectionItem => {
      const name = looseText(folder['name']) || 'Untitled folder';
      return {
        type: 'folder',
        id: createId(),
        name,
        items: this.items(folder),
        ...this.level(folder, 'folder', `Folder "${name}"`),
      };
    });
    return [...folders, ...recordsOf(source['requests']).map((request) => this.request(request))];
  }
}

export function importHoppscotchCollections(file: unknown): OtherToolImport {
  assertJsonDepth(file);
  const reader = new HoppscotchReader();
  const collections = asList(file).map((source, index) => {
    if (!isRecord(source)) throw malformed(COLLECTIONS, `collection ${index + 1}`, 'is not an object');
    assertFolderDepth(source['folders'], 'folders');
    const name = looseText(source['name']).trim() || 'Hoppscotch collection';
    return toCollection(
      {
        id: createId(),
        name,
        items: reader.items(source),
        ...reader.level(source, 'collection', `Collection "${name}"`),
        createdAt: reader.createdAt,
      },
      COLLECTIONS,
    );
  });
  return { collections, environments: [], notes: reader.notes };
}

export function importHoppscotchEnvironments(file: unknown): OtherToolImport {
  assertJsonDepth(file);
  const environments = recordsOf(asList(file)).map((source) =>
    toEnvironment(
      {
        id: createId(),
        name: looseText(source['name']).trim() || 'Hoppscotch environment',
        variables: recordsOf(source['variables']).map((row): Variable => ({
          key: looseText(row['key']),
          value: hoppscotchText(row['currentValue'] ?? row['initialValue'] ?? row['value']),
          enabled: true,
          ...(row['secret'] === true && { type: 'secret' as const }),
        })),
      },
      ENVIRONMENTS,
    ),
  );
  return { collections: [], environments, notes: new ImportNotes() };
}
