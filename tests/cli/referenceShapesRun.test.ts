// The folder in the shapes of Postman's 3.0.0 reference (core's fixtures/reference-shapes) runs with
// its environment file (its secrets from the untracked file beside it) against a loopback server, and
// converts folder → folder keeping file names and a gRPC request Courier does not read.
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { courier, useCliStack } from './harness.js';

const FIXTURE = fileURLToPath(
  new URL('../../packages/core/src/convert/postmanV3/fixtures/reference-shapes/', import.meta.url),
);
const { server, ws } = useCliStack();

describe('a folder in the shapes of Postman’s 3.0.0 reference', { timeout: 120_000 }, () => {
  it('runs every request with its environment file, the hosts pointed at a local server', async () => {
    const run = await courier(
      ['run', `${FIXTURE}postman/collections/lending library`]
        .concat(['-e', `${FIXTURE}postman/environments/local.yaml`])
        .concat(['--env-var', `base_url=${server.url}`, '--env-var', 'library_key=k-1'])
        .concat(['-r', 'json', '--reporter-json-export', ws.path('report.json')]),
      ws.dir,
    );
    expect(run.exitCode).toBe(0);
    expect([...server.hits.keys()]).toEqual(expect.arrayContaining(['/loans', '/loans/42', '/members']));
    const report = JSON.parse(await readFile(ws.path('report.json'), 'utf8'));
    expect(report.run.stats.requests).toMatchObject({ total: 4, failed: 0 });
    // The collection's test after each of the four, and the list's own.
    expect(report.run.stats.assertions).toMatchObject({ total: 5, failed: 0 });
  });

  it('converts folder → folder keeping file names, a gRPC request and fields Courier does not read', async () => {
    await cp(FIXTURE, ws.path('library'), { recursive: true });
    const grpc = "$kind: grpc-request\nurl: 'grpc://{{base_url}}'\nmethodPath: library.Loans/Renew\n";
    await writeFile(ws.path('library/postman/collections/lending library/renew.request.yaml'), grpc);
    const add = ws.path('library/postman/collections/lending library/add loan.request.yaml');
    await writeFile(add, `${await readFile(add, 'utf8')}x-owner: circulation\n`);

    const converted = await courier(
      ['convert', 'library/postman/collections/lending library', '--to', 'postman-v3', '-o', 'out'],
      ws.dir,
    );
    expect(converted.exitCode).toBe(0);
    const written = (name: string) => readFile(ws.path(`out/postman/collections/Lending Library/${name}`), 'utf8');
    expect(await written('renew.request.yaml')).toBe(grpc);
    expect(await written('add loan.request.yaml')).toContain('x-owner: circulation');
    // A request whose name its file cannot hold keeps the file a person named: nothing is renamed.
    const source = ws.path('library/postman/collections/lending library/get-loan-by-id.request.yaml');
    expect(await written('get-loan-by-id.request.yaml')).toBe(await readFile(source, 'utf8'));
    await expect(readdir(ws.path('out/postman/collections/Lending Library'))).resolves.not.toContain(
      'get loan by -id.request.yaml',
    );
  });

  it('takes a secret value from the untracked file beside the environment file', async () => {
    await cp(FIXTURE, ws.path('secrets'), { recursive: true });
    await mkdir(ws.path('secrets/postman/environments/.local'), { recursive: true });
    await writeFile(
      ws.path('secrets/postman/environments/.local/local.yaml'),
      "values:\n  - key: library_key\n    value: 'kept-on-this-machine'\n",
    );
    const run = await courier(
      ['run', 'secrets/postman/collections/lending library', '-e', 'secrets/postman/environments/local.yaml'].concat([
        '--env-var',
        `base_url=${server.url}`,
        '-r',
        'json',
        '--reporter-json-export',
        'secrets.json',
      ]),
      ws.dir,
    );
    expect(run.exitCode).toBe(0);
    expect(await readFile(ws.path('secrets.json'), 'utf8')).toContain('kept-on-this-machine');
  });
});
