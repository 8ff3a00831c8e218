// An OpenAPI 3.0/3.1 or Swagger 2.0 document as a collection: one request per operation, in
// folders by tag (or by the path's first segment), with the document kept on the collection so it
// can be updated from a later version (docs/decisions/0039-openapi-import-and-keeping-in-step.md).
import { CollectionSchema, type Collection, type CollectionItem, type Folder } from '../../model/collection.js';
import { createId } from '../../model/id.js';
import type { KeyValue } from '../../model/keyValue.js';
import type { SavedRequest } from '../../model/request.js';
import { isRecord, type JsonRecord } from '../untrusted.js';
import { openApiFingerprint } from './openApiFingerprint.js';
import { authVariables, securityMapping, type SecurityMapping } from './openApiAuth.js';
import { chosenMediaType, requestBody } from './openApiBody.js';
import { pathWithVariables, requestParameters } from './openApiParameters.js';
import { responseExamples } from './openApiResponses.js';
import { serverVariables } from './openApiServers.js';
import { readOpenApi } from './readOpenApi.js';

export type FolderBy = 'tag' | 'path';

export interface OpenApiImportOptions {
  /** Folders by the operation's first tag (default, as documentation groups them) or by path. */
  folderBy?: FolderBy;
  /** The path or URL the document was read from: kept for updates, and relative servers resolve against it. */
  location?: string;
}

export interface OpenApiImport {
  collection: Collection;
  warnings: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `GET /pets/{petId}`: how an operation is known from one version of a document to the next. */
export const operationKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

interface Operation {
  path: string;
  method: (typeof METHODS)[number];
  pathItem: JsonRecord;
  operation: JsonRecord;
}

function operationsOf(document: JsonRecord): Operation[] {
  const paths = isRecord(document['paths']) ? document['paths'] : {};
  return Object.entries(paths).flatMap(([path, pathItem]) =>
    isRecord(pathItem)
      ? METHODS.flatMap((method) => {
          const operation = pathItem[method];
          return isRecord(operation) ? [{ path, method, pathItem, operation }] : [];
        })
      : [],
  );
}

/** The Accept header: what the operation's first success response is written in. */
function acceptedType(operation: JsonRecord): string | undefined {
  const responses = isRecord(operation['responses']) ? operation['responses'] : {};
  const success = Object.keys(responses).find((code) => code.startsWith('2')) ?? Object.keys(responses)[0];
  const response = success === undefined ? undefined : responses[success];
  return isRecord(response) && isRecord(response['content']) ? chosenMediaType(response['content']) : undefined;
}

function queryText(rows: KeyValue[]): string {
  return rows.length === 0 ? '' : `?${rows.map((row) => `${row.key}=${row.value}`).join('&')}`;
}

function requestOf(
  entry: Operation,
  security: SecurityMapping,
  collectionScheme: string,
  authNames: string[],
): SavedRequest {
  const { operation, method, path } = entry;
  const parameters = requestParameters(entry.pathItem, operation);
  const { body, contentType } = requestBody(operation);
  const accept = acceptedType(operation);
  const headers: KeyValue[] = [
    ...(contentType !== undefined ? [{ key: 'Content-Type', value: contentType, enabled: true }] : []),
    ...(accept !== undefined ? [{ key: 'Accept', value: accept, enabled: true }] : []),
    ...parameters.headers,
  ];
  const url = `{{baseUrl}}${pathWithVariables(path)}${queryText(parameters.query)}`;
  const mapped = security.authOf(operation['security']);
  authNames.push(...(mapped?.variables ?? []));
  // An operation that asks for the collection's own scheme inherits it, so one change there applies.
  const sameAsCollection = mapped !== undefined && JSON.stringify(mapped.auth) === collectionScheme;
  const summary = text(operation['summary']);
  const operationId = text(operation['operationId']);
  const description = [text(operation['description']), operation['deprecated'] === true ? '**Deprecated.**' : '']
    .filter(Boolean)
    .join('\n\n');
  return {
    type: 'request',
    id: createId(),
    name: summary ?? operationId ?? operationKey(method, path),
    ...(description && { description }),
    method: method.toUpperCase() as SavedRequest['method'],
    url,
    headers,
    pathVariables: parameters.pathVariables,
    ...(parameters.disabledQuery.length > 0 && { disabledQuery: parameters.disabledQuery }),
    body,
    auth: mapped === undefined || sameAsCollection ? { type: 'inherit' } : mapped.auth,
    preRequestScript: '',
    postRequestScript: '',
    examples: responseExamples(operation, { method: method.toUpperCase(), url }),
    openapi: { key: operationKey(method, path), ...(operationId && { operationId }) },
    createdAt: new Date().toISOString(),
  };
}

function emptyFolder(name: string, description?: string): Folder {
  return {
    type: 'folder',
    id: createId(),
    name,
    ...(description && { description }),
    items: [],
    auth: { type: 'inherit' },
    preRequestScript: '',
    postRequestScript: '',
    variables: [],
  };
}

/** The folder an operation goes in: its first tag, or its path's first segment; none at the top. */
function folderNameOf(operation: JsonRecord, path: string, folderBy: FolderBy): string | undefined {
  if (folderBy === 'tag') {
    const [tag] = Array.isArray(operation['tags']) ? operation['tags'] : [];
    return text(tag);
  }
  return path.split('/').find((segment) => segment !== '' && !segment.startsWith('{'));
}

function tagDescriptions(document: JsonRecord): Map<string, string> {
  const tags = Array.isArray(document['tags']) ? document['tags'].filter(isRecord) : [];
  return new Map(
    tags.flatMap((tag) => {
      const name = text(tag['name']);
      const description = text(tag['description']);
      return name && description ? [[name, description] as const] : [];
    }),
  );
}

/**
 * Converts a parsed OpenAPI document (as written in the file, references not yet resolved) into a
 * collection. Never throws for a document that parsed: what cannot be carried over is a warning.
 */
export function importOpenApi(file: JsonRecord, options: OpenApiImportOptions = {}): OpenApiImport {
  const folderBy = options.folderBy ?? 'tag';
  const { document, declaredVersion, warnings } = readOpenApi(file);
  const info = isRecord(document['info']) ? document['info'] : {};
  const security = securityMapping(document);
  const collectionAuth = security.authOf(document['security']);
  const collectionScheme = JSON.stringify(collectionAuth?.auth);
  const authNames = [...(collectionAuth?.variables ?? [])];
  const items: CollectionItem[] = [];
  const folders = new Map<string, Folder>();
  const descriptions = tagDescriptions(document);
  for (const entry of operationsOf(document)) {
    const request = requestOf(entry, security, collectionScheme, authNames);
    const folderName = folderNameOf(entry.operation, entry.path, folderBy);
    if (folderName === undefined) {
      items.push(request);
      continue;
    }
    let folder = folders.get(folderName);
    if (!folder) {
      folder = emptyFolder(folderName, folderBy === 'tag' ? descriptions.get(folderName) : undefined);
      folders.set(folderName, folder);
      items.push(folder);
    }
    folder.items.push(request);
  }
  for (const name of security.unsupported) {
    warnings.push(`Security scheme '${name}' has no matching auth in Courier: requests using it were given none`);
  }
  const collection = CollectionSchema.parse({
    id: createId(),
    name: text(info['title']) ?? 'OpenAPI import',
    description: text(info['description']),
    items,
    auth: collectionAuth?.auth ?? { type: 'none' },
    variables: [...serverVariables(document, options.location), ...authVariables(authNames)],
    imported: true,
    openapiSource: {
      location: options.location ?? '',
      fingerprint: openApiFingerprint(file),
      importedAt: new Date().toISOString(),
      folderBy,
      document: file,
    },
  });
  if (declaredVersion === '') warnings.push('The document declares no OpenAPI version');
  return { collection, warnings };
}
