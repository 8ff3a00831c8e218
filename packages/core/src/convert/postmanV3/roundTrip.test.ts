// Every collection of the shared corpus (beside the repository, or COURIER_CORPUS), and any generated
// one, goes v2.1 → Courier → 3.0.0 folder → Courier → v2.1 and must come back holding the same things.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectionArbitrary } from '../fixtures/arbitraries.js';
import { v21WithoutIds } from '../fixtures/v21WithoutIds.js';
import { importAny } from '../importAny.js';
import { exportPostman } from '../postman/exportPostman.js';
import { importPostmanV3Folder } from './importPostmanV3Folder.js';
import { writeV3Folder } from './writeV3Folder.js';

const CORPUS = join(
  process.env['COURIER_CORPUS'] ?? resolve(import.meta.dirname, '../../../../../../shared/corpus'),
  'collections',
);
const NAMES = existsSync(CORPUS) ? readdirSync(CORPUS).filter((name) => name.endsWith('.postman_collection.json')) : [];

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
