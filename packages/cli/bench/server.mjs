// The bench's loopback server, in its own process so it never shares an event loop with a runner:
// small JSON for /items/*, a 10 KB JSON body for /big/*. Prints its port on stdout.
import { createServer } from 'node:http';

const small = JSON.stringify({ ok: true });
const big = JSON.stringify({ ok: true, pad: 'x'.repeat(10 * 1024) });
const server = createServer((req, res) => {
  const body = req.url?.startsWith('/big/') ? big : small;
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
