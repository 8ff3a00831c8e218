// An OpenAPI document imported in the browser and one of its requests sent: the public Swagger
// Petstore description (YAML, release 1.0.26) with its server pointed at this run's echo server,
// then the same collection updated from its document through 'Sync with OpenAPI'.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, responseBody, ROOT, send, useStack } from './harness.js';
import { importFile, openImportExport } from './importDialog.js';

const stack = useStack();
const FIXTURES = join(ROOT, 'packages/core/src/convert/openapi/fixtures');

/** The Petstore document as published, its one server replaced by the echo server. */
function petstore(release: string): { name: string; mimeType: string; buffer: Buffer } {
  const text = readFileSync(join(FIXTURES, `petstore-${release}.yaml`), 'utf8');
  const pointed = text.replace(/- url: \S+/, `- url: ${stack.echo.url}/api/v3`);
  return { name: 'openapi.yaml', mimeType: 'application/yaml', buffer: Buffer.from(pointed) };
}

/**
 * An environment without `baseUrl`: a fresh workbench's own placeholder would win over the
 * collection's (and the import says so); this run sends with the document's server.
 */
const PLAIN_ENVIRONMENT = {
  'courier.environments': { version: 1, state: [{ id: 'plain', name: 'Plain', variables: [] }] },
  'courier.activeEnvironment': { version: 1, state: 'plain' },
};

/** A collection, folder or request of the sidebar's tree, by its name. */
const treeItem = (page: Page, name: string) =>
  page.locator('.tree-label').filter({
    has: page.locator('.tree-name', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
  });

/** Imports through the dialog and waits for the summary: the OpenAPI importer loads on demand. */
async function importDocument(page: Page, file: ReturnType<typeof petstore>, summary: string): Promise<void> {
  const dialog = await openImportExport(page, 'Import');
  await importFile(dialog, file);
  await expect.poll(() => dialog.getByRole('status').textContent(), { timeout: 30_000 }).toContain(summary);
  await page.keyboard.press('Escape');
}

describe('OpenAPI in the browser', () => {
  it('imports a YAML document and sends one of its operations', async () => {
    const { context, page } = await openApp(stack, { storage: PLAIN_ENVIRONMENT });
    await importDocument(page, petstore('1.0.26'), 'OpenAPI document: 1 collection, 19 requests');
    await treeItem(page, 'Swagger Petstore - OpenAPI 3.0').click();
    await treeItem(page, 'store').click();
    await treeItem(page, 'Returns pet inventories by status.').click();
    await send(page);
    await expect.poll(() => responseBody(page).textContent()).toContain('"path": "/api/v3/store/inventory"');
    await context.close();
  }, 120_000);

  it('shows what a newer document changes, and applies it', async () => {
    const { context, page } = await openApp(stack);
    await importDocument(page, petstore('1.0.3'), 'OpenAPI document: 1 collection, 19 requests');
    await page.getByRole('button', { name: /Actions for Swagger Petstore/ }).click();
    await page.getByRole('menuitem', { name: 'Sync with OpenAPI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sync with OpenAPI' });
    await dialog.locator('input[type=file]').setInputFiles(petstore('1.0.26'));
    await dialog.getByRole('button', { name: 'Check for changes' }).click();
    const changes = dialog.getByRole('status', { name: 'Changes' });
    await expect
      .poll(() => changes.textContent(), { timeout: 30_000 })
      .toContain('Changed GET /pet/{petId} — Find pet by ID.');
    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await treeItem(page, 'Swagger Petstore - OpenAPI 3.0').click();
    await treeItem(page, 'pet').click();
    await expect.poll(() => page.locator('.tree-label', { hasText: 'Find pet by ID.' }).count()).toBe(1);
    await context.close();
  }, 120_000);
});
