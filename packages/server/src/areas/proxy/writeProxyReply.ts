// Writes `{ success: true, response }` without building the whole JSON text: a large body would
// otherwise be held once more as JSON and once more as the bytes written. The body goes out in
// slices, each escaped on its own, waiting for the socket to drain between them.
import { once } from 'node:events';
import type { HttpResponse } from '@courier/core';
import type { Response } from 'express';

/** 1 MiB of UTF-16 units per write: large enough to be cheap, small enough to bound the copies. */
const SLICE = 1024 * 1024;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** `body` as JSON string content (no quotes), in slices that never split a surrogate pair. */
function* escapedSlices(body: string): Generator<string> {
  for (let start = 0; start < body.length;) {
    let end = Math.min(start + SLICE, body.length);
    if (end < body.length && isHighSurrogate(body.charCodeAt(end - 1))) end++;
    yield JSON.stringify(body.slice(start, end)).slice(1, -1);
    start = end;
  }
}

export async function writeProxyReply(res: Response, response: HttpResponse): Promise<void> {
  const { body, ...rest } = response;
  const head = JSON.stringify({ success: true, response: rest });
  res.status(200).type('application/json');
  // `head` ends with '}}': the body goes in as the response object's last member.
  const write = async (text: string) => {
    if (!res.write(text) && !res.destroyed) await once(res, 'drain');
  };
  await write(`${head.slice(0, -2)},"body":"`);
  for (const slice of escapedSlices(body)) {
    if (res.destroyed) return;
    await write(slice);
  }
  res.end('"}}');
}
