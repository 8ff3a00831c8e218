// A `text/event-stream` server the test paces: a stream sends only what the test hands it, so a
// test can see one event arrive while the next is still unsent, and see the client hang up.
import { createServer, type ServerResponse } from 'node:http';
import { onLoopback, type Upstream } from './upstream.js';

export interface PacedStream {
  /** Writes raw stream text, e.g. `event: tick\ndata: 1\n\n`. */
  send(text: string): void;
  /** Ends the stream from the server's side. */
  end(): void;
  /** Settles when the client closed the connection before the server ended it. */
  closedByClient: Promise<void>;
}

export interface EventStreamServer extends Upstream {
  /** The next stream a client opens (any path), once its head is sent. */
  nextStream(): Promise<PacedStream>;
}

export async function startEventStreamServer(): Promise<EventStreamServer> {
  const opened: PacedStream[] = [];
  const waiting: Array<(stream: PacedStream) => void> = [];
  const server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.flushHeaders();
    const stream = pacedStream(res);
    const waiter = waiting.shift();
    if (waiter) waiter(stream);
    else opened.push(stream);
  });
  const upstream = await onLoopback(server);
  return {
    ...upstream,
    nextStream: () => {
      const ready = opened.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

function pacedStream(res: ServerResponse): PacedStream {
  const closedByClient = new Promise<void>((resolve) =>
    res.on('close', () => {
      if (!res.writableEnded) resolve();
    }),
  );
  return { send: (text) => res.write(text), end: () => res.end(), closedByClient };
}
