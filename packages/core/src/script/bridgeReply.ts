import * as z from 'zod';
import { messageOf } from '../errors.js';
import { HttpRequestSchema } from '../model/request.js';
import type { ScriptBridge } from './host.js';

const CookieSchema = z.object({
  name: z.string(),
  value: z.string(),
  domain: z.string().optional(),
  path: z.string().optional(),
  expires: z.string().optional(),
  httpOnly: z.boolean().optional(),
  secure: z.boolean().optional(),
});

const CookieJarCallSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('getAll'), url: z.string() }),
  z.object({ action: z.literal('set'), url: z.string(), cookie: z.union([CookieSchema, z.string()]) }),
  z.object({ action: z.literal('unset'), url: z.string(), name: z.string() }),
  z.object({ action: z.literal('clear'), url: z.string() }),
]);

/** What a sandbox asks of its host: `{ sendRequest: request }` or `{ cookieJar: call }`. */
const BridgeCallSchema = z.union([
  z.object({ sendRequest: HttpRequestSchema }),
  z.object({ cookieJar: CookieJarCallSchema }),
]);

/**
 * Answers one call from inside a sandbox (`pm.sendRequest`, `pm.cookies.jar()`): the call arrives
 * as JSON text and is parsed like any outside input; the answer is JSON text `{ result }` or
 * `{ error: { message } }`, so nothing of the host (not even an Error object) reaches script code.
 */
export async function bridgeReply(bridge: ScriptBridge | undefined, callText: string): Promise<string> {
  try {
    if (!bridge) throw new Error('This script cannot reach outside its sandbox');
    const call = BridgeCallSchema.safeParse(JSON.parse(callText));
    if (!call.success) throw new Error(`Invalid call: ${call.error.issues[0]?.message ?? ''}`);
    if ('sendRequest' in call.data) return JSON.stringify({ result: await bridge.sendRequest(call.data.sendRequest) });
    if (!bridge.cookieJar) throw new Error('This run keeps no cookie jar');
    return JSON.stringify({ result: await bridge.cookieJar(call.data.cookieJar) });
  } catch (error) {
    return JSON.stringify({ error: { message: messageOf(error) } });
  }
}
