import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, post } from '../test/call.js';
import { startTestServer, type TestServer } from '../test/startTestServer.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const request = { method: 'GET', url: 'http://127.0.0.1:1/', headers: [] };

describe('errors', () => {
  it('answers unknown API paths with the error shape, not HTML', async () => {
    server = await startTestServer();
    const { status, json } = await call(`${server.url}/api/nope`);
    expect(status).toBe(404);
    expect(json).toEqual({ success: false, message: 'No API route for GET /api/nope', code: 'NOT_FOUND' });
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    server = await startTestServer({
      transport: {
        send: async () => {
          throw new Error('secret at /srv/internal.ts:12');
        },
      },
    });
    const { status, json, text } = await post(`${server.url}/api/proxy`, request);
    expect(status).toBe(500);
    expect(json).toEqual({ success: false, message: 'Internal server error', code: 'INTERNAL' });
    expect(text).not.toContain('secret');
  });

  it('answers malformed JSON with 400 VALIDATION_FAILED', async () => {
    server = await startTestServer();
    const { status, json } = await call(`${server.url}/api/proxy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"method": ',
    });
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, message: 'Request body is not valid JSON', code: 'VALIDATION_FAILED' });
  });
});

describe('security headers', () => {
  it('sends a CSP that lets the app, its blob Worker and CodeMirror styles run', async () => {
    server = await startTestServer();
    const { headers } = await call(`${server.url}/api/health`);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

describe('the web app', () => {
  function buildDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'courier-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Courier</title>');
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    return dir;
  }

  it('serves the build at / with an SPA fallback for page loads only', async () => {
    server = await startTestServer({ config: { webDir: buildDir() } });
    const html = { accept: 'text/html' };
    expect((await call(`${server.url}/`, { headers: html })).text).toContain('<title>Courier</title>');
    expect((await call(`${server.url}/collections/42`, { headers: html })).text).toContain('<title>Courier</title>');
    const asset = await call(`${server.url}/assets/app-abc123.js`);
    expect(asset.text).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await call(`${server.url}/api/missing`, { headers: html })).json.code).toBe('NOT_FOUND');
    expect((await call(`${server.url}/missing.json`, { headers: { accept: 'application/json' } })).status).toBe(404);
    expect((await call(`${server.url}/page`, { method: 'POST', headers: html })).status).toBe(404);
  });

  it('explains how to build the web app when the build is missing', async () => {
    server = await startTestServer({ config: { webDir: '/nonexistent/dist' } });
    const { status, text, headers } = await call(`${server.url}/`, { headers: { accept: 'text/html' } });
    expect(status).toBe(503);
    expect(headers['content-type']).toContain('text/html');
    expect(text).toContain('The web app is not built');
    expect(text).toContain('npm run build -w @courier/web');
    expect(text).toContain('/nonexistent/dist');
  });
});

describe('local mode guard', () => {
  it('refuses a proxy request addressed to another host name (DNS rebinding)', async () => {
    server = await startTestServer();
    const { status, json } = await post(`${server.url}/api/proxy`, request, { host: 'evil.example:9000' });
    expect(status).toBe(403);
    expect(json.code).toBe('FORBIDDEN');
    expect(json.message).toContain("not to 'evil.example:9000'");
  });

  it('refuses a proxy request sent by another origin (CSRF)', async () => {
    server = await startTestServer();
    const { status, json } = await post(`${server.url}/api/proxy`, request, { origin: 'https://evil.example' });
    expect(status).toBe(403);
    expect(json.message).toContain('Requests from https://evil.example may not use this server');
  });

  it('accepts the app own origin on localhost and configured extra origins', async () => {
    server = await startTestServer({ config: { allowedOrigins: ['http://localhost:5173'] } });
    const port = new URL(server.url).port;
    const own = await post(`${server.url}/api/proxy`, request, {
      host: `localhost:${port}`,
      origin: `http://localhost:${port}`,
    });
    expect(own.json.code).toBe('CONNECTION_REFUSED');
    const dev = await post(`${server.url}/api/proxy`, request, {
      host: 'localhost:5173',
      origin: 'http://localhost:5173',
    });
    expect(dev.json.code).toBe('CONNECTION_REFUSED');
  });
});

describe('hosted mode', () => {
  it('refuses the proxy with 401 until someone is signed in', async () => {
    server = await startTestServer({ config: { mode: 'hosted' } });
    const { status, json } = await post(`${server.url}/api/proxy`, request);
    expect(status).toBe(401);
    expect(json).toEqual({
      success: false,
      message: 'Sign in to use the proxy: this server runs in hosted mode',
      code: 'UNAUTHENTICATED',
    });
  });

  it('rate-limits each signed-in user separately', async () => {
    server = await startTestServer({
      config: { mode: 'hosted', proxyRateLimitPerMinute: 2, proxyAllowlist: ['127.0.0.1'] },
      authenticate: async (req) => ({ id: String(req.headers['x-test-user']) }),
    });
    const as = (user: string) => post(`${server!.url}/api/proxy`, request, { 'x-test-user': user });
    expect((await as('ann')).status).toBe(502);
    expect((await as('ann')).status).toBe(502);
    const limited = await as('ann');
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe('RATE_LIMITED');
    expect((await as('bob')).status).toBe(502);
  });
});
