// The browser's collections in IndexedDB, in Chromium: a 20,000-request collection survives a
// reload whole, and a write the browser refuses is said, offered as a file and never called saved.
import { CollectionSchema, exportNative } from '@courier/core';
import { generatedRequestName } from '@courier/testkit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { download } from './download.js';
import { generatedCollectionFile } from './generatedCollectionFile.js';
import { importFile, openImportExport } from './importDialog.js';
import { collectionsLoaded, openApp, useStack } from './harness.js';

const stack = useStack();

const REQUESTS = 20_000;

/** From now on the page's database refuses every put from the `failFrom`-th (1-based), as a full quota does. */
async function fillQuota(page: Page, failFrom = 1): Promise<void> {
  await page.evaluate((from) => {
    let count = 0;
    const put = IDBObjectStore.prototype.put;
    const original = { put };
    Object.assign(window, { restoreQuota: () => (IDBObjectStore.prototype.put = original.put) });
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      count += 1;
      if (count >= from) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  }, failFrom);
}

const freeQuota = (page: Page) =>
  page.evaluate(() => (window as unknown as { restoreQuota: () => void }).restoreQuota());

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

/** The Export tab's summary of what the workbench holds, e.g. '1 collection, 20000 requests'. */
async function exportSummary(page: Page): Promise<string | null> {
  const dialog = await openImportExport(page, 'Export');
  const summary = await dialog.locator('.ie-summary').first().textContent();
  await page.keyboard.press('Escape');
  return summary;
}

describe('collections kept in the browser', () => {
  it(`imports a ${REQUESTS}-request collection, and after a reload finds every request`, async () => {
    const { context, page } = await openApp(stack);
    const dialog = await openImportExport(page, 'Import');
    await importFile(dialog, generatedCollectionFile(REQUESTS));
    await dialog
      .getByRole('status')
      .filter({ hasText: `Imported Postman collection: 1 collection, ${REQUESTS} requests` })
      .waitFor({ timeout: 120_000 });
    await page.keyboard.press('Escape');

    await page.reload();
    await collectionsLoaded(page);
    await sidebar(page).getByText(`Generated ${REQUESTS} requests`, { exact: true }).waitFor();
    expect(await exportSummary(page)).toBe(`1 collection, ${REQUESTS} requests`);
    // The first, a middle and the last request are where the file put them.
    for (const n of [0, 12_345, REQUESTS - 1]) {
      await sidebar(page).getByRole('searchbox', { name: 'Filter collections' }).fill(generatedRequestName(n));
      const method = n % 4 === 0 ? 'GET' : 'POST';
      await sidebar(page)
        .getByRole('button', { name: `${method} ${generatedRequestName(n)}`, exact: true })
        .waitFor();
    }
    // Nothing is left in the single local-storage value that could not hold it.
    expect(await page.evaluate(() => localStorage.getItem('courier.collections'))).toBeNull();
    await context.close();
  }, 240_000);

  it('says an import the browser cannot store failed, and keeps none of it', async () => {
    const { context, page } = await openApp(stack);
    // Two collections in one file: the first is written, the second meets the full quota.
    const file = exportNative({
      collections: [
        CollectionSchema.parse({ id: 'a', name: 'First' }),
        CollectionSchema.parse({ id: 'b', name: 'Second' }),
      ],
    });
    await fillQuota(page, 2);
    const dialog = await openImportExport(page, 'Import');
    await importFile(dialog, { name: file.fileName, mimeType: 'application/json', buffer: Buffer.from(file.text) });
    await dialog
      .getByText(
        "Import failed: the browser could not store it — the browser's storage for this site is full. Nothing was imported.",
      )
      .waitFor();
    expect(await dialog.getByRole('status').count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await sidebar(page).getByText('No collections yet').count()).toBe(1);

    await page.reload();
    await collectionsLoaded(page);
    expect(await sidebar(page).getByText('No collections yet').count()).toBe(1);
    await context.close();
  }, 90_000);

  it('shows a save the browser refused until it is stored, offers it as a file, and never calls it saved', async () => {
    // Collections as the release before IndexedDB kept them: moved in at the first start.
    const { context, page } = await openApp(stack, {
      storage: { 'courier.collections': { version: 1, state: [{ id: 'c1', name: 'Pets', items: [] }] } },
    });
    await sidebar(page).getByText('Pets', { exact: true }).waitFor();
    await fillQuota(page);
    await page.getByRole('button', { name: 'Actions for Pets' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename collection' });
    await rename.getByRole('textbox').fill('Pet store');
    await rename.getByRole('button', { name: 'Rename' }).click();

    const banner = page.getByRole('alert').filter({ hasText: 'Not saved in this browser' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(
      "Not saved in this browser: “Pet store” — the browser's storage for this site is full.",
    );
    const file = await download(page, banner.getByRole('button', { name: 'Export' }));
    expect(JSON.parse(file.text).collections).toEqual([expect.objectContaining({ id: 'c1', name: 'Pet store' })]);

    await freeQuota(page);
    await banner.getByRole('button', { name: 'Try again' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await collectionsLoaded(page);
    await sidebar(page).getByText('Pet store', { exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('courier.collections'))).toBeNull();
    await context.close();
  }, 90_000);
});
