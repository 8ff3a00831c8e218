// A collection of 5,000 requests in the sidebar: the page holds only the rows in view however much
// is open, and the keyboard walks the tree as the WAI-ARIA tree pattern says, with each item's
// place announced (level, position among its siblings, open or closed).
import { generatedPostmanCollection } from '@courier/testkit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, useStack } from './harness.js';
import { importFile, openImportExport } from './importDialog.js';

const stack = useStack();
const REQUESTS = 5000;
const COLLECTION = `Generated ${REQUESTS} requests`;
/** Far fewer than the 5,279 items of the open tree: what a tall sidebar shows, plus a margin. */
const MOST_ROWS_DRAWN = 80;

/** The focused element as a screen reader announces a tree item. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const label = document.getElementById(element?.getAttribute('aria-labelledby') ?? '');
    // The label's words as its accessible name reads them: the method, the name; not the hidden count.
    const words = [...(label?.querySelectorAll('span:not([aria-hidden])') ?? [])].map((span) => span.textContent);
    return {
      role: element?.getAttribute('role'),
      name: words.filter(Boolean).join(' '),
      level: element?.getAttribute('aria-level'),
      position: element?.getAttribute('aria-posinset'),
      siblings: element?.getAttribute('aria-setsize'),
      expanded: element?.getAttribute('aria-expanded'),
    };
  });

describe('a collection of 5,000 requests in the sidebar', { timeout: 180_000 }, () => {
  it('draws only the rows in view while the keyboard walks into a deep folder and to the last request', async () => {
    const { context, page } = await openApp(stack);
    const dialog = await openImportExport(page, 'Import');
    await importFile(dialog, {
      name: 'generated.postman_collection.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(generatedPostmanCollection({ requests: REQUESTS }))),
    });
    await expect.poll(() => dialog.getByRole('status').textContent(), { timeout: 60_000 }).toContain('1 collection');
    await page.keyboard.press('Escape');
    const tree = page.getByRole('tree', { name: 'Collections' });
    const items = tree.getByRole('treeitem');
    const drawn = () => tree.locator('[role=treeitem]').count();

    // The collection opens with a click; from there only keys.
    await tree.getByRole('button', { name: COLLECTION, exact: true }).click();
    expect(await focused(page)).toMatchObject({ name: COLLECTION });
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => focused(page))
      .toMatchObject({
        role: 'treeitem',
        name: 'Area 0',
        level: '2',
        position: '1',
        siblings: '3',
        expanded: 'false',
      });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Area 0', expanded: 'true' });
    for (const [name, level, siblings] of [
      ['Section 0', '3', '10'],
      ['Folder 0', '4', '10'],
    ] as const) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focused(page)).toMatchObject({ name, level, siblings, expanded: 'false' });
      await page.keyboard.press('ArrowRight');
    }
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Folder 0', expanded: 'true' });
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => focused(page))
      .toMatchObject({
        name: 'GET Request 00000',
        level: '5',
        position: '1',
        siblings: '20',
        expanded: null,
      });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.builder-title').textContent()).toBe('Request 00001');

    // Home, then the collection's own menu from the keyboard opens every folder.
    await items.first().focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await expect.poll(() => focused(page)).toMatchObject({ level: '1', name: COLLECTION });
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menuitem', { name: 'Expand All' }).click();
    await tree.getByRole('treeitem', { name: 'Folder 1', exact: true }).waitFor();
    expect(await drawn()).toBeLessThanOrEqual(MOST_ROWS_DRAWN);

    // End reaches the 5,000th request, scrolled into view, with the page still holding few rows.
    await tree.getByRole('treeitem', { name: COLLECTION }).focus();
    await page.keyboard.press('End');
    await expect
      .poll(() => focused(page))
      .toMatchObject({
        name: 'POST Request 04999',
        level: '5',
        position: '20',
        siblings: '20',
      });
    expect(await tree.evaluate((element) => element.scrollTop)).toBeGreaterThan(100_000);
    expect(await drawn()).toBeLessThanOrEqual(MOST_ROWS_DRAWN);
    // Left steps out to the folder, closes it, Right opens it again and steps into it.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Folder 249', level: '4', expanded: 'true' });
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Folder 249', expanded: 'false' });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'GET Request 04980', position: '1' });
    // Scrolling back to the top by hand draws the first rows again, and the tab stop stays one.
    await tree.evaluate((element) => element.scrollTo(0, 0));
    await tree.getByRole('treeitem', { name: 'Area 0', exact: true }).waitFor();
    expect(await drawn()).toBeLessThanOrEqual(MOST_ROWS_DRAWN);
    expect(await tree.locator('[role=treeitem][tabindex="0"]').count()).toBe(1);
    await context.close();
  });
});
