// The browser tests' stack over an opened repository, as `npm start -- --open <dir>` makes it: the
// repository made by `makeRepository` is opened before the server starts and closed after it.
import type { Page } from 'playwright-core';
import { launchChromium } from '@courier/testkit/chromium';
import { startEchoServer } from '@courier/testkit/servers';
import { afterAll, beforeAll } from 'vitest';
import { openRepository, type Repository } from '../../packages/server/src/areas/files/index.js';
import { startTestServer } from '../../packages/server/test/startTestServer.js';
import { buildWebApp, DIST_DIR, type Stack } from './harness.js';

/** The first folder of the generated requests (`@courier/testkit/repository`). */
export const FIRST_FOLDER = 'postman/collections/Team API/Area 0/Section 0/Folder 0';

export interface RepositoryStack {
  stack: Stack;
  /** The repository's folder. */
  dir: string;
}

export function useRepositoryStack(makeRepository: () => string, bodyLimitBytes = 8 * 1024 * 1024): RepositoryStack {
  let started: (RepositoryStack & { repository: Repository }) | undefined;
  beforeAll(async () => {
    const dir = makeRepository();
    const repository = openRepository(dir);
    await buildWebApp();
    const [server, echo, browser] = await Promise.all([
      startTestServer({ config: { webDir: DIST_DIR, bodyLimitBytes }, repository }),
      startEchoServer(),
      launchChromium(),
    ]);
    const stack: Stack = {
      server,
      echo,
      browser,
      close: async () => {
        await Promise.allSettled([browser.close(), server.close(), echo.close()]);
      },
    };
    started = { stack, dir, repository };
  }, 400_000);
  afterAll(async () => {
    started?.repository.close();
    await started?.stack.close();
  });
  const current = () => {
    if (!started) throw new Error('The stack starts in beforeAll: use it inside a hook or a test');
    return started;
  };
  return {
    get stack() {
      return current().stack;
    },
    get dir() {
      return current().dir;
    },
  };
}

export const collectionsTree = (page: Page) => page.getByRole('tree', { name: 'Collections' });

const FOLDER_PATH = ['Team API', 'Area 0', 'Section 0', 'Folder 0', 'Request 00000'];

/**
 * Opens the tree down to the generated requests' first folder. A row clicked while the page still
 * reads thousands of requests may miss the click: it is clicked again until its first child shows.
 */
export async function openFirstFolder(page: Page, timeout = 30_000): Promise<void> {
  for (let at = 0; at < FOLDER_PATH.length - 1; at++) {
    const child = collectionsTree(page).getByText(FOLDER_PATH[at + 1]!, { exact: true });
    const deadline = Date.now() + timeout;
    while (!(await child.isVisible())) {
      if (Date.now() > deadline) throw new Error(`${FOLDER_PATH[at]} did not open`);
      await collectionsTree(page).getByText(FOLDER_PATH[at]!, { exact: true }).click({ timeout });
      await child.waitFor({ timeout: 5000 }).catch(() => undefined);
    }
  }
}
