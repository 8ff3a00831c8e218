// The connections a run sends through: core's undici transport with the run's TLS options, each
// certificate of `--ssl-client-cert-list` presented to the URLs it matches, and the proxies the
// environment names (HTTP_PROXY, HTTPS_PROXY, NO_PROXY), as Newman honours them.
import type { Transport } from '@courier/core';
import type { UndiciTransport } from '@courier/core/node';
import type { RunFlags } from './runFlags.js';
import type { RunInputs } from './runInputs.js';

export interface RunTransports {
  /** The transport requests go through. */
  routed: Transport;
  /** The run's cookie jar, which scripts read as pm.cookies, as in Newman. */
  cookieJar: UndiciTransport['cookieJar'];
  close(): Promise<void>;
}

export async function createRunTransports(flags: RunFlags, inputs: RunInputs): Promise<RunTransports> {
  const { createUndiciTransport, proxiesFromEnvironment } = await import('../lazy/undiciTransport.js');
  const { cert, key, ca } = inputs.tls;
  const proxies = proxiesFromEnvironment(process.env);
  const transport = createUndiciTransport({
    workingDir: inputs.workingDir,
    allowFilesOutsideWorkingDir: flags.insecureFileRead,
    strictSSL: !flags.insecure,
    ...(ca && { ca }),
    ...(cert && { cert }),
    ...(key && { key }),
    ...(flags.sslClientPassphrase !== undefined && { passphrase: flags.sslClientPassphrase }),
    clientCertificates: inputs.clientCertificates,
    ...(proxies && { proxies }),
  });
  for (const { url, cookie } of inputs.cookies) await transport.cookieJar.setCookie?.(url, cookie);
  return { routed: transport, cookieJar: transport.cookieJar, close: () => transport.close() };
}
