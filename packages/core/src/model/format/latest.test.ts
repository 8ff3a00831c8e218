import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { CURRENT_FORMAT_VERSION, formatVersionOf, migrateToLatest } from './latest.js';
import { formatV2 } from './v2.js';
import { listRequests } from '../walk.js';

const fixture = (version: number): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/v${version}.json`, import.meta.url), 'utf8'));

describe('native file format', () => {
  it('has a fixture for every version, each migrating to the latest', () => {
    for (let version = 1; version <= CURRENT_FORMAT_VERSION; version++) {
      const input = fixture(version);
      expect(formatVersionOf(input)).toBe(version);
      const bundle = migrateToLatest(input);
      expect(bundle.info.version).toBe(CURRENT_FORMAT_VERSION);
      expect(bundle.collections.length).toBeGreaterThan(0);
    }
  });

  it('turns a version 1 flat collection into a tree keeping every request detail', () => {
    const bundle = migrateToLatest(fixture(1));
    const [collection] = bundle.collections;
    const requests = listRequests(collection!.items).map((located) => located.request);
    expect(requests.map((request) => request.name)).toEqual(['List users', 'Create user', 'Countries']);

    const [list, create, graphql] = requests;
    expect(list!.method).toBe('GET');
    expect(list!.headers).toEqual([
      { key: 'Accept', value: 'application/json', enabled: true },
      { key: 'X-Api-Key', value: '{{apiKey}}', enabled: true },
    ]);
    expect(list!.auth).toEqual({ type: 'bearer', token: '{{token}}' });
    expect(list!.lastTestResults?.[0]?.passed).toBe(true);
    expect(create!.body).toEqual({ mode: 'raw', raw: '{"name": "Ada"}', language: 'json' });
    expect(create!.auth).toEqual({ type: 'apikey', key: 'X-Key', value: 'secret', in: 'header' });
    expect(graphql!.body).toMatchObject({ mode: 'graphql', query: '{ countries { code } }' });
    expect(JSON.parse((graphql!.body as { variables: string }).variables)).toEqual({ first: 2 });

    expect(bundle.settings).toEqual({ theme: 'dark', autoFormat: false, timeout: 10000 });
    expect(bundle.history[0]!.response?.body).toBe('{"ok":true}');
  });

  it('keeps version 2 as its files hold it', async () => {
    // Version 2 is read with the model's schemas, so a model change can change what a version 2
    // file means. Its shape (as JSON Schema, with the defaults an old file gets) is recorded in
    // fixtures/v2.shape.snap, so that every such change is deliberate.
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    try {
      const shape = JSON.stringify(z.toJSONSchema(formatV2.schema, { io: 'input' }), null, 2);
      await expect(
        shape,
        'The version 2 file changed shape. A field that files may leave out (optional or with a default) keeps ' +
          'every version 2 file readable: update the record (npx vitest run packages/core/src/model/format -u). ' +
          'Anything else is a new format version (docs/decisions/0018-versioned-native-format.md)',
      ).toMatchFileSnapshot('./fixtures/v2.shape.snap');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a file from a newer Courier with a clear message', () => {
    expect(() => migrateToLatest({ info: { format: 'courier', version: 99 }, collections: [] })).toThrow(
      /newer Courier \(format 99\)/,
    );
  });

  it('names the field that is wrong', () => {
    expect(() => migrateToLatest({ collections: [{ name: 'x' }] })).toThrow(/collections\.0\.id/);
  });
});
