// Hosted mode's address policy through the whole stack: refused at connect time on
// every resolved address and every redirect hop, recorded in the audit log.
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { call, post } from '../../../test/call.js';
import { startTestServer, TEST_CONFIG, type TestServer } from '../../../test/startTestServer.js';
import { fakeLookup, httpUpstream, type Upstream } from '@courier/testkit/servers';

describe.each(TEST_DIALECTS)('hosted proxy address policy on %s', (dialect) => {
  const open: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const item of open.splice(0)) await item.close();
  });

  /** An internal service on 127.0.0.1 that counts what reaches it. */
  async function internalService(): Promise<Upstream & { hits: () => number }> {
    let hits = 0;
    const service = await httpUpstream((_req, res) => {
      hits++;
      res.end('internal secrets');
    });
    open.push(service);
    return { ...service, hits: () => hits };
  }

  async function hostedServer(
    options: { allowlist?: string[]; names?: Record<string, string> } = {},
  ): Promise<TestServer> {
    const server = await startTestServer({
      dialect,
      config: { mode: 'hosted', proxyAllowlist: options.allowlist ?? [] },
      lookup: fakeLookup(options.names ?? {}),
      // The test names its user in a header; 'ann' when it does not.
      authenticate: async (req) => ({ id: String(req.headers['x-test-user'] ?? 'ann') }),
    });
    open.push(server);
    return server;
  }

  const proxy = (server: TestServer, url: string, user = 'ann') =>
    post(`${server.url}/api/proxy`, { method: 'GET', url, headers: [] }, { 'x-test-user': user });

  async function expectBlocked(server: TestServer, url: string, address: string) {
    const { status, json } = await proxy(server, url);
    expect(status).toBe(502);
    expect(json.code).toBe('ADDRESS_BLOCKED');
    expect(json.message).toContain(`Requests to ${address} are not allowed`);
    expect((await call(`${server.url}/api/health`)).status).toBe(200);
  }

  // Regression: one user's concurrent large responses took the server from 190 MB to 1.5 GB.
  it('caps the proxied requests one user has in flight at once', async () => {
    const waiting: Array<() => void> = [];
    const slow = await httpUpstream((_req, res) => void waiting.push(() => res.end('late')));
    open.push(slow);
    const server = await hostedServer({ allowlist: ['127.0.0.1'] });
    const cap = TEST_CONFIG.proxyConcurrencyPerUser;
    const inFlight = Array.from({ length: cap }, () => proxy(server, slow.url));
    await expect.poll(() => waiting.length).toBe(cap);
    const refused = await proxy(server, slow.url);
    expect(refused).toMatchObject({ status: 429, json: { code: 'RATE_LIMITED' } });
    // Another user is not held back by ann's requests.
    const bob = proxy(server, slow.url, 'bob');
    await expect.poll(() => waiting.length).toBe(cap + 1);
    for (const release of waiting.splice(0)) release();
    for (const reply of await Promise.all([...inFlight, bob])) expect(reply.json.response.body).toBe('late');
    const again = proxy(server, slow.url);
    await expect.poll(() => waiting.length).toBe(1);
    waiting[0]!();
    expect((await again).status).toBe(200);
  });

  it('reaches only the allowed port of an address:port allowlist entry', async () => {
    const allowed = await internalService();
    const other = await internalService();
    const server = await hostedServer({ allowlist: [`127.0.0.1:${allowed.port}`] });
    expect((await proxy(server, allowed.url)).json.response.body).toBe('internal secrets');
    await expectBlocked(server, other.url, '127.0.0.1');
    expect(other.hits()).toBe(0);
  });

  it('reaches only the allowed port of a CIDR:port allowlist entry', async () => {
    const allowed = await internalService();
    const other = await internalService();
    const server = await hostedServer({ allowlist: [`127.0.0.0/8:${allowed.port}`] });
    expect((await proxy(server, allowed.url)).json.response.body).toBe('internal secrets');
    await expectBlocked(server, other.url, '127.0.0.1');
    expect(other.hits()).toBe(0);
  });

  it('refuses a name that resolves to loopback, and records it', async () => {
    const internal = await internalService();
    const server = await hostedServer({ names: { 'public.example': '127.0.0.1' } });
    await expectBlocked(server, `http://public.example:${internal.port}/admin`, '127.0.0.1');
    expect(internal.hits()).toBe(0);
    const audit = await server.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'ann', action: 'proxy.address_blocked' });
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ url: `http://public.example:${internal.port}/admin` });
  });

  it('refuses a public-looking host that redirects to 127.0.0.1', async () => {
    const internal = await internalService();
    // 127.0.0.2 plays a public server: allowed by the operator, it redirects inside.
    const outside = await httpUpstream((_req, res) => {
      res.writeHead(302, { location: `http://127.0.0.1:${internal.port}/admin` }).end();
    }, '127.0.0.2');
    open.push(outside);
    const server = await hostedServer({ allowlist: ['127.0.0.2'], names: { 'public.example': '127.0.0.2' } });
    await expectBlocked(server, `http://public.example:${outside.port}/`, '127.0.0.1');
    expect(internal.hits()).toBe(0);
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://[::ffff:127.0.0.1]:9/', '::ffff:7f00:1'],
    ['http://[::1]:9/', '::1'],
    ['http://0.0.0.0:9/', '0.0.0.0'],
    ['http://10.0.0.1:9/', '10.0.0.1'],
  ])('refuses the address literal in %s', async (url, address) => {
    const server = await hostedServer();
    await expectBlocked(server, url, address);
  });

  it('lets the operator allow an internal network', async () => {
    const internal = await internalService();
    const server = await hostedServer({ allowlist: ['127.0.0.0/8'], names: { 'intranet.example': '127.0.0.1' } });
    const { status, json } = await proxy(server, `http://intranet.example:${internal.port}/`);
    expect(status).toBe(200);
    expect(json.response.body).toBe('internal secrets');
  });
});
