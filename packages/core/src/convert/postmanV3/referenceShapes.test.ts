// A folder in every shape Postman's 3.0.0 reference documents (fixtures/reference-shapes/README.md)
// opens with what it says, and round-trips: folder → write → read, and v2.1 → folder → v2.1.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { v21WithoutIds } from '../fixtures/v21WithoutIds.js';
import { importPostmanCollection } from '../postman/importPostmanCollection.js';
import { postmanCollectionOf } from '../postman/exportPostmanCollection.js';
import type { SavedRequest } from '../../model/request.js';
import { importPostmanV3Folder } from './importPostmanV3Folder.js';
import { writeV3Folder } from './writeV3Folder.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/reference-shapes/', import.meta.url));

const files = readdirSync(FIXTURE, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
  .map((entry) => {
    const path = join(entry.parentPath, entry.name);
    return { path: relative(FIXTURE, path).split(sep).join('/'), text: readFileSync(path, 'utf8') };
  });

function opened() {
  const imported = importPostmanV3Folder(files);
  const [collection] = imported.collections;
  if (collection === undefined) throw new Error('the folder holds no collection');
  return { collection, environments: imported.environments };
}

describe('a folder in the shapes of Postman’s 3.0.0 reference', () => {
  it('opens with its requests in order, its folder, examples, variables, auth and environment', () => {
    const { collection, environments } = opened();
    expect(collection.name).toBe('Lending Library');
    expect(collection.items.map((item) => item.name)).toEqual(['list loans', 'get loan by :id', 'add loan', 'members']);
    const [list, byId, add] = collection.items as SavedRequest[];
    expect(list!.examples?.map((example) => example.name)).toEqual(['200 OK', '401 Unauthorized']);
    expect(list!.url).toBe('{{base_url}}/loans?limit={{page_size}}');
    expect(list!.disabledQuery?.map((param) => param.key)).toEqual(['overdue']);
    expect(byId!.url).toBe('{{base_url}}/loans/:id');
    expect(byId!.pathVariables.map((variable) => [variable.key, variable.value])).toEqual([['id', '42']]);
    expect(add!.method).toBe('POST');
    expect(JSON.stringify(add!.body)).toContain('The Left Hand of Darkness');
    expect(collection.variables?.map((variable) => variable.key)).toEqual(['base_url', 'page_size']);
    expect(collection.auth?.type).toBe('apikey');
    expect(environments.map((environment) => environment.name)).toEqual(['Local']);
    expect(environments[0]!.variables.find((variable) => variable.key === 'library_key')?.type).toBe('secret');
  });

  it('comes back the same after folder → write → read', () => {
    const { collection } = opened();
    const [again] = importPostmanV3Folder(writeV3Folder(collection)).collections;
    expect(v21WithoutIds(again!)).toEqual(v21WithoutIds(collection));
  });

  it('comes back the same after v2.1 → folder → v2.1', () => {
    const v21 = postmanCollectionOf(opened().collection);
    const { collection } = importPostmanCollection(v21);
    const [again] = importPostmanV3Folder(writeV3Folder(collection)).collections;
    expect(v21WithoutIds(again!)).toEqual(v21WithoutIds(collection));
  });
});
