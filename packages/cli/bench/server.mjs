// The bench's loopback server, in its own process so it never shares an event loop with a runner:
// small JSON for /items/*, a 10 KB JSON body for /big/*, small JSON after 50 ms for /slow/* (an
// upstream with real latency, where a parallel run's worth is its overlap). Prints its port on stdout.
import { createServer } from 'node:http';

const small = JSON.stringify({ ok: true });
const big = JSON.stringify({ ok: true, pad: 'x'.repeat(10 * 1024) });
const server = createServer((req, res) => {
  const body = req.url?.startsWith('/big/') ? big : small;
  const answer = () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  if (req.url?.startsWith('/slow/')) setTimeout(answer, 50);
  else answer();
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
