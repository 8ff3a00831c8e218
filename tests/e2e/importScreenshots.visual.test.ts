// Screenshots of the Import tab (a file, a Bruno folder, a document at a URL) after an import, at
// desktop and phone sizes, light and dark, for a person to check: written under /tmp/shots/import
// (or COURIER_IMPORT_SHOTS), never committed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApp, ROOT, useStack } from './harness.js';
import { importFile, openImportExport } from './importDialog.js';
import { LOOKS, screenshotsIn } from './screenshots.js';

const SHOTS = process.env.COURIER_IMPORT_SHOTS ?? '/tmp/shots/import';
const stack = useStack();
const shoot = screenshotsIn(SHOTS);

const PETSTORE = readFileSync(
  join(ROOT, 'packages/web/src/features/import-export/fixtures/petstore.postman_collection.json'),
);

describe('Import tab screenshots', { timeout: 120_000 }, () => {
  for (const { theme, size, viewport } of LOOKS) {
    it(`${size}, ${theme}`, async () => {
      const { context, page } = await openApp(stack, { viewport, theme });
      const dialog = await openImportExport(page, 'Import');
      await shoot(page, `import-${size}-${theme}`);
      await importFile(dialog, {
        name: 'petstore.postman_collection.json',
        mimeType: 'application/json',
        buffer: PETSTORE,
      });
      await expect.poll(() => dialog.getByRole('status').textContent()).toContain('Postman collection');
      await shoot(page, `imported-${size}-${theme}`);
      await context.close();
    });
  }
});
