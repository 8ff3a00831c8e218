import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { onLoopback, type Upstream } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUndiciTransport } from './createUndiciTransport.js';

let dir: string;
let server: Upstream;
let url: string;
const pem: Record<string, string> = {};

/** A throwaway CA, a server certificate for 127.0.0.1 and a passphrase-protected client certificate. */
async function makeCertificates(): Promise<void> {
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '2',
    '-subj',
    '/CN=Courier Test CA',
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'server.key',
    '-out',
    'server.csr',
    '-subj',
    '/CN=127.0.0.1',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.crt',
    '-days',
    '2',
    '-extfile',
    'san.cnf',
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-passout',
    'pass:s3cret',
    '-keyout',
    'client.key',
    '-out',
    'client.csr',
    '-subj',
    '/CN=courier-client',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    'client.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'client.crt',
    '-days',
    '2',
  );
  for (const name of ['ca.crt', 'server.key', 'server.crt', 'client.key', 'client.crt'])
    pem[name] = await readFile(join(dir, name), 'utf8');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'courier-tls-'));
  execFileSync('sh', ['-c', 'printf "subjectAltName=IP:127.0.0.1,DNS:localhost\\n" > san.cnf'], { cwd: dir });
  await makeCertificates();
  server = await onLoopback(
    createServer(
      {
        key: pem['server.key'],
        cert: pem['server.crt'],
        ca: pem['ca.crt'],
        requestCert: true,
        rejectUnauthorized: false,
      },
      (request, response) => {
        const socket = request.socket as TLSSocket;
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ authorized: socket.authorized, client: socket.getPeerCertificate().subject?.CN ?? null }),
        );
      },
    ),
  );
  url = `${server.url}/`;
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('undici transport: TLS', () => {
  it('refuses an unknown certificate authority by default with TLS_FAILED', async () => {
    const transport = createUndiciTransport();
    await expect(transport.send({ method: 'GET', url, headers: [] })).rejects.toMatchObject({
      code: 'TLS_FAILED',
      message: expect.stringContaining('TLS connection to 127.0.0.1:'),
    });
    await transport.close();
  });

  it('accepts it when strictSSL is off for the request or the transport is insecure (-k)', async () => {
    const transport = createUndiciTransport();
    const response = await transport.send({ method: 'GET', url, headers: [], strictSSL: false });
    expect(JSON.parse(response.body)).toEqual({ authorized: false, client: null });
    expect(response.timings!.tls).toBeGreaterThan(0);
    await expect(transport.send({ method: 'GET', url, headers: [] })).rejects.toMatchObject({ code: 'TLS_FAILED' });
    await transport.close();
    const insecure = createUndiciTransport({ strictSSL: false });
    expect((await insecure.send({ method: 'GET', url, headers: [] })).status).toBe(200);
    await insecure.close();
  });

  it('trusts an extra CA and presents a client certificate with its passphrase', async () => {
    const transport = createUndiciTransport({
      ca: pem['ca.crt'],
      cert: pem['client.crt'],
      key: pem['client.key'],
      passphrase: 's3cret',
    });
    const response = await transport.send({ method: 'GET', url, headers: [] });
    expect(JSON.parse(response.body)).toEqual({ authorized: true, client: 'courier-client' });
    await transport.close();
  });

  it('reports a wrong client key passphrase in words, not a crash', async () => {
    const transport = createUndiciTransport({
      ca: pem['ca.crt'],
      cert: pem['client.crt'],
      key: pem['client.key'],
      passphrase: 'wrong',
    });
    await expect(transport.send({ method: 'GET', url, headers: [] })).rejects.toMatchObject({
      code: 'CLIENT_CERTIFICATE_INVALID',
      message: expect.stringContaining('could not be used: wrong passphrase'),
    });
    await transport.close();
  });
});
