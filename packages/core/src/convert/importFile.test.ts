import { describe, expect, it } from 'vitest';
import { detectFormat } from './detectFormat.js';
import { ImportError } from './errors.js';
import { fixtureText } from './fixtures/read.js';
import { importFile } from './importFile.js';

function failure(run: () => unknown): ImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('expected an ImportError');
}

describe('detectFormat', () => {
  it('tells the files apart', () => {
    expect(
      detectFormat({ info: { schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' } }),
    ).toBe('postman-collection');
    expect(detectFormat({ schema: 'a Postman thing', item: [] })).toBe('postman-collection');
    expect(detectFormat({ name: 'Dev', values: [] })).toBe('postman-environment');
    expect(detectFormat({ values: [], _postman_variable_scope: 'environment' })).toBe('postman-environment');
    expect(detectFormat({ values: [], _postman_variable_scope: 'globals' })).toBe('postman-globals');
    expect(detectFormat([{ key: 'a', value: '1' }])).toBe('postman-globals');
    expect(detectFormat({ collections: [] })).toBe('native');
    expect(detectFormat({ info: { format: 'courier', version: 2 } })).toBe('native');
    expect(detectFormat({ name: 'Newman style', item: [] })).toBe('postman-collection');
    expect(detectFormat({ hello: 'world' })).toBe('unsupported');
    expect(detectFormat([1, 2])).toBe('unsupported');
    expect(detectFormat('text')).toBe('unsupported');
  });
});

describe('importFile', () => {
  it('imports a Postman collection with what the import dialog shows', () => {
    const result = importFile(fixtureText('shop-v21.postman_collection.json'));
    expect(result.kind).toBe('postman-collection');
    expect(result.summary).toEqual({ collections: 1, requests: 7 });
    expect(result.collections[0]!.name).toBe('Shop API');
    expect(result.environments).toEqual([]);
  });

  it('imports environments and globals', () => {
    const environment = importFile(fixtureText('testEnv.postman_environment.json'), 'testEnv.postman_environment.json');
    expect(environment.kind).toBe('postman-environment');
    expect(environment.environments[0]!.variables).toHaveLength(4);
    const nameless = importFile('{"values":[{"key":"a","value":"1"}]}', 'C:\\files\\Staging.postman_environment.json');
    expect(nameless.environments[0]!.name).toBe('Staging');
    const globals = importFile(fixtureText('workspace.postman_globals.json'));
    expect(globals.kind).toBe('postman-globals');
    expect(globals.globals.map((variable) => variable.key)).toEqual(['baseUrl', 'debug']);
  });

  it('imports native files of any version, with history and settings', () => {
    const result = importFile(fixtureText('native-v1.json'));
    expect(result.kind).toBe('native');
    if (result.kind !== 'native') return;
    expect(result.settings.theme).toBe('dark');
    expect(result.summary).toEqual({ collections: 1, requests: 2 });
  });

  it('accepts a file starting with a byte order mark', () => {
    expect(importFile(`\uFEFF${fixtureText('native-v1.json')}`).kind).toBe('native');
  });

  it('asks for a file when there is none', () => {
    for (const empty of ['', '  \n']) {
      const error = failure(() => importFile(empty));
      expect(error.message).toBe('Please select a file to import');
      expect(error.code).toBe('NO_FILE');
    }
  });

  it("reports bad files with 'Import failed: …' and a stable code", () => {
    expect(failure(() => importFile('{"hello":1}'))).toMatchObject({
      code: 'UNSUPPORTED_FORMAT',
      message: 'Import failed: Unsupported file format',
    });
    const json = failure(() => importFile('{"info": }'));
    expect(json.code).toBe('INVALID_JSON');
    expect(json.message).toMatch(/^Import failed: Unexpected token/);
    expect(failure(() => importFile('{"info":{"schema":"postman"},"item":{}}')).message).toBe(
      'Import failed: item must be a list',
    );
    expect(failure(() => importFile('{"info":{"schema":"postman"},"item":[{"item":[7]}]}')).message).toBe(
      'Import failed: item[0].item[0] is not an object',
    );
    expect(
      failure(() => importFile('{"info":{"schema":"postman"},"item":[{"request":{"method":"GE T"}}]}')).message,
    ).toBe('Import failed: Request "Untitled request" has an invalid method \'GE T\'');
  });
});
