// Test helper: a browser's live connection, read with node:http so a test can watch what arrives.
import { request } from 'node:http';
import type { LiveEvent } from './eventLog.js';

export interface StreamMessage {
  event: string;
  id?: string;
  data: unknown;
}

export interface LiveStream {
  status: number;
  /** Everything received so far, in order. */
  messages: StreamMessage[];
  /** The 'change' events received so far. */
  changes(): LiveEvent[];
  /** Resolves with the first message (already received or coming) that `matches`; rejects after `timeoutMs`. */
  waitFor(matches: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  /** Resolves when the server ends the stream or the connection drops. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `GET /api/live?scope=…` and resolves once the status is known (the body keeps streaming). */
export function openLiveStream(baseUrl: string, token: string, scopes: string[]): Promise<LiveStream> {
  const query = scopes.map((scope) => `scope=${encodeURIComponent(scope)}`).join('&');
  return new Promise((resolve, reject) => {
    const messages: StreamMessage[] = [];
    const waiters = new Set<() => void>();
    const req = request(`${baseUrl}/api/live?${query}`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(': ');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2));
          }
          if (!fields.has('event')) continue;
          const data = fields.get('data');
          messages.push({ event: fields.get('event')!, id: fields.get('id'), data: data && JSON.parse(data) });
          for (const wake of waiters) wake();
        }
      });
      res.on('error', () => undefined);
      const ended = new Promise<void>((done) => res.once('close', () => done()));
      resolve({
        status: res.statusCode ?? 0,
        messages,
        changes: () => messages.filter((m) => m.event === 'change').map((m) => m.data as LiveEvent),
        waitFor(matches, timeoutMs = 2000) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = messages.find(matches);
              if (!hit) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching live message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
