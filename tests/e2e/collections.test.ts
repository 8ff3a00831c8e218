// Environments, collections and history in Chromium against the real server.
import { describe, expect, it } from 'vitest';
import { confirm, openApp, responseBody, screenshot, send, setUrl, urlField, useStack } from './harness.js';

const stack = useStack();

describe('environments', () => {
  it('creates an environment with a variable, activates it and sends with it', async () => {
    const { context, page } = await openApp(stack);
    await page.getByRole('button', { name: 'Environments', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Environments' });
    await dialog.getByRole('button', { name: 'New Environment' }).click();
    await expect.poll(() => dialog.getByText('Environment name is required').count()).toBe(1);
    await dialog.getByRole('textbox', { name: 'New Environment' }).fill('  Local echo ');
    await dialog.getByRole('button', { name: 'New Environment' }).click();
    await dialog.getByRole('button', { name: 'Add Variable' }).click();
    await dialog.getByRole('textbox', { name: 'Variable 1 name' }).fill('baseUrl');
    await dialog.getByRole('textbox', { name: 'Variable 1 value' }).fill(stack.echo.url);
    const local = dialog.getByRole('listitem').filter({ hasText: 'Local echo' });
    await expect.poll(() => local.textContent()).toContain('1 variable');
    await local.getByRole('button', { name: 'Set Active' }).click();
    await expect.poll(() => local.textContent()).toContain('Active');
    // The built-in variables are listed in double braces.
    expect(await dialog.getByText('{{randomUUID}}').count()).toBe(1);
    await screenshot(page, 'environments');
    await page.keyboard.press('Escape');

    await expect
      .poll(() => page.getByRole('button', { name: /Active environment/ }).textContent())
      .toContain('Local echo');
    await setUrl(page, '{{baseUrl}}/get?from=environment');
    await send(page);
    await expect.poll(() => responseBody(page).textContent()).toContain('"from": "environment"');

    // Environments and the active one survive a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Send' }).waitFor();
    expect(await page.getByRole('button', { name: /Active environment/ }).textContent()).toContain('Local echo');
    await context.close();
  }, 90_000);

  it('asks before deleting an environment and never offers to delete the default one', async () => {
    const { context, page } = await openApp(stack);
    await page.getByRole('button', { name: 'Environments', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Environments' });
    expect(await dialog.getByRole('button', { name: 'Delete Development' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Delete Staging' }).click();
    await confirm(page, 'Are you sure you want to delete this environment?', 'Delete');
    await expect.poll(() => dialog.getByRole('list', { name: 'Environments' }).getByRole('listitem').count()).toBe(2);
    await context.close();
  }, 90_000);
});

describe('collections', () => {
  it('saves a request to a new collection, keeps it across a reload and reopens it', async () => {
    const { context, page } = await openApp(stack);
    expect(await page.getByText('No collections yet').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
    await setUrl(page, `${stack.echo.url}/post?saved=yes`);
    await page.keyboard.press('ControlOrMeta+s');

    const dialog = page.getByRole('dialog', { name: 'Save Request' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    // Stays open until both a name and a collection are given.
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Request name is required');
    await dialog.getByRole('textbox', { name: 'Request name' }).fill('Create echo');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Please choose a collection');
    await dialog.getByRole('textbox', { name: 'Or create a collection' }).fill('Echo API');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('button', { name: 'Send' }).waitFor();
    await page.getByRole('button', { name: 'New Request' }).click();
    await setUrl(page, 'http://example.invalid/other');
    await page.getByRole('button', { name: 'Echo API', exact: true }).click();
    const row = page.getByRole('button', { name: 'POST Create echo' });
    expect(await row.textContent()).toContain('POST');
    await screenshot(page, 'collections');
    await row.click();
    await expect.poll(() => urlField(page).textContent()).toBe(`${stack.echo.url}/post?saved=yes`);
    expect(await page.getByRole('combobox', { name: 'Method' }).inputValue()).toBe('POST');
    await context.close();
  }, 90_000);

  it('adds, renames and deletes requests in an expanded collection', async () => {
    const { context, page } = await openApp(stack);
    await page.getByRole('button', { name: 'New Collection' }).first().click();
    const create = page.getByRole('dialog', { name: 'New Collection' });
    await create.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => create.textContent()).toContain('Collection name is required');
    await create.getByRole('textbox', { name: 'Collection name' }).fill('Pets');
    await create.getByRole('button', { name: 'Create' }).click();

    await page.getByRole('button', { name: 'Pets', exact: true }).click();
    await page.getByRole('button', { name: 'Add Request' }).click();
    const add = page.getByRole('dialog', { name: 'Add Request to Pets' });
    await add.getByRole('textbox', { name: 'Request name' }).fill('List pets');
    await add.getByRole('textbox', { name: 'URL' }).fill('   ');
    await add.getByRole('button', { name: 'Add Request' }).click();
    await expect.poll(() => add.getByRole('alert').textContent()).toBe('URL is required');
    await add.getByRole('textbox', { name: 'URL' }).fill('{{baseUrl}}/pets');
    await add.getByRole('button', { name: 'Add Request' }).click();
    await expect.poll(() => urlField(page).textContent()).toBe('{{baseUrl}}/pets');

    await page.getByRole('button', { name: 'Actions for List pets' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename request' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('All pets');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('button', { name: 'GET All pets' }).waitFor();

    await page.getByRole('searchbox', { name: 'Filter collections' }).fill('nothing like this');
    await expect.poll(() => page.getByText('No requests match').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Filter collections' }).fill('all');
    await page.getByRole('button', { name: 'GET All pets' }).waitFor();

    await page.getByRole('button', { name: 'Actions for All pets' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm(page, 'Are you sure you want to delete this request?', 'Delete');
    await expect.poll(() => page.getByRole('button', { name: 'GET All pets' }).count()).toBe(0);
    await context.close();
  }, 90_000);
});

describe('moving and duplicating a folder', () => {
  it('moves a folder with what it holds into another folder, never offering it itself, and copies one', async () => {
    const folder = (id: string, name: string, items: unknown[]) => ({ type: 'folder', id, name, items });
    const { context, page } = await openApp(stack, {
      storage: {
        'courier.collections': {
          version: 1,
          state: [
            {
              id: 'c1',
              name: 'Shop',
              items: [
                folder('orders', 'Orders', [
                  folder('archive', 'Archive', [
                    { type: 'request', id: 'r1', name: 'Old order', method: 'GET', url: `${stack.echo.url}/get` },
                  ]),
                ]),
                folder('admin', 'Admin', []),
              ],
            },
          ],
        },
      },
    });
    const tree = page.getByRole('tree', { name: 'Collections' });
    await tree.getByText('Shop', { exact: true }).click();
    await page.getByRole('button', { name: 'Actions for Orders' }).click();
    await page.getByRole('menuitem', { name: 'Move to…' }).click();
    const move = page.getByRole('dialog', { name: 'Move “Orders”' });
    const choices = await move.getByRole('combobox', { name: 'Folder' }).locator('option').allTextContents();
    expect(choices).toEqual(['Top level of the collection', 'Admin']);
    await move.getByRole('combobox', { name: 'Folder' }).selectOption({ label: 'Admin' });
    await move.getByRole('button', { name: 'Move' }).click();
    await move.waitFor({ state: 'detached' });

    // Admin now holds Orders, which still holds Archive and its request, after a reload too.
    await page.reload();
    await tree.getByText('Shop', { exact: true }).click();
    await tree.getByRole('button', { name: 'Admin', exact: true }).waitFor();
    expect(await tree.getByRole('button', { name: 'Orders', exact: true }).count()).toBe(0);
    await tree.getByRole('button', { name: 'Admin', exact: true }).click();
    await tree.getByRole('button', { name: 'Orders', exact: true }).click();
    await tree.getByRole('button', { name: 'Archive', exact: true }).click();
    await tree.getByRole('button', { name: 'GET Old order' }).waitFor();

    // Duplicate copies the folder with its request, right after it.
    await page.getByRole('button', { name: 'Actions for Archive' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await tree.getByRole('button', { name: 'Archive Copy', exact: true }).click();
    await expect.poll(() => tree.getByRole('button', { name: 'GET Old order' }).count()).toBe(2);
    await context.close();
  }, 90_000);
});

describe('history', () => {
  it('records every send newest first and reopens one with its response', async () => {
    const { context, page } = await openApp(stack);
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText('No history yet').waitFor();

    await setUrl(page, `${stack.echo.url}/get?first=1`);
    await send(page);
    await setUrl(page, `${stack.echo.url}/status/404`);
    await send(page);
    await expect.poll(() => page.getByRole('list', { name: 'History' }).getByRole('listitem').count()).toBe(2);
    const rows = page.getByRole('list', { name: 'History' }).getByRole('button');
    expect(await rows.nth(0).textContent()).toContain('404');
    expect(await rows.nth(1).textContent()).toContain('/get?first=1');
    await screenshot(page, 'history');

    await setUrl(page, 'http://example.invalid/');
    await rows.nth(1).click();
    await expect.poll(() => urlField(page).textContent()).toBe(`${stack.echo.url}/get?first=1`);
    await expect.poll(() => responseBody(page).textContent()).toContain('"first": "1"');
    expect(await page.locator('.response-meta').textContent()).toMatch(/Status200/);
    await context.close();
  }, 90_000);
});
