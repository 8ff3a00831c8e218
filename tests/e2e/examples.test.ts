// Saved examples in Chromium against the real server and the local echo server: Save as example, the
// example under its request in the tree, opened in a tab of its own beside the request tabs (switched,
// closed, kept over a reload, reopened by the former /example address), rename and edit, the Postman
// export.
import { describe, expect, it } from 'vitest';
import { download } from './download.js';
import { collectionsLoaded, openApp, pathOf, responseBody, screenshot, send, urlField, useStack } from './harness.js';
import { openImportExport } from './importDialog.js';

const stack = useStack();

describe('saved examples', () => {
  it('saves a response as an example, shows it under its request, opens, renames and edits it, and exports it', async () => {
    const { context, page } = await openApp(stack);
    await page.getByRole('button', { name: 'New Collection' }).first().click();
    const create = page.getByRole('dialog', { name: 'New Collection' });
    await create.getByRole('textbox', { name: 'Collection name' }).fill('Echo API');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Echo API', exact: true }).click();
    await page.getByRole('button', { name: 'Add Request' }).click();
    const add = page.getByRole('dialog', { name: 'Add Request to Echo API' });
    await add.getByRole('textbox', { name: 'Request name' }).fill('Get echo');
    await add.getByRole('textbox', { name: 'URL' }).fill(`${stack.echo.url}/get?kind=example`);
    await add.getByRole('button', { name: 'Add Request' }).click();
    await expect.poll(() => urlField(page).textContent()).toBe(`${stack.echo.url}/get?kind=example`);
    await send(page);
    await expect.poll(() => responseBody(page).textContent()).toContain('"kind": "example"');

    // Save as example offers the status line as the name.
    await page.getByRole('button', { name: 'Save as example' }).click();
    const save = page.getByRole('dialog', { name: 'Save as example' });
    expect(await save.getByRole('textbox', { name: 'Example name' }).inputValue()).toBe('200 OK');
    await save.getByRole('textbox', { name: 'Example name' }).fill('Echo OK');
    await screenshot(page, 'examples-save');
    await save.getByRole('button', { name: 'Save', exact: true }).click();
    await save.waitFor({ state: 'detached' });

    // The request's arrow shows its examples; one opens in a tab beside the request's.
    await page.getByRole('button', { name: 'Show examples of Get echo' }).click();
    const exampleRow = page.getByRole('treeitem').filter({ hasText: 'Echo OK' });
    expect(await exampleRow.getAttribute('aria-level')).toBe('3');
    await exampleRow.getByRole('button', { name: '200 Echo OK', exact: true }).click();
    const view = page.getByRole('region', { name: 'Example Echo OK' });
    await view.waitFor();
    expect(pathOf(page)).toBe('/');
    const tabs = page.getByRole('tablist', { name: 'Open requests' });
    const exampleTab = tabs.getByRole('tab', { name: 'Example Echo OK', exact: true });
    expect(await exampleTab.getAttribute('aria-selected')).toBe('true');
    const requestTab = tabs.getByRole('tab', { name: /Get echo/ });
    expect(await requestTab.getAttribute('aria-selected')).toBe('false');

    // Switching: the request's tab shows the builder again, the example's tab the example.
    await requestTab.click();
    await view.waitFor({ state: 'detached' });
    await expect.poll(() => urlField(page).textContent()).toBe(`${stack.echo.url}/get?kind=example`);
    expect(await exampleTab.getAttribute('aria-selected')).toBe('false');
    await exampleTab.click();
    await view.waitFor();
    // The arrow keys move along the strip, request and example tabs alike.
    await exampleTab.focus();
    await page.keyboard.press('ArrowLeft');
    await view.waitFor({ state: 'detached' });
    await expect.poll(() => requestTab.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await view.waitFor();
    await expect.poll(() => exampleTab.evaluate((tab) => tab === document.activeElement)).toBe(true);
    const request = view.getByRole('region', { name: 'Example request' });
    expect(await request.textContent()).toContain(`${stack.echo.url}/get?kind=example`);
    const response = view.getByRole('region', { name: 'Example response' });
    expect(await response.textContent()).toContain('200 OK');
    await expect.poll(() => responseBody(page).textContent()).toContain('"kind": "example"');

    // Renamed from the tree's menu, edited in the view.
    await page.getByRole('button', { name: 'Actions for Echo OK' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename example' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('Echo works');
    await rename.getByRole('button', { name: 'Rename' }).click();
    const renamed = page.getByRole('region', { name: 'Example Echo works' });
    await renamed.waitFor();
    await renamed.getByRole('button', { name: 'Edit' }).click();
    await renamed.getByRole('spinbutton', { name: 'Status code' }).fill('201');
    await renamed.getByRole('textbox', { name: 'Status text' }).fill('Created');
    await screenshot(page, 'examples-edit');
    await renamed.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => renamed.getByRole('region', { name: 'Example response' }).textContent())
      .toContain('201 Created');

    // Everything is still there after a reload.
    await page.reload();
    await collectionsLoaded(page);
    const reloaded = page.getByRole('region', { name: 'Example Echo works' });
    await reloaded.waitFor();
    expect(await reloaded.getByRole('region', { name: 'Example response' }).textContent()).toContain('201 Created');
    const renamedTab = tabs.getByRole('tab', { name: 'Example Echo works', exact: true });
    expect(await renamedTab.getAttribute('aria-selected')).toBe('true');

    // Closed, the tab goes and the request is in front; the former /example address opens it again.
    await tabs.getByRole('button', { name: 'Close Echo works' }).click();
    await renamedTab.waitFor({ state: 'detached' });
    await reloaded.waitFor({ state: 'detached' });
    await expect.poll(() => requestTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Echo API', exact: true }).click();
    await page.getByRole('button', { name: 'Show examples of Get echo' }).click();
    await page
      .getByRole('treeitem')
      .filter({ hasText: 'Echo works' })
      .getByRole('button', { name: '201 Echo works', exact: true })
      .click();
    await renamedTab.waitFor();
    await requestTab.click();
    await page.goto(`${stack.server.url}/example`);
    await collectionsLoaded(page);
    await reloaded.waitFor();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await renamedTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Echo API', exact: true }).click();
    await page.getByRole('button', { name: 'Show examples of Get echo' }).click();
    await page.getByRole('treeitem').filter({ hasText: 'Echo works' }).waitFor();
    await screenshot(page, 'examples');

    // A Postman export carries it in the request's response[].
    const dialog = await openImportExport(page, 'Export');
    await dialog.getByRole('radio', { name: /Postman Collection v2.1/ }).click({ force: true });
    const file = JSON.parse((await download(page, dialog.getByRole('button', { name: 'Export', exact: true }))).text);
    expect(file.item[0].name).toBe('Get echo');
    expect(file.item[0].response).toEqual([
      expect.objectContaining({
        name: 'Echo works',
        code: 201,
        status: 'Created',
        originalRequest: expect.objectContaining({
          method: 'GET',
          url: expect.objectContaining({ raw: `${stack.echo.url}/get?kind=example` }),
        }),
      }),
    ]);
    expect(JSON.parse(file.item[0].response[0].body)).toMatchObject({ query: { kind: 'example' } });
    await context.close();
  }, 120_000);
});
