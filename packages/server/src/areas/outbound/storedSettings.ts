// What the local server keeps of a person's Settings › Certificates and proxy in one workspace, and
// what of it a browser may see: never a key, a certificate's contents or a password.
import type { CertificateSummary } from '@courier/core/node';
import type { OutboundSettingsView } from '@courier/core';

interface StoredClientCertificate {
  id: string;
  host: string;
  name: string;
  cert?: string;
  key?: string;
  /** base64 */
  pfx?: string;
  passphrase?: string;
  summary: CertificateSummary;
}

interface StoredCaCertificate {
  id: string;
  name: string;
  pem: string;
  summary: CertificateSummary;
}

export interface StoredOutboundSettings {
  verifyTls: boolean;
  proxy: { url: string; username?: string; password?: string; noProxy: string[] } | null;
  clientCertificates: StoredClientCertificate[];
  caCertificates: StoredCaCertificate[];
}

export const EMPTY_SETTINGS: StoredOutboundSettings = {
  verifyTls: true,
  proxy: null,
  clientCertificates: [],
  caCertificates: [],
};

/** The settings as the browser sees them. */
export function viewOf(settings: StoredOutboundSettings): OutboundSettingsView {
  const { proxy } = settings;
  return {
    verifyTls: settings.verifyTls,
    proxy: proxy && {
      url: proxy.url,
      ...(proxy.username !== undefined && { username: proxy.username }),
      hasPassword: proxy.password !== undefined && proxy.password !== '',
      noProxy: proxy.noProxy,
    },
    clientCertificates: settings.clientCertificates.map(({ id, host, name, summary }) => ({
      id,
      host,
      name,
      ...summary,
    })),
    caCertificates: settings.caCertificates.map(({ id, name, summary }) => ({ id, name, ...summary })),
  };
}
