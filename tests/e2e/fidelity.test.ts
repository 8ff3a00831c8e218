// Fidelity: a Courier export brings back everything it holds, a file that is not JSON is said so
// in words, and the response viewer numbers real lines and starts each response with a fresh search.
import { describe, expect, it } from 'vitest';
import { openApp, responseBody, send, setEditorText, setUrl, useStack } from './harness.js';
import { download } from './download.js';
import { importFile, openImportExport } from './importDialog.js';

const stack = useStack();

describe('fidelity', { timeout: 90_000 }, () => {
  it('restores history and settings from a native export, as the export promises', async () => {
    const settings = { version: 1, state: { theme: 'dark', autoFormat: false, timeout: 4321 } };
    const source = await openApp(stack, {
      storage: {
        'courier.settings': settings,
        'courier.theme': 'dark',
        'courier.collections': { version: 1, state: [{ id: 'c1', name: 'Pets', items: [] }] },
      },
    });
    await setUrl(source.page, `${stack.echo.url}/get?kept=history`);
    await send(source.page);
    const exportDialog = await openImportExport(source.page, 'Export');
    const file = await download(source.page, exportDialog.getByRole('button', { name: 'Export', exact: true }));
    await source.context.close();

    const { context, page } = await openApp(stack);
    const dialog = await openImportExport(page, 'Import');
    await importFile(dialog, { name: 'courier.json', mimeType: 'application/json', buffer: Buffer.from(file.text) });
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toBe('Imported Courier export: 1 collection, 0 requests, 3 environments, 1 history entry, settings');
    await page.keyboard.press('Escape');

    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'History' });
    await expect.poll(() => history.textContent()).toContain('/get?kept=history');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const settingsDialog = page.getByRole('dialog', { name: 'Settings' });
    expect(await settingsDialog.getByRole('textbox', { name: /timeout/i }).inputValue()).toBe('4321');
    expect(await settingsDialog.getByRole('switch', { name: /format/i }).isChecked()).toBe(false);
    await context.close();
  });

  it('says a file is not valid JSON by line and column, never with the parser’s own text', async () => {
    const { context, page } = await openApp(stack);
    const dialog = await openImportExport(page, 'Import');
    await importFile(dialog, { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('hello') });
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Import failed: the file is not valid JSON (line 1, column 1)');
    await importFile(dialog, {
      name: 'cut.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{\n  "collections": [\n    {"name": "a",}\n'),
    });
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Import failed: the file is not valid JSON (line 3, column 18)');
    await context.close();
  });

  it('numbers the real lines of a response whose long line is cut into chunks', async () => {
    const { context, page } = await openApp(stack);
    await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
    await setUrl(page, `${stack.echo.url}/post`);
    await page.getByRole('tab', { name: 'Body' }).click();
    await page.getByRole('combobox', { name: 'Body', exact: true }).selectOption('text');
    await setEditorText(page, 'Request body', 'x'.repeat(4500));
    await send(page);
    await expect.poll(() => responseBody(page).textContent()).toContain('"method"');
    const gutters = await page.locator('.vt-gutter').allTextContents();
    // The echoed body is one line of about 4500 characters: two more rows carry it on.
    expect(gutters.filter((text) => text === '↪')).toHaveLength(2);
    const numbers = gutters.filter((text) => text !== '↪').map(Number);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    await context.close();
  });

  it('starts each new response with an empty search', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, `${stack.echo.url}/get?first=1`);
    await send(page);
    const search = page.getByRole('textbox', { name: 'Search response body' });
    await search.fill('first');
    await expect.poll(() => page.locator('.body-search-count').textContent()).toBe('1/1');
    await setUrl(page, `${stack.echo.url}/get?second=2`);
    await send(page);
    await expect.poll(() => responseBody(page).textContent()).toContain('second');
    expect(await search.inputValue()).toBe('');
    expect(await page.locator('.vt-mark').count()).toBe(0);
    await context.close();
  });
});
