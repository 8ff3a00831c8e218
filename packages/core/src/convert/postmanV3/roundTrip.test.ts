// Every collection of the shared corpus (beside the repository, or COURIER_CORPUS), and any generated
// one, goes v2.1 → Courier → 3.0.0 folder → Courier → v2.1 and must come back holding the same things.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectionArbitrary } from '../fixtures/arbitraries.js';
import { importAny } from '../importAny.js';
import { exportPostman } from '../postman/exportPostman.js';
import { postmanCollectionOf } from '../postman/exportPostmanCollection.js';
import type { Collection } from '../../model/collection.js';
import { importPostmanV3Folder } from './importPostmanV3Folder.js';
import { writeV3Folder } from './writeV3Folder.js';

const CORPUS = join(
  process.env['COURIER_CORPUS'] ?? resolve(import.meta.dirname, '../../../../../../shared/corpus'),
  'collections',
);
const NAMES = existsSync(CORPUS) ? readdirSync(CORPUS).filter((name) => name.endsWith('.postman_collection.json')) : [];

type Row = Record<string, unknown>;

/** A saved response as a user sees it: name, status, headers, body (the v3 example file's fields). */
function visibleExample(example: Row): Row {
  const headers = Array.isArray(example['header']) ? (example['header'] as Row[]) : [];
  return {
    name: example['name'],
    code: example['code'],
    status: example['status'],
    body: example['body'],
    header: headers.map((header) => [header['key'], header['value']]),
  };
}

/** The v2.1 file without the ids each import hands out afresh, examples as a user sees them. */
function v21WithoutIds(collection: Collection): unknown {
  return JSON.parse(
    JSON.stringify(postmanCollectionOf(collection), (key, value: unknown) => {
      if (key === 'id' || key === '_postman_id') return undefined;
      // An empty description is no description: the folder writes none.
      if (key === 'description' && value === '') return undefined;
      // Postman's values are text: a number or boolean comes back as its text unless its type names it.
      if (key === 'value' && (typeof value === 'number' || typeof value === 'boolean')) return String(value);
      // No protocol settings and empty ones are the same request.
      if (key === 'protocolProfileBehavior' && JSON.stringify(value) === '{}') return undefined;
      if (key === 'response' && Array.isArray(value)) return (value as Row[]).map(visibleExample);
      return value;
    }),
  );
}

describe.skipIf(NAMES.length === 0)('v2.1 → 3.0.0 folder → v2.1 on the shared corpus', () => {
  it.each(NAMES)('%s loses nothing', (name) => {
    const [collection] = importAny(readFileSync(join(CORPUS, name), 'utf8'), name).collections;
    if (collection === undefined) throw new Error(`${name} holds no collection`);
    const [again] = importPostmanV3Folder(writeV3Folder(collection)).collections;
    if (again === undefined) throw new Error('the folder holds no collection');
    expect(v21WithoutIds(again)).toEqual(v21WithoutIds(collection));
  });
});

describe('v2.1 → 3.0.0 folder → v2.1 on generated collections', () => {
  it('loses nothing of any collection a v2.1 file can hold', () => {
    fc.assert(
      fc.property(collectionArbitrary, (generated) => {
        // What v2.1 holds is what the folder must hold: the collection as a v2.1 file gives it back.
        const [collection] = importAny(exportPostman([generated]).text, 'generated.json').collections;
        if (collection === undefined) throw new Error('the v2.1 file holds no collection');
        const [again] = importPostmanV3Folder(writeV3Folder(collection)).collections;
        if (again === undefined) throw new Error('the folder holds no collection');
        expect(v21WithoutIds(again)).toEqual(v21WithoutIds(collection));
      }),
      { numRuns: 200 },
    );
  });
});
