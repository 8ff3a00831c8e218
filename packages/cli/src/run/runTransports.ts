// The connections a run sends through: one pool for the run's TLS options, one more per client
// certificate of `--ssl-client-cert-list`, all sharing the run's cookie jar.
import type { Transport } from '@courier/core';
import type { UndiciTransport } from '@courier/core/node';
import { routeByUrl } from './clientCertificates.js';
import type { RunFlags } from './runFlags.js';
import type { RunInputs } from './runInputs.js';

export interface RunTransports {
  /** The transport requests go through: by URL to the pool of the certificate that matches. */
  routed: Transport;
  /** The run's cookie jar, which scripts read as pm.cookies, as in Newman. */
  cookieJar: UndiciTransport['cookieJar'];
  close(): Promise<void>;
}

export async function createRunTransports(flags: RunFlags, inputs: RunInputs): Promise<RunTransports> {
  const { createUndiciTransport } = await import('../lazy/undiciTransport.js');
  const { cert, key, ca } = inputs.tls;
  const shared = {
    workingDir: inputs.workingDir,
    allowFilesOutsideWorkingDir: flags.insecureFileRead,
    strictSSL: !flags.insecure,
    ...(ca && { ca }),
  };
  const transport = createUndiciTransport({
    ...shared,
    ...(cert && { cert }),
    ...(key && { key }),
    ...(flags.sslClientPassphrase !== undefined && { passphrase: flags.sslClientPassphrase }),
  });
  const certified = inputs.clientCertificates.map(({ matches, cert, key, passphrase }) => ({
    matches,
    transport: createUndiciTransport({
      ...shared,
      cert,
      key,
      cookieJar: transport.cookieJar,
      ...(passphrase && { passphrase }),
    }),
  }));
  for (const { url, cookie } of inputs.cookies) await transport.cookieJar.setCookie?.(url, cookie);
  return {
    routed: routeByUrl(transport, certified),
    cookieJar: transport.cookieJar,
    close: async () => {
      await Promise.all([transport.close(), ...certified.map((route) => route.transport.close())]);
    },
  };
}
