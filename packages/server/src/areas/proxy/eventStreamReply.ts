// The proxy's answer when the upstream answered with an event stream: the head and each piece of
// the stream's text are written to the browser the moment they arrive (core's
// send/proxyEventStream.ts describes the lines), so the browser shows events live.
import {
  PROXY_EVENT_STREAM_TYPE,
  type EventStreamListener,
  type HttpResponse,
  type ProxyEventStreamLine,
} from '@courier/core';
import type { Response } from 'express';

export interface EventStreamReply {
  listener: EventStreamListener;
  /** True once the upstream's head said it is an event stream and the reply has started. */
  readonly started: boolean;
  /** The last line, the proxy's usual answer without the text and events already passed on. */
  finish(response: HttpResponse): void;
}

export function eventStreamReply(res: Response): EventStreamReply {
  let started = false;
  // No wait for the socket to drain: what is buffered is bounded by the response limit, which ends the stream.
  const write = (line: ProxyEventStreamLine | { success: true; response: HttpResponse }) => {
    if (!res.destroyed) res.write(`${JSON.stringify(line)}\n`);
  };
  return {
    listener: {
      opened(head) {
        started = true;
        res.status(200);
        res.setHeader('Content-Type', PROXY_EVENT_STREAM_TYPE);
        res.setHeader('Cache-Control', 'no-cache');
        // Tells a reverse proxy in front of the server (nginx) not to hold the lines back.
        res.setHeader('X-Accel-Buffering', 'no');
        res.flushHeaders();
        write({ opened: head });
      },
      read: (text) => write({ text }),
    },
    get started() {
      return started;
    },
    finish(response) {
      const endedBy = response.eventStream?.endedBy ?? 'server';
      write({ success: true, response: { ...response, body: '', eventStream: { endedBy, events: [] } } });
      res.end();
    },
  };
}
