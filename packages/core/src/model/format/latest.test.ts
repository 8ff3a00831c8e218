import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { CURRENT_FORMAT_VERSION, formatVersionOf, migrateToLatest } from './latest.js';
import { formatV2 } from './v2.js';
import { formatV3 } from './v3.js';
import { listRequests, listWebSocketRequests } from '../walk.js';

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

  it.each([formatV2, formatV3])('keeps version $version as its files hold it', async (format) => {
    // Versions 2 and up are read with the model's schemas, so a model change can change what their
    // files mean. Each one's shape (as JSON Schema, with the defaults an old file gets) is recorded
    // in fixtures/v<version>.shape.snap, so that every such change is deliberate.
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    try {
      const shape = JSON.stringify(z.toJSONSchema(format.schema, { io: 'input' }), null, 2);
      await expect(
        shape,
        `The version ${format.version} file changed shape. A field that files may leave out (optional or with a ` +
          `default) keeps every version ${format.version} file readable: update the record (npx vitest run ` +
          'packages/core/src/model/format -u). Anything else is a new format version ' +
          '(docs/decisions/0018-versioned-native-format.md)',
      ).toMatchFileSnapshot(`./fixtures/v${format.version}.shape.snap`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads WebSocket requests with their saved messages from a version 3 file', () => {
    const [collection] = migrateToLatest(fixture(3)).collections;
    const [located] = listWebSocketRequests(collection!.items);
    expect(located!.folders.map((folder) => folder.name)).toEqual(['Live']);
    expect(located!.request).toMatchObject({
      name: 'Room feed',
      url: '{{wsUrl}}/rooms/7',
      protocols: ['chat.v2'],
      auth: { type: 'inherit' },
      messages: [
        { name: 'Join', type: 'text', body: '{"join":7}' },
        { name: 'Magic', type: 'binary', encoding: 'hex', body: 'de ad be ef' },
      ],
    });
    // The HTTP request beside it is still one, and the only one a run would send.
    expect(listRequests(collection!.items).map((entry) => entry.request.name)).toEqual(['List rooms']);
  });

  it('lifts a version 2 file to version 3 with its trees as they were', () => {
    const input = fixture(2) as { collections: unknown[] };
    const bundle = migrateToLatest(input);
    expect(bundle.info).toEqual({ format: 'courier', version: 3 });
    expect(bundle.collections).toEqual(formatV2.schema.parse(input).collections);
  });

  it('refuses a WebSocket request in a version 2 file, which cannot hold one', () => {
    const v3 = fixture(3) as { info: object };
    expect(() => migrateToLatest({ ...v3, info: { format: 'courier', version: 2 } })).toThrow(/collections\.0\.items/);
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
