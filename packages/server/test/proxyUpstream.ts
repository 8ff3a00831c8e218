// Test helper: the upstream every proxy test talks to. Each path is one behaviour of a real server,
// good or hostile.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { IncomingMessage, RequestListener } from 'node:http';
import { httpUpstream, type Upstream } from '@courier/testkit/servers';

export const BINARY = Buffer.from([0x00, 0xff, 0xfe, 0x80, 0x81, 0x0a, 0xc3, 0x28]);
export const LATIN1 = Buffer.from('café crème', 'latin1');
/** 20 MiB of zeros compress to ~20 KiB: far past a 1 MiB cap once decoded. */
const BOMB = Buffer.alloc(20 * 1024 * 1024);
const GZIP_BOMB = gzipSync(BOMB);
const BROTLI_BOMB = brotliCompressSync(BOMB);

export interface ProxyUpstream extends Upstream {
  /** Bytes the endless body wrote before the proxy hung up. */
  endlessBytesSent(): number;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startProxyUpstream(host = '127.0.0.1'): Promise<ProxyUpstream> {
  let endlessBytes = 0;
  const routes: Record<string, RequestListener> = {
    '/bytes': (_req, res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(BINARY),
    '/latin1': (_req, res) => res.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' }).end(LATIN1),
    '/gzip-bomb': (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(GZIP_BOMB),
    '/br-bomb': (_req, res) => res.writeHead(200, { 'content-encoding': 'br' }).end(BROTLI_BOMB),
    '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
    // A login: its session cookie comes with the redirect.
    '/login': (_req, res) => res.writeHead(302, { location: '/echo', 'set-cookie': 'login=1; Path=/' }).end(),
    '/hop': (_req, res) =>
      res
        .writeHead(200, { connection: 'x-private', 'x-private': '1', 'keep-alive': 'timeout=5', 'x-kept': 'yes' })
        .end('ok'),
    // A 2 GB body, streamed: it stops as soon as the reader goes away.
    '/endless': (_req, res) => {
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const total = 2 * 1024 ** 3;
      res.writeHead(200, { 'content-type': 'text/plain' });
      const pump = () => {
        while (endlessBytes < total && !res.destroyed) {
          endlessBytes += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        if (!res.destroyed) res.end();
      };
      pump();
    },
  };

  const upstream = await httpUpstream(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://upstream').pathname;
    const redirect = /^\/redirect\/(\d+)$/.exec(path);
    if (redirect) {
      const left = Number(redirect[1]);
      if (left === 0) return void res.end('arrived');
      return void res.writeHead(302, { location: `/redirect/${left - 1}` }).end();
    }
    const route = routes[path];
    if (route) return void route(req, res);
    // Anything else echoes what arrived, so tests can see exactly what the proxy sent.
    const body = await readBody(req);
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'session=abc; Path=/' });
    res.end(
      JSON.stringify({ method: req.method, url: req.url, headers: req.rawHeaders, body: body.toString('base64') }),
    );
  }, host);
  return { ...upstream, endlessBytesSent: () => endlessBytes };
}
