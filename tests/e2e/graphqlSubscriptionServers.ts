// Local GraphQL subscription servers for the browser tests, on port 0: one built with graphql-ws's
// own server (graphql-transport-ws) and one speaking the legacy graphql-ws subprotocol of
// subscriptions-transport-ws, whose library is deprecated (a small ws server, as its PROTOCOL.md
// describes). Both count 1, 2, 3… one step each time the test releases one, and record what the
// client sent: the connection params, a handshake header, and the complete (or stop) of Stop.
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type * as GraphQL from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';

export interface SubscriptionServer {
  /** http://127.0.0.1:port/graphql: the builder's request URL, turned into ws:// by the subscription. */
  url: string;
  /** Lets the counter yield its next number. */
  release(): void;
  /** Each connection's params, in order. */
  connectionParams: unknown[];
  /** Each handshake's X-Courier-Test header. */
  handshakeHeaders: string[];
  /** Operations the client completed (graphql-transport-ws) or stopped (legacy). */
  completed: number;
  close(): Promise<void>;
}

// graphql-ws's server reaches graphql through require() here: a schema built by graphql's ESM
// build would be "from another module or realm" to it.
const { buildSchema } = createRequire(import.meta.url)('graphql') as typeof GraphQL;
const schema = buildSchema(`
  type Query { ready: Boolean }
  type Subscription { count: Int }
`);

/**
 * A counter that yields n only once n releases have been given. Written as an iterator rather than a
 * generator so that completing it (the client's complete or stop) ends a wait for the next release:
 * a generator's return() would queue behind that wait for ever.
 */
function releasableCounter() {
  let released = 0;
  const waiting = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of waiting) wake();
    waiting.clear();
  };
  return {
    release() {
      released += 1;
      wakeAll();
    },
    count(): AsyncIterableIterator<{ count: number }> {
      let next = 1;
      let done = false;
      return {
        [Symbol.asyncIterator]() {
          return this;
        },
        async next() {
          while (!done && released < next) await new Promise<void>((resolve) => waiting.add(resolve));
          if (done) return { done: true, value: undefined };
          return { done: false, value: { count: next++ } };
        },
        async return() {
          done = true;
          wakeAll();
          return { done: true, value: undefined };
        },
      };
    },
  };
}

async function listening(server: WebSocketServer): Promise<string> {
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

const closing = (server: WebSocketServer) =>
  new Promise<void>((resolve) => {
    for (const client of server.clients) client.terminate();
    server.close(() => resolve());
  });

const headerOf = (request: IncomingMessage) => String(request.headers['x-courier-test'] ?? '');

export async function startTransportWsServer(): Promise<SubscriptionServer> {
  const counter = releasableCounter();
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/graphql' });
  const state: SubscriptionServer = {
    url: await listening(server),
    release: counter.release,
    connectionParams: [],
    handshakeHeaders: [],
    completed: 0,
    close: async () => {
      await disposable.dispose();
      await closing(server);
    },
  };
  const disposable = useServer(
    {
      schema,
      roots: { subscription: { count: () => counter.count() } },
      onConnect: (context) => {
        state.connectionParams.push(context.connectionParams);
        state.handshakeHeaders.push(headerOf(context.extra.request));
      },
      onComplete: () => {
        state.completed += 1;
      },
    },
    server,
  );
  return state;
}

/** subscriptions-transport-ws's graphql-ws subprotocol: connection_init/ack, start, data, stop. */
export async function startLegacyWsServer(): Promise<SubscriptionServer> {
  const counter = releasableCounter();
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    path: '/graphql',
    handleProtocols: (protocols) => (protocols.has('graphql-ws') ? 'graphql-ws' : false),
  });
  const state: SubscriptionServer = {
    url: await listening(server),
    release: counter.release,
    connectionParams: [],
    handshakeHeaders: [],
    completed: 0,
    close: () => closing(server),
  };
  server.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    state.handshakeHeaders.push(headerOf(request));
    const send = (message: object) => socket.send(JSON.stringify(message));
    let running: AsyncIterableIterator<{ count: number }> | undefined;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; id?: string; payload?: unknown };
      if (message.type === 'connection_init') {
        state.connectionParams.push(message.payload);
        send({ type: 'connection_ack' });
      } else if (message.type === 'start') {
        running = counter.count();
        void (async () => {
          for await (const data of running) send({ type: 'data', id: message.id, payload: { data } });
        })();
      } else if (message.type === 'stop') {
        state.completed += 1;
        void running?.return?.();
        send({ type: 'complete', id: message.id });
      } else if (message.type === 'connection_terminate') {
        socket.close(1000);
      }
    });
  });
  return state;
}
