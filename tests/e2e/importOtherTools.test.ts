// The Import tab in Chromium on other tools' real files: an Insomnia v4 JSON and v5 YAML export, a
// Bruno JSON export and a Bruno collection chosen as a folder, Hoppscotch collections and
// environments, and a HAR capture, each with the summary of what came in and what did not.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApp, ROOT, useStack } from './harness.js';
import { importFile, openImportExport } from './importDialog.js';

const stack = useStack();

const CONVERT = join(ROOT, 'packages/core/src/convert');

describe('import from other tools', { timeout: 180_000 }, () => {
  it('imports a file of each kind, and a Bruno folder, saying what could not be mapped', async () => {
    const { context, page } = await openApp(stack);
    const dialog = await openImportExport(page, 'Import');
    const status = () => dialog.getByRole('status').textContent();
    const imported = async (file: string, ...expected: string[]) => {
      await importFile(dialog, join(CONVERT, file));
      for (const text of expected) await expect.poll(status).toContain(text);
    };

    await imported(
      'insomnia/fixtures/insomnia_v4.json',
      'Insomnia export: 1 collection, 13 requests, 1 environment',
      'Not mapped:',
      '1 cookie jars not imported, 1 API specs not imported, 1 unit test suites not imported',
    );
    await imported(
      'insomnia/fixtures/environments-v5.yaml',
      'Insomnia export: 1 collection, 1 request, 2 environments',
    );
    await imported('bruno/fixtures/sample-collection.json', 'Bruno collection: 1 collection, 1 request');
    await imported('hoppscotch/fixtures/coll-v2-req-v3.json', 'Hoppscotch collections: 1 collection, 2 requests');
    await imported('hoppscotch/fixtures/bulk-envs.json', 'Hoppscotch environments: 2 environments');
    await imported(
      'har/fixtures/deep-input.json',
      'HAR capture: 1 collection, 1 request',
      'Not mapped: 1 entries without a URL skipped',
    );

    // A Bruno collection is a folder: the folder picker hands over every file inside it.
    await dialog.getByTestId('import-folder').setInputFiles(join(CONVERT, 'bruno/fixtures/bruno-testbench'));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    // Bruno's parser loads with the first folder: allow for it under load.
    await expect
      .poll(status, { timeout: 15_000 })
      .toContain('Bruno collection: 1 collection, 10 requests, 1 environment');
    await expect.poll(status).toContain('Not mapped: 1 script lines kept as comments');
    await expect
      .poll(status)
      .toContain('Request "ping" pre-request script: 1 line(s) without a pm equivalent kept as comments');

    // A malformed file of a known kind names the format and the field.
    await importFile(dialog, {
      name: 'broken.insomnia.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"_type":"export","__export_format":4,"resources":{}}'),
    });
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Import failed: Insomnia export: resources must be a list');

    await page.keyboard.press('Escape');
    for (const name of [
      'Swagger Petstore 1.0.0',
      'environments',
      'Sample API Collection',
      'coll-v2',
      'bruno-testbench',
    ]) {
      await expect.poll(() => page.getByText(name, { exact: true }).first().isVisible()).toBe(true);
    }
    await context.close();
  });
});
