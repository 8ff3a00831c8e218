// A tiny API for the example collection: plain Node, loopback only, port from PORT (default 3000).
//   node examples/server.mjs
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 3000);
const products = new Map([
  ['1', { id: '1', name: 'Notebook', price: 4.5 }],
  ['2', { id: '2', name: 'Pencil', price: 0.8 }],
]);
const orders = [];

function send(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

async function readJson(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  try {
    return JSON.parse(text || '{}');
  } catch {
    return undefined;
  }
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  if (req.method === 'POST' && url.pathname === '/login') {
    const body = await readJson(req);
    if (!body?.user) return send(res, 400, { error: 'user is required' });
    return send(res, 200, { token: `token-${body.user}` });
  }
  if (!/^Bearer token-/.test(req.headers.authorization ?? '')) return send(res, 401, { error: 'unauthorized' });
  if (req.method === 'GET' && url.pathname === '/products') return send(res, 200, [...products.values()]);
  const product = /^\/products\/(\w+)$/.exec(url.pathname)?.[1];
  if (req.method === 'GET' && product) {
    return products.has(product) ? send(res, 200, products.get(product)) : send(res, 404, { error: 'not found' });
  }
  if (req.method === 'POST' && url.pathname === '/orders') {
    const body = await readJson(req);
    if (!body || !products.has(String(body.productId))) return send(res, 422, { error: 'unknown product' });
    const order = {
      id: String(orders.length + 1),
      productId: String(body.productId),
      quantity: Number(body.quantity ?? 1),
    };
    orders.push(order);
    return send(res, 201, order);
  }
  send(res, 404, { error: 'not found' });
});

// PORT=0 picks a free port; the line below says which (the CLI tests read it).
server.listen(port, '127.0.0.1', () => console.log(`example API on http://127.0.0.1:${server.address().port}`));
