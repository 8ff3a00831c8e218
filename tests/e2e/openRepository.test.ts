// The workbench over a repository of Postman 3.0.0 collection folders (`npm start -- --open <path>`):
// a header changed and saved in the browser is one changed line in git, a file changed on disk shows
// in two browsers within a second, a save in one browser shows in the other, a deleted collection's
// folder leaves the disk, and a file that does not parse is named with its line while the rest of the
// repository works.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { git, postmanRepository, writeRepositoryFile } from '@courier/testkit/repository';
import { describe, expect, it } from 'vitest';
import { confirm, openApp, toast } from './harness.js';
import { collectionsTree as tree, FIRST_FOLDER, openFirstFolder, useRepositoryStack } from './repositoryStack.js';

const BROKEN = `${FIRST_FOLDER}/Broken.request.yaml`;
const BROKEN_TEXT = '$kind: http-request\nurl: "unclosed\nmethod: GET\n';

const opened = useRepositoryStack(() => {
  const dir = postmanRepository({ requests: 5 });
  writeRepositoryFile(dir, BROKEN, BROKEN_TEXT);
  return dir;
});

async function openRepositoryApp(): Promise<{ context: BrowserContext; page: Page }> {
  const app = await openApp(opened.stack);
  await app.page.getByLabel('Repository', { exact: true }).waitFor();
  await openFirstFolder(app.page);
  return app;
}

/** The lines `git diff` shows as removed or added. */
const changedLines = (dir: string) =>
  git(dir, 'diff', '--unified=0', '--no-color')
    .split('\n')
    .filter((line) => /^[-+](?![-+]{2} )/.test(line));

describe('an opened repository in the browser', { timeout: 120_000 }, () => {
  it('names the file it cannot read with its line, and opens and saves the rest: one header is one line in git', async () => {
    const { dir } = opened;
    const { context, page } = await openRepositoryApp();
    const problems = page.getByRole('list', { name: 'Files Courier could not read' });
    await expect.poll(() => problems.textContent()).toMatch(new RegExp(`${BROKEN}:\\d+: `));

    await tree(page).getByText('Request 00001', { exact: true }).click();
    await expect.poll(() => page.locator('.builder-title').textContent()).toBe('Request 00001');
    await page.getByRole('tab', { name: /Headers/ }).click();
    await page.getByRole('textbox', { name: 'Header 2 value', exact: true }).fill('edited in the browser');
    await page.keyboard.press('ControlOrMeta+s');
    await toast(page, 'Request saved').waitFor();

    await expect
      .poll(() => changedLines(dir))
      .toEqual([
        expect.stringMatching(/^-\s+value: '?1'?$/),
        expect.stringMatching(/^\+\s+value: '?edited in the browser'?$/),
      ]);
    expect(git(dir, 'diff', '--name-only')).toBe(`${FIRST_FOLDER}/Request 00001.request.yaml\n`);
    // The file Courier could not read is as it was.
    expect(readFileSync(join(dir, ...BROKEN.split('/')), 'utf8')).toBe(BROKEN_TEXT);
    await context.close();
  });

  it('shows a request added on disk in two browsers within a second', async () => {
    const first = await openRepositoryApp();
    const second = await openRepositoryApp();
    const added = [first.page, second.page].map((page) =>
      tree(page).getByText('Added on disk', { exact: true }).waitFor({ timeout: 1000 }),
    );
    writeRepositoryFile(
      opened.dir,
      `${FIRST_FOLDER}/Added on disk.request.yaml`,
      '$kind: http-request\nmethod: GET\nurl: https://example.invalid/\n',
    );
    await Promise.all(added);
    await Promise.all([first.context.close(), second.context.close()]);
  });

  it('shows a save in one browser in the other, and a deleted collection leaves the disk but for the file it could not read', async () => {
    const { dir } = opened;
    const first = await openRepositoryApp();
    const second = await openRepositoryApp();
    await first.page.getByRole('button', { name: 'Actions for Request 00002' }).click();
    await first.page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = first.page.getByRole('dialog', { name: 'Rename request' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('Renamed in the first browser');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await tree(second.page).getByText('Renamed in the first browser', { exact: true }).waitFor();
    expect(readdirSync(join(dir, ...FIRST_FOLDER.split('/')))).toContain('Renamed in the first browser.request.yaml');

    await first.page.getByRole('button', { name: 'Actions for Team API' }).click();
    await first.page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm(first.page, 'Are you sure you want to delete this collection?', 'Delete');
    const filesLeft = () =>
      readdirSync(join(dir, 'postman/collections'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    await expect.poll(filesLeft).toEqual(['Broken.request.yaml']);
    await Promise.all([first.context.close(), second.context.close()]);
  });
});
