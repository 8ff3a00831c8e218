// `-r junit` in Newman's layout by default, so a CI job switching from Newman keeps its test history:
// Newman (the devDependency) and Courier run the same collection against the same local server and
// their JUnit files are compared element by element, times and ids aside.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { parseStringPromise } from 'xml2js';
import { describe, expect, it } from 'vitest';
import { JUNIT_XSD, validateXml } from '../fixtures/junit/xmlSchema.js';
import { courier, useCliStack } from './harness.js';

const NEWMAN = fileURLToPath(new URL('../../node_modules/newman/bin/newman.js', import.meta.url));

const { server, ws } = useCliStack();

const tests = (lines: string[]) => [{ listen: 'test', script: { type: 'text/javascript', exec: lines } }];

/** Passing, failing and once-failing assertions in a folder and at the top, and a script error. */
function junitCollection(baseUrl: string) {
  return {
    info: { name: 'Jenkins history', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
    item: [
      {
        name: 'Users',
        item: [
          {
            name: 'List users',
            request: { method: 'GET', url: `${baseUrl}/users` },
            event: tests([
              'pm.test("answers", () => {});',
              'pm.test("has <admins> & more", () => { throw new Error("no admins"); });',
              // Fails in the first iteration only: Newman forgets the failure when it passes later.
              'pm.test("warm", () => { if (pm.info.iteration === 0) throw new Error("cold"); });',
            ]),
          },
        ],
      },
      {
        name: 'Broken',
        request: { method: 'GET', url: `${baseUrl}/broken` },
        event: tests(['throw new Error("boom");']),
      },
      {
        name: 'Health check',
        request: { method: 'GET', url: `${baseUrl}/health` },
        event: tests(['pm.test("up", () => {});']),
      },
    ],
  };
}

type Node = { [key: string]: unknown };

/**
 * The document without what differs between any two runs (times, ids, timestamps, the collection
 * id) and without the stack of a failed assertion's error.
 */
function comparable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(comparable);
  if (typeof node === 'string') {
    return (
      node
        .replace(/Collection JSON ID: [^.]*\./, 'Collection JSON ID: <id>.')
        // Courier keeps an assertion's message, not the error's class or stack frames.
        .replace(/Stacktrace: (?:\w*Error: )?([^\n]*?)\.?(\n[\s\S]*)?$/, 'Stacktrace: $1')
    );
  }
  if (node === null || typeof node !== 'object') return node;
  const result: Node = {};
  for (const [key, value] of Object.entries(node as Node)) {
    if (key === '$') {
      const attributes = Object.entries(value as Record<string, string>);
      result[key] = Object.fromEntries(attributes.filter(([name]) => !['time', 'id', 'timestamp'].includes(name)));
    } else result[key] = comparable(value);
  }
  return result;
}

describe('courier run -r junit: Newman’s layout by default', { timeout: 120_000 }, () => {
  it('writes the suites, cases, class names and failures Newman writes, iterations folded', async () => {
    const collection = await ws.write('junit.postman_collection.json', junitCollection(server.url));
    const [newmanReport, courierReport] = [ws.path('newman.xml'), ws.path('courier.xml')];
    await Promise.all([
      execa(
        process.execPath,
        [NEWMAN, 'run', collection, '-n', '2', '-r', 'junit', '--reporter-junit-export', newmanReport],
        {
          reject: false,
        },
      ),
      courier(['run', collection, '-n', '2', '-r', 'junit', '--reporter-junit-export', courierReport], ws.dir),
    ]);
    const [theirs, ours] = await Promise.all([newmanReport, courierReport].map((path) => readFile(path, 'utf8')));
    const parse = async (xml: string) => comparable(await parseStringPromise(xml, { strict: true }));
    expect(await parse(ours!)).toEqual(await parse(theirs!));
    expect(ours).toContain('<testcase name="has &lt;admins&gt; &amp; more"');
    expect(ours).toContain('classname="UsersListUsers"');
    expect((await validateXml(ours!, JUNIT_XSD)).valid).toBe(true);
  });

  it('keeps Courier’s layout under --reporter-junit-layout courier, and refuses another layout before the run', async () => {
    const collection = await ws.write('junit-layout.postman_collection.json', junitCollection(server.url));
    const report = ws.path('courier-layout.xml');
    await courier(
      [
        'run',
        collection,
        '-n',
        '2',
        '-r',
        'junit',
        '--reporter-junit-export',
        report,
        '--reporter-junit-layout',
        'courier',
      ],
      ws.dir,
    );
    const xml = await readFile(report, 'utf8');
    expect(xml.match(/<testsuite /g)).toHaveLength(6);
    expect(xml).toContain('<testcase name="answers [iteration 2]" classname="Users / List users"');
    const refused = await courier(['run', collection, '-r', 'junit', '--reporter-junit-layout', 'jenkins'], ws.dir);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain('--reporter-junit-layout must be newman or courier, not "jenkins"');
    expect(refused.stdout).not.toContain('Health check');
  });
});
