// An open event stream's body: the decoded bytes it keeps (the response's text, up to the size
// cap), its events read as they come, and the idle timer that ends a quiet stream.
import type { EventStreamEnding, ServerSentEvent } from '../../model/eventStream.js';
import { createEventStreamReader, type EventStreamReader } from '../../send/eventStreamReader.js';
import type { EventStreamListener } from '../../send/transport.js';

export class EventStreamBody {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private readonly decoder = new TextDecoder();
  private readonly reader: EventStreamReader;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly maxBytes: number,
    private readonly idleTimeoutMs: number | undefined,
    private readonly listener: EventStreamListener | undefined,
    /** Called once the stream must end on the reader's side: the cap is reached or it went quiet. */
    private readonly end: (ending: EventStreamEnding) => void,
  ) {
    this.reader = createEventStreamReader((event) => listener?.received?.(event));
    this.restartIdleTimer();
  }

  /** Keeps one decoded chunk and hands on the events it completes. */
  take(chunk: Buffer): void {
    // A stream never ends on its own terms: what is kept must stop somewhere, so the cap ends it.
    if (this.size + chunk.length > this.maxBytes) return this.end('limit');
    this.size += chunk.length;
    this.chunks.push(chunk);
    const text = this.decoder.decode(chunk, { stream: true });
    if (text !== '') {
      this.listener?.read?.(text);
      this.reader.feed(text);
    }
    this.restartIdleTimer();
  }

  /** Stops the idle timer: the stream has ended. */
  close(): void {
    clearTimeout(this.idleTimer);
  }

  get body(): Buffer {
    return Buffer.concat(this.chunks, this.size);
  }

  get events(): ServerSentEvent[] {
    return this.reader.events;
  }

  private restartIdleTimer(): void {
    if (this.idleTimeoutMs === undefined || this.idleTimeoutMs <= 0) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.end('idle'), this.idleTimeoutMs);
  }
}
