// A Postman collection's failed assertions read in the CLI's reports as Newman writes them: for each
// row of the wording table, Newman (the devDependency) and Courier run the same failing assertion
// against the same local server, and the failure messages of their JSON and JUnit reports and of
// the terminal are compared. A Courier export keeps the sandbox's own wording.
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
          test: CHAI_WORDINGS.map(({ assertion }) => `pm.test(${JSON.stringify(assertion)}, () => ${assertion});`),
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

  it.each(CHAI_WORDINGS.map(({ assertion }) => assertion))('%s fails with Newman’s message', (assertion) => {
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
          test: ['pm.test("created", () => pm.response.to.have.status(201));'],
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
  });
});
