import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function buildDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'courier-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Courier</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'scriptWorker-Dd_h7q.js'), 'self.onmessage = () => {}');
  return dir;
}

describe('content security policy of the web app', () => {
  it('lets only the script sandbox Worker compile scripts, and cuts it off from the network', async () => {
    server = await startTestServer({ config: { webDir: buildDir() } });
    const worker = String(
      (await call(`${server.url}/assets/scriptWorker-Dd_h7q.js`)).headers['content-security-policy'],
    );
    expect(worker).toBe("default-src 'none'; script-src 'self' 'unsafe-eval'");

    const page = String((await call(`${server.url}/assets/index-abc123.js`)).headers['content-security-policy']);
    expect(page).not.toContain('unsafe-eval');
    expect(page).toContain("script-src 'self'");
  });
});

describe('opener policy of the OAuth callback page', () => {
  it('serves /oauth/callback without cutting the popup from its opener, and the app as before', async () => {
    server = await startTestServer({ config: { webDir: buildDir() } });
    const callback = await call(`${server.url}/oauth/callback?code=c&state=s`, { headers: { accept: 'text/html' } });
    expect(callback.status).toBe(200);
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const app = await call(`${server.url}/runner`, { headers: { accept: 'text/html' } });
    expect(app.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});
