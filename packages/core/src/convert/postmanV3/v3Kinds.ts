/**
 * What of a Postman 3.0.0 folder Courier reads into its model: the kinds of item it reads, and the
 * top-level fields of each file it reads. The rest (a gRPC, MQTT, MCP or LLM request, a field Postman
 * or a person added) has no place in the model, so a save or a conversion keeps it as it was in the
 * file instead of dropping it (docs/decisions/0052-repository-environments-and-kept-files.md).
 */
import type { FolderFile } from '../bruno/brunoConfigFile.js';
import { parseV3File } from './parseV3File.js';
import { REQUEST_SUFFIX } from './v3Layout.js';

/** The request kinds Courier reads; every other `$kind` of a request file is kept as it is. */
export const READ_KINDS: ReadonlySet<string> = new Set(['http-request', 'graphql-request', 'websocket-request']);

const REQUEST_FIELDS = [
  '$kind',
  'name',
  'order',
  'description',
  'url',
  'method',
  'headers',
  'queryParams',
  'pathVariables',
  'body',
  'auth',
  'settings',
  'scripts',
  'examples',
];

/** The fields the reader takes from each kind of file (`readV3Folder.ts`, `v3Request.ts`). */
const READ_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = {
  'http-request': new Set(REQUEST_FIELDS),
  'graphql-request': new Set([...REQUEST_FIELDS, 'query', 'variables']),
  'websocket-request': new Set([...REQUEST_FIELDS, 'protocols', 'messages']),
  'http-example': new Set(['$kind', 'name', 'order', 'request', 'response']),
  collection: new Set(['$kind', 'name', 'order', 'description', 'variables', 'auth', 'scripts', 'settings']),
  // An environment file carries no `$kind`; its readers and writers name it so.
  environment: new Set(['$kind', 'name', 'values']),
};

/** Whether a request file holds a kind Courier does not read: it is never rewritten nor removed. */
export function isKeptAsIs(path: string, fields: Record<string, unknown>): boolean {
  return path.endsWith(REQUEST_SUFFIX) && typeof fields.$kind === 'string' && !READ_KINDS.has(fields.$kind);
}

/** The top-level fields of a file Courier does not read, which a rewrite of the file keeps. */
export function unreadFields(fields: Record<string, unknown>): Record<string, unknown> {
  const read = typeof fields.$kind === 'string' ? READ_FIELDS[fields.$kind] : undefined;
  if (read === undefined) return {};
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !read.has(key)));
}

/** `isKeptAsIs` for a file as read from disk. */
export function isKeptFile(file: FolderFile): boolean {
  return file.path.endsWith(REQUEST_SUFFIX) && isKeptAsIs(file.path, parseV3File(file));
}
