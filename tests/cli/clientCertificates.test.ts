// Newman's --ssl-client-cert-list: each request presents the client certificate of the first
// entry whose URL patterns match it, and --ssl-client-cert the one for every other URL.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { onLoopback, type Upstream } from '@courier/testkit/servers';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionOf, courier, ensureBuilt, requestItem, workspace, type Workspace } from './harness.js';

let ws: Workspace;
let server: Upstream;
let port: number;

const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/** A key and a certificate named `name`, signed by the test CA. */
async function clientCertificate(name: string): Promise<void> {
  await execa('openssl', ['req', ...EC_KEY, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${name}`], {
    cwd: ws.dir,
  });
  await execa(
    'openssl',
    ['x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial'].concat([
      '-out',
      `${name}.pem`,
      '-days',
      '1',
    ]),
    { cwd: ws.dir },
  );
}

beforeAll(async () => {
  await ensureBuilt();
  ws = await workspace();
  const selfSigned = (name: string, subject: string) =>
    execa(
      'openssl',
      ['req', '-x509', ...EC_KEY, '-keyout', `${name}.key`, '-out', `${name}.pem`, '-subj', subject, '-days', '1'],
      {
        cwd: ws.dir,
      },
    );
  await Promise.all([selfSigned('ca', '/CN=Test CA'), selfSigned('server', '/CN=localhost')]);
  for (const name of ['alpha', 'beta', 'gamma']) await clientCertificate(name);
  // Answers with the common name of the client certificate the request presented, if any.
  server = await onLoopback(
    createServer(
      {
        key: await readFile(ws.path('server.key')),
        cert: await readFile(ws.path('server.pem')),
        ca: await readFile(ws.path('ca.pem')),
        requestCert: true,
        rejectUnauthorized: false,
      },
      (req, res) => {
        const peer = (req.socket as TLSSocket).getPeerCertificate();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ cn: peer.subject?.CN ?? null }));
      },
    ),
  );
  port = server.port;
});

afterAll(async () => {
  await server.close();
  await ws.remove();
});

const presents = (cn: string | null) => [
  `pm.test("presents ${cn}", () => pm.expect(pm.response.json().cn).to.equal(${JSON.stringify(cn)}));`,
];

describe('courier run --ssl-client-cert-list', { timeout: 60_000 }, () => {
  it('presents the first matching entry’s certificate, --ssl-client-cert elsewhere, none without either', async () => {
    await ws.write('certs.json', [
      { name: 'api', matches: [`https://localhost:${port}/*`], key: { src: 'alpha.key' }, cert: { src: 'alpha.pem' } },
      { name: 'beta', matches: ['https://127.0.0.1:*/beta*'], key: { src: 'beta.key' }, cert: { src: 'beta.pem' } },
    ]);
    const items = (fallback: string | null) => [
      requestItem('Alpha', `https://localhost:${port}/anything`, { test: presents('alpha') }),
      requestItem('Beta', `https://127.0.0.1:${port}/beta/1`, { test: presents('beta') }),
      requestItem('Other', `https://127.0.0.1:${port}/other`, { test: presents(fallback) }),
    ];
    const [withFallback, listOnly] = await Promise.all([
      ws.write('fallback.json', collectionOf('Fallback', items('gamma'))),
      ws.write('list.json', collectionOf('List', items(null))),
    ]);
    const [both, list] = await Promise.all([
      courier(
        ['run', withFallback, '-k', '--ssl-client-cert-list', 'certs.json'].concat([
          '--ssl-client-cert',
          'gamma.pem',
          '--ssl-client-key',
          'gamma.key',
        ]),
        ws.dir,
      ),
      courier(['run', listOnly, '-k', '--ssl-client-cert-list', 'certs.json'], ws.dir),
    ]);
    expect(both.stderr).toBe('');
    expect(both.stdout).not.toContain('✗');
    expect(both.exitCode).toBe(0);
    expect(list.stdout).toContain('  ✓ presents null');
    expect(list.exitCode).toBe(0);
  });

  it('reads the certificate files from --working-dir, as Newman does', async () => {
    const elsewhere = await workspace();
    try {
      const file = await ws.write(
        'workdir.json',
        collectionOf('Workdir', [requestItem('Other', `https://127.0.0.1:${port}/other`, { test: presents('gamma') })]),
      );
      const run = await courier(
        ['run', file, '-k', '--working-dir', ws.dir, '--ssl-client-cert', 'gamma.pem', '--ssl-client-key', 'gamma.key'],
        elsewhere.dir,
      );
      expect(run.stdout).toContain('  ✓ presents gamma');
      expect(run.exitCode).toBe(0);
    } finally {
      await elsewhere.remove();
    }
  });

  it('refuses a list that is not one, or names a missing file, with one line and exit 2', async () => {
    await ws.write('not-a-list.json', { matches: [] });
    await ws.write('missing-file.json', [
      { matches: ['<all_urls>'], key: { src: 'nope.key' }, cert: { src: 'alpha.pem' } },
    ]);
    const file = await ws.write('one.json', collectionOf('One', [requestItem('One', `https://127.0.0.1:${port}/`)]));
    const [notList, missing] = await Promise.all([
      courier(['run', file, '--ssl-client-cert-list', 'not-a-list.json'], ws.dir),
      courier(['run', file, '--ssl-client-cert-list', 'missing-file.json'], ws.dir),
    ]);
    expect([notList.exitCode, missing.exitCode]).toEqual([2, 2]);
    expect(notList.stderr.trim()).toBe(
      'error: cannot load ssl client certificates list not-a-list.json: expected an array',
    );
    expect(missing.stderr.trim()).toMatch(/^error: cannot read certificate file nope\.key: ENOENT/);
  });
});
