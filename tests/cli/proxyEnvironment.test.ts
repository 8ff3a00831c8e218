// Newman honours HTTP_PROXY, HTTPS_PROXY and NO_PROXY; so does `courier run`: a request goes through
// the proxy the environment names, except to a host NO_PROXY lists, and a proxy's 407 reads as one.
import { httpUpstream, outboundProxy, type OutboundProxy, type Upstream } from '@courier/testkit/servers';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, collectionOf, ensureBuilt, requestItem, workspace, type Workspace } from './harness.js';

let ws: Workspace;
let api: Upstream;
let proxy: OutboundProxy;
let guarded: OutboundProxy;

beforeAll(async () => {
  await ensureBuilt();
  ws = await workspace();
  api = await httpUpstream((_req, res) => res.end('from the api'));
  proxy = await outboundProxy();
  guarded = await outboundProxy({ username: 'courier', password: 'right' });
});

afterAll(async () => {
  await Promise.all([api.close(), proxy.close(), guarded.close()]);
  await ws.remove();
});

const run = (collection: string, env: Record<string, string>) =>
  execa(BIN, ['run', collection], { reject: false, cwd: ws.dir, env: { CI: '1', NO_COLOR: '1', ...env } });

describe('courier run behind an outbound proxy', { timeout: 60_000 }, () => {
  it('sends through HTTP_PROXY, except to NO_PROXY hosts', async () => {
    const collection = await ws.write(
      'proxied.json',
      collectionOf('Proxied', [
        requestItem('Through the proxy', `${api.url}/one`, {
          test: ['pm.test("answered", () => pm.expect(pm.response.text()).to.equal("from the api"));'],
        }),
        requestItem('Direct', `http://localhost:${api.port}/two`),
      ]),
    );
    const result = await run(collection, { HTTP_PROXY: proxy.url, NO_PROXY: 'localhost' });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(proxy.seen).toEqual([`127.0.0.1:${api.port}`]);
  });

  it('says the proxy refused its credentials', async () => {
    const collection = await ws.write('refused.json', collectionOf('Refused', [requestItem('Refused', `${api.url}/`)]));
    const wrong = new URL(guarded.url);
    wrong.username = 'courier';
    wrong.password = 'wrong';
    const result = await run(collection, { http_proxy: wrong.href });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain('requires authentication (407)');
    expect(guarded.seen).toEqual([]);
  });
});
