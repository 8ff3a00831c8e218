// Settings › Certificates and proxy: a person's certificates, extra authorities, TLS verification and
// outbound proxy in one workspace, checked when saved (a wrong passphrase or a key of another
// certificate is refused then, not at the first send), and the proxy's transport they make.
import { randomUUID } from 'node:crypto';
import type { Transport } from '@courier/core';
import { hostMatcher, inspectCaCertificate, inspectClientCertificate, type UndiciTransport } from '@courier/core/node';
import type {
  CaCertificateInput,
  ClientCertificateInput,
  OutboundGeneralInput,
  OutboundSettingsView,
} from '@courier/core';
import { isSendError, OutboundGeneralInputSchema, ValidationError } from '@courier/core';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../errors/serverErrors.js';
import type { OutboundTransportSettings } from '../proxy/index.js';
import { readSettings, writeSettings } from './repo.js';
import { viewOf, type StoredOutboundSettings } from './storedSettings.js';

/** Where settings are kept: a person's, in a workspace. */
export interface SettingsScope {
  ownerId: string;
  workspaceId: string;
}

export interface OutboundSettingsService {
  view(scope: SettingsScope): Promise<OutboundSettingsView>;
  saveGeneral(scope: SettingsScope, input: OutboundGeneralInput): Promise<OutboundSettingsView>;
  addClientCertificate(scope: SettingsScope, input: ClientCertificateInput): Promise<OutboundSettingsView>;
  addCaCertificate(scope: SettingsScope, input: CaCertificateInput): Promise<OutboundSettingsView>;
  remove(scope: SettingsScope, kind: 'client' | 'ca', id: string): Promise<OutboundSettingsView>;
  /** The transport the proxy sends this person's requests of this workspace through. */
  transportFor(scope: SettingsScope): Promise<Transport>;
  close(): Promise<void>;
}

/** `createTransport` builds a transport for given settings (the proxy area's outbound transport). */
export function createOutboundSettingsService(
  db: Db,
  createTransport: (settings: OutboundTransportSettings) => UndiciTransport,
): OutboundSettingsService {
  // One transport per scope, kept while its settings stay: its pools keep their connections.
  const transports = new Map<string, { transport: UndiciTransport; settings: string }>();
  const keyOf = ({ ownerId, workspaceId }: SettingsScope) => JSON.stringify([ownerId, workspaceId]);

  async function change(
    scope: SettingsScope,
    edit: (settings: StoredOutboundSettings) => StoredOutboundSettings,
  ): Promise<OutboundSettingsView> {
    const next = edit(await readSettings(db, scope.ownerId, scope.workspaceId));
    await writeSettings(db, scope.ownerId, scope.workspaceId, next);
    return viewOf(next);
  }

  return {
    async view(scope) {
      return viewOf(await readSettings(db, scope.ownerId, scope.workspaceId));
    },
    saveGeneral(scope, input) {
      const { verifyTls, proxy } = OutboundGeneralInputSchema.parse(input);
      return change(scope, (settings) => ({
        ...settings,
        verifyTls,
        proxy: proxy && {
          url: proxy.url,
          ...(proxy.username && { username: proxy.username }),
          // A password left out keeps the one saved before, as the browser never has it.
          ...((proxy.password ?? settings.proxy?.password) && { password: proxy.password ?? settings.proxy?.password }),
          noProxy: proxy.noProxy.filter((host) => host !== ''),
        },
      }));
    },
    addClientCertificate(scope, input) {
      const pfx = input.pfx === undefined ? undefined : Buffer.from(input.pfx, 'base64');
      const summary = refusedAsInput(() =>
        inspectClientCertificate({
          ...(pfx ? { pfx } : { cert: input.cert, key: input.key }),
          ...(input.passphrase && { passphrase: input.passphrase }),
        }),
      );
      const stored = { id: randomUUID(), ...input, host: input.host.toLowerCase(), summary };
      return change(scope, (settings) => ({
        ...settings,
        // One certificate per host, as in Postman: a new one replaces the old.
        clientCertificates: [...settings.clientCertificates.filter((own) => own.host !== stored.host), stored],
      }));
    },
    addCaCertificate(scope, input) {
      const summary = refusedAsInput(() => inspectCaCertificate(input.pem));
      return change(scope, (settings) => ({
        ...settings,
        caCertificates: [...settings.caCertificates, { id: randomUUID(), ...input, summary }],
      }));
    },
    async remove(scope, kind, id) {
      const settings = await readSettings(db, scope.ownerId, scope.workspaceId);
      const list = kind === 'client' ? settings.clientCertificates : settings.caCertificates;
      if (!list.some((own) => own.id === id)) throw new NotFoundError('Certificate not found');
      return change(scope, (current) =>
        kind === 'client'
          ? { ...current, clientCertificates: current.clientCertificates.filter((own) => own.id !== id) }
          : { ...current, caCertificates: current.caCertificates.filter((own) => own.id !== id) },
      );
    },
    async transportFor(scope) {
      const settings = await readSettings(db, scope.ownerId, scope.workspaceId);
      const text = JSON.stringify(settings);
      const key = keyOf(scope);
      const kept = transports.get(key);
      if (kept?.settings === text) return kept.transport;
      const transport = createTransport(transportSettingsOf(settings));
      transports.set(key, { transport, settings: text });
      // Requests still in flight on the old pools finish: close waits for them.
      void kept?.transport.close();
      return transport;
    },
    async close() {
      await Promise.all([...transports.values()].map(({ transport }) => transport.close()));
      transports.clear();
    },
  };
}

/** A certificate that cannot be used is the form's mistake (400), not a failed send. */
function refusedAsInput<T>(inspect: () => T): T {
  try {
    return inspect();
  } catch (error) {
    if (isSendError(error)) throw new ValidationError(error.message);
    throw error;
  }
}

function transportSettingsOf(settings: StoredOutboundSettings): OutboundTransportSettings {
  const { proxy } = settings;
  const server = proxy && {
    url: proxy.url,
    ...(proxy.username !== undefined && { username: proxy.username }),
    ...(proxy.password !== undefined && { password: proxy.password }),
  };
  return {
    verifyTls: settings.verifyTls,
    extraCa: settings.caCertificates.map(({ pem }) => pem),
    clientCertificates: settings.clientCertificates.map((own) => ({
      matches: hostMatcher(own.host),
      ...(own.cert !== undefined && { cert: own.cert }),
      ...(own.key !== undefined && { key: own.key }),
      ...(own.pfx !== undefined && { pfx: Buffer.from(own.pfx, 'base64') }),
      ...(own.passphrase && { passphrase: own.passphrase }),
    })),
    ...(server && { proxies: { http: server, https: server, noProxy: proxy.noProxy } }),
  };
}
