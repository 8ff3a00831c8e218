// Importing an OpenAPI document by its URL, as a user pastes the address of a running service's
// description: fetched through the server's proxy, converted, shown in the sidebar; an address that
// answers an error or does not answer at all is said in words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closedPort, httpUpstream, type Upstream } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, ROOT, useStack } from './harness.js';
import { openImportExport } from './importDialog.js';

const stack = useStack();
const PETSTORE = readFileSync(join(ROOT, 'packages/core/src/convert/openapi/fixtures/petstore-1.0.26.yaml'));

let service: Upstream;
beforeAll(async () => {
  service = await httpUpstream((request, response) => {
    if (request.url === '/openapi.yaml') {
      response.writeHead(200, { 'Content-Type': 'application/yaml' }).end(PETSTORE);
      return;
    }
    response.writeHead(404).end('not here');
  });
});
afterAll(() => service.close());

describe('import from a URL', () => {
  it('imports the OpenAPI document at a URL into the sidebar, grouped by tag', async () => {
    const { context, page } = await openApp(stack);
    const dialog = await openImportExport(page, 'Import');
    await dialog.getByRole('textbox', { name: /URL/ }).fill(`${service.url}/openapi.yaml`);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('status').textContent(), { timeout: 15_000 })
      .toMatch(/^Imported OpenAPI document: 1 collection, 19 requests/);
    await page.keyboard.press('Escape');
    const tree = page.getByRole('tree');
    await tree.getByRole('treeitem', { name: /^Swagger Petstore - OpenAPI 3\.0/ }).click();
    // Folders by tag, as the Import tab's default says.
    for (const tag of ['pet', 'store', 'user']) await tree.getByRole('treeitem', { name: tag, exact: true }).waitFor();
    await context.close();
  });

  it('says why when the address answers an error or nothing, and imports nothing', async () => {
    const { context, page } = await openApp(stack);
    const dialog = await openImportExport(page, 'Import');
    const url = dialog.getByRole('textbox', { name: /URL/ });
    const importButton = dialog.getByRole('button', { name: 'Import', exact: true });

    await url.fill(`${service.url}/missing.yaml`);
    await importButton.click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(`Import failed: Could not fetch ${service.url}/missing.yaml: the server answered 404`);

    const nowhere = `http://127.0.0.1:${await closedPort()}/openapi.yaml`;
    await url.fill(nowhere);
    await importButton.click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toMatch(`Import failed: Could not fetch ${nowhere}: `);

    await url.fill('ftp://example.test/openapi.yaml');
    await importButton.click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Import failed: Enter a URL starting with http:// or https://');
    await page.keyboard.press('Escape');
    await page.getByText('No collections yet').waitFor();
    await context.close();
  });
});
