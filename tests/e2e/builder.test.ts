// The request builder and response panel in Chromium against the real server.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, responseBody, send, setUrl, useStack } from './harness.js';
import { showLargeResponse } from './largeResponse.js';

const stack = useStack();

/** Sets the active (default) environment's first variable, baseUrl, in the Environments manager. */
async function setBaseUrl(page: Page, value: string) {
  await page.getByRole('button', { name: /^Environments/ }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('textbox', { name: 'Variable 1 value' });
  await field.fill(value);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

const meta = (page: Page) => page.locator('.response-meta');

describe('request builder', { timeout: 90_000 }, () => {
  it('sends {{baseUrl}}/get through the proxy and shows status, time, size and the pretty body', async () => {
    const { context, page } = await openApp(stack);
    await setBaseUrl(page, stack.echo.url);
    await setUrl(page, '{{baseUrl}}/get?hello=world');
    await send(page);
    await expect.poll(() => meta(page).textContent()).toMatch(/Status200 OK/);
    expect(await meta(page).textContent()).toMatch(/Time\d+ ms/);
    expect(await meta(page).textContent()).toMatch(/Size\d+(\.\d+)? (Bytes|KB)/);
    expect(await page.locator('.metric-value.status-2xx').count()).toBe(1);
    await expect.poll(() => responseBody(page).textContent()).toContain('"hello": "world"');
    // Pretty JSON: one property per line.
    expect(await page.locator('.vt-line', { hasText: '"method": "GET",' }).count()).toBe(1);
    await context.close();
  });

  it('disables Send for an undefined variable and lists the error', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, '{{nowhere}}/get');
    const errors = page.getByRole('alert').filter({ hasText: 'Variable Validation Errors:' });
    await expect.poll(() => errors.textContent()).toContain("URL: Variable 'nowhere' is not defined");
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await context.close();
  });

  it('introspects a GraphQL endpoint and sends a query', async () => {
    const { context, page } = await openApp(stack);
    await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
    await setUrl(page, `${stack.echo.url}/graphql`);
    await page.getByRole('tab', { name: 'Body' }).click();
    await page.getByRole('combobox', { name: 'Body', exact: true }).selectOption('graphql');
    // The Body tab is labelled 'GraphQL' in GraphQL mode.
    await page.getByRole('tab', { name: 'GraphQL', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Introspect' }).click();
    const schema = page.getByRole('region', { name: 'Schema' });
    await expect.poll(() => schema.textContent(), { timeout: 20_000 }).toContain('Mutation');
    const text = (await schema.textContent()) ?? '';
    for (const name of ['Query', 'Subscription', 'User', 'Post', 'NewPost', 'Role']) expect(text).toContain(name);
    expect(text).not.toContain('__Schema');

    await page.getByRole('radio', { name: 'Query' }).click({ force: true });
    const query = page.getByRole('textbox', { name: 'GraphQL query', exact: true });
    await expect.poll(() => query.textContent()).toContain('query MyQuery');
    await query.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('{ me { name } }');
    await send(page);
    await expect.poll(() => responseBody(page).textContent()).toContain('"name": "Ada Lovelace"');
    await context.close();
  });

  it('shows a 20 MB JSON response, formatted off the main thread, and scrolls it', async () => {
    // How long the page's main thread is busy meanwhile is timed by `npm run bench mainThread`.
    const { context, page } = await openApp(stack);
    expect(await showLargeResponse(page, stack.echo.url, 20)).toBeGreaterThan(1_000_000);
    await context.close();
  });
});
