// An HTTPS server that requires a client certificate signed by the given CA, as an API behind mutual
// TLS does; it answers with the common name of the certificate presented.
import { createServer } from 'node:https';
import type { TLSSocket } from 'node:tls';
import type { TestCertificates } from './testCertificates.js';
import { onLoopback, type Upstream } from './upstream.js';

export function mutualTlsServer(certificates: Pick<TestCertificates, 'ca' | 'server'>): Promise<Upstream> {
  const server = createServer(
    {
      key: certificates.server.key,
      cert: certificates.server.cert,
      ca: certificates.ca.cert,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      const peer = (req.socket as TLSSocket).getPeerCertificate();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ client: peer.subject?.CN ?? null }));
    },
  );
  return onLoopback(server);
}
