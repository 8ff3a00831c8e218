// A WebSocket upstream for the relay's tests: it greets each connection with what its handshake
// carried, echoes every frame as it came (text or binary), and misbehaves on purpose at a few paths.
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { onLoopback } from './upstream.js';

export interface WebSocketEcho {
  /** ws://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Close codes and reasons the server received, in order. */
  closes: Array<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** The first frame of every connection: the handshake as the upstream saw it. */
export interface EchoGreeting {
  greeting: true;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  protocol: string;
}

/**
 * Paths: `/refuse` answers 401 with a body instead of 101; `/close` closes at once with 4001 'bye';
 * `/big?bytes=N` sends one binary frame of N bytes; `/flood?count=N` sends N small text frames at once; `/delayed` echoes each frame 300 ms later (so a test
 * can tell a pushed message from one read back at once); anything else echoes at once.
 */
export async function startWebSocketEcho(): Promise<WebSocketEcho> {
  const closes: WebSocketEcho['closes'] = [];
  const server = createServer();
  const wss = new WebSocketServer({
    server,
    handleProtocols: (protocols) => [...protocols][0] ?? false,
    verifyClient: ({ req }, accept) => {
      if (req.url === '/refuse') accept(false, 401, 'Token required');
      else accept(true);
    },
  });
  wss.on('connection', (socket: WebSocket, request) => {
    const url = new URL(request.url ?? '/', 'ws://echo');
    const greeting: EchoGreeting = {
      greeting: true,
      path: url.pathname,
      headers: request.headers,
      protocol: socket.protocol,
    };
    socket.send(JSON.stringify(greeting));
    socket.on('close', (code, reason) => closes.push({ code, reason: reason.toString('utf8') }));
    if (url.pathname === '/close') socket.close(4001, 'bye');
    else if (url.pathname === '/big') socket.send(Buffer.alloc(Number(url.searchParams.get('bytes') ?? 0), 1));
    else if (url.pathname === '/flood') {
      for (let i = 0; i < Number(url.searchParams.get('count') ?? 0); i++) socket.send(`tick ${i}`);
    } else {
      const delay = url.pathname === '/delayed' ? 300 : 0;
      socket.on('message', (data, isBinary) => {
        setTimeout(() => socket.send(data, { binary: isBinary }), delay);
      });
    }
  });
  const listening = await onLoopback(server);
  return {
    url: listening.url.replace(/^http:/, 'ws:'),
    port: listening.port,
    closes,
    async close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
      await listening.close();
    },
  };
}
