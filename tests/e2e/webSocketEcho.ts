// The local ws echo server for the tests of one file: started before them, closed after.
import { startWebSocketEcho, type WebSocketEcho } from '@courier/testkit/servers';
import { afterAll, beforeAll } from 'vitest';

export function useWebSocketEcho(): Pick<WebSocketEcho, 'url' | 'closes'> {
  let started: WebSocketEcho | undefined;
  beforeAll(async () => {
    started = await startWebSocketEcho();
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): WebSocketEcho => {
    if (!started) throw new Error('The echo server starts in beforeAll: use it inside a hook or a test');
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get closes() {
      return current().closes;
    },
  };
}
