// Settings › Certificates and proxy against real local servers, on both databases: a TLS server that
// requires a client certificate signed by a test CA, and an outbound proxy that records what it
// reaches. Key material never comes back; hosted mode and other people are refused.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCertificates,
  httpUpstream,
  mutualTlsServer,
  outboundProxy,
  type OutboundProxy,
  type TestCertificates,
  type Upstream,
} from '@courier/testkit/servers';
import { accountsApi } from '../../../test/accountsApi.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { TEST_DIALECTS } from '../../../test/testDatabases.js';
import { userClient, type UserClient } from '../../../test/userClient.js';

let certificates: TestCertificates;
let secured: Upstream;
let plain: Upstream;
beforeAll(async () => {
  certificates = await createTestCertificates();
  secured = await mutualTlsServer(certificates);
  plain = await httpUpstream((_req, res) => res.end('plain answer'));
});
afterAll(async () => {
  await secured.close();
  await plain.close();
});

describe.each(TEST_DIALECTS)('outbound settings on %s', (dialect) => {
  let server: TestServer;
  let ann: UserClient;
  let workspaceId: string;
  const extra: Array<{ close(): Promise<void> }> = [];
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const account = await accountsApi(server).register('ann');
    ann = userClient(server.url, account.token);
    workspaceId = (await ann.post('/api/workspace/create', { name: 'Bank API' })).json.data.workspace.id;
  });
  afterAll(async () => server.close());
  afterEach(async () => {
    for (const item of extra.splice(0)) await item.close();
    await ann.put(`/api/outbound-settings/${workspaceId}/general`, { verifyTls: true, proxy: null });
    const view = (await ann.get(`/api/outbound-settings/${workspaceId}`)).json.data;
    for (const own of view.clientCertificates)
      await ann.del(`/api/outbound-settings/${workspaceId}/client-certificates/${own.id}`);
    for (const own of view.caCertificates)
      await ann.del(`/api/outbound-settings/${workspaceId}/ca-certificates/${own.id}`);
  });

  const settings = (path = '') => `/api/outbound-settings/${workspaceId}${path}`;
  const send = (url: string, extraFields: Record<string, unknown> = {}, client = ann) =>
    client.post(
      '/api/proxy',
      { method: 'GET', url, headers: [], ...extraFields },
      { 'X-Courier-Workspace': workspaceId },
    );
  const securedUrl = () => `https://localhost:${secured.port}/`;
  const addCa = () => ann.post(settings('/ca-certificates'), { name: 'ca.pem', pem: certificates.ca.cert });
  const addClient = (fields: Record<string, unknown> = {}) =>
    ann.post(settings('/client-certificates'), {
      host: `localhost:${secured.port}`,
      name: 'client.pem, client.key',
      cert: certificates.client.cert,
      key: certificates.client.key,
      passphrase: certificates.client.passphrase,
      ...fields,
    });
  async function startProxy(credentials?: { username: string; password: string }): Promise<OutboundProxy> {
    const proxy = await outboundProxy(credentials);
    extra.push(proxy);
    return proxy;
  }

  it('fails verification against an unknown CA, then reaches the server with the CA and the client certificate', async () => {
    const unknown = await send(securedUrl());
    expect(unknown.status).toBe(502);
    expect(unknown.json).toMatchObject({ code: 'TLS_FAILED' });
    expect(unknown.json.message).toContain(`TLS connection to localhost:${secured.port} failed`);

    expect((await addCa()).status).toBe(200);
    const withoutCertificate = await send(securedUrl());
    // Under TLS 1.3 the server hangs up after the handshake; under 1.2 it sends an alert.
    expect(['CONNECTION_RESET', 'TLS_FAILED']).toContain(withoutCertificate.json.code);
    expect(withoutCertificate.json.message).toContain('requires a client certificate');

    const added = await addClient();
    expect(added.status).toBe(200);
    const reply = await send(securedUrl());
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.json.response.body)).toEqual({ client: 'Courier Test Client' });
  });

  it('takes a PFX bundle with its passphrase', async () => {
    await addCa();
    const added = await addClient({
      cert: undefined,
      key: undefined,
      pfx: certificates.client.pfx.toString('base64'),
      name: 'client.pfx',
    });
    expect(added.status).toBe(200);
    expect(JSON.parse((await send(securedUrl())).json.response.body)).toEqual({ client: 'Courier Test Client' });
  });

  it('never gives key material or passwords back, only what identifies them', async () => {
    await addCa();
    await addClient();
    await ann.put(settings('/general'), {
      verifyTls: true,
      proxy: { url: 'http://127.0.0.1:9', username: 'proxy-user', password: 'proxy-secret', noProxy: [] },
    });
    const view = await ann.get(settings());
    const text = JSON.stringify(view.json);
    for (const secret of [
      certificates.client.key,
      certificates.client.cert,
      certificates.client.passphrase,
      'proxy-secret',
    ]) {
      expect(text).not.toContain(secret.trim().split('\n')[1] ?? secret);
    }
    expect(view.json.data.clientCertificates[0]).toMatchObject({
      host: `localhost:${secured.port}`,
      name: 'client.pem, client.key',
      subject: expect.stringContaining('CN=Courier Test Client'),
      fingerprint: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
      validTo: expect.any(String),
    });
    expect(view.json.data.proxy).toEqual({
      url: 'http://127.0.0.1:9',
      username: 'proxy-user',
      hasPassword: true,
      noProxy: [],
    });
  });

  it.each([
    [{ passphrase: 'wrong' }, 'The client certificate cannot be used: wrong passphrase'],
    [{ cert: 'other' }, 'The client certificate cannot be used: the certificate and the key do not match'],
    [
      { pfx: 'pfx-wrong', cert: undefined, key: undefined, passphrase: 'wrong' },
      'The client certificate cannot be used: wrong passphrase',
    ],
  ])('refuses a certificate it could not use: %o', async (change, message) => {
    const fields: Record<string, unknown> = { ...change };
    if (fields.cert === 'other') fields.cert = certificates.other.cert;
    if ('pfx' in change) fields.pfx = certificates.client.pfx.toString('base64');
    const refused = await addClient(fields);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    expect((await ann.get(settings())).json.data.clientCertificates).toEqual([]);
  });

  it('sends without verifying certificates when verification is off, globally or for one request', async () => {
    expect((await send(securedUrl(), { strictSSL: false })).json.code).not.toBe('TLS_FAILED');
    await ann.put(settings('/general'), { verifyTls: false, proxy: null });
    await addClient({ host: 'localhost' });
    const reply = await send(`https://localhost:${secured.port}/`);
    expect(reply.status).toBe(200);
    // A request that asks for verification still gets it.
    expect((await send(securedUrl(), { strictSSL: true })).json.code).toBe('TLS_FAILED');
  });

  it('sends through the proxy, except to a no-proxy host, and says when the proxy cannot be used', async () => {
    const proxy = await startProxy();
    await ann.put(settings('/general'), { verifyTls: true, proxy: { url: proxy.url, noProxy: [] } });
    expect((await send(`${plain.url}/through`)).json.response.body).toBe('plain answer');
    expect(proxy.seen).toEqual([`127.0.0.1:${plain.port}`]);

    await addCa();
    await addClient();
    expect(JSON.parse((await send(securedUrl())).json.response.body)).toEqual({ client: 'Courier Test Client' });
    expect(proxy.seen).toEqual([`127.0.0.1:${plain.port}`, `localhost:${secured.port}`]);

    await ann.put(settings('/general'), { verifyTls: true, proxy: { url: proxy.url, noProxy: ['localhost'] } });
    expect((await send(securedUrl())).status).toBe(200);
    expect(proxy.seen).toHaveLength(2);

    await ann.put(settings('/general'), { verifyTls: true, proxy: { url: 'http://127.0.0.1:9', noProxy: [] } });
    const unreachable = await send(`${plain.url}/`);
    expect(unreachable.status).toBe(502);
    expect(unreachable.json).toMatchObject({ code: 'PROXY_FAILED' });
    expect(unreachable.json.message).toContain('Could not reach the proxy 127.0.0.1:9');
  });

  it('says when the proxy refuses its credentials (407), for http and https targets', async () => {
    const proxy = await startProxy({ username: 'courier', password: 'right' });
    await ann.put(settings('/general'), {
      verifyTls: true,
      proxy: { url: proxy.url, username: 'courier', password: 'wrong', noProxy: [] },
    });
    for (const url of [`${plain.url}/`, securedUrl()]) {
      const refused = await send(url);
      expect(refused.status).toBe(502);
      expect(refused.json).toMatchObject({ code: 'PROXY_AUTH_REQUIRED' });
      expect(refused.json.message).toContain('requires authentication (407)');
    }
    // The password left out keeps the saved one; the right one lets the request through.
    await ann.put(settings('/general'), {
      verifyTls: true,
      proxy: { url: proxy.url, username: 'courier', password: 'right', noProxy: [] },
    });
    await ann.put(settings('/general'), {
      verifyTls: true,
      proxy: { url: proxy.url, username: 'courier', noProxy: [] },
    });
    expect((await send(`${plain.url}/`)).json.response.body).toBe('plain answer');
  });

  it("refuses another person's workspace and keeps each person's settings their own", async () => {
    const bob = userClient(server.url, (await accountsApi(server).register('bob')).token);
    for (const attempt of [
      bob.get(settings()),
      bob.put(settings('/general'), { verifyTls: false, proxy: null }),
      bob.post(settings('/ca-certificates'), { name: 'ca.pem', pem: certificates.ca.cert }),
      send(`${plain.url}/`, {}, bob),
    ]) {
      const refused = await attempt;
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({ code: 'FORBIDDEN', message: 'You are not a member of this workspace' });
    }
    await ann.post(`/api/workspace/${workspaceId}/members`, { email: 'bob@example.com', role: 'viewer' });
    await addCa();
    // A member of the workspace has settings of their own there: ann's CA is not bob's.
    expect((await bob.get(settings())).json.data.caCertificates).toEqual([]);
  });
});

describe.each(TEST_DIALECTS)('outbound settings in hosted mode on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect, config: { mode: 'hosted' } });
  });
  afterAll(async () => server.close());

  it('refuses them: an operator configures outbound connections', async () => {
    const { token } = await accountsApi(server).register('ann');
    const ann = userClient(server.url, token);
    const workspaceId = (await ann.post('/api/workspace/create', { name: 'Shared' })).json.data.workspace.id;
    const refused = await ann.put(`/api/outbound-settings/${workspaceId}/general`, { verifyTls: false, proxy: null });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toContain('only available when Courier runs locally');
    // The workspace named on a send changes nothing: hosted mode's address policy still refuses loopback.
    const sent = await ann.post(
      '/api/proxy',
      { method: 'GET', url: `${plain.url}/`, headers: [] },
      { 'X-Courier-Workspace': workspaceId },
    );
    expect(sent.json.code).toBe('ADDRESS_BLOCKED');
  });
});
