import type { HttpResponse } from '@courier/core';
import { httpUpstream } from '@courier/testkit/servers';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { writeProxyReply } from './writeProxyReply.js';

async function replyText(response: HttpResponse): Promise<string> {
  const app = express();
  app.get('/', (_req, res) => void writeProxyReply(res, response));
  const server = await httpUpstream(app);
  try {
    const reply = await fetch(`${server.url}/`);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    return await reply.text();
  } finally {
    await server.close();
  }
}

const response = (body: string, bodyEncoding: 'utf8' | 'base64' = 'utf8'): HttpResponse => ({
  status: 200,
  statusText: 'OK',
  headers: [{ name: 'x', value: '"quoted"' }],
  body,
  bodyEncoding,
  size: body.length,
  duration: 1,
});

describe('writeProxyReply', () => {
  it('writes the same JSON as JSON.stringify, across slice edges, quotes, controls and emoji', async () => {
    // A surrogate pair straddles the 1 MiB slice edge; quotes, backslashes and controls need escaping.
    const body = `${'a'.repeat(1024 * 1024 - 1)}😀"\\\n\u0001${'é'.repeat(3 * 1024 * 1024)}`;
    const text = await replyText(response(body));
    expect(text).toBe(
      JSON.stringify({ success: true, response: { ...response(body), body: undefined } }).replace(
        /}}$/,
        `,"body":${JSON.stringify(body)}}}`,
      ),
    );
    expect(JSON.parse(text).response.body).toBe(body);
  });

  it('writes an empty body', async () => {
    expect(JSON.parse(await replyText(response(''))).response).toEqual(response(''));
  });
});
