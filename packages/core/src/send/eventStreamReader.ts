// Reading a `text/event-stream` body as it arrives, with eventsource-parser (the WHATWG parsing
// rules: fields, multi-line data, comments, CR/LF line ends). The Node transport and the browser's
// proxy transport read through this one reader, so the CLI's scripts and the web app see the same events.
import { createParser } from 'eventsource-parser';
import type { Header } from '../model/response.js';
import type { ServerSentEvent } from '../model/eventStream.js';

export interface EventStreamReader {
  /** Feeds the next piece of the stream's text; the events it completes are handed on at once. */
  feed(text: string): void;
  /** The events read so far, in order. */
  readonly events: ServerSentEvent[];
}

/** Whether a response's headers announce an event stream (its Content-Type, parameters aside). */
export function isEventStream(headers: readonly Header[]): boolean {
  const contentType = headers.find((header) => header.name.toLowerCase() === 'content-type')?.value ?? '';
  return contentType.split(';')[0]?.trim().toLowerCase() === 'text/event-stream';
}

export function createEventStreamReader(
  onEvent: (event: ServerSentEvent) => void = () => undefined,
  now: () => number = Date.now,
): EventStreamReader {
  const events: ServerSentEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, id, data }) => {
      const received: ServerSentEvent = { event: event ?? 'message', data, receivedAt: now() };
      if (id !== undefined) received.id = id;
      events.push(received);
      onEvent(received);
    },
  });
  return { feed: (text) => parser.feed(text), events };
}
