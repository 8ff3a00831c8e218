/**
 * A collection written as a Postman 3.0.0 folder: one file per request, a definition per folder with
 * settings, examples beside their request. Written through the v2.1 file the collection exports to,
 * so both Postman formats carry exactly the same things.
 */
import type { FolderFile } from '../bruno/brunoConfigFile.js';
import { postmanCollectionOf } from '../postman/exportPostmanCollection.js';
import { FolderSchema, type Collection, type CollectionItem, type Folder } from '../../model/collection.js';
import type { Environment } from '../../model/environment.js';
import type { JsonRecord } from '../untrusted.js';
import { stringifyV3 } from './stringifyV3.js';
import { textValue } from './typedValue.js';
import { DEFINITION_FILE, ENVIRONMENTS_DIR, examplesDirOf, EXAMPLE_SUFFIX, REQUEST_SUFFIX } from './v3Layout.js';
import type { V3StemOnDisk } from './v3ExistingStems.js';
import { StemAllocator } from './v3FileName.js';
import { v3Auth, v3ExampleFields, v3RequestFields, v3Scripts } from './v3Fields.js';

/** Postman spaces `order` values so an item can later be placed between two without renumbering. */
const ORDER_STEP = 1000;

type Fields = Record<string, unknown>;

function definitionFields(scope: JsonRecord, name: string, stem: string, order?: number): Fields | undefined {
  const variables = Array.isArray(scope.variable)
    ? (scope.variable as Fields[]).map((row) => ({
        key: String(row.key ?? ''),
        ...textValue(row),
        // A variable's type is kept even when it is `string`: v2.1 tells it from no type at all.
        ...(row.type === 'string' ? { type: 'string' } : {}),
        ...(row.disabled === true ? { disabled: true } : {}),
        ...(typeof row.description === 'string' && row.description !== '' ? { description: row.description } : {}),
      }))
    : [];
  const info = (scope.info ?? {}) as Fields;
  const description = scope.description ?? info.description;
  const fields: Fields = {
    ...(name === stem ? {} : { name }),
    ...(typeof description === 'string' ? { description } : {}),
    ...(variables.length === 0 ? {} : { variables }),
    ...(scope.auth === undefined ? {} : { auth: v3Auth(scope.auth) }),
    ...(v3Scripts(scope.event, 'http:') === undefined ? {} : { scripts: v3Scripts(scope.event, 'http:') }),
    ...(scope.protocolProfileBehavior === undefined ? {} : { settings: scope.protocolProfileBehavior }),
    ...(order === undefined ? {} : { order }),
  };
  return Object.keys(fields).length === 0 ? undefined : { $kind: 'collection', ...fields };
}

/**
 * Which of a collection's files to make: those of the items (and the collection, by its id) in `only`,
 * or all. Every item's place is still worked out, so a file made alone has the path and `order` it has
 * in the whole folder: a save of one request of thousands stringifies one request.
 */
interface V3WriteOptions {
  only?: ReadonlySet<string>;
  /** Where the folder's files are already (v3ExistingStems.ts): an item written keeps its file's name. */
  stemOnDisk?: V3StemOnDisk | undefined;
}

const wanted = (only: ReadonlySet<string> | undefined, id: unknown): boolean =>
  only === undefined || (typeof id === 'string' && only.has(id));

let standIn: Folder | undefined;

/**
 * The items asked for as they are, the folders holding them with their other items outlined the same
 * way, and every other item as an empty folder of its name: of those the writer needs only a name and
 * a place, and converting thousands of requests to v2.1 to write one would cost more than writing it.
 */
function outline(
  items: readonly CollectionItem[],
  only: ReadonlySet<string>,
): { items: CollectionItem[]; holdsWanted: boolean } {
  standIn ??= FolderSchema.parse({ type: 'folder', id: 'stand-in' });
  let holdsWanted = false;
  const outlined = items.map((item): CollectionItem => {
    if (only.has(item.id)) {
      holdsWanted = true;
      return item;
    }
    if (item.type === 'folder') {
      const inner = outline(item.items, only);
      if (inner.holdsWanted) {
        holdsWanted = true;
        return { ...item, items: inner.items };
      }
    }
    return { ...standIn!, id: item.id, name: item.name };
  });
  return { items: outlined, holdsWanted };
}

interface ItemsPlace {
  /** The directory written into, from the top of the output. */
  dir: string;
  /** The same directory inside the collection's folder ('' for its top). */
  inside: string;
  only: ReadonlySet<string> | undefined;
  stemOnDisk: V3StemOnDisk | undefined;
}

/** Each item's stem: the one its file has on disk when it has one, the writer's own for the rest. */
function itemStems(items: readonly JsonRecord[], inside: string, stemOnDisk: V3StemOnDisk | undefined): string[] {
  const stems = new StemAllocator();
  const kept = items.map((item) => {
    const onDisk = stemOnDisk?.(inside, String(item.name ?? ''), Array.isArray(item.item) ? 'folder' : 'request');
    return onDisk !== undefined && stems.keep(onDisk) ? onDisk : undefined;
  });
  return items.map((item, index) => kept[index] ?? stems.take(String(item.name ?? '')));
}

function writeItems(items: unknown, place: ItemsPlace, out: FolderFile[]): void {
  const { dir, inside, only, stemOnDisk } = place;
  const listed = Array.isArray(items) ? (items as JsonRecord[]) : [];
  const stems = itemStems(listed, inside, stemOnDisk);
  listed.forEach((item, index) => {
    const name = String(item.name ?? '');
    const stem = stems[index]!;
    const order = (index + 1) * ORDER_STEP;
    if (Array.isArray(item.item)) {
      const folderDir = `${dir}${stem}/`;
      if (wanted(only, item.id)) {
        const definition = definitionFields(item, name, stem, order) ?? { $kind: 'collection', order };
        out.push({ path: `${folderDir}${DEFINITION_FILE}`, text: stringifyV3(definition) });
      }
      // A folder wanted is wanted whole: its items are written with it.
      const inner = { dir: folderDir, inside: `${inside}${stem}/`, stemOnDisk };
      writeItems(item.item, { ...inner, only: wanted(only, item.id) ? undefined : only }, out);
      return;
    }
    if (!wanted(only, item.id)) return;
    const path = `${dir}${stem}${REQUEST_SUFFIX}`;
    const responses = Array.isArray(item.response) ? (item.response as Fields[]) : [];
    const head = { ...(name === stem ? {} : { name }), order };
    const examplesDir = examplesDirOf(path);
    out.push({
      path,
      text: stringifyV3({
        ...v3RequestFields(item, head),
        ...(responses.length === 0 ? {} : { examples: `./${examplesDir.slice(dir.length)}` }),
      }),
    });
    const exampleStems = new StemAllocator();
    responses.forEach((response, at) => {
      const exampleName = String(response.name ?? '');
      const exampleStem = exampleStems.take(exampleName);
      const fields = v3ExampleFields(response, (at + 1) * ORDER_STEP);
      out.push({
        path: `${examplesDir}/${exampleStem}${EXAMPLE_SUFFIX}`,
        text: stringifyV3(exampleName === exampleStem ? fields : { $kind: fields.$kind, name: exampleName, ...fields }),
      });
    });
  });
}

/** The collection's files under `postman/collections/<name>/`, its environments under `postman/environments/`. */
export function writeV3Folder(
  collection: Collection,
  environments: readonly Environment[] = [],
  { only, stemOnDisk }: V3WriteOptions = {},
): FolderFile[] {
  const outlined = only === undefined ? collection : { ...collection, items: outline(collection.items, only).items };
  const v21 = postmanCollectionOf(outlined, { keepWebSockets: true });
  const stem = new StemAllocator().take(collection.name);
  const root = `postman/collections/${stem}/`;
  const out: FolderFile[] = [];
  const definition = definitionFields(v21, collection.name, stem) ?? { $kind: 'collection' };
  if (wanted(only, collection.id)) out.push({ path: `${root}${DEFINITION_FILE}`, text: stringifyV3(definition) });
  writeItems(v21.item, { dir: root, inside: '', only, stemOnDisk }, out);
  const envStems = new StemAllocator();
  for (const environment of environments) {
    out.push({
      path: `${ENVIRONMENTS_DIR}${envStems.take(environment.name)}.yaml`,
      text: stringifyV3({
        name: environment.name,
        values: environment.variables.map((variable) => ({
          key: variable.key,
          value: typeof variable.value === 'string' ? variable.value : JSON.stringify(variable.value),
          enabled: variable.enabled,
          type: 'default',
        })),
      }),
    });
  }
  return out;
}
