import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { SendError } from '../../send/errors.js';

// Truncated streams still yield what arrived, as browsers and curl do.
const LENIENT = { finishFlush: constants.Z_SYNC_FLUSH };
const BROTLI_LENIENT = { finishFlush: constants.BROTLI_OPERATION_FLUSH };

/** RFC 9110 §8.4: codings are listed in the order applied, so they are undone in reverse. */
function decoders(contentEncoding: string | undefined): Transform[] {
  if (!contentEncoding) return [];
  const codings = contentEncoding
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  const chain: Transform[] = [];
  for (const coding of codings.reverse()) {
    if (coding === 'gzip' || coding === 'x-gzip') chain.push(createGunzip(LENIENT));
    else if (coding === 'deflate') chain.push(createInflate(LENIENT));
    else if (coding === 'br') chain.push(createBrotliDecompress(BROTLI_LENIENT));
    // An unknown coding is passed through undecoded rather than failing the request.
    else return [];
  }
  return chain;
}

/**
 * Decodes a response body stream and collects it, refusing more than `maxBytes` decoded bytes:
 * the cap applies after decompression so a small gzip bomb cannot exhaust memory.
 */
export async function collectDecoded(
  source: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Stopping the iteration makes pipeline() reject with its own AbortError, so the reason is kept here.
  let tooLarge: SendError | undefined;
  try {
    const consume = async (decoded: AsyncIterable<Buffer>) => {
      for await (const chunk of decoded) {
        size += chunk.length;
        if (size > maxBytes) {
          tooLarge = new SendError('RESPONSE_TOO_LARGE', `Response is larger than the limit of ${maxBytes} bytes`);
          throw tooLarge;
        }
        chunks.push(chunk);
      }
    };
    // A variable-length chain does not fit pipeline()'s fixed-arity overloads.
    await (pipeline as (...stages: unknown[]) => Promise<void>)(source, ...decoders(contentEncoding), consume);
  } catch (error) {
    if (tooLarge) throw tooLarge;
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('Z_') || code.startsWith('ERR_BROTLI') || code === 'ERR__ERROR_FORMAT_PADDING_1') {
      throw new SendError(
        'NETWORK_ERROR',
        `Could not decode the ${contentEncoding} response body: ${(error as Error).message}`,
        { cause: error },
      );
    }
    throw error;
  }
  return Buffer.concat(chunks, size);
}
