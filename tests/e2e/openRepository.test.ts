// The workbench over a repository of Postman 3.0.0 collection folders (`npm start -- --open <path>`):
// a header changed and saved in the browser is one changed line in git, a file changed on disk shows
// in two browsers within a second, and a file that does not parse is named with its line while the
// rest of the repository works.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@courier/testkit/chromium';
import { git, postmanRepository, writeRepositoryFile } from '@courier/testkit/repository';
import { startEchoServer } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRepository, type Repository } from '../../packages/server/src/areas/files/index.js';
import { startTestServer } from '../../packages/server/test/startTestServer.js';
import { buildWebApp, DIST_DIR, openApp, toast, type Stack } from './harness.js';

const FOLDER = 'postman/collections/Team API/Area 0/Section 0/Folder 0';
const BROKEN = `${FOLDER}/Broken.request.yaml`;

let dir: string;
let repository: Repository;
let stack: Stack;

beforeAll(async () => {
  dir = postmanRepository({ requests: 5 });
  writeRepositoryFile(dir, BROKEN, '$kind: http-request\nurl: "unclosed\nmethod: GET\n');
  repository = openRepository(dir);
  await buildWebApp();
  const [server, echo, browser] = await Promise.all([
    startTestServer({ config: { webDir: DIST_DIR }, repository }),
    startEchoServer(),
    launchChromium(),
  ]);
  stack = {
    server,
    echo,
    browser,
    close: async () => {
      await Promise.allSettled([browser.close(), server.close(), echo.close()]);
    },
  };
}, 240_000);

afterAll(async () => {
  repository?.close();
  await stack?.close();
});

const tree = (page: Page) => page.getByRole('tree', { name: 'Collections' });

/** Opens the tree down to the generated requests' first folder. */
async function openFolder(page: Page): Promise<void> {
  for (const name of ['Team API', 'Area 0', 'Section 0', 'Folder 0']) {
    await tree(page).getByText(name, { exact: true }).click();
  }
  await tree(page).getByText('Request 00000', { exact: true }).waitFor();
}

async function openRepositoryApp(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openApp(stack);
  await opened.page.getByLabel('Repository').waitFor();
  await openFolder(opened.page);
  return opened;
}

describe('an opened repository in the browser', { timeout: 120_000 }, () => {
  it('names the file it cannot read with its line, and opens and saves the rest: one header is one line in git', async () => {
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
      .poll(() =>
        git(dir, 'diff', '--unified=0', '--no-color')
          .split('\n')
          .filter((line) => /^[-+](?![-+]{2} )/.test(line)),
      )
      .toEqual([
        expect.stringMatching(/^-\s+value: '?1'?$/),
        expect.stringMatching(/^\+\s+value: '?edited in the browser'?$/),
      ]);
    expect(git(dir, 'diff', '--name-only')).toBe(`${FOLDER}/Request 00001.request.yaml\n`);
    // The file Courier could not read is as it was.
    expect(readFileSync(join(dir, ...BROKEN.split('/')), 'utf8')).toBe(
      '$kind: http-request\nurl: "unclosed\nmethod: GET\n',
    );
    await context.close();
  });

  it('shows a request added on disk in two browsers within a second', async () => {
    const first = await openRepositoryApp();
    const second = await openRepositoryApp();
    const added = [first.page, second.page].map((page) =>
      tree(page).getByText('Added on disk', { exact: true }).waitFor({ timeout: 1000 }),
    );
    writeRepositoryFile(
      dir,
      `${FOLDER}/Added on disk.request.yaml`,
      '$kind: http-request\nmethod: GET\nurl: https://example.invalid/\n',
    );
    await Promise.all(added);
    await Promise.all([first.context.close(), second.context.close()]);
  });
});
