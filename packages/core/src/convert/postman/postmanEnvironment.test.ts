import { describe, expect, it } from 'vitest';
import { fixtureJson } from '../fixtures/read.js';
import {
  exportPostmanEnvironment,
  exportPostmanGlobals,
  importPostmanEnvironment,
  importPostmanGlobals,
} from './postmanEnvironment.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');

describe('Postman environments and globals', () => {
  it('imports an environment honouring enabled: false and disabled: true', () => {
    const environment = importPostmanEnvironment(fixtureJson('testEnv.postman_environment.json'));
    expect(environment.id).toBe('426c4896-2d5b-80b8-da5d-ac205502f3c0');
    expect(environment.name).toBe('testEnv');
    expect(environment.isDefault).toBe(false);
    expect(environment.variables).toEqual([
      { key: 'url', value: 'https://postman-echo.com', enabled: true, type: 'default' },
      { key: 'hKey', value: 'sampleKey', enabled: false, type: 'default' },
      { key: 'token', value: 's3cr3t', enabled: false, type: 'secret' },
      { key: 'retries', value: 3, enabled: true, type: 'default' },
    ]);
  });

  it('names an environment without a name after its file', () => {
    expect(importPostmanEnvironment({ values: [] }, 'Staging').name).toBe('Staging');
    expect(importPostmanEnvironment({ values: [] }).name).toBe('Imported environment');
  });

  it('imports globals written as a list or as a scoped file', () => {
    expect(importPostmanGlobals(fixtureJson('globals-list.postman_globals.json')).map((v) => [v.key, v.value])).toEqual(
      [
        ['full_global_url', 'https://postman-echo.com/get'],
        ['global', 'global1'],
      ],
    );
    const scoped = importPostmanGlobals(fixtureJson('workspace.postman_globals.json'));
    expect(scoped.map((v) => [v.key, v.enabled])).toEqual([
      ['baseUrl', true],
      ['debug', false],
    ]);
  });

  it("refuses a file without a values list with 'Import failed: …'", () => {
    expect(() => importPostmanEnvironment({ name: 'x' })).toThrow(
      "Import failed: A Postman environment needs a 'values' list",
    );
  });

  it('exports environments and globals in the Postman shape', () => {
    const environment = importPostmanEnvironment(fixtureJson('testEnv.postman_environment.json'));
    const exported = exportPostmanEnvironment(environment, { now: NOW });
    expect(exported.fileName).toBe('testEnv.postman_environment-2026-11-22.json');
    expect(JSON.parse(exported.text)).toEqual({
      id: '426c4896-2d5b-80b8-da5d-ac205502f3c0',
      name: 'testEnv',
      values: [
        { key: 'url', value: 'https://postman-echo.com', type: 'default', enabled: true },
        { key: 'hKey', value: 'sampleKey', type: 'default', enabled: false },
        { key: 'token', value: 's3cr3t', type: 'secret', enabled: false },
        { key: 'retries', value: 3, type: 'default', enabled: true },
      ],
      _postman_variable_scope: 'environment',
      _postman_exported_at: '2026-11-22T10:00:00.000Z',
      _postman_exported_using: 'Courier',
    });
    const globals = JSON.parse(exportPostmanGlobals(environment.variables, { now: NOW, id: 'g1' }).text);
    expect(globals).toMatchObject({ id: 'g1', name: 'Globals', _postman_variable_scope: 'globals' });
  });
});
