import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Folder } from '../../model/collection.js';
import { listRequests } from '../../model/walk.js';
import { importAny } from '../importAny.js';
import { ImportNotes } from '../importNotes.js';
import { translateTemplates } from './insomniaTemplates.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('Insomnia v4 JSON', () => {
  it('imports the Petstore export with its folder, bodies and base environment', () => {
    const result = importAny(fixture('insomnia_v4.json'));
    expect(result.kind).toBe('insomnia');
    const [collection] = result.collections;
    expect(collection?.name).toBe('Swagger Petstore 1.0.0');
    const requests = listRequests(collection!.items).map(({ request }) => request);
    expect(requests.length).toBe(result.summary.requests);
    const folder = collection!.items.find((item): item is Folder => item.type === 'folder');
    expect(folder?.name).toBe('Example Folder');
    expect(folder?.items.map((item) => item.name)).toEqual(['Example 2']);
    const addPet = requests.find((request) => request.name === 'Add a new pet to the store');
    expect(addPet?.url).toBe('{{base_url}}/pet');
    expect(addPet?.method).toBe('POST');
    expect(addPet?.body).toMatchObject({ mode: 'raw', language: 'json' });
    expect(collection!.variables.map((row) => row.key)).toContain('base_url');
  });
});

describe('Insomnia v4 YAML', () => {
  it('imports folders with their variables, basic auth, and says the cookie jar was left out', () => {
    const result = importAny(fixture('smoke-test-collection.yaml'));
    expect(result.kind).toBe('insomnia');
    const requests = listRequests(result.collections[0]!.items).map(({ request }) => request);
    const basic = requests.find((request) => request.name === 'sends request with basic authentication');
    expect(basic?.auth).toEqual({ type: 'basic', username: 'user', password: 'pass' });
    const folder = result.collections[0]!.items.find((item): item is Folder => item.type === 'folder');
    expect(folder?.variables).toEqual([{ key: 'customValue', value: 'fromFolder', enabled: true }]);
    const scripted = requests.find((request) => request.name === 'sends request with pre-request script');
    expect(scripted?.preRequestScript).toBe("pm.environment.set('my-pre-request-header', 'some-value');");
    expect(result.unmapped).toEqual([{ what: 'cookie jars not imported', count: 1 }]);
  });

  it("translates insomnia.* scripts to pm and reads the base environment's templates", () => {
    const result = importAny(fixture('after-response-collection.yaml'));
    const requests = listRequests(result.collections[0]!.items).map(({ request }) => request);
    const tests = requests.find((request) => request.name === 'tests with expect and test');
    expect(tests?.url).toBe('http://127.0.0.1:4010/echo');
    expect(tests?.postRequestScript).toContain("pm.test('happy tests'");
    expect(tests?.postRequestScript).toContain('pm.expect(200).to.eql(200);');
    expect(tests?.postRequestScript).not.toContain('insomnia.');
    const persist = requests.find((request) => request.name === 'persist environments');
    expect(persist?.postRequestScript).toContain(
      "pm.collectionVariables.set('__fromAfterScript1', 'baseEnvironment');",
    );
    expect(result.unmapped).toEqual([]);
  });
});

describe('Insomnia v5 YAML', () => {
  it('makes the base environment collection variables and each sub-environment an environment', () => {
    const result = importAny(fixture('environments-v5.yaml'));
    expect(result.kind).toBe('insomnia');
    const [collection] = result.collections;
    expect(collection?.variables).toContainEqual({
      key: 'exampleObject.anotherString',
      value: 'baseenv1',
      enabled: true,
    });
    expect(result.environments.map((environment) => environment.name)).toEqual(['ExampleA', 'ExampleB']);
    expect(result.environments[0]?.variables).toContainEqual({ key: 'exampleNumber', value: 1111, enabled: true });
    const [request] = listRequests(collection!.items).map(({ request }) => request);
    expect(request?.body).toEqual({
      mode: 'raw',
      language: 'text',
      raw: '{{exampleObject.anotherString}}\n{{exampleString}}\n{{exampleNumber}}\n{{exampleObject.anotherNumber}}',
    });
  });

  it('names the format and the field when the file is malformed', () => {
    expect(() => importAny('type: collection.insomnia.rest/5.0\nname: x\ncollection: 3\n')).toThrow(
      'Import failed: Insomnia export: collection must be a list',
    );
    expect(() => importAny('{"_type":"export","__export_format":3,"resources":[]}')).toThrow(
      'Import failed: Insomnia export: __export_format 3 is not supported',
    );
  });
});

describe('translateTemplates', () => {
  it('maps variables and the tags that have a dynamic variable, and counts the rest', () => {
    const notes = new ImportNotes();
    const text = translateTemplates(
      "{{ _.host }}/{{ _['api-version'] }}?id={% uuid 'v4' %}&at={% now 'iso-8601' %}&who={% faker 'randomEmail' %}&t={% response 'body', 'req_1', 'b64::JC50b2tlbg==::46b', 'never', 60 %}",
      notes,
      'Request "x" URL',
    );
    expect(text).toBe(
      "{{host}}/{{api-version}}?id={{$guid}}&at={{$isoTimestamp}}&who={{$randomEmail}}&t={% response 'body', 'req_1', 'b64::JC50b2tlbg==::46b', 'never', 60 %}",
    );
    expect(notes.unmapped).toEqual([{ what: 'template tags without a mapping', count: 1 }]);
    expect(notes.warnings).toEqual([`Request "x" URL: Insomnia's 'response' tag has no mapping and was kept as text`]);
  });
});
