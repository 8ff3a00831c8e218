// A Postman collection, environment and globals file converted to Courier's format and back
// (`courier convert --to native`, then `--to postman`) run with the same verdicts as the
// originals, and the Postman file keeps what Courier itself does not use: bodies of every method
// and saved example responses.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { courier, useCliStack } from './harness.js';
import { junitVerdicts } from './junitVerdicts.js';

const { server, ws } = useCliStack();

const tests = (lines: string[]) => [{ listen: 'test', script: { exec: lines, type: 'text/javascript' } }];
const sentBody = (name: string, expected: string) =>
  `pm.test(${JSON.stringify(name)}, () => pm.expect(pm.response.json().body).to.equal(${JSON.stringify(expected)}));`;

const example = {
  name: 'Found',
  originalRequest: { method: 'GET', header: [], url: { raw: '{{baseUrl}}/items/1' } },
  status: 'OK',
  code: 200,
  _postman_previewlanguage: 'json',
  header: [{ key: 'Content-Type', value: 'application/json' }],
  cookie: [],
  body: '{"id": 1}',
};

const collection = {
  info: { name: 'Round trip', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
  auth: { type: 'basic', basic: [{ key: 'username', value: 'ada', type: 'string' }] },
  variable: [{ key: 'itemPath', value: 'items' }],
  event: [{ listen: 'prerequest', script: { exec: ['pm.variables.set("trace", "t1");'] } }],
  item: [
    {
      name: 'Bodies',
      protocolProfileBehavior: { disableBodyPruning: true },
      item: [
        {
          name: 'GET with a JSON body',
          request: {
            method: 'GET',
            url: '{{baseUrl}}/{{itemPath}}?trace={{trace}}',
            body: { mode: 'raw', raw: '{"q": "{{token}}"} // the global', options: { raw: { language: 'json' } } },
          },
          response: [example],
          event: tests([
            sentBody('comment stripped, variables resolved', '{"q": "g-1"} '),
            'pm.test("collection auth", () => pm.expect(pm.response.json().headers.authorization).to.match(/^Basic /));',
            'pm.test("collection script ran", () => pm.expect(pm.response.json().query.trace).to.equal("t1"));',
            'pm.test("a failure stays a failure", () => pm.expect(pm.response.code).to.equal(201));',
          ]),
        },
        {
          name: 'DELETE with a form',
          request: {
            method: 'DELETE',
            url: '{{baseUrl}}/items/1',
            body: { mode: 'urlencoded', urlencoded: [{ key: 'reason', value: '{{reason}}' }] },
          },
          event: tests([sentBody('form sent', 'reason=gone')]),
        },
      ],
    },
    {
      name: 'Without auth',
      request: {
        method: 'OPTIONS',
        url: '{{baseUrl}}/items',
        auth: { type: 'noauth' },
        body: { mode: 'raw', raw: 'x' },
      },
      event: tests([
        'pm.test("no auth header", () => pm.expect(pm.response.json().headers).to.not.have.property("authorization"));',
        sentBody('text body', 'x'),
      ]),
    },
  ],
};

async function roundTrip(file: string): Promise<string> {
  const native = file.replace('.json', '.native.json');
  const back = file.replace('.json', '.back.json');
  expect((await courier(['convert', file, '--to', 'native', '-o', native], ws.dir)).exitCode).toBe(0);
  expect((await courier(['convert', native, '--to', 'postman', '-o', back], ws.dir)).exitCode).toBe(0);
  return back;
}

async function verdictsOf(files: { collection: string; environment: string; globals: string }, report: string) {
  const run = await courier(
    [
      'run',
      files.collection,
      '-e',
      files.environment,
      '-g',
      files.globals,
      '-r',
      'junit',
      '--reporter-junit-export',
      report,
    ],
    ws.dir,
  );
  expect(run.exitCode).toBe(1); // the one failing assertion
  return junitVerdicts(ws.path(report));
}

describe('Postman → native → Postman', { timeout: 60_000 }, () => {
  it('runs with the same verdicts and keeps every body and the saved examples', async () => {
    const original = {
      collection: await ws.write('trip.json', collection),
      environment: await ws.write('env.json', {
        name: 'Local',
        values: [
          { key: 'baseUrl', value: server.url, enabled: true },
          { key: 'reason', value: 'gone', enabled: true },
        ],
      }),
      globals: await ws.write('globals.json', {
        name: 'Globals',
        _postman_variable_scope: 'globals',
        values: [{ key: 'token', value: 'g-1', enabled: true }],
      }),
    };
    const converted = {
      collection: await roundTrip('trip.json'),
      environment: await roundTrip('env.json'),
      globals: await roundTrip('globals.json'),
    };

    const before = await verdictsOf(original, 'before.xml');
    expect(Object.values(before).filter((verdict) => verdict === 'pass')).toHaveLength(6);
    expect(before['GET with a JSON body / a failure stays a failure']).toBe('fail');
    expect(await verdictsOf(converted, 'after.xml')).toEqual(before);

    const back = JSON.parse(await readFile(ws.path(converted.collection), 'utf8'));
    const [bodies, withoutAuth] = back.item;
    expect(bodies.item[0].request.body.raw).toBe('{"q": "{{token}}"} // the global');
    expect(bodies.item[0].response).toEqual([example]);
    expect(bodies.item[1].request.body.urlencoded).toEqual([{ key: 'reason', value: '{{reason}}', type: 'text' }]);
    expect(withoutAuth.request.body).toEqual({ mode: 'raw', raw: 'x' });
  });
});
