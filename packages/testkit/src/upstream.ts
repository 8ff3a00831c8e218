// Servers that code under test talks to, on port 0 of a loopback address, and a fake DNS: the one
// place tests listen and close, so no test leaves a socket open or picks a port itself.
import { once } from 'node:events';
import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createServer as createNetServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Server as TlsServer } from 'node:tls';
import type { LookupFunction } from '@courier/core/node';

export interface Upstream {
  /** http://<host>:<port>, https:// for a TLS server */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Listens on port 0 of `host` and closes with every connection still open: any server, HTTP,
 * HTTPS or raw TCP.
 */
export async function onLoopback(server: Server, host = '127.0.0.1'): Promise<Upstream> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `${server instanceof TlsServer ? 'https' : 'http'}://${host}:${port}`,
    port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An HTTP server answering with `listener`. */
export function httpUpstream(listener: RequestListener, host = '127.0.0.1'): Promise<Upstream> {
  return onLoopback(createHttpServer(listener), host);
}

/** A TCP server that gets every raw socket: for answers no HTTP server would write. */
export function rawUpstream(onSocket: (socket: Socket) => void, host = '127.0.0.1'): Promise<Upstream> {
  return onLoopback(createNetServer(onSocket), host);
}

/** A port nothing listens on: opened by the OS, then closed. */
export async function closedPort(): Promise<number> {
  const upstream = await rawUpstream(() => undefined);
  await upstream.close();
  return upstream.port;
}

/** `dns.lookup` over a fixed table; unknown names fail as ENOTFOUND, as a real resolver would. */
export function fakeLookup(table: Record<string, string>): LookupFunction {
  const lookup = (hostname: string, options: unknown, callback: (...args: unknown[]) => void) => {
    const address = table[hostname];
    const wantsAll = typeof options === 'object' && options !== null && (options as { all?: boolean }).all === true;
    setImmediate(() => {
      if (address === undefined) {
        return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname }));
      }
      const family = address.includes(':') ? 6 : 4;
      if (wantsAll) callback(null, [{ address, family }]);
      else callback(null, address, family);
    });
  };
  return lookup as unknown as LookupFunction;
}
