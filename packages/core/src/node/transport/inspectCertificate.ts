// Certificates Settings receives, read before they are kept. A client certificate is checked the way the TLS handshake will use it — PEM cert and key, or a PFX
// bundle, opened with its passphrase — and described without its secrets: what Settings shows
// once saved (subject, expiry, fingerprint), as the key and passphrase never go back to a browser.
import { X509Certificate } from 'node:crypto';
import { createSecureContext, TLSSocket } from 'node:tls';
import { messageOf } from '../../errors.js';
import { SendError } from '../../send/errors.js';

export interface ClientCertificateMaterial {
  cert?: string | Buffer;
  key?: string | Buffer;
  pfx?: Buffer;
  passphrase?: string;
}

/** What may be shown of a certificate: nothing that would let anyone present it. */
export interface CertificateSummary {
  subject: string;
  issuer: string;
  /** ISO date after which servers refuse it. */
  validTo: string;
  /** SHA-256 fingerprint, colon-separated hex. */
  fingerprint: string;
}

/** Opens the material as a handshake would; a wrong passphrase or a key of another certificate is a CLIENT_CERTIFICATE_INVALID. */
export function inspectClientCertificate(material: ClientCertificateMaterial): CertificateSummary {
  if (!material.pfx && !(material.cert && material.key)) {
    throw invalid('give a PEM certificate and its key, or a PFX file');
  }
  let socket: TLSSocket | undefined;
  try {
    const secureContext = createSecureContext({
      ...(material.pfx ? { pfx: material.pfx } : { cert: material.cert, key: material.key }),
      ...(material.passphrase !== undefined && { passphrase: material.passphrase }),
    });
    socket = new TLSSocket(null as never, { secureContext });
    const own = socket.getCertificate();
    if (!own || !('subject' in own)) throw invalid('it holds no certificate');
    return {
      subject: distinguishedName(own.subject),
      issuer: distinguishedName(own.issuer),
      validTo: new Date(own.valid_to).toISOString(),
      fingerprint: own.fingerprint256,
    };
  } catch (error) {
    if (error instanceof SendError) throw error;
    throw invalid(reasonOf(error), error);
  } finally {
    socket?.destroy();
  }
}

/** A certificate authority, PEM: refused with CA_CERTIFICATE_INVALID when it is not one certificate Node can read. */
export function inspectCaCertificate(pem: string): CertificateSummary {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(pem);
  } catch (error) {
    throw new SendError(
      'CLIENT_CERTIFICATE_INVALID',
      `The CA certificate cannot be used: it is not a PEM certificate (${messageOf(error)})`,
      {
        cause: error,
      },
    );
  }
  return {
    subject: certificate.subject.split('\n').join(', '),
    issuer: certificate.issuer.split('\n').join(', '),
    validTo: new Date(certificate.validTo).toISOString(),
    fingerprint: certificate.fingerprint256,
  };
}

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (code === 'ERR_OSSL_BAD_DECRYPT' || code === 'ERR_OSSL_PKCS12_MAC_VERIFY_FAILURE') return 'wrong passphrase';
  if (code === 'ERR_OSSL_X509_KEY_VALUES_MISMATCH' || code === 'ERR_OSSL_KEY_VALUES_MISMATCH') {
    return 'the certificate and the key do not match';
  }
  if (/bad decrypt|mac verify|bad password/i.test(messageOf(error))) return 'wrong passphrase';
  return `it could not be read (${messageOf(error)})`;
}

function invalid(reason: string, cause?: unknown): SendError {
  return new SendError('CLIENT_CERTIFICATE_INVALID', `The client certificate cannot be used: ${reason}`, { cause });
}

function distinguishedName(name: Record<string, string | string[] | undefined> | undefined): string {
  if (!name) return '';
  return Object.entries(name)
    .map(([field, value]) => `${field}=${Array.isArray(value) ? value.join('+') : value}`)
    .join(', ');
}
