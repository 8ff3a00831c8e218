import type { Transform } from 'node:stream';
import { constants, createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { SendError } from '../../send/errors.js';

// Truncated streams still yield what arrived, as browsers and curl do. Read when a body needs
// decoding, not as the module loads: the CLI's build loads node:zlib at the first use of its exports.
const lenient = () => ({ finishFlush: constants.Z_SYNC_FLUSH });
const brotliLenient = () => ({ finishFlush: constants.BROTLI_OPERATION_FLUSH });

/** RFC 9110 §8.4: codings are listed in the order applied, so they are undone in reverse. */
function decoders(contentEncoding: string | undefined): Transform[] {
  if (!contentEncoding) return [];
  const codings = contentEncoding
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  const chain: Transform[] = [];
  for (const coding of codings.reverse()) {
    if (coding === 'gzip' || coding === 'x-gzip') chain.push(createGunzip(lenient()));
    else if (coding === 'deflate') chain.push(createInflate(lenient()));
    else if (coding === 'br') chain.push(createBrotliDecompress(brotliLenient()));
    // An unknown coding is passed through undecoded rather than failing the request.
    else return [];
  }
  return chain;
}

export interface BodyCollector {
  /** False asks the producer to pause until `onDrain` fires (backpressure from the decoder). */
  write(chunk: Buffer): boolean;
  end(): void;
  /** Stops decoding after a failure elsewhere. */
  destroy(): void;
}

export interface CollectCallbacks {
  /**
   * Set for an event stream: each decoded chunk is handed over as it comes instead of kept, and
   * the taker keeps its own cap (onDone then gets no bytes).
   */
  onDecoded?(chunk: Buffer): void;
  onDone(body: Buffer): void;
  onError(error: SendError): void;
  onDrain(): void;
}

/**
 * Collects a response body, decoding its Content-Encoding on the fly and refusing more than
 * `maxBytes` DECODED bytes, so a small gzip bomb cannot exhaust memory. Plain bodies skip
 * streams entirely: this runs once per request and its cost shows in a run's throughput.
 */
export function createBodyCollector(
  contentEncoding: string | undefined,
  maxBytes: number,
  callbacks: CollectCallbacks,
): BodyCollector {
  const chain = decoders(contentEncoding);
  return chain.length === 0
    ? new PlainBody(maxBytes, callbacks)
    : decodingCollector(chain, contentEncoding, maxBytes, callbacks);
}

/**
 * The chunks of a body sent without Content-Encoding, kept as they arrive: no stream, no copy when
 * the body came in one chunk. Most responses are these, once per request of a run.
 */
class PlainBody implements BodyCollector {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private failed = false;

  constructor(
    private readonly maxBytes: number,
    private readonly callbacks: CollectCallbacks,
  ) {}

  write(chunk: Buffer): boolean {
    if (this.failed) return true;
    if (this.callbacks.onDecoded) {
      this.callbacks.onDecoded(chunk);
      return true;
    }
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      this.failed = true;
      this.callbacks.onError(tooLarge(this.maxBytes));
    } else {
      this.chunks.push(chunk);
    }
    return true;
  }

  end(): void {
    if (!this.failed) this.callbacks.onDone(joined(this.chunks, this.size));
  }

  destroy(): void {
    this.failed = true;
  }
}

function decodingCollector(
  chain: Transform[],
  contentEncoding: string | undefined,
  maxBytes: number,
  callbacks: CollectCallbacks,
): BodyCollector {
  const chunks: Buffer[] = [];
  let size = 0;
  let failed = false;

  const fail = (error: SendError) => {
    if (failed) return;
    failed = true;
    for (const decoder of chain) decoder.destroy();
    callbacks.onError(error);
  };
  const keep = (chunk: Buffer) => {
    if (failed) return;
    if (callbacks.onDecoded) return callbacks.onDecoded(chunk);
    size += chunk.length;
    if (size > maxBytes) return fail(tooLarge(maxBytes));
    chunks.push(chunk);
  };
  const done = () => {
    if (!failed) callbacks.onDone(joined(chunks, size));
  };

  const [first, ...rest] = chain as [Transform, ...Transform[]];
  let last = first;
  for (const decoder of rest) last = last.pipe(decoder);
  for (const decoder of chain) {
    decoder.on('error', (error: Error) =>
      fail(
        new SendError('NETWORK_ERROR', `Could not decode the ${contentEncoding} response body: ${error.message}`, {
          cause: error,
        }),
      ),
    );
  }
  last.on('data', keep);
  last.on('end', done);
  first.on('drain', () => callbacks.onDrain());
  return {
    write: (chunk) => failed || first.write(chunk),
    end: () => first.end(),
    destroy: () => {
      failed = true;
      for (const decoder of chain) decoder.destroy();
    },
  };
}

function tooLarge(maxBytes: number): SendError {
  return new SendError('RESPONSE_TOO_LARGE', `Response is larger than the limit of ${maxBytes} bytes`);
}

function joined(chunks: Buffer[], size: number): Buffer {
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
}
