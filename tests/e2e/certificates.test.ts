// Settings › Certificates and proxy in Chromium, against real local servers: an API behind mutual TLS
// whose certificates a test CA signs, and an outbound proxy that records what it reaches. A send
// without the certificate fails in words; with the CA and the client certificate added for that host
// it succeeds; TLS verification off is said on the response; the proxy sees requests unless bypassed.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createTestCertificates,
  httpUpstream,
  mutualTlsServer,
  outboundProxy,
  type OutboundProxy,
  type TestCertificates,
  type Upstream,
} from '@courier/testkit/servers';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, responseBody, send, setUrl, useStack } from './harness.js';
import { registerAndSignIn } from './outboundSettings.js';

const stack = useStack();
let certificates: TestCertificates;
let secured: Upstream;
let plain: Upstream;
let proxy: OutboundProxy;
const files: Record<string, string> = {};

beforeAll(async () => {
  certificates = await createTestCertificates();
  [secured, plain, proxy] = await Promise.all([
    mutualTlsServer(certificates),
    httpUpstream((_req, res) => res.end('plain answer')),
    outboundProxy(),
  ]);
  for (const [name, text] of [
    ['ca.pem', certificates.ca.cert],
    ['client.crt', certificates.client.cert],
    ['client.key', certificates.client.key],
  ] as const) {
    files[name] = join(tmpdir(), `courier-e2e-${process.pid}-${name}`);
    await writeFile(files[name], text);
  }
});
afterAll(async () => {
  await Promise.all([secured?.close(), plain?.close(), proxy?.close()]);
});

const failure = (page: Page) => page.getByRole('alert').filter({ hasText: 'Request Failed' });
const warning = (page: Page) => page.getByRole('status').filter({ hasText: 'TLS certificate verification is off' });

async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('region', { name: 'Certificates and proxy' }).waitFor();
  return dialog;
}

async function closeSettings(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Done' }).click();
}

describe('certificates and proxy in Settings', { timeout: 180_000 }, () => {
  it('sends with the client certificate and CA of its host, and says when verification is off', async () => {
    const { page } = await openApp(stack);
    await registerAndSignIn(stack, page, 'cora');
    const url = `https://localhost:${secured.port}/`;

    await setUrl(page, url);
    await send(page);
    await expect
      .poll(() => failure(page).textContent())
      .toContain(`TLS connection to localhost:${secured.port} failed`);

    let dialog = await openSettings(page);
    await dialog.getByRole('switch', { name: 'Verify TLS certificates' }).click({ force: true });
    await warning(page).first().waitFor();
    await closeSettings(page);
    await send(page);
    await expect.poll(() => failure(page).textContent()).toContain('requires a client certificate');
    await warning(page).first().waitFor();

    dialog = await openSettings(page);
    await dialog.getByRole('switch', { name: 'Verify TLS certificates' }).click({ force: true });
    await expect.poll(() => warning(page).count()).toBe(0);
    await dialog.getByLabel('Add a CA certificate (PEM)').setInputFiles(files['ca.pem']!);
    await dialog.getByText('CN=Courier Test CA').first().waitFor();
    await dialog.getByLabel('Host').fill(`localhost:${secured.port}`);
    await dialog.getByLabel('CRT file').setInputFiles(files['client.crt']!);
    await dialog.getByLabel('KEY file').setInputFiles(files['client.key']!);
    await dialog.getByLabel('Passphrase').fill('wrong');
    await dialog.getByRole('button', { name: 'Add certificate' }).click();
    await dialog.getByText('The client certificate cannot be used: wrong passphrase').waitFor();
    await dialog.getByLabel('Passphrase').fill(certificates.client.passphrase);
    await dialog.getByRole('button', { name: 'Add certificate' }).click();
    await dialog.getByText(`localhost:${secured.port}`, { exact: true }).waitFor();
    expect(await dialog.textContent()).not.toContain('BEGIN');
    await closeSettings(page);

    await send(page);
    await expect.poll(() => responseBody(page).textContent()).toContain('Courier Test Client');
    expect(await warning(page).count()).toBe(0);
  });

  it('sends through the proxy, except to the hosts it bypasses', async () => {
    const { page } = await openApp(stack);
    await registerAndSignIn(stack, page, 'pia');
    const dialog = await openSettings(page);
    await dialog.getByLabel('Proxy URL').fill(proxy.url);
    await dialog.getByRole('button', { name: 'Save proxy' }).click();
    await expect.poll(() => dialog.getByLabel('Proxy URL').inputValue()).toBe(proxy.url);
    await closeSettings(page);

    await setUrl(page, `${plain.url}/through`);
    await send(page);
    await expect.poll(() => responseBody(page).textContent()).toContain('plain answer');
    expect(proxy.seen).toContain(`127.0.0.1:${plain.port}`);
    const seenBefore = proxy.seen.length;

    const again = await openSettings(page);
    await again.getByLabel('Bypass proxy for').fill('127.0.0.1');
    await again.getByRole('button', { name: 'Save proxy' }).click();
    await again.getByRole('button', { name: 'Save proxy' }).waitFor();
    await closeSettings(page);
    await setUrl(page, `${plain.url}/direct`);
    await send(page);
    await expect.poll(() => page.getByRole('region', { name: 'Response' }).textContent()).toContain('200');
    expect(proxy.seen).toHaveLength(seenBefore);
  });
});
