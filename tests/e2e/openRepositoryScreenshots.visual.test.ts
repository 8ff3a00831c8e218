// Screenshots of an opened repository: the folder's path above the tree, a file Courier could not
// read with its line, and the tree open on a request, at desktop and phone sizes, light and dark, for
// a person to check: written under /tmp/shots/files (or COURIER_FILES_SHOTS), never committed.
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
      await context.close();
    });
  }
});
