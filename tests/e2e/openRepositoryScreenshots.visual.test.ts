// Screenshots of an opened repository: the folder's path above the tree, a file Courier could not
// read with its line, the tree open on a request, the Open repository dialog and the panel of a
// request whose file changed on disk under unsaved edits, at desktop and phone sizes, light and dark,
// for a person to check: written under /tmp/shots/files (or COURIER_FILES_SHOTS), never committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { postmanRepository, writeRepositoryFile } from '@courier/testkit/repository';
import { describe, it } from 'vitest';
import { openApp } from './harness.js';
import { collectionsTree, FIRST_FOLDER, openFirstFolder, useRepositoryStack } from './repositoryStack.js';
import { LOOKS, screenshotsIn } from './screenshots.js';

const SHOTS = process.env.COURIER_FILES_SHOTS ?? '/tmp/shots/files';
const shoot = screenshotsIn(SHOTS);

const opened = useRepositoryStack(() => {
  const dir = postmanRepository({ requests: 60 });
  writeRepositoryFile(dir, `${FIRST_FOLDER}/Broken.request.yaml`, '$kind: http-request\nurl: "unclosed\nmethod: GET\n');
  return dir;
});

describe('opened repository screenshots', { timeout: 180_000 }, () => {
  for (const { theme, size, viewport } of LOOKS) {
    it(`${size}, ${theme}`, async () => {
      const { context, page } = await openApp(opened.stack, { viewport, theme });
      if (size === 'phone') await page.getByRole('button', { name: 'Open sidebar' }).click();
      await page.getByLabel('Repository', { exact: true }).waitFor();
      await openFirstFolder(page);
      await collectionsTree(page).getByText('Request 00001', { exact: true }).click();
      if (size === 'phone') await page.getByRole('button', { name: 'Open sidebar' }).click();
      await shoot(page, `repository-${size}-${theme}`);

      await page.keyboard.press('ControlOrMeta+k');
      await page.keyboard.insertText('Open repository');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Open repository' });
      await dialog.getByLabel('Folder on this machine').fill('/home/me/projects/shop-api');
      await shoot(page, `repository-open-${size}-${theme}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      // The phone's builder is behind the sidebar: the panel is shot at desktop size.
      if (size === 'desktop') {
        await page.getByRole('tab', { name: /Headers/ }).click();
        await page.getByRole('textbox', { name: 'Header 2 value', exact: true }).fill(`mine, ${size} ${theme}`);
        const file = join(opened.dir, ...`${FIRST_FOLDER}/Request 00001.request.yaml`.split('/'));
        const text = readFileSync(file, 'utf8');
        writeFileSync(file, text.replace(/(key: X-Request-Index\n\s+value: ).*/, `$1'from disk, ${size} ${theme}'`));
        await page.getByRole('region', { name: 'Changed on disk' }).waitFor();
        await shoot(page, `repository-conflict-${size}-${theme}`);
      }
      await context.close();
    });
  }
});
