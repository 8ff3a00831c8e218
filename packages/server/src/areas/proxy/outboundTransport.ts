// How the server connects out (the proxy's sends): core's undici transport with the server's policy. In hosted
// mode every address about to be connected to — each resolved address, each redirect hop — must be
// public or on the operator's allowlist; local mode may reach anything the user's machine can, with the
// certificates and the proxy of the user's Settings.
import { rootCertificates } from 'node:tls';
import { SendError } from '@courier/core';
import {
  createUndiciTransport,
  type ClientCertificate,
  type LookupFunction,
  type OutboundProxies,
  type UndiciTransport,
} from '@courier/core/node';
import type { ServerConfig } from '../../config.js';
import { createAddressPolicy } from '../../net/addressPolicy.js';

export interface OutboundTransportOptions {
  /** DNS resolution; tests inject names so that no real name is ever resolved. */
  lookup?: LookupFunction;
  /** Settings › Certificates and proxy, local mode only (hosted mode refuses them: areas/outbound). */
  settings?: OutboundTransportSettings;
}

/** What Settings decides about connecting out, in the transport's terms. */
export interface OutboundTransportSettings {
  verifyTls: boolean;
  /** PEM; trusted besides the usual authorities, not instead of them. */
  extraCa: string[];
  clientCertificates: ClientCertificate[];
  proxies?: OutboundProxies;
}

export function createOutboundTransport(
  config: Pick<ServerConfig, 'mode' | 'proxyAllowlist'>,
  { lookup, settings }: OutboundTransportOptions = {},
): UndiciTransport {
  if (settings && config.mode === 'hosted') throw new Error('Outbound settings are for local mode only');
  const isAllowed = createAddressPolicy(config.proxyAllowlist);
  return createUndiciTransport({
    // The proxy is shared by every user: a cookie a response sets goes with the rest of its redirect
    // chain only. The browser keeps its own jar, from the Set-Cookie every hop reports.
    cookiesPerSend: true,
    lookup,
    allowedProtocols: ['http', 'https'],
    ...(settings && {
      strictSSL: settings.verifyTls,
      ...(settings.extraCa.length > 0 && { ca: [...rootCertificates, ...settings.extraCa] }),
      clientCertificates: settings.clientCertificates,
      ...(settings.proxies && { proxies: settings.proxies }),
    }),
    checkAddress:
      config.mode === 'hosted'
        ? (address, _family, port) => {
            if (!isAllowed(address, port)) {
              throw new SendError(
                'ADDRESS_BLOCKED',
                `Requests to ${address} are not allowed: it is not a public address (an operator can allow it with COURIER_PROXY_ALLOWLIST)`,
              );
            }
          }
        : undefined,
  });
}
