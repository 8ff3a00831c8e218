// Dropping files and folders from the desktop to import them, wherever a user lets go: the sidebar
// of a new user with no collections, the collection tree once there are some, and the Import tab.
// Every drop opens the Import tab, which imports and sums up what was carried over.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dragFromDesktop } from './dragFromDesktop.js';
import { openApp, ROOT, useStack } from './harness.js';
import { openImportExport } from './importDialog.js';

const stack = useStack();

const BRUNO_FOLDER = join(ROOT, 'packages/core/src/convert/bruno/fixtures/bruno-testbench');
const POSTMAN_FILE = join(ROOT, 'packages/web/src/features/import-export/fixtures/petstore.postman_collection.json');
const OPENAPI_FILE = join(ROOT, 'packages/core/src/convert/openapi/fixtures/v3.0-petstore.json');

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import / Export' });

/** Waits for the Import tab's summary to say `text`: the dialog and the import worker load on the first drop. */
async function summarySays(page: Page, text: string): Promise<void> {
  await expect.poll(() => importDialog(page).locator('.ie-result').textContent(), { timeout: 20_000 }).toContain(text);
}

describe('importing by drop', { timeout: 120_000 }, () => {
  it('imports a Bruno collection folder dropped on the empty sidebar, with its folders and environment', async () => {
    const { context, page } = await openApp(stack);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect.poll(() => sidebar.getByText('No collections yet').isVisible()).toBe(true);

    const drag = await dragFromDesktop(page, sidebar.locator('.empty-state'), [BRUNO_FOLDER]);
    await expect.poll(() => sidebar.getByRole('status').textContent()).toBe('Drop to import');
    await drag.drop();

    // The Import tab opens on its own and says what came in and what did not.
    const dialog = importDialog(page);
    await expect.poll(() => dialog.getByRole('tab', { name: 'Import' }).getAttribute('aria-selected')).toBe('true');
    await summarySays(page, 'Bruno collection: 1 collection, 10 requests, 1 environment');
    await summarySays(page, 'Not mapped: 1 script lines kept as comments');
    // Letting go ends the affordance.
    expect(await sidebar.getByText('Drop to import').count()).toBe(0);
    await page.keyboard.press('Escape');

    const tree = page.getByRole('tree');
    await tree.getByRole('treeitem', { name: /^bruno-testbench/ }).click();
    for (const folder of ['auth', 'echo', 'graphql', 'scripting']) {
      await tree.getByRole('treeitem', { name: folder, exact: true }).waitFor();
    }
    await tree.getByRole('treeitem', { name: 'echo', exact: true }).click();
    for (const request of ['echo json', 'echo plaintext', 'echo multipart', 'echo form-url-encoded']) {
      await tree.getByRole('treeitem', { name: new RegExp(request) }).waitFor();
    }
    await tree.getByRole('treeitem', { name: /ping/ }).waitFor();

    await page.getByRole('button', { name: 'Environments', exact: true }).click();
    const environments = page.getByRole('dialog', { name: 'Environments' });
    await expect.poll(() => environments.getByRole('listitem').filter({ hasText: 'Local' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('imports files dropped on the collection tree and on the Import tab the same way', async () => {
    const { context, page } = await openApp(stack);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });

    const first = await dragFromDesktop(page, sidebar, [POSTMAN_FILE]);
    await first.drop();
    await summarySays(page, 'Postman collection: 1 collection, 3 requests');
    await page.keyboard.press('Escape');
    const tree = page.getByRole('tree');
    await tree
      .getByRole('treeitem', { name: /^Petstore/ })
      .first()
      .waitFor();

    // With collections listed, a drop on the tree itself imports too.
    const second = await dragFromDesktop(page, tree, [OPENAPI_FILE]);
    await expect.poll(() => sidebar.getByRole('status').textContent()).toBe('Drop to import');
    await second.drop();
    await summarySays(page, 'OpenAPI document: 1 collection, 3 requests');
    await page.keyboard.press('Escape');
    await tree
      .getByRole('treeitem', { name: /^Swagger Petstore/ })
      .first()
      .waitFor();

    // The Import tab itself, opened by hand, takes a dropped folder.
    const dialog = await openImportExport(page, 'Import');
    const zone = dialog.getByTestId('import-drop-zone');
    const third = await dragFromDesktop(page, zone, [BRUNO_FOLDER]);
    await expect.poll(() => zone.getByRole('status').textContent()).toBe('Drop to import');
    await third.drop();
    await summarySays(page, 'Bruno collection: 1 collection, 10 requests, 1 environment');
    await context.close();
  });
});
