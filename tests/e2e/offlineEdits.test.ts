// Edits made while the server cannot be reached are kept in the browser, shown as pending (never as
// saved), survive a reload, and reach the server in order when it answers again: the teammate then sees
// every one of them exactly once. The connection is cut for real, by a proxy between Ann's browser and
// the server that is closed and reopened; Bob talks to the server directly.
import { launchChromium } from '@courier/testkit/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsApi, STRONG_PASSWORD } from '../../packages/server/test/accountsApi.js';
import { startTestServer, type TestServer } from '../../packages/server/test/startTestServer.js';
import { startCutProxy, type CutProxy } from './cutProxy.js';
import { buildWebApp, DESKTOP, DIST_DIR, PHONE, screenshot, toast } from './harness.js';

let proxy: CutProxy;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  await buildWebApp();
  // The proxy's port is known first: the server lets the page it serves through it call its API.
  proxy = await startCutProxy();
  server = await startTestServer({ config: { webDir: DIST_DIR, allowedOrigins: [proxy.origin] } });
  proxy.targetPort = Number(new URL(server.url).port);
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await Promise.allSettled([browser?.close(), proxy?.close(), server?.close()]);
});

const tree = (page: Page) => page.getByRole('tree', { name: 'Collections' });
const pendingCount = (page: Page) => page.getByRole('status').filter({ hasText: /edits? pending/ });

async function register(username: string) {
  const { status, json } = await accountsApi(server).request('POST', '/api/auth/register', {
    username,
    email: `${username}@example.com`,
    password: STRONG_PASSWORD,
    firstName: username[0]!.toUpperCase() + username.slice(1),
    lastName: 'Tester',
  });
  if (status !== 201) throw new Error(`register ${username}: ${status} ${JSON.stringify(json)}`);
  return json.data as { token: string; user: { id: string; name: string; email: string } };
}

/** Opens the app at `origin` signed in with `session`, in a context of its own. */
async function openSignedIn(origin: string, session: { token: string; user: unknown }): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1 });
  await context.addInitScript((value: string) => {
    if (sessionStorage.getItem('courier.e2e.seeded')) return;
    sessionStorage.setItem('courier.e2e.seeded', '1');
    localStorage.setItem('courier.session', value);
  }, JSON.stringify(session));
  const page = await context.newPage();
  await page.goto(origin);
  await page.getByRole('button', { name: 'Send' }).waitFor();
  return page;
}

async function openEnvironment(page: Page, name: string) {
  await page.getByRole('button', { name: 'Environments', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Environments' });
  await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  return dialog;
}

describe('offline edits', () => {
  it('keeps edits made without the server, across a reload, and replays each once when it is back', async () => {
    const api = accountsApi(server);
    const ann = await register('ann');
    const bob = await register('bob');
    const created = await api.request('POST', '/api/workspace/create', { name: 'Field team' }, ann);
    const workspaceId = created.json.data.workspace.id as string;
    await api.request('POST', `/api/workspace/${workspaceId}/members`, { email: bob.user.email, role: 'member' }, ann);
    await api.request('POST', '/api/workspace/switch', { workspaceId }, bob);
    await api.request(
      'POST',
      `/api/workspace/${workspaceId}/collections`,
      {
        collection: {
          name: 'Orders',
          items: [{ type: 'request', id: 'r1', name: 'List orders', method: 'GET', url: 'http://127.0.0.1:9/orders' }],
        },
      },
      ann,
    );
    await api.request(
      'POST',
      `/api/workspace/${workspaceId}/environments`,
      { environment: { name: 'Staging', variables: [{ key: 'host', value: 'old.test', enabled: true }] } },
      ann,
    );

    const annPage = await openSignedIn(proxy.origin, ann);
    const bobPage = await openSignedIn(server.url, bob);
    for (const page of [annPage, bobPage]) {
      await tree(page)
        .getByRole('button', { name: /^Orders/ })
        .click();
      await tree(page).getByText('List orders').waitFor();
    }

    // The connection goes: every call and the live stream fail from now on.
    await proxy.cut();

    await annPage.getByRole('button', { name: 'New Collection' }).click();
    const create = annPage.getByRole('dialog', { name: 'New Collection' });
    await create.getByLabel('Collection name').fill('Field notes');
    await create.getByRole('button', { name: 'Create' }).click();
    await tree(annPage)
      .getByRole('button', { name: /^Field notes pending/ })
      .waitFor();

    await annPage.getByRole('button', { name: 'Actions for List orders' }).click();
    await annPage.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = annPage.getByRole('dialog', { name: 'Rename request' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('All orders');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await tree(annPage)
      .getByRole('button', { name: /All orders pending/ })
      .waitFor();

    const environments = await openEnvironment(annPage, 'Staging');
    await environments.getByRole('textbox', { name: 'Variable 1 value' }).fill('new.test');
    await environments.getByRole('button', { name: /^Staging pending/ }).waitFor();
    await annPage.keyboard.press('Escape');

    // Pending, not saved, and no error for an edit that is only waiting.
    await expect.poll(() => pendingCount(annPage).textContent()).toContain('3 edits pending');
    await annPage.getByText('Backend server is not responding').waitFor();
    expect(await toast(annPage, 'Failed to fetch').count()).toBe(0);
    expect(await toast(annPage, 'Error creating collection').count()).toBe(0);

    // A reload while the server is still unreachable. The page itself comes from the same server, so
    // for this step the proxy lets the app's files through and still drops every API call and the live
    // stream: the app starts as it would from a cache, with no server to answer it.
    await proxy.reopen('pages');
    await annPage.reload();
    await annPage.getByRole('button', { name: 'Send' }).waitFor();
    await tree(annPage)
      .getByRole('button', { name: /^Field notes pending/ })
      .waitFor();
    await tree(annPage)
      .getByRole('button', { name: /^Orders/ })
      .click();
    await tree(annPage)
      .getByRole('button', { name: /All orders pending/ })
      .waitFor();
    await expect.poll(() => pendingCount(annPage).textContent()).toContain('3 edits pending');
    expect(await bobPage.getByText('Field notes').count()).toBe(0);

    // For a person to look at: the pending marks and count, light and dark, desktop and phone. The
    // second reload, dark, still shows every pending edit.
    await screenshot(annPage, 'offline-pending-desktop-light');
    await annPage.setViewportSize(PHONE);
    await annPage.getByRole('button', { name: 'Open sidebar' }).click();
    await screenshot(annPage, 'offline-pending-phone-light');
    await annPage.getByRole('button', { name: 'Close sidebar' }).click();
    await annPage.evaluate(() =>
      localStorage.setItem(
        'courier.settings',
        JSON.stringify({ version: 1, state: { theme: 'dark', autoFormat: true, timeout: 30_000 } }),
      ),
    );
    await annPage.setViewportSize(DESKTOP);
    await annPage.reload();
    await tree(annPage)
      .getByRole('button', { name: /^Orders/ })
      .click();
    await tree(annPage)
      .getByRole('button', { name: /All orders pending/ })
      .waitFor();
    await screenshot(annPage, 'offline-pending-desktop-dark');
    await annPage.setViewportSize(PHONE);
    await annPage.getByRole('button', { name: 'Open sidebar' }).click();
    await screenshot(annPage, 'offline-pending-phone-dark');
    await annPage.getByRole('button', { name: 'Close sidebar' }).click();
    await annPage.setViewportSize(DESKTOP);

    // The connection comes back: the edits go in order, the marks and the banner go.
    await proxy.cut();
    await proxy.reopen('open');
    await expect.poll(() => pendingCount(annPage).count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => annPage.getByText('Backend server is not responding').count()).toBe(0);
    expect(await tree(annPage).getByText('pending').count()).toBe(0);

    // Bob sees every edit, live and exactly once.
    await tree(bobPage).getByText('Field notes').waitFor();
    await tree(bobPage).getByText('All orders').waitFor();
    expect(await tree(bobPage).getByText('Field notes', { exact: true }).count()).toBe(1);
    expect(await tree(bobPage).getByText('All orders', { exact: true }).count()).toBe(1);
    expect(await tree(bobPage).getByText('List orders').count()).toBe(0);
    const bobEnvironments = await openEnvironment(bobPage, 'Staging');
    await expect
      .poll(() => bobEnvironments.getByRole('textbox', { name: 'Variable 1 value' }).inputValue())
      .toBe('new.test');

    // And the server holds each once: nothing lost, nothing doubled.
    const { json } = await api.request('GET', `/api/workspace/${workspaceId}/collections`, undefined, bob);
    const collections = json.data.collections as Array<{ fields: { name: string }; items: unknown[] }>;
    expect(collections.map((collection) => collection.fields.name)).toEqual(['Orders', 'Field notes']);
    expect(collections[0]!.items).toHaveLength(1);
    const stored = await api.request('GET', `/api/workspace/${workspaceId}/environments`, undefined, bob);
    expect(stored.json.data.environments).toMatchObject([
      { name: 'Staging', variables: [{ key: 'host', value: 'new.test' }] },
    ]);
  }, 180_000);
});
