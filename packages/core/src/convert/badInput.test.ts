/**
 * Hostile and broken files ("Bad input"): whatever the file holds, an import either
 * returns everything or throws an ImportError — never another error, never a crash, and never a
 * change to Object.prototype.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { CourierError } from '../errors.js';
import { listRequests } from '../model/walk.js';
import { ImportError } from './errors.js';
import { brokenPostmanCollection, brokenPostmanEnvironment } from './fixtures/brokenPostman.js';
import { importFile } from './importFile.js';
import { MAX_FOLDER_DEPTH } from './limits.js';

afterEach(() => {
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
});

/** Runs an import and reports how it ended; any other throw fails the test. */
function outcome(text: string): 'imported' | ImportError {
  try {
    importFile(text);
    return 'imported';
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    // importFile turns any slip into an ImportError; a TypeError or RangeError behind one is a bug.
    const cause: unknown = error.cause;
    const expected =
      cause === undefined ||
      // Everything the YAML parser throws (unresolved aliases included) is about the text alone.
      error.code === 'INVALID_YAML' ||
      cause instanceof CourierError ||
      (cause instanceof Error && ['SyntaxError', 'ZodError', '$ZodError'].includes(cause.name));
    if (!expected) throw cause;
    return error;
  }
}

const POSTMAN_KEYS = [
  'info',
  'item',
  'name',
  'request',
  'url',
  'method',
  'header',
  'body',
  'mode',
  'raw',
  'urlencoded',
  'formdata',
  'file',
  'graphql',
  'options',
  'auth',
  'type',
  'event',
  'listen',
  'script',
  'exec',
  'variable',
  'values',
  'query',
  'host',
  'path',
  'key',
  'value',
  'disabled',
  'enabled',
  'src',
  'description',
  'protocolProfileBehavior',
  '__proto__',
  'constructor',
  'prototype',
  'collections',
  'items',
  'id',
  '_postman_id',
];

/** Objects shaped like Postman files, with every field of any type. */
const postmanish = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 1 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...POSTMAN_KEYS), tie('value'), { maxKeys: 6 }),
  ),
})).value;

describe('bad input', () => {
  it('random JSON: imported whole or refused with an ImportError', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => void outcome(JSON.stringify(value))),
      { numRuns: 300 },
    );
  });

  it('random text: imported whole or refused with an ImportError', () => {
    fc.assert(
      fc.property(fc.string(), (text) => void outcome(text)),
      { numRuns: 300 },
    );
  });

  it.each([
    ['a Postman collection', (value: unknown) => ({ info: { schema: 'postman' }, item: [value, { item: [value] }] })],
    ['a native file', (value: unknown) => ({ info: { format: 'courier', version: 2 }, collections: [value] })],
    ['an environment', (value: unknown) => ({ name: 'e', values: [value] })],
    ['any file', (value: unknown) => value],
  ])('wrong types everywhere in %s', (_name, wrap) => {
    fc.assert(
      fc.property(postmanish, (value) => void outcome(JSON.stringify(wrap(value)))),
      { numRuns: 400 },
    );
  });

  it.each([
    ['Postman collections', brokenPostmanCollection],
    ['Postman environments', brokenPostmanEnvironment],
  ])('%s with any field of the wrong type', (_name, files) => {
    let imported = 0;
    fc.assert(
      fc.property(files, (file) => {
        if (outcome(JSON.stringify(file)) === 'imported') imported++;
      }),
      { numRuns: 500 },
    );
    // The generator must reach the converters, not only the format check.
    expect(imported).toBeGreaterThan(50);
  });

  it('__proto__ and constructor keys reach no prototype', () => {
    const evil = '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}';
    const text = `{
      "info": {"schema": "postman", "name": "x", "__proto__": {"polluted": "yes"}},
      "__proto__": {"polluted": "yes"},
      "variable": [{"key": "__proto__", "value": ${evil}}, {"key": "v", "value": ${evil}}],
      "protocolProfileBehavior": ${evil},
      "item": [{"name": "r", "__proto__": {"polluted": "yes"}, "protocolProfileBehavior": ${evil},
        "request": {"url": "http://x", "auth": {"type": "awsv4", "awsv4": [{"key": "__proto__", "value": ${evil}},
          {"key": "constructor", "value": ${evil}}]}}}]
    }`;
    const [collection] = importFile(text).collections;
    const [located] = listRequests(collection!.items);
    const auth = located!.request.auth as { params: Record<string, unknown> };
    expect(Object.getPrototypeOf(auth.params)).toBe(Object.prototype);
    expect(auth.params['polluted']).toBeUndefined();
    expect(Object.keys(auth.params)).toEqual(['constructor']);
    expect(JSON.stringify(collection!.variables[1]!.value)).not.toContain('__proto__');
    expect(outcome(`{"collections": [${evil}], "__proto__": {"polluted": "yes"}}`)).toBeInstanceOf(ImportError);
    expect(outcome(`{"name": "env", "values": [${evil}, {"key": "k", "value": ${evil}}]}`)).toBe('imported');
  });

  it('10,000 nested folders give a clear error, not a stack overflow', () => {
    const depth = 10_000;
    const postman = `{"info":{"schema":"postman"},"item":[${'{"item":['.repeat(depth)}${']}'.repeat(depth)}]}`;
    const native = `{"collections":[{"id":"c","name":"n","items":[${'{"type":"folder","id":"f","items":['.repeat(depth)}${']}'.repeat(depth)}]}]}`;
    for (const text of [postman, native]) {
      const error = outcome(text);
      expect(error).toBeInstanceOf(ImportError);
      expect((error as ImportError).code).toBe('NESTING_TOO_DEEP');
      expect((error as ImportError).message).toMatch(
        /^Import failed: The file nests values more than \d+ levels deep$/,
      );
    }
    const deepValue = `{"name":"e","values":[{"key":"k","value":${'['.repeat(depth)}${']'.repeat(depth)}}]}`;
    expect((outcome(deepValue) as ImportError).code).toBe('NESTING_TOO_DEEP');
  });

  it(`folders deeper than ${MAX_FOLDER_DEPTH} levels are refused, ${MAX_FOLDER_DEPTH} are read`, () => {
    const nest = (levels: number) =>
      `{"info":{"schema":"postman"},"item":[${'{"name":"f","item":['.repeat(levels - 1)}{"name":"leaf"}${']}'.repeat(levels - 1)}]}`;
    expect(outcome(nest(MAX_FOLDER_DEPTH))).toBe('imported');
    expect(outcome(nest(MAX_FOLDER_DEPTH + 1))).toMatchObject({
      message: `Import failed: Folders are nested more than ${MAX_FOLDER_DEPTH} levels deep`,
    });
  });

  it('huge strings (tens of MB) are imported whole', () => {
    const huge = 'x'.repeat(30 * 1024 * 1024);
    const text = JSON.stringify({
      info: { schema: 'postman', name: 'big' },
      item: [
        {
          name: 'r',
          request: { method: 'POST', url: `http://h/${huge}`, body: { mode: 'raw', raw: huge } },
          event: [{ listen: 'test', script: { exec: huge } }],
        },
      ],
    });
    const started = Date.now();
    const [collection] = importFile(text).collections;
    const [located] = listRequests(collection!.items);
    expect(located!.request.postRequestScript).toHaveLength(huge.length);
    expect(located!.request.url).toHaveLength(huge.length + 9);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
