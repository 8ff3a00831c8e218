// A TCP proxy between a browser and the server that a test can cut for real: closing it ends every
// open connection (the live stream included) and refuses new ones, which the browser's offline
// emulation does not do to an open stream. It reopens on the same port, so the page's origin stays.
import { createServer, connect, type Server, type Socket } from 'node:net';

/** `open`: everything passes; `pages`: the app's files pass, every API call and live stream is dropped. */
export type ProxyMode = 'open' | 'pages';

export interface CutProxy {
  /** http://127.0.0.1:<port>, the same across cuts. */
  origin: string;
  port: number;
  /** Where connections go; set once the server behind has started. */
  targetPort: number;
  /** Ends every connection and stops listening: nothing reaches the server. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  reopen(mode?: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

// A request line for the API: the page's calls and its live stream all go under /api.
const API_REQUEST = /^[A-Z]+ \/api[/?\s]/;

export async function startCutProxy(): Promise<CutProxy> {
  const sockets = new Set<Socket>();
  let mode: ProxyMode = 'open';
  let server: Server | undefined;
  const proxy: CutProxy = {
    origin: '',
    port: 0,
    targetPort: 0,
    async cut() {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise<void>((done) => (closing ? closing.close(() => done()) : done()));
    },
    async reopen(next = 'open') {
      mode = next;
      if (!server) await listen(proxy.port);
    },
    close: () => proxy.cut(),
  };

  const listen = (port: number) =>
    new Promise<void>((done, fail) => {
      const listening = createServer((client) => {
        const upstream = connect(proxy.targetPort, '127.0.0.1');
        sockets.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('data', (chunk: Buffer) => {
          // Chromium sends one request at a time on a connection, each starting in a chunk of its own.
          if (mode === 'pages' && API_REQUEST.test(chunk.subarray(0, 64).toString('latin1'))) return drop();
          upstream.write(chunk);
        });
        upstream.on('data', (chunk: Buffer) => client.write(chunk));
        client.on('end', () => upstream.end());
        upstream.on('end', () => client.end());
        client.on('error', drop);
        upstream.on('error', drop);
        client.on('close', drop);
        upstream.on('close', drop);
      });
      listening.once('error', fail);
      listening.listen(port, '127.0.0.1', () => {
        server = listening;
        const address = listening.address();
        if (address && typeof address === 'object') proxy.port = address.port;
        proxy.origin = `http://127.0.0.1:${proxy.port}`;
        done();
      });
    });

  await listen(0);
  return proxy;
}
