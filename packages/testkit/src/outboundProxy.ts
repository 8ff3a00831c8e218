// An outbound HTTP proxy as companies run them: CONNECT tunnels for https, absolute-form requests
// forwarded for http, optionally behind Basic credentials (407 otherwise). It records what it was
// asked to reach, so a test sees whether a request went through it.
import { createServer, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { onLoopback, type Upstream } from './upstream.js';

export interface OutboundProxy extends Upstream {
  /** `host:port` of every tunnel and forwarded request, in order. */
  readonly seen: string[];
}

export async function outboundProxy(credentials?: { username: string; password: string }): Promise<OutboundProxy> {
  const seen: string[] = [];
  const expected =
    credentials && `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
  const authorized = (header: string | undefined) => expected === undefined || header === expected;
  const server = createServer((req, res) => {
    if (!authorized(req.headers['proxy-authorization'])) {
      res.writeHead(407, { 'proxy-authenticate': 'Basic realm="test"' }).end();
      return;
    }
    const target = new URL(req.url ?? '/');
    seen.push(target.host);
    const headers = { ...req.headers };
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    const upstream = httpRequest(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on('connect', (req, client: Socket) => {
    if (!authorized(req.headers['proxy-authorization'])) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test"\r\n\r\n');
      return;
    }
    seen.push(req.url ?? '');
    const [host = '', port = '443'] = (req.url ?? '').split(':');
    const upstream = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'));
    client.on('error', () => upstream.destroy());
  });
  return { ...(await onLoopback(server)), seen };
}
