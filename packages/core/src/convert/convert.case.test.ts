/**
 * The round-trip contract every exporter/importer pair keeps: export → import → export gives the
 * same text, for the fixtures (real-world shapes) and for generated collections.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Collection, CollectionItem } from '../model/collection.js';
import { methodCarriesBody } from '../model/method.js';
import { collectionArbitrary } from './fixtures/arbitraries.js';
import { COLLECTION_FIXTURES, fixtureJson, fixtureText } from './fixtures/read.js';
import { importFile } from './importFile.js';
import { exportNative } from './native.js';
import { exportPostman } from './postman/exportPostman.js';
import { importPostmanCollection } from './postman/importPostmanCollection.js';
import { exportPostmanEnvironment, exportPostmanGlobals } from './postman/postmanEnvironment.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');

interface Pair {
  name: string;
  exportText: (collections: Collection[]) => string;
}

const PAIRS: Pair[] = [
  { name: 'native', exportText: (collections) => exportNative({ collections }, { now: NOW }).text },
  {
    name: 'Postman v2.1',
    exportText: (collections) => exportPostman(collections, { now: NOW, bundleId: 'bundle' }).text,
  },
];

const fixtureCollections = COLLECTION_FIXTURES.map(
  (name) => [name, importPostmanCollection(fixtureJson(name)).collection] as const,
);

describe.each(PAIRS)('$name export → import → export', ({ exportText }) => {
  const again = (text: string) => exportText(importFile(text).collections);

  it.each(fixtureCollections)('keeps %s byte for byte', (_name, collection) => {
    const first = exportText([collection]);
    expect(again(first)).toBe(first);
  });

  it('keeps several collections in one file', () => {
    const first = exportText(fixtureCollections.map(([, collection]) => collection));
    expect(again(first)).toBe(first);
  });

  it('keeps any generated collection', () => {
    fc.assert(
      fc.property(collectionArbitrary, (collection) => {
        const first = exportText([collection]);
        expect(again(first)).toBe(first);
      }),
      { numRuns: 150 },
    );
  });
});

describe('Postman environment and globals export → import → export', () => {
  it('keeps an environment byte for byte', () => {
    const [environment] = importFile(fixtureText('testEnv.postman_environment.json')).environments;
    const first = exportPostmanEnvironment(environment!, { now: NOW }).text;
    expect(exportPostmanEnvironment(importFile(first).environments[0]!, { now: NOW }).text).toBe(first);
  });

  it('keeps globals byte for byte', () => {
    const { globals } = importFile(fixtureText('workspace.postman_globals.json'));
    const first = exportPostmanGlobals(globals, { now: NOW, id: 'g' }).text;
    expect(exportPostmanGlobals(importFile(first).globals, { now: NOW, id: 'g' }).text).toBe(first);
  });
});

/** What Postman's format cannot hold, taken out of a collection the way an export drops it. */
function asPostmanKeepsIt(collection: Collection): unknown {
  const item = (entry: CollectionItem): unknown[] => {
    if (entry.type === 'websocket') return [];
    if (entry.type === 'folder') return [{ ...entry, items: entry.items.flatMap(item) }];
    const { createdAt: _created, disabledQuery, ...request } = entry;
    return [
      {
        ...request,
        body: methodCarriesBody(request.method) ? request.body : { mode: 'none' },
        ...(disabledQuery?.length && { disabledQuery: disabledQuery.map((row) => ({ ...row, enabled: false })) }),
      },
    ];
  };
  const { createdAt: _created, imported: _imported, ...rest } = collection;
  return {
    ...rest,
    auth: rest.auth.type === 'inherit' ? { type: 'none' } : rest.auth,
    variables: rest.variables.map((variable) => ({ ...variable, value: withoutProtoKeys(variable.value) })),
    items: rest.items.flatMap(item),
  };
}

/**
 * Importers drop `"__proto__"` keys from JSON values at any depth: the Postman importer itself
 * (postmanVariables.ts), the native one through zod's `z.json()`, which rebuilds objects.
 */
function withoutProtoKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProtoKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '__proto__')
      .map(([key, inner]) => [key, withoutProtoKeys(inner)]),
  );
}

describe('import gives back what was exported', () => {
  it('native keeps everything', () => {
    fc.assert(
      fc.property(collectionArbitrary, (collection) => {
        const imported = importFile(exportNative({ collections: [collection] }, { now: NOW }).text);
        // Through JSON, as any file: -0 is written as 0; and no file brings a "__proto__" key
        // back into a JSON value, which could otherwise reach a prototype.
        expect(imported.collections).toEqual([withoutProtoKeys(JSON.parse(JSON.stringify(collection)))]);
      }),
      { numRuns: 100 },
    );
  });

  it('Postman keeps everything its format can hold', () => {
    fc.assert(
      fc.property(collectionArbitrary, (collection) => {
        const [imported] = importFile(exportPostman([collection], { now: NOW }).text).collections;
        expect(imported!.imported).toBe(true);
        expect(asPostmanKeepsIt(imported!)).toEqual(asPostmanKeepsIt(JSON.parse(JSON.stringify(collection))));
      }),
      { numRuns: 150 },
    );
  });
});
