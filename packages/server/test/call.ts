// Test helper: one HTTP exchange with node:http, which (unlike fetch) lets a test set Host and Origin.
import { request } from 'node:http';

export interface CallResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
  json: any;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Aborting it destroys the connection, as a closed browser tab would. */
  signal?: AbortSignal;
  /** The client's own address, e.g. 127.0.0.7, to act as another client on loopback. */
  localAddress?: string;
}

export function call(
  url: string,
  { method = 'GET', headers = {}, body, signal, localAddress }: CallOptions = {},
): Promise<CallResult> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, signal, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined; // Not JSON: the test reads `text`.
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** POST a JSON value. */
export function post(
  url: string,
  value: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<CallResult> {
  return call(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(value),
    signal,
  });
}
