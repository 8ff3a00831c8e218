// Cookies in the web workbench, as Postman keeps them: a login's Set-Cookie (on its redirect) is
// kept in the environment's jar in IndexedDB, sent with later requests and by the runner, read by
// scripts, and listed, edited and deleted in the Cookies manager.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpUpstream, type Upstream } from '@courier/testkit/servers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collectionsLoaded, confirm, openApp, responseBody, send, setEditorText, setUrl, useStack } from './harness.js';
import { importThroughDialog } from './importDialog.js';

const stack = useStack();
let site: Upstream;
/** The Cookie header each request to `/me` arrived with. */
let seenAtMe: string[] = [];

function answer(request: IncomingMessage, response: ServerResponse): void {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  if (path === '/login') {
    response.writeHead(302, { location: '/home', 'set-cookie': 'session=abc; Path=/; HttpOnly' });
    response.end();
    return;
  }
  if (path === '/me') seenAtMe.push(request.headers.cookie ?? '');
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ path, cookie: request.headers.cookie ?? null }));
}

beforeAll(async () => {
  site = await httpUpstream(answer);
});
afterAll(() => site?.close());
beforeEach(() => {
  seenAtMe = [];
});

async function openCookies(page: Page) {
  await page.getByRole('button', { name: 'Cookies', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Cookies' });
  await dialog.waitFor();
  return dialog;
}

const chipsOf = (page: Page) =>
  page.getByRole('list', { name: 'Cookies of 127.0.0.1' }).locator('.cookie-chip-name').allTextContents();

describe('cookies', { timeout: 120_000 }, () => {
  it('keeps a login’s cookie, sends it, lets the manager edit and delete it, and keeps the jar over a reload', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, `${site.url}/login`);
    await send(page);
    // The redirect's next hop already carries the cookie, as in a browser.
    await expect.poll(() => responseBody(page).textContent()).toContain('"cookie": "session=abc"');

    await setUrl(page, `${site.url}/me`);
    await send(page);
    await expect.poll(() => seenAtMe.at(-1)).toBe('session=abc');

    let dialog = await openCookies(page);
    await expect.poll(() => chipsOf(page)).toEqual(['session']);
    await dialog.getByRole('button', { name: 'Edit cookie session' }).click();
    const line = dialog.getByRole('textbox', { name: 'Cookie session of 127.0.0.1' });
    expect(await line.inputValue()).toBe('session=abc; Path=/; HttpOnly');
    await line.fill('not a cookie');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Write the cookie as name=value, then any attributes: name=value; Path=/; Expires=…' })
      .waitFor();
    await line.fill('session=edited; Path=/');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await line.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await send(page);
    await expect.poll(() => seenAtMe.at(-1)).toBe('session=edited');

    await page.reload();
    await collectionsLoaded(page);
    dialog = await openCookies(page);
    await expect.poll(() => chipsOf(page)).toEqual(['session']);
    await dialog.getByRole('button', { name: 'Delete cookie session' }).click();
    await expect.poll(() => dialog.getByText('No cookies yet.', { exact: false }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await setUrl(page, `${site.url}/me`);
    await send(page);
    await expect.poll(() => seenAtMe.at(-1)).toBe('');
    await context.close();
  });

  it('lets a test script read the jar’s cookies and add one through pm.cookies.jar()', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, `${site.url}/login`);
    await send(page);
    await setUrl(page, `${site.url}/me`);
    await page.getByRole('tab', { name: /Scripts/ }).click();
    await page.getByRole('radio', { name: 'Tests' }).check({ force: true });
    await setEditorText(
      page,
      'Test script',
      [
        "pm.test('reads the session', () => pm.expect(pm.cookies.get('session')).to.equal('abc'));",
        "pm.test('has it', () => pm.expect(pm.cookies.has('session') && pm.cookies.toObject().session).to.equal('abc'));",
        `pm.cookies.jar().set('${site.url}', 'theme', 'dark', (error) => console.log(error ? 'refused' : 'set'));`,
      ].join('\n'),
    );
    await send(page);
    await page.getByRole('tab', { name: /Tests/ }).click();
    await expect.poll(() => page.locator('.tests-view').textContent()).toContain('2 passed');
    await page.getByRole('tab', { name: /Console/ }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Console' }).textContent()).toContain('set');
    await send(page);
    await expect.poll(() => seenAtMe.at(-1)).toBe('session=abc; theme=dark');
    const dialog = await openCookies(page);
    await expect.poll(() => chipsOf(page)).toEqual(['session', 'theme']);
    await dialog.getByRole('button', { name: 'Clear all' }).click();
    await confirm(page, 'Delete all 2 cookies of this environment?', 'Clear');
    await expect.poll(() => dialog.getByText('No cookies yet.', { exact: false }).isVisible()).toBe(true);
    await context.close();
  });

  it('sends a cookie the first request of a run sets with the next request of the run', async () => {
    const { context, page } = await openApp(stack);
    const collection = {
      info: { name: 'Cookie run', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
      item: [
        { name: 'Log in', request: { method: 'POST', url: `${site.url}/login` } },
        { name: 'Who am I', request: { method: 'GET', url: `${site.url}/me` } },
      ],
    };
    await importThroughDialog(
      page,
      {
        name: 'cookies.postman_collection.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(collection)),
      },
      '1 collection, 2 requests',
    );
    await page.locator('.view-switch').getByText('Runner', { exact: true }).click();
    await page.getByLabel('Collection', { exact: true }).selectOption({ label: 'Cookie run' });
    await page.getByRole('button', { name: 'Start Run' }).click();
    await expect.poll(() => page.getByTestId('run-status').textContent(), { timeout: 30_000 }).toBe('Completed');
    expect(seenAtMe).toEqual(['session=abc']);
    await context.close();
  });
});
