// A Postman collection's failed assertions read in the CLI's reports as Newman writes them: for each
// assertion, the status ones the wording table maps and those whose chai message the sandbox keeps
// beside its own, Newman (the devDependency) and Courier run the same failing assertion against the
// same local server, and the failure messages of their JSON and JUnit reports and of the terminal
// are compared. A Courier export keeps the sandbox's own wording.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAI_WORDINGS } from '../../packages/cli/src/run/chaiWording.js';
import { collectionOf, courier, requestItem, useCliStack } from './harness.js';

const NEWMAN = fileURLToPath(new URL('../../node_modules/newman/bin/newman.js', import.meta.url));

const { server, ws } = useCliStack();

interface JsonReport {
  run: { failures: Array<{ error: { test: string; message: string } }> };
}

/** Failure messages by assertion, as a pipeline groups them. */
const messages = (report: JsonReport) =>
  Object.fromEntries(report.run.failures.map(({ error }) => [error.test, error.message]));

/**
 * Assertions whose message the sandbox words as the spec says: chai shows the object asserted on,
 * inspected as chai does (nested objects, long ones cut to their keys or length), and strings quoted.
 */
const REWORDED_BY_THE_SANDBOX = [
  'pm.expect(500).to.eql(201)',
  'pm.expect(500).to.not.eql(500)',
  'pm.expect(1).to.equal(2)',
  'pm.expect({ a: 1 }).to.eql({ a: 2 })',
  'pm.expect(1).to.be.above(5)',
  'pm.expect(5).to.be.below(1)',
  'pm.expect(false).to.be.true',
  'pm.expect(true).to.be.false',
  'pm.expect([1, 2]).to.include(3)',
  'pm.expect([1, 2]).to.contain(3)',
  "pm.expect('hello').to.include('x')",
  'pm.expect("it\'s").to.include("\'t")',
  'pm.expect({ a: 1 }).to.include({ a: 2 })',
  'pm.expect({ a: { b: [1, 2] } }).to.include({ a: { b: [1, 2] } })',
  "pm.expect({ a: 1 }).to.include('b')",
  'pm.expect([{ id: 1 }]).to.deep.include({ id: 2 })',
  'pm.expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]).to.include(99)',
  "pm.expect({ a: 1 }).to.have.property('b')",
  "pm.expect({ a: 1 }).to.have.property('a', 2)",
  "pm.expect({ a: { b: { c: 'd' } } }).to.have.property('e')",
  "pm.expect({ name: 'a value long enough', list: [1, 2, 3], more: true }).to.have.property('missing')",
  "pm.expect(pm.response.json()).to.have.property('missing')",
  'pm.expect([1, 2]).to.have.lengthOf(3)',
  "pm.expect('abc').to.have.length(5)",
  'pm.expect(5).to.have.lengthOf(1)',
];
const ASSERTIONS = [...CHAI_WORDINGS.map(({ assertion }) => assertion), ...REWORDED_BY_THE_SANDBOX];

let newman: Record<string, string>;
let ours: Record<string, string>;
let junit: string;
let terminal: string;

describe('courier run: a Postman collection’s failed assertions in chai’s wording', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    const collection = await ws.write(
      'wording.postman_collection.json',
      collectionOf('Wording', [
        requestItem('Every assertion', `${server.url}/delay/0`, {
          test: ASSERTIONS.map((assertion) => `pm.test(${JSON.stringify(assertion)}, () => ${assertion});`),
        }),
      ]),
    );
    const [theirs, mine, xml] = ['newman.json', 'courier.json', 'courier.xml'].map((name) => ws.path(name));
    const [, run] = await Promise.all([
      execa(process.execPath, [NEWMAN, 'run', collection, '-r', 'json', '--reporter-json-export', theirs!], {
        reject: false,
        cwd: ws.dir,
      }),
      courier(
        ['run', collection, '-r', 'cli,json,junit', '--reporter-json-export', mine!, '--reporter-junit-export', xml!],
        ws.dir,
      ),
    ]);
    const read = async (path: string) => JSON.parse(await readFile(path, 'utf8')) as JsonReport;
    [newman, ours] = [messages(await read(theirs!)), messages(await read(mine!))];
    junit = await readFile(xml!, 'utf8');
    terminal = run.stdout;
  });

  it.each(ASSERTIONS)('%s fails with Newman’s message', (assertion) => {
    const message = newman[assertion];
    expect(message).toBeDefined();
    expect(ours[assertion]).toBe(message);
    expect(junit).toContain(`message="${message!.replace(/'/g, '&#39;')}"`);
    expect(terminal).toContain(message);
  });

  it('keeps the sandbox’s wording for a Courier export, as the web app shows it', async () => {
    const postman = await ws.write(
      'status.postman_collection.json',
      collectionOf('Status', [
        requestItem('Created?', `${server.url}/delay/0`, {
          test: [
            'pm.test("created", () => pm.response.to.have.status(201));',
            'pm.test("has 3", () => pm.expect([1, 2]).to.include(3));',
          ],
        }),
      ]),
    );
    const native = ws.path('status.courier.json');
    await courier(['convert', postman, '--to', 'native', '-o', native], ws.dir);
    const [fromPostman, fromCourier] = await Promise.all([
      courier(['run', postman], ws.dir),
      courier(['run', native], ws.dir),
    ]);
    expect(fromPostman.stdout).toContain('expected response to have status code 201 but got 200');
    expect(fromCourier.stdout).toContain('Expected status to be 201, got 200');
    expect(fromPostman.stdout).toContain(newman['pm.expect([1, 2]).to.include(3)']);
    expect(fromCourier.stdout).toContain('Expected array to include 3');
  });
});
