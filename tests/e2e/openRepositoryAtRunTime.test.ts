// The opened repository as a user meets it beyond the start: signing in keeps it in the sidebar, a
// request with unsaved edits whose file changed on disk asks which version to keep (the panel of a
// teammate's save in a shared workspace), and another repository is opened by typing its folder in
// the palette's Open repository… and closed back to the browser's own collections.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { postmanRepository } from '@courier/testkit/repository';
import { describe, expect, it } from 'vitest';
import { openApp, runCommand, toast } from './harness.js';
import { collectionsTree as tree, FIRST_FOLDER, openFirstFolder, useRepositoryStack } from './repositoryStack.js';
import { signInAsDemo } from './session.js';

const opened = useRepositoryStack(() => postmanRepository({ requests: 3 }));

const REQUEST_FILE = `${FIRST_FOLDER}/Request 00001.request.yaml`;
const repositoryRoot = (page: Page) => page.getByLabel('Repository', { exact: true });
const headerValue = (page: Page) => page.getByRole('textbox', { name: 'Header 2 value', exact: true });

/** Rewrites the request's `X-Request-Index` header value on disk, as another editor would. */
function writeHeaderOnDisk(dir: string, value: string): void {
  const path = join(dir, ...REQUEST_FILE.split('/'));
  const text = readFileSync(path, 'utf8');
  const changed = text.replace(/(key: X-Request-Index\n\s+value: ).*/, `$1'${value}'`);
  expect(changed).not.toBe(text);
  writeFileSync(path, changed);
}

describe('an opened repository at run time', { timeout: 120_000 }, () => {
  it('stays in the sidebar when the user signs in', async () => {
    const { context, page } = await openApp(opened.stack);
    await repositoryRoot(page).waitFor();
    // The account's workspace is read as the user signs in: what it would have replaced is checked after.
    const workspaceRead = page.waitForResponse((response) =>
      /\/api\/workspace\/[^/]+\/(collections|items)/.test(response.url()),
    );
    await signInAsDemo(page);
    await workspaceRead;
    await page.getByRole('button', { name: /^Account: / }).waitFor();
    // The lists are shown a moment after they are read.
    await page.waitForTimeout(500);
    expect(await repositoryRoot(page).textContent()).toBe(opened.dir);
    expect(await tree(page).getByText('Team API', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel('Collections of').count()).toBe(0);
    await context.close();
  });

  it('shows both versions when a request with unsaved edits changed on disk, and keeps either one', async () => {
    const { dir } = opened;
    const { context, page } = await openApp(opened.stack);
    await repositoryRoot(page).waitFor();
    await openFirstFolder(page);
    await tree(page).getByText('Request 00001', { exact: true }).click();
    await page.getByRole('tab', { name: /Headers/ }).click();

    // A tab without edits follows the disk.
    writeHeaderOnDisk(dir, 'followed');
    await expect.poll(() => headerValue(page).inputValue()).toBe('followed');

    await headerValue(page).fill('mine');
    writeHeaderOnDisk(dir, 'from disk');
    const panel = page.getByRole('region', { name: 'Changed on disk' });
    await panel.waitFor();
    const versions = panel.getByRole('table');
    expect(await versions.getByRole('columnheader').allTextContents()).toEqual([
      'Part',
      'Version on disk',
      'Your version',
    ]);
    expect(await versions.textContent()).toContain('X-Request-Index: from disk');
    expect(await versions.textContent()).toContain('X-Request-Index: mine');
    // Keep mine: saved over the disk's version.
    await panel.getByRole('button', { name: 'Keep mine' }).click();
    await toast(page, 'Request saved').waitFor();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => readFileSync(join(dir, ...REQUEST_FILE.split('/')), 'utf8')).toMatch(/value: '?mine'?/);

    await headerValue(page).fill('mine again');
    writeHeaderOnDisk(dir, 'from disk again');
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Take the version on disk' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await headerValue(page).inputValue()).toBe('from disk again');
    expect(readFileSync(join(dir, ...REQUEST_FILE.split('/')), 'utf8')).toMatch(/value: '?from disk again'?/);
    await context.close();
  });

  it('opens another repository typed in the palette, says why a folder cannot be opened, and closes it', async () => {
    const other = postmanRepository({ requests: 2 }, 'Other API');
    const notARepository = mkdtempSync(join(tmpdir(), 'courier-not-a-repository-'));
    const { context, page } = await openApp(opened.stack);
    await repositoryRoot(page).waitFor();

    await runCommand(page, 'Open repository');
    const dialog = page.getByRole('dialog', { name: 'Open repository' });
    await dialog.getByLabel('Folder on this machine').fill(notARepository);
    await dialog.getByRole('button', { name: 'Open', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toContain(`Cannot open ${notARepository}: it holds no Postman collection folder`);

    await dialog.getByLabel('Folder on this machine').fill(other);
    await dialog.getByRole('button', { name: 'Open', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => repositoryRoot(page).textContent()).toBe(other);
    await tree(page).getByText('Other API', { exact: true }).waitFor();
    expect(await tree(page).getByText('Team API', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Close repository' }).click();
    await repositoryRoot(page).waitFor({ state: 'detached' });
    await page.getByText('No collections yet').waitFor();
    await context.close();
  });
});
