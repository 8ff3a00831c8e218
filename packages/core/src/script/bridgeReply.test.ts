import { describe, expect, it } from 'vitest';
import { bridgeReply } from './bridgeReply.js';
import type { ScriptBridge } from './host.js';

const request = {
  method: 'GET',
  url: 'https://api.test/',
  headers: [],
  body: { mode: 'none' },
  auth: { type: 'none' },
};
const bridge: ScriptBridge = {
  sendRequest: async (sent) => ({
    status: 200,
    statusText: 'OK',
    headers: [],
    body: sent.url,
    bodyEncoding: 'utf8',
    size: 0,
    duration: 1,
  }),
};

describe('bridgeReply: what a sandbox gets back for its calls', () => {
  it('answers pm.sendRequest with the response as a result', async () => {
    const reply = JSON.parse(await bridgeReply(bridge, JSON.stringify({ sendRequest: request })));
    expect(reply.result).toMatchObject({ status: 200, body: 'https://api.test/' });
  });

  it('answers a jar call without a jar, a malformed call and no bridge with a message, never a throw', async () => {
    const jarCall = JSON.stringify({ cookieJar: { action: 'getAll', url: 'https://api.test/' } });
    expect(JSON.parse(await bridgeReply(bridge, jarCall))).toEqual({
      error: { message: 'This run keeps no cookie jar' },
    });
    expect(JSON.parse(await bridgeReply(bridge, '{"cookieJar":{"action":"eat"}}')).error.message).toMatch(
      /^Invalid call: /,
    );
    expect(JSON.parse(await bridgeReply(bridge, 'not json')).error.message).toMatch(/JSON/);
    expect(JSON.parse(await bridgeReply(undefined, jarCall))).toEqual({
      error: { message: 'This script cannot reach outside its sandbox' },
    });
  });
});
