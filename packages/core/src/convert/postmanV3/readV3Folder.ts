/**
 * A Postman 3.0.0 collection folder read into the Postman v2.1 collection it stands for, so the one
 * well-tested v2.1 importer maps it into Courier's model (auth, scripts, bodies, examples alike).
 */
import { ImportError } from '../errors.js';
import { WEBSOCKET_FIELDS } from '../postman/exportPostmanCollection.js';
import type { FolderFile } from '../bruno/brunoConfigFile.js';
import type { JsonRecord } from '../untrusted.js';
import { parseV3File } from './parseV3File.js';
import { typedValue } from './typedValue.js';
import { READ_KINDS } from './v3Kinds.js';
import { v21Auth, v21Events, v21Request, v21Response } from './v3Request.js';
import {
  DEFINITION_FILE,
  directoryOf,
  ENVIRONMENT_FILE,
  EXAMPLE_SUFFIX,
  examplesDirOf,
  REQUEST_SUFFIX,
} from './v3Layout.js';

export interface V3Folder {
  collection: JsonRecord;
  environments: JsonRecord[];
}

interface Placed {
  order: number;
  name: string;
  item: JsonRecord;
}

function stemOf(path: string, suffix: string): string {
  return path.slice(directoryOf(path).length === 0 ? 0 : directoryOf(path).length + 1, -suffix.length);
}

/** Items without an `order` come after those with one, by name. */
function byOrder(a: Placed, b: Placed): number {
  return a.order - b.order || a.name.localeCompare(b.name);
}

function variablesOf(definition: Record<string, unknown>): JsonRecord[] | undefined {
  const variables = definition.variables;
  if (!Array.isArray(variables)) return undefined;
  return (variables as Record<string, unknown>[]).map((row) => ({
    key: String(row.key ?? ''),
    ...typedValue(row),
    ...(row.disabled === true ? { disabled: true } : {}),
    ...(typeof row.description === 'string' ? { description: row.description } : {}),
  }));
}

/** The settings a definition gives a folder or the collection, in v2.1's words. */
function scopeOf(definition: Record<string, unknown>): JsonRecord {
  const auth = v21Auth(definition.auth);
  const event = v21Events(definition.scripts);
  const variable = variablesOf(definition);
  return {
    ...(typeof definition.description === 'string' ? { description: definition.description } : {}),
    ...(definition.settings === undefined ? {} : { protocolProfileBehavior: definition.settings }),
    ...(auth === undefined ? {} : { auth }),
    ...(event === undefined ? {} : { event }),
    ...(variable === undefined ? {} : { variable }),
  };
}

function v3Kind(fields: Record<string, unknown>, path: string): string {
  const kind = fields.$kind;
  if (typeof kind !== 'string') throw new ImportError('INVALID_YAML', `${path}:1: missing $kind`);
  return kind;
}

/** Parses one file of the folder; a reader of the same folder again may keep what it parsed before. */
export type V3FileParser = (file: FolderFile) => Record<string, unknown>;

/** Reads the folder's collection (files under `root`) and its environments. */
export function readV3Folder(
  files: readonly FolderFile[],
  fallbackName: string,
  parse: V3FileParser = parseV3File,
): V3Folder {
  const collectionFiles = files.filter((file) => !ENVIRONMENT_FILE.test(file.path));
  const parsed = new Map(
    collectionFiles.filter((file) => file.path.endsWith('.yaml')).map((file) => [file.path, parse(file)] as const),
  );
  const definitionOf = (dir: string) => parsed.get(dir === '' ? DEFINITION_FILE : `${dir}/${DEFINITION_FILE}`) ?? {};
  const requestPaths = [...parsed.keys()].filter((path) => path.endsWith(REQUEST_SUFFIX));
  const root = commonRoot(requestPaths.map(directoryOf), [...parsed.keys()]);

  const children = new Map<string, Placed[]>();
  const place = (dir: string, placed: Placed) => {
    if (!children.has(dir)) children.set(dir, []);
    children.get(dir)?.push(placed);
  };

  // Each request's examples by their folder, found once: a folder of thousands of requests would
  // otherwise look through every file for each request.
  const examplesByDir = new Map<string, [string, Record<string, unknown>][]>();
  for (const entry of parsed) {
    if (!entry[0].endsWith(EXAMPLE_SUFFIX)) continue;
    const dir = directoryOf(entry[0]);
    const inDir = examplesByDir.get(dir);
    if (inDir) inDir.push(entry);
    else examplesByDir.set(dir, [entry]);
  }

  for (const path of requestPaths) {
    const fields = parsed.get(path) ?? {};
    const kind = v3Kind(fields, path);
    if (!READ_KINDS.has(kind)) continue;
    const name = typeof fields.name === 'string' ? fields.name : stemOf(path, REQUEST_SUFFIX);
    const examples = (examplesByDir.get(examplesDirOf(path)) ?? [])
      .map(([examplePath, example]) => ({
        order: Number(example.order ?? Number.POSITIVE_INFINITY),
        name: stemOf(examplePath, EXAMPLE_SUFFIX),
        item: v21Response({ name: stemOf(examplePath, EXAMPLE_SUFFIX), ...example }, examplePath),
      }))
      .sort(byOrder)
      .map((placed) => placed.item);
    const event = v21Events(fields.scripts);
    place(directoryOf(path), {
      order: Number(fields.order ?? Number.POSITIVE_INFINITY),
      name,
      item: {
        name,
        request: v21Request(fields, path),
        // Its connection is read as a request's; what only a WebSocket request has waits beside it.
        ...(kind === 'websocket-request'
          ? { [WEBSOCKET_FIELDS]: { protocols: fields.protocols ?? [], messages: fields.messages ?? [] } }
          : {}),
        ...(event === undefined ? {} : { event }),
        ...(fields.settings === undefined ? {} : { protocolProfileBehavior: fields.settings }),
        ...(examples.length === 0 ? {} : { response: examples }),
      },
    });
  }

  const folderDirs = new Set<string>();
  for (const dir of requestPaths.map(directoryOf)) {
    for (let at = dir; at !== root && at.startsWith(root); at = directoryOf(at)) folderDirs.add(at);
  }
  for (const path of parsed.keys()) {
    if (path.endsWith(DEFINITION_FILE)) {
      const dir = directoryOf(directoryOf(path));
      if (dir !== root && dir.startsWith(root)) folderDirs.add(dir);
    }
  }
  // Deepest first, so a folder's subfolders are placed before the folder itself is built.
  for (const dir of [...folderDirs].sort((a, b) => b.split('/').length - a.split('/').length)) {
    const definition = definitionOf(dir);
    const name =
      typeof definition.name === 'string'
        ? definition.name
        : dir.slice(directoryOf(dir).length + (directoryOf(dir) === '' ? 0 : 1));
    place(directoryOf(dir), {
      order: Number(definition.order ?? Number.POSITIVE_INFINITY),
      name,
      item: {
        name,
        item: (children.get(dir) ?? []).sort(byOrder).map((placed) => placed.item),
        ...scopeOf(definition),
      },
    });
  }

  const definition = definitionOf(root);
  const rootName =
    root === '' ? fallbackName : root.slice(directoryOf(root).length + (directoryOf(root) === '' ? 0 : 1));
  const collection: JsonRecord = {
    info: {
      name: typeof definition.name === 'string' ? definition.name : rootName,
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    item: (children.get(root) ?? []).sort(byOrder).map((placed) => placed.item),
    ...scopeOf(definition),
  };
  return { collection, environments: readEnvironments(files) };
}

/** The collection's directory: the shallowest one holding a definition or a request. */
export function commonRoot(requestDirs: string[], paths: string[]): string {
  const candidates = [
    ...requestDirs,
    ...paths.filter((path) => path.endsWith(DEFINITION_FILE)).map((path) => directoryOf(directoryOf(path))),
  ];
  return (
    candidates.sort((a, b) => (a === '' ? 0 : a.split('/').length) - (b === '' ? 0 : b.split('/').length))[0] ?? ''
  );
}

/** `postman/environments/*.yaml` as v2.1 environment files. */
function readEnvironments(files: readonly FolderFile[]): JsonRecord[] {
  return files.filter((file) => ENVIRONMENT_FILE.test(file.path)).map(v21Environment);
}

/** One `postman/environments/*.yaml` file as the v2.1 environment file it stands for. */
export function v21Environment(file: FolderFile): JsonRecord {
  const fields = parseV3File(file);
  const values = Array.isArray(fields.values) ? (fields.values as Record<string, unknown>[]) : [];
  return {
    name: typeof fields.name === 'string' ? fields.name : stemOf(file.path, '.yaml'),
    values: values.map((row) => ({
      key: String(row.key ?? ''),
      value: String(row.value ?? ''),
      enabled: row.enabled !== false,
      type: typeof row.type === 'string' ? row.type : 'default',
    })),
  };
}
