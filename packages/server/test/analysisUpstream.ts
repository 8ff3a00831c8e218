// Test helper: the upstream whose replies response analysis records: JSON users that change with a
// version (?v=2 or X-Want-Version: 2), any status, text of any length, a 50 MB body written in
// chunks, and a debug echo that repeats the request's credentials and mints its own.
import { httpUpstream, type Upstream } from '@courier/testkit/servers';

/** What `/echo` issues beside its echo: a token in X-Auth-Token and the body, and a session cookie. */
export const MINTED_TOKEN = 'minted-token-5f1c77';
export const MINTED_SESSION = 'minted-session-9a2e31';

export const BIG_BODY_BYTES = 50 * 1024 * 1024;
const BIG_CHUNK = Buffer.alloc(1024 * 1024, 0x61);

export function startAnalysisUpstream(): Promise<Upstream> {
  return httpUpstream((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream');
    const user = /^\/users\/(\w+)$/.exec(url.pathname);
    if (user) {
      const version = Number(req.headers['x-want-version'] ?? url.searchParams.get('v') ?? '1');
      res.writeHead(200, { 'content-type': 'application/json', 'x-version': String(version) });
      return void res.end(
        JSON.stringify({ id: user[1], name: version === 1 ? 'Ada' : 'Ada Lovelace', tags: ['math'], active: true }),
      );
    }
    const status = /^\/status\/(\d{3})$/.exec(url.pathname);
    if (status) {
      res.writeHead(Number(status[1]), { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ error: 'as asked' }));
    }
    const text = /^\/text\/(\d+)$/.exec(url.pathname);
    if (text) {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return void res.end('a'.repeat(Number(text[1])));
    }
    if (url.pathname === '/echo') {
      // Plain text, as a debug endpoint writes it: only the values themselves give the secrets away.
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        res.writeHead(200, {
          'content-type': 'text/plain',
          'x-auth-token': MINTED_TOKEN,
          'set-cookie': `session=${MINTED_SESSION}; Path=/; HttpOnly`,
        });
        const headers = Object.entries(req.headers).map(([name, value]) => `${name}: ${String(value)}`);
        const body = Buffer.concat(chunks).toString('utf8');
        res.end([`${req.method} ${req.url}`, ...headers, '', body, `issued ${MINTED_TOKEN}`].join('\n'));
      });
      return;
    }
    if (url.pathname === '/big') {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(BIG_BODY_BYTES) });
      let sent = 0;
      const pump = () => {
        while (sent < BIG_BODY_BYTES) {
          sent += BIG_CHUNK.length;
          if (!res.write(BIG_CHUNK)) return void res.once('drain', pump);
        }
        res.end();
      };
      return pump();
    }
    res.writeHead(404).end();
  });
}
