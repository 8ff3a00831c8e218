import { subscribe } from 'node:diagnostics_channel';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { buildConnector as BuildConnector } from 'undici';
import { messageOf } from '../../errors.js';
import { SendError } from '../../send/errors.js';
import { writeHeadAsPostman } from './headerCase.js';
import { buildConnector } from './undiciParts.js';

/** `dns.lookup`'s shape; tests and the server inject their own to control resolution. */
export type LookupFunction = typeof dnsLookup;

/**
 * Throws to refuse connecting to an address and port (the server's SSRF guard checks connected
 * addresses, not URLs).
 */
export type CheckAddress = (address: string, family: number, port: number) => void;

export interface TlsOptions {
  rejectUnauthorized: boolean;
  ca?: string | Buffer | Array<string | Buffer>;
  cert?: string | Buffer;
  key?: string | Buffer;
  pfx?: Buffer;
  passphrase?: string;
}

export interface ConnectorOptions {
  tls: TlsOptions;
  connectTimeoutMs: number;
  lookup?: LookupFunction;
  checkAddress?: CheckAddress;
}

/** Milliseconds of connection setup, reported once: by the first request sent on the socket. */
export interface SocketPhases {
  dns: number;
  connect: number;
  tls: number;
}

const socketPhases = new WeakMap<Socket, SocketPhases>();

/**
 * undici publishes `sendHeaders` synchronously right after calling the request handler's
 * `onRequestStart` (client-h1 `writeH1`), so a handler that registers here in `onRequestStart` receives the
 * socket its own request is written to: that is how a pooled connection's setup time is charged
 * to the one request that waited for it.
 */
let awaitingSocket: SocketPhasesReceiver | undefined;
subscribe('undici:client:sendHeaders', (message) => {
  const receiver = awaitingSocket;
  awaitingSocket = undefined;
  if (!receiver) return;
  const socket = (message as { socket: Socket }).socket;
  const phases = socketPhases.get(socket);
  if (!phases) return;
  socketPhases.delete(socket);
  receiver.receivePhases(phases);
});

/** What wants the setup phases of the socket its request is written to. */
export interface SocketPhasesReceiver {
  receivePhases(phases: SocketPhases): void;
}

/** Call from the handler's `onRequestStart`: the receiver gets the setup phases if this request opened the socket. */
export function captureSocketPhases(receiver: SocketPhasesReceiver): void {
  awaitingSocket = receiver;
}

/**
 * undici's connector with a lookup that checks every resolved address and timings per phase
 * (dns → TCP connect → TLS handshake), measured from the socket's own events.
 */
export function createConnector(options: ConnectorOptions): BuildConnector.connector {
  // The lookup runs without the port, so each port gets a connector whose lookup knows it.
  const byPort = new Map<number, BuildConnector.connector>();
  const connectorFor = (port: number) => {
    let connector = byPort.get(port);
    if (!connector) {
      connector = buildConnector({
        ...options.tls,
        timeout: options.connectTimeoutMs,
        lookup: checkedLookup(options.lookup ?? dnsLookup, options.checkAddress, port),
      } as BuildConnector.BuildOptions);
      byPort.set(port, connector);
    }
    return connector;
  };

  return (connectOptions, callback) => {
    const hostname = connectOptions.hostname.replace(/^\[(.*)\]$/, '$1');
    const port = Number(connectOptions.port) || (connectOptions.protocol === 'https:' ? 443 : 80);
    if (options.checkAddress && isIP(hostname) !== 0) {
      const refused = refusal(options.checkAddress, hostname, isIP(hostname), port);
      if (refused) return callback(refused, null);
    }
    const connect = connectorFor(port);
    const started = performance.now();
    let resolvedAt = started;
    let connectedAt: number | undefined;
    // undici's connector returns the socket it creates, though its type says void.
    const socket = connect(connectOptions, (error, connected) => {
      if (error || !connected) return callback(error ?? new SendError('NETWORK_ERROR', 'Network error occurred'), null);
      const ready = performance.now();
      const tcp = (connectedAt ?? ready) - resolvedAt;
      socketPhases.set(connected as Socket, {
        dns: resolvedAt - started,
        connect: Math.max(0, tcp),
        tls: connectedAt === undefined ? 0 : ready - connectedAt,
      });
      callback(null, connected);
    }) as unknown as Socket;
    writeHeadAsPostman(socket);
    socket.once('lookup', () => (resolvedAt = performance.now()));
    socket.once('connect', () => (connectedAt = performance.now()));
  };
}

/** `lookup` whose failures are DNS_FAILED and whose addresses `checkAddress` may refuse (ADDRESS_BLOCKED). */
export function checkedLookup(
  lookup: LookupFunction,
  checkAddress: CheckAddress | undefined,
  port: number,
): LookupFunction {
  const checked = (hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    (lookup as (h: string, o: object, cb: (...args: unknown[]) => void) => void)(
      hostname,
      options,
      (error, address, family) => {
        if (error) {
          const code = (error as { code?: string }).code ?? 'ENOTFOUND';
          return callback(
            new SendError('DNS_FAILED', `Could not resolve host ${hostname} (${code})`, { cause: error }),
          );
        }
        if (checkAddress) {
          const all = Array.isArray(address)
            ? (address as LookupAddress[])
            : [{ address: address as string, family: family as number }];
          for (const entry of all) {
            const refused = refusal(checkAddress, entry.address, entry.family, port);
            if (refused) return callback(refused);
          }
        }
        callback(null, address, family);
      },
    );
  };
  return checked as unknown as LookupFunction;
}

function refusal(checkAddress: CheckAddress, address: string, family: number, port: number): SendError | undefined {
  try {
    checkAddress(address, family, port);
    return undefined;
  } catch (error) {
    if (error instanceof SendError) return error;
    return new SendError('ADDRESS_BLOCKED', `Requests to ${address} are not allowed: ${messageOf(error)}`, {
      cause: error,
    });
  }
}
