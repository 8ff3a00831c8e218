// Shared set-up of the browser tests: build the web app once, run the real server
// in-process on port 0 serving that build, start the local echo server, and drive Chromium.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '@courier/testkit/chromium';
import { startTestServer, type TestServer } from '../../packages/server/test/startTestServer.js';
import { startEchoServer, type EchoServer } from '@courier/testkit/servers';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIR = join(ROOT, 'packages/web');
export const DIST_DIR = join(WEB_DIR, 'dist');
export const SCREENSHOT_DIR = join(ROOT, 'tests/e2e/screenshots');

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isBuildFresh(): boolean {
  const built = statSync(join(DIST_DIR, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = [
    join(WEB_DIR, 'src'),
    join(WEB_DIR, 'index.html'),
    join(WEB_DIR, 'vite.config.ts'),
    join(ROOT, 'packages/core/src'),
  ];
  return built > Math.max(...sources.map(newestMtime));
}

async function withBuildLock<T>(run: () => T): Promise<T> {
  // Test files run in parallel workers: one builds while the others wait for it.
  const lock = join(tmpdir(), `courier-web-build-${Buffer.from(ROOT).toString('hex').slice(-16)}.lock`);
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error('Timed out waiting for another test to build the web app');
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  try {
    return run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds packages/web into dist unless the build is newer than every source. */
export async function buildWebApp(): Promise<void> {
  if (isBuildFresh()) return;
  await withBuildLock(() => {
    if (isBuildFresh()) return;
    const result = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
      {
        cwd: WEB_DIR,
        encoding: 'utf8',
        // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: test
        // what users get.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  });
}

export interface Stack {
  server: TestServer;
  echo: EchoServer;
  browser: Browser;
  close(): Promise<void>;
}

/** The whole stack a browser test needs; call in beforeAll, close in afterAll. */
async function startStack(): Promise<Stack> {
  await buildWebApp();
  const [server, echo, browser] = await Promise.all([
    startTestServer({
      config: {
        webDir: DIST_DIR,
        // The 20 MB response test goes through the proxy.
        responseLimitBytes: 64 * 1024 * 1024,
        bodyLimitBytes: 8 * 1024 * 1024,
        proxyTimeoutMs: 30_000,
      },
    }),
    startEchoServer(),
    launchChromium(),
  ]);
  return {
    server,
    echo,
    browser,
    async close() {
      await Promise.allSettled([browser.close(), server.close(), echo.close()]);
    },
  };
}

/**
 * Starts the stack before the file's tests and closes it after them. The answer reads the running
 * stack on each use, so a test file keeps `stack.echo.url` as it would with the stack itself.
 */
export function useStack(): Stack {
  let started: Stack | undefined;
  beforeAll(async () => {
    started = await startStack();
  }, 240_000);
  afterAll(async () => {
    await started?.close();
  });
  const current = (): Stack => {
    if (!started) throw new Error('The stack starts in beforeAll: use it inside a hook or a test');
    return started;
  };
  return {
    get server() {
      return current().server;
    },
    get echo() {
      return current().echo;
    },
    get browser() {
      return current().browser;
    },
    close: () => current().close(),
  };
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  theme?: 'light' | 'dark';
  /** localStorage entries to seed before the app loads (JSON values). */
  storage?: Record<string, unknown>;
}

export const DESKTOP = { width: 1400, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** A fresh browser context (empty storage) with the app loaded. */
export async function openApp(
  stack: Stack,
  options: OpenOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stack.browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    deviceScaleFactor: 1,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const seeded: Record<string, unknown> = { ...options.storage };
  if (options.theme) {
    // The theme is a setting (features/settings); ui/theme.ts follows it.
    seeded['courier.settings'] = { version: 1, state: { theme: options.theme, autoFormat: true, timeout: 30_000 } };
    seeded['courier.theme'] = options.theme;
  }
  if (Object.keys(seeded).length > 0) {
    await context.addInitScript(
      (entries: Record<string, string>) => {
        if (sessionStorage.getItem('courier.e2e.seeded')) return;
        sessionStorage.setItem('courier.e2e.seeded', '1');
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      },
      Object.fromEntries(Object.entries(seeded).map(([key, value]) => [key, JSON.stringify(value)])),
    );
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(stack.server.url);
  await page.getByRole('button', { name: 'Send' }).waitFor();
  await collectionsLoaded(page);
  if (errors.length > 0) throw new Error(`The page failed to start: ${errors.join('; ')}`);
  return { context, page };
}

/** Waits until the sidebar has read the stored collections (after a start or a reload). */
export async function collectionsLoaded(page: Page): Promise<void> {
  await page.getByRole('status').filter({ hasText: 'Loading collections' }).waitFor({ state: 'detached' });
}

/** The address bar's path, e.g. '/login'. */
/** The sidebar's request count of the collection named `name`. */
export const requestCountOf = (page: Page, name: string): Promise<string | null> =>
  page
    .getByRole('tree', { name: 'Collections' })
    .locator('.tree-row-collection', { hasText: name })
    .locator('.tree-count')
    .textContent();

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** The builder's CodeMirror URL field. */
export const urlField = (page: Page): Locator => page.getByRole('textbox', { name: 'URL', exact: true });

/** The response panel's body viewer. */
export const responseBody = (page: Page): Locator => page.getByRole('textbox', { name: 'Response body', exact: true });

/** A toast notification holding `text`. */
export const toast = (page: Page, text: string): Locator => page.locator('.toast', { hasText: text });

/** Replaces the text of a CodeMirror editor found by its accessible name. */
export async function setEditorText(page: Page, name: string, text: string): Promise<void> {
  const editor = page.getByRole('textbox', { name, exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.insertText(text);
}

/** Types into the CodeMirror URL field, replacing what is there. */
export async function setUrl(page: Page, url: string): Promise<void> {
  await setEditorText(page, 'URL', url);
}

/** True while the keyboard's focus is inside `element` (a dialog): where Esc and Tab act. */
export const focusIsIn = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => node.contains(document.activeElement));

/** Presses Send and waits for the response or the error that takes its place. */
export async function send(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.locator('.response-meta, .response-error').first().waitFor({ timeout: 30_000 });
}

/** Answers the confirmation dialog that asks `question` with `button`, and waits for it to close. */
export async function confirm(page: Page, question: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByText(question, { exact: true }) });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Saves a screenshot under tests/e2e/screenshots. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/** Runs a command of the palette: Ctrl/Cmd+K, `search` typed, Enter, and the palette closed. */
export async function runCommand(page: Page, search: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.waitFor();
  await page.keyboard.insertText(search);
  await page.keyboard.press('Enter');
  await palette.waitFor({ state: 'detached' });
}
