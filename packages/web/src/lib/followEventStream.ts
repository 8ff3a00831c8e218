// The browser's side of an event stream through the proxy: the proxy passes on the stream's text,
// core's reader turns it into events here (the same reader the CLI uses), and the response is
// put together from what arrived — also when Stop ended the fetch before the proxy's last line.
import {
  createEventStreamReader,
  type EventStreamEnding,
  type EventStreamHead,
  type EventStreamListener,
  type HttpResponse,
} from '@courier/core';

export interface FollowedEventStream {
  /** What the exchange tells of the proxy's lines. */
  listener: EventStreamListener;
  /** The proxy's answer with the stream's text and events filled in (as is when it was no stream). */
  completed(response: HttpResponse): HttpResponse;
  /** The response so far when the exchange broke off an open stream; undefined when none had opened. */
  interrupted(endedBy: EventStreamEnding): HttpResponse | undefined;
}

export function followEventStream(app?: EventStreamListener): FollowedEventStream {
  const started = performance.now();
  let head: EventStreamHead | undefined;
  let text = '';
  const reader = createEventStreamReader((event) => app?.received?.(event));
  const withText = (
    response: Omit<HttpResponse, 'body' | 'eventStream'>,
    endedBy: EventStreamEnding,
  ): HttpResponse => ({
    ...response,
    body: text,
    eventStream: { events: reader.events, endedBy },
  });
  return {
    listener: {
      opened(opened) {
        head = opened;
        app?.opened?.(opened);
      },
      read(piece) {
        text += piece;
        app?.read?.(piece);
        reader.feed(piece);
      },
    },
    completed: (response) => (head ? withText(response, response.eventStream?.endedBy ?? 'server') : response),
    interrupted: (endedBy) =>
      head &&
      withText(
        {
          ...head,
          bodyEncoding: 'utf8',
          size: new TextEncoder().encode(text).length,
          duration: performance.now() - started,
        },
        endedBy,
      ),
  };
}
