import { messageOf } from '../errors.js';
import { HttpRequestSchema } from '../model/request.js';
import type { ScriptBridge } from './host.js';

/**
 * Answers one `pm.sendRequest` from inside a sandbox: the request arrives as JSON text and is
 * parsed like any outside input; the answer is JSON text `{ response }` or `{ error: { message } }`,
 * so nothing of the host (not even an Error object) reaches script code.
 */
export async function bridgeReply(bridge: ScriptBridge | undefined, requestText: string): Promise<string> {
  try {
    if (!bridge) throw new Error('No request can be sent from this script');
    const request = HttpRequestSchema.safeParse(JSON.parse(requestText));
    if (!request.success) throw new Error(`Invalid request: ${request.error.issues[0]?.message ?? ''}`);
    return JSON.stringify({ response: await bridge.sendRequest(request.data) });
  } catch (error) {
    return JSON.stringify({ error: { message: messageOf(error) } });
  }
}
