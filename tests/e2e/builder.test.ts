// The request builder and response panel in Chromium against the real server (issue 6 §6).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, setUrl, startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 240_000);
afterAll(async () => {
  await stack?.close();
});

function environments(baseUrl: string) {
  return {
    'courier.environments': {
      version: 1,
      state: [
        {
          id: 'development',
          name: 'Development',
          isDefault: true,
          variables: [{ key: 'baseUrl', value: baseUrl, enabled: true }],
        },
      ],
    },
  };
}

async function send(page: Page) {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByText('Status', { exact: true }).waitFor({ timeout: 15_000 });
}

describe('request builder', { timeout: 60_000 }, () => {
  it('sends {{baseUrl}}/get through the proxy and shows status, time, size and the pretty body', async () => {
    const { context, page } = await openApp(stack, { storage: environments(stack.echo.url) });
    await setUrl(page, '{{baseUrl}}/get?hello=world');
    await send(page);
    const meta = page.locator('.response-meta');
    await expect.poll(() => meta.textContent()).toMatch(/Status200 OK/);
    expect(await meta.textContent()).toMatch(/Time\d+ ms/);
    expect(await meta.textContent()).toMatch(/Size\d+(\.\d+)? (Bytes|KB)/);
    expect(await page.locator('.metric-value.status-2xx').count()).toBe(1);
    const body = page.getByRole('textbox', { name: 'Response body', exact: true });
    await expect.poll(() => body.textContent()).toContain('"hello": "world"');
    await context.close();
  });

  it('disables Send for an undefined variable and lists the error', async () => {
    const { context, page } = await openApp(stack, { storage: environments(stack.echo.url) });
    await setUrl(page, '{{nowhere}}/get');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Variable Validation Errors:' }).textContent())
      .toContain("URL: Variable 'nowhere' is not defined");
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await context.close();
  });
});
