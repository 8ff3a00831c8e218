// A request's own Settings tab, as Postman's: "Verify TLS certificate" off sends that request to a
// server whose certificate no trusted CA signed, says so on the response, survives a reload, and
// turned back on refuses the server again. Against a real local HTTPS server on port 0.
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createTestCertificates } from '@courier/testkit/servers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionsLoaded, openApp, responseBody, send, setUrl, useStack } from './harness.js';

const stack = useStack();
let server: Server;
let url: string;

beforeAll(async () => {
  const { server: identity } = await createTestCertificates();
  server = createServer({ cert: identity.cert, key: identity.key }, (_req, res) => res.end('{"secure":"yes"}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `https://localhost:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const failure = (page: Page) => page.getByRole('alert').filter({ hasText: 'Request Failed' });
const warning = (page: Page) => page.getByRole('status').filter({ hasText: "this request's Settings tab" });
const verifySwitch = (page: Page) => page.getByRole('switch', { name: 'Verify TLS certificate' });

async function openSettingsTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: /^Settings/ }).click();
  await verifySwitch(page).waitFor({ state: 'attached' });
}

describe("a request's own TLS setting", { timeout: 120_000 }, () => {
  it('sends to an untrusted server only while the request says not to verify, and says so', async () => {
    const { page } = await openApp(stack);
    await setUrl(page, url);
    await send(page);
    await expect.poll(() => failure(page).textContent()).toContain('TLS connection to localhost');

    await openSettingsTab(page);
    expect(await verifySwitch(page).isChecked()).toBe(true);
    await verifySwitch(page).click({ force: true });
    expect(await verifySwitch(page).isChecked()).toBe(false);
    await send(page);
    await expect.poll(async () => (await responseBody(page).textContent()) ?? '').toContain('"secure"');
    await warning(page).waitFor();

    // The draft keeps the setting over a reload, as it keeps every unsaved edit.
    await page.reload();
    await collectionsLoaded(page);
    await openSettingsTab(page);
    expect(await verifySwitch(page).isChecked()).toBe(false);

    await verifySwitch(page).click({ force: true });
    await send(page);
    await expect.poll(() => failure(page).textContent()).toContain('TLS connection to localhost');
    expect(await warning(page).count()).toBe(0);
  });
});
