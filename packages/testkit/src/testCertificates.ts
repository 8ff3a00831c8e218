// Certificates for TLS tests, made with the openssl command line: a test CA, a server certificate it
// signs for localhost and 127.0.0.1, and a client certificate it signs, as PEM (key encrypted with a
// passphrase) and as a PFX bundle.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface TestCertificates {
  ca: { cert: string; key: string };
  server: { cert: string; key: string };
  /** Signed by the CA; `key` is encrypted with `passphrase`. */
  client: { cert: string; key: string; pfx: Buffer; passphrase: string };
  /** Signed by the CA too: its certificate does not go with the client's key. */
  other: { cert: string; key: string };
}

const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'];

export async function createTestCertificates(passphrase = 'correct horse'): Promise<TestCertificates> {
  const dir = await mkdtemp(join(tmpdir(), 'courier-certs-'));
  const openssl = (args: string[]) => run('openssl', args, { cwd: dir });
  const signed = async (name: string, subject: string, extensions?: string) => {
    await openssl(['req', ...EC_KEY, '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject]);
    const extra = extensions ? ['-extfile', `${name}.ext`] : [];
    if (extensions) await writeFile(join(dir, `${name}.ext`), extensions);
    await openssl([
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      `${name}.pem`,
      '-days',
      '2',
      ...extra,
    ]);
  };
  try {
    await openssl([
      'req',
      '-x509',
      ...EC_KEY,
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-subj',
      '/CN=Courier Test CA',
      '-days',
      '2',
    ]);
    await signed('server', '/CN=localhost', 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
    await signed('client', '/CN=Courier Test Client');
    await signed('other', '/CN=Someone Else');
    await openssl(['pkey', '-in', 'client.key', '-out', 'client.enc.key', '-aes256', '-passout', `pass:${passphrase}`]);
    await openssl([
      'pkcs12',
      '-export',
      '-in',
      'client.pem',
      '-inkey',
      'client.key',
      '-out',
      'client.pfx',
      '-passout',
      `pass:${passphrase}`,
    ]);
    const text = (name: string) => readFile(join(dir, name), 'utf8');
    return {
      ca: { cert: await text('ca.pem'), key: await text('ca.key') },
      server: { cert: await text('server.pem'), key: await text('server.key') },
      client: {
        cert: await text('client.pem'),
        key: await text('client.enc.key'),
        pfx: await readFile(join(dir, 'client.pfx')),
        passphrase,
      },
      other: { cert: await text('other.pem'), key: await text('other.key') },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
