// Screenshots of saved examples in a big collection (2,000 requests, the first with two examples):
// the tree with a request's examples shown, and an example in its tab beside a request's tab, at
// desktop and phone sizes, light and dark, for a person to check: written under /tmp/shots/examples (or COURIER_EXAMPLES_SHOTS),
// never committed.
import { describe, expect, it } from 'vitest';
import { openApp, useStack } from './harness.js';
import { importFile, openImportExport } from './importDialog.js';
import { LOOKS, screenshotsIn } from './screenshots.js';

const SHOTS = process.env.COURIER_EXAMPLES_SHOTS ?? '/tmp/shots/examples';
const stack = useStack();
const shoot = screenshotsIn(SHOTS);

const example = (name: string, code: number, status: string, body: unknown) => ({
  name,
  originalRequest: { method: 'GET', url: '{{baseUrl}}/users/1', header: [] },
  code,
  status,
  header: [{ key: 'Content-Type', value: 'application/json' }],
  body: JSON.stringify(body, null, 2),
});

/** 20 folders of 100 requests; the very first request keeps a found and a missing user. */
const BIG = Buffer.from(
  JSON.stringify({
    info: { name: 'Big API', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
    item: Array.from({ length: 20 }, (_, folder) => ({
      name: `Area ${folder + 1}`,
      item: Array.from({ length: 100 }, (_, index) => ({
        name: `Get user ${folder * 100 + index + 1}`,
        request: { method: 'GET', url: `{{baseUrl}}/users/${folder * 100 + index + 1}` },
        response:
          folder === 0 && index === 0
            ? [
                example('Found', 200, 'OK', { id: 1, name: 'Ada Lovelace' }),
                example('Missing', 404, 'Not Found', { error: 'No such user' }),
              ]
            : [],
      })),
    })),
  }),
);

describe('saved examples screenshots', { timeout: 180_000 }, () => {
  for (const { theme, size, viewport } of LOOKS) {
    it(`${size}, ${theme}`, async () => {
      const { context, page } = await openApp(stack, { viewport, theme });
      const dialog = await openImportExport(page, 'Import');
      await importFile(dialog, { name: 'big.postman_collection.json', mimeType: 'application/json', buffer: BIG });
      await expect.poll(() => dialog.getByRole('status').textContent(), { timeout: 30_000 }).toContain('2000 requests');
      await page.keyboard.press('Escape');
      // On a phone the sidebar is a drawer, opened from the header.
      if (size === 'phone') await page.getByRole('button', { name: 'Open sidebar' }).click();
      await page.getByRole('button', { name: 'Big API', exact: true }).click();
      await page.getByRole('button', { name: 'Area 1', exact: true }).click();
      await page.getByRole('button', { name: 'Show examples of Get user 1' }).click();
      await page.getByRole('treeitem').filter({ hasText: 'Missing' }).waitFor();
      await shoot(page, `tree-${size}-${theme}`);
      await page.getByRole('button', { name: '404 Missing', exact: true }).click();
      await page.getByRole('region', { name: 'Example Missing' }).waitFor();
      await shoot(page, `example-${size}-${theme}`);
      // A second example's tab beside the first, and the request's tab brought back to the front.
      if (size === 'phone') await page.getByRole('button', { name: 'Open sidebar' }).click();
      await page.getByRole('button', { name: '200 Found', exact: true }).click();
      await page.getByRole('region', { name: 'Example Found' }).waitFor();
      await shoot(page, `example-tabs-${size}-${theme}`);
      await page.getByRole('tab', { name: /Untitled request/ }).click();
      await page.getByRole('region', { name: 'Example Found' }).waitFor({ state: 'detached' });
      await shoot(page, `example-tabs-request-${size}-${theme}`);
      await context.close();
    });
  }
});
