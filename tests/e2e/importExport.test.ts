// The Import/Export dialog in Chromium against the real server: importing a
// Postman collection and running it, exporting both formats, cURL import, a Python snippet.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { download } from './download.js';
import { focusIsIn, openApp, responseBody, ROOT, screenshot, setUrl, urlField, useStack } from './harness.js';
import { importFile, importThroughDialog, openImportExport } from './importDialog.js';

const stack = useStack();

const FIXTURES = join(ROOT, 'packages/web/src/features/import-export/fixtures');
const ISO_DATE = new Date().toISOString().slice(0, 10);

/** The fixture collection pointed at this run's echo server. */
function petstore(): Buffer {
  const text = readFileSync(join(FIXTURES, 'petstore.postman_collection.json'), 'utf8');
  const port = new URL(stack.echo.url).port;
  return Buffer.from(
    text.replaceAll('http://127.0.0.1:3000', stack.echo.url).replaceAll('"port": "3000"', `"port": "${port}"`),
  );
}

const seededCollections = {
  'courier.collections': {
    version: 1,
    state: [
      {
        id: 'c1',
        name: 'Pets',
        items: [
          { type: 'request', id: 'r1', name: 'List pets', method: 'GET', url: '{{baseUrl}}/pets' },
          {
            type: 'folder',
            id: 'f1',
            name: 'Admin',
            items: [
              {
                type: 'request',
                id: 'r2',
                name: 'Create pet',
                method: 'POST',
                url: '{{baseUrl}}/pets',
                body: { mode: 'raw', raw: '{"name":"Rex"}' },
              },
            ],
          },
        ],
      },
    ],
  },
};

describe('import', () => {
  it('imports a Postman collection with its folder and scripts and runs one of its requests', async () => {
    const { context, page } = await openApp(stack);
    const dialog = await openImportExport(page, 'Import');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Please select a file to import');

    await importFile(dialog, { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') });
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Import failed: Unsupported file format');
    // The error leaves the keyboard in the dialog.
    expect(await focusIsIn(dialog)).toBe(true);

    await importFile(dialog, {
      name: 'petstore.postman_collection.json',
      mimeType: 'application/json',
      buffer: petstore(),
    });
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toContain('Postman collection: 1 collection, 3 requests');
    await screenshot(page, 'import-export');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Petstore', exact: true }).click();
    await page.getByRole('button', { name: 'Pets', exact: true }).click();
    await page.getByRole('button', { name: 'GET List pets' }).click();
    await expect.poll(() => urlField(page).textContent()).toBe(`${stack.echo.url}/pets?limit=2`);
    // The request's test script came along (the Scripts tab marks it) and the request runs.
    expect(
      await page
        .getByRole('tab', { name: /Scripts/ })
        .getByLabel('has scripts')
        .count(),
    ).toBe(1);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => responseBody(page).textContent(), { timeout: 15_000 }).toContain('"limit": "2"');
    // …and its Postman test script runs in the browser sandbox, both assertions passing.
    await page.getByRole('tab', { name: /Tests/ }).click();
    await expect.poll(() => page.locator('.tests-view').textContent()).toContain('2 passed');
    await context.close();
  }, 90_000);

  it('imports a Postman environment file as an environment', async () => {
    const { context, page } = await openApp(stack);
    await importThroughDialog(
      page,
      join(FIXTURES, 'staging.postman_environment.json'),
      'Postman environment: 1 environment',
    );
    await page.getByRole('button', { name: 'Environments', exact: true }).click();
    const imported = page
      .getByRole('dialog', { name: 'Environments' })
      .getByRole('listitem')
      .filter({ hasText: 'Staging' });
    await expect.poll(() => imported.count()).toBe(2);
    await context.close();
  }, 90_000);

  it('opens a pasted cURL command in the builder and sends it', async () => {
    const { context, page } = await openApp(stack);
    const dialog = await openImportExport(page, 'cURL');
    await dialog.getByRole('button', { name: 'Import cURL' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Please enter a cURL command');
    await dialog
      .getByRole('textbox', { name: 'cURL command' })
      .fill(
        `curl -X POST '${stack.echo.url}/post' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"name":"Rex"}'`,
      );
    await dialog.getByRole('button', { name: 'Import cURL' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('combobox', { name: 'Method' }).inputValue()).toBe('POST');
    await expect.poll(() => urlField(page).textContent()).toBe(`${stack.echo.url}/post`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => responseBody(page).textContent(), { timeout: 15_000 }).toContain('"name": "Rex"');
    await context.close();
  }, 90_000);
});

describe('export', () => {
  it('is disabled without collections', async () => {
    const { context, page } = await openApp(stack);
    const dialog = await openImportExport(page, 'Export');
    expect(await dialog.getByText('No collections to export yet.').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Export', exact: true }).isDisabled()).toBe(true);
    await context.close();
  }, 90_000);

  it('downloads a native file and a Postman v2.1 file named with the ISO date', async () => {
    const { context, page } = await openApp(stack, { storage: seededCollections });
    const dialog = await openImportExport(page, 'Export');
    expect(await dialog.textContent()).toContain('1 collection, 2 requests');

    const exportButton = dialog.getByRole('button', { name: 'Export', exact: true });
    const native = await download(page, exportButton);
    expect(native.filename).toBe(`courier-export-${ISO_DATE}.json`);
    const bundle = JSON.parse(native.text);
    expect(bundle.info).toEqual({ format: 'courier', version: 3 });
    expect(bundle.collections[0].name).toBe('Pets');
    expect(bundle.environments.map((environment: { name: string }) => environment.name)).toContain('Development');

    await dialog.getByRole('radio', { name: /Postman Collection v2.1/ }).click({ force: true });
    const postman = await download(page, exportButton);
    expect(postman.filename).toBe(`Pets.postman_collection-${ISO_DATE}.json`);
    const collection = JSON.parse(postman.text);
    expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    expect(collection.item.map((item: { name: string }) => item.name)).toEqual(['List pets', 'Admin']);
    expect(collection.item[1].item[0].request.body.raw).toBe('{"name":"Rex"}');
    await context.close();
  }, 90_000);
});

describe('code', () => {
  it('generates a Python snippet for the current request and copies it', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, `${stack.echo.url}/get?lang=python`);
    const dialog = await openImportExport(page, 'Code');
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toBe('Please select a request to generate code for');
    await dialog.getByRole('combobox', { name: 'Language' }).selectOption('python');
    await dialog.getByRole('combobox', { name: 'Request' }).selectOption({ label: 'Current request (builder)' });
    const snippet = dialog.getByLabel('Generated code');
    await expect.poll(() => snippet.textContent()).toContain('import requests');
    const text = (await snippet.textContent()) ?? '';
    expect(text).toContain(`${stack.echo.url}/get`);
    expect(text).toContain('python');

    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Copied!' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    // The feedback lasts 2 s.
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Copy', exact: true }).count(), { timeout: 4_000 })
      .toBe(1);
    await context.close();
  }, 90_000);
});
