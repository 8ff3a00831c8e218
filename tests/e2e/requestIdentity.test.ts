// Requests with their own identity: each keeps its last response, and every address either has
// its view or says it has none.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, pathOf, responseBody, send, setUrl, urlField, useStack } from './harness.js';
import { openImportExport } from './importDialog.js';

const stack = useStack();

function collectionOf(echo: string) {
  return {
    'courier.collections': {
      version: 1,
      state: [
        {
          id: 'c1',
          name: 'Echo',
          items: [
            { type: 'request', id: 'r1', name: 'First', method: 'GET', url: `${echo}/first` },
            { type: 'request', id: 'r2', name: 'Second', method: 'GET', url: `${echo}/second` },
          ],
        },
      ],
    },
  };
}

async function openSaved(page: Page, name: string): Promise<void> {
  const tree = page.getByRole('tree', { name: 'Collections' });
  if ((await tree.getByText(name, { exact: true }).count()) === 0) {
    await tree.getByText('Echo', { exact: true }).click();
  }
  await tree.getByText(name, { exact: true }).click();
  await expect.poll(() => page.locator('.builder-title').textContent()).toBe(name);
}

describe('requests with their own identity', { timeout: 90_000 }, () => {
  it('keeps each request’s last response and never shows another’s under its title', async () => {
    const { context, page } = await openApp(stack, { storage: collectionOf(stack.echo.url) });
    await openSaved(page, 'First');
    await send(page);
    await expect.poll(() => responseBody(page).textContent()).toContain('"path": "/first"');

    await openSaved(page, 'Second');
    expect(await page.locator('.response-meta').count()).toBe(0);
    expect(await page.getByText('Enter a URL and press Send').count()).toBe(1);
    await send(page);
    await expect.poll(() => responseBody(page).textContent()).toContain('"path": "/second"');

    await openSaved(page, 'First');
    await expect.poll(() => responseBody(page).textContent()).toContain('"path": "/first"');
    await context.close();
  });

  it('shows a not-found view at an unknown address, and each view at its own', async () => {
    const { context, page } = await openApp(stack);
    await page.goto(`${stack.server.url}/nowhere/at/all`);
    const notFound = page.getByRole('region', { name: 'Page not found' });
    await notFound.waitFor();
    expect(await notFound.textContent()).toContain('/nowhere/at/all');
    expect(await page.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0);
    await notFound.getByRole('button', { name: 'Go to the Builder' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    expect(pathOf(page)).toBe('/');

    await page.goto(`${stack.server.url}/runner`);
    await page.getByRole('button', { name: 'Start Run' }).waitFor();
    await page.goto(`${stack.server.url}/admin`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('gives dialogs an address over their view, which a reload opens again', async () => {
    const { context, page } = await openApp(stack);
    await page.goto(`${stack.server.url}/runner?dialog=environments`);
    const environments = page.getByRole('dialog', { name: 'Environments' });
    await environments.waitFor();
    await page.getByRole('button', { name: 'Start Run' }).waitFor();
    await page.keyboard.press('Escape');
    await environments.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    expect(pathOf(page)).toBe('/runner');

    await page.getByRole('button', { name: 'Import/Export' }).click();
    await page.getByRole('dialog', { name: 'Import / Export' }).waitFor();
    expect(new URL(page.url()).search).toBe('?dialog=import-export');
    await page.reload();
    await page.getByRole('dialog', { name: 'Import / Export' }).waitFor();
    expect(pathOf(page)).toBe('/runner');

    await page.goto(`${stack.server.url}/?dialog=settings`);
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();

    // The builder's own dialogs too.
    await page.goto(`${stack.server.url}/?dialog=auth`);
    await page.getByRole('dialog', { name: 'Authentication' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.keyboard.press('ControlOrMeta+Shift+s');
    await page.getByRole('dialog', { name: 'Save Request As' }).waitFor();
    expect(new URL(page.url()).search).toBe('?dialog=save-request-as');
    await page.reload();
    await page.getByRole('dialog', { name: 'Save Request As' }).waitFor();
    await context.close();
  });

  it('starts a New Request: empty, untitled, with no response', async () => {
    const { context, page } = await openApp(stack, { storage: collectionOf(stack.echo.url) });
    await openSaved(page, 'First');
    await send(page);
    await page.getByRole('button', { name: 'New Request' }).click();
    // An empty URL field shows its placeholder.
    await page.locator('.url-field .cm-placeholder').waitFor();
    expect(await urlField(page).textContent()).not.toContain('/first');
    expect(await page.locator('.builder-title').count()).toBe(0);
    expect(await page.locator('.response-meta').count()).toBe(0);
    await context.close();
  });

  it('lets the title of an imported cURL request follow its URL until it is named', async () => {
    const { context, page } = await openApp(stack);
    const dialog = await openImportExport(page, 'cURL');
    await dialog.getByRole('textbox', { name: 'cURL command' }).fill(`curl '${stack.echo.url}/pets'`);
    await dialog.getByRole('button', { name: 'Import cURL' }).click();
    await dialog.waitFor({ state: 'detached' });
    const title = page.locator('.builder-title');
    await expect.poll(() => title.textContent()).toBe(`${stack.echo.url}/pets`);
    await setUrl(page, `${stack.echo.url}/pets/42`);
    await expect.poll(() => title.textContent()).toBe(`${stack.echo.url}/pets/42`);
    await context.close();
  });
});
