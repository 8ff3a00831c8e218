// How the server's proxy passes an event stream on to the browser while it is open: newline-delimited
// JSON, one line for the head, one per piece of the stream's text as the upstream sent it, and a last
// line that is the proxy's usual answer (`{ success, response }`) once the stream has ended. The browser
// parses the text with core's reader, so the events are read in one place, and the last line leaves
// out the text and events the browser has already read.
import type { EventStreamHead } from './transport.js';

/** The Content-Type of the proxy's answer when the upstream answered with an event stream. */
export const PROXY_EVENT_STREAM_TYPE = 'application/x-ndjson';

/** A line before the last one. */
export type ProxyEventStreamLine = { opened: EventStreamHead } | { text: string };
