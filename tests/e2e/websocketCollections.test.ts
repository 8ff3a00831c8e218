// WebSocket requests saved in a collection, in Chromium against the local ws echo server: one is
// made from the collection's menu, saved with a handshake header and a saved message, and after a
// reload opened from the tree, connected, and its saved message sent with one click and echoed.
// Screenshots at desktop and phone sizes, light and dark, go to /tmp/shots/websocket-collections
// (or COURIER_WEBSOCKET_SHOTS); they are not committed.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountsApi } from '../../packages/server/test/accountsApi.js';
import { confirm, openApp, pathOf, toast, useStack } from './harness.js';
import { download } from './download.js';
import { openImportExport } from './importDialog.js';
import { signedInPerson } from './teamsUsers.js';
import { LOOKS, screenshotsIn } from './screenshots.js';
import { useWebSocketEcho } from './webSocketEcho.js';

const SHOTS = join(process.env.COURIER_WEBSOCKET_SHOTS ?? '/tmp/shots', 'websocket-collections');
const stack = useStack();
const echo = useWebSocketEcho();

const shoot = screenshotsIn(SHOTS);

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });
const savedMessages = (page: Page) => page.getByRole('region', { name: 'Saved messages' });
const connectDialog = (page: Page) => page.getByRole('dialog', { name: 'Create WebSocket Connection' });

/** A collection holding one WebSocket request, made from the collection's menu; left in its connect dialog. */
async function createSavedRequest(page: Page, collection: string, name: string, url: string): Promise<void> {
  await page.getByRole('button', { name: 'New Collection' }).first().click();
  const create = page.getByRole('dialog', { name: 'New Collection' });
  await create.getByRole('textbox', { name: 'Collection name' }).fill(collection);
  await create.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('button', { name: `Actions for ${collection}` }).click();
  await page.getByRole('menuitem', { name: 'New WebSocket Request' }).click();
  const add = page.getByRole('dialog', { name: `Add WebSocket Request to ${collection}` });
  await add.getByRole('textbox', { name: 'Request name' }).fill(name);
  await add.getByRole('textbox', { name: 'URL' }).fill(url);
  await add.getByRole('button', { name: 'Add WebSocket Request' }).click();
  await connectDialog(page).waitFor();
}

describe('WebSocket requests in collections', () => {
  it('saves one with a message, and after a reload opens it from the tree and sends the message with one click', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    await createSavedRequest(page, 'Chat', 'Echo feed', `${echo.url}/chat`);
    expect(pathOf(page)).toBe('/websocket');
    const dialog = connectDialog(page);
    expect(await dialog.getByRole('textbox', { name: 'URL' }).inputValue()).toBe(`${echo.url}/chat`);
    await dialog.getByText('Chat / Echo feed').waitFor();
    await dialog.getByRole('textbox', { name: 'Headers' }).fill('X-Courier-Test: saved-request');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Request saved').waitFor();
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await messages(page).getByText('"x-courier-test":"saved-request"').waitFor();

    await savedMessages(page).getByText('No saved messages yet').waitFor();
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('{"join":"lobby"}');
    await page.getByRole('button', { name: 'Save message' }).click();
    const naming = page.getByRole('dialog', { name: 'Save Message' });
    await naming.getByRole('textbox', { name: 'Message name' }).fill('Join lobby');
    await naming.getByRole('button', { name: 'Save' }).click();
    await savedMessages(page).getByText('Join lobby').waitFor();
    await page.getByRole('combobox', { name: 'Message type' }).selectOption('binary');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('de ad be ef');
    await page.getByRole('button', { name: 'Save message' }).click();
    await naming.getByRole('textbox', { name: 'Message name' }).fill('Magic bytes');
    await naming.getByRole('button', { name: 'Save' }).click();
    await savedMessages(page).getByText('binary · hex').waitFor();

    // The server keeps the connection open across a reload, and its saved messages stay listed.
    await page.reload();
    await page.getByRole('list', { name: 'WebSocket connections' }).getByRole('button').first().click();
    await savedMessages(page).getByRole('button', { name: 'Send Join lobby' }).waitFor();
    await page.goto(`${stack.server.url}/`);
    await page.getByRole('button', { name: 'Chat', exact: true }).click();
    const row = page.getByRole('button', { name: 'WS Echo feed' });
    expect(await row.textContent()).toContain('WS');
    await row.click();
    expect(pathOf(page)).toBe('/websocket');
    const reopened = connectDialog(page);
    expect(await reopened.getByRole('textbox', { name: 'URL' }).inputValue()).toBe(`${echo.url}/chat`);
    expect(await reopened.getByRole('textbox', { name: 'Headers' }).inputValue()).toBe('X-Courier-Test: saved-request');
    await reopened.getByRole('button', { name: 'Connect' }).click();
    await reopened.waitFor({ state: 'hidden' });
    await messages(page).getByText('"x-courier-test":"saved-request"').waitFor();

    await savedMessages(page).getByRole('button', { name: 'Send Join lobby' }).click();
    // Sent, then echoed back by the server: the message twice in the log.
    await expect.poll(() => messages(page).getByText('{"join":"lobby"}').count(), { timeout: 8000 }).toBe(2);
    await savedMessages(page).getByRole('button', { name: 'Send Magic bytes' }).click();
    await expect
      .poll(() => messages(page).getByText('de ad be ef', { exact: true }).count(), { timeout: 8000 })
      .toBe(2);

    // The tree's actions work on it as on an HTTP request: duplicate, rename, move, delete.
    await page.getByRole('button', { name: 'Actions for Echo feed' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await page.getByRole('button', { name: 'WS Echo feed Copy' }).waitFor();
    await page.getByRole('button', { name: 'Actions for Echo feed Copy' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename WebSocket request' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('Echo backup');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('button', { name: 'WS Echo backup' }).waitFor();
    await page.getByRole('button', { name: 'Actions for Echo backup' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm(page, 'Are you sure you want to delete this WebSocket request?', 'Delete');
    await expect.poll(() => page.getByRole('button', { name: 'WS Echo backup' }).count(), { timeout: 8000 }).toBe(0);

    // A Postman export has no place for it: the Export tab says so before and after.
    const exporting = await openImportExport(page, 'Export');
    expect(await exporting.textContent()).toContain('1 collection, 0 requests, 1 WebSocket request');
    await exporting.getByRole('radio', { name: /Postman Collection v2.1/ }).click({ force: true });
    await exporting.getByText('1 WebSocket request left out: Postman Collection v2.1 cannot hold it.').waitFor();
    await shoot(page, 'export-postman-desktop-light');
    const postman = await download(page, exporting.getByRole('button', { name: 'Export', exact: true }));
    expect(postman.text).not.toContain('Echo feed');
    await toast(page, '1 WebSocket request left out').waitFor();
    await context.close();
  }, 90_000);

  it("saves a new connection into a folder, and connects with the collection's auth it inherits", async () => {
    const { context, page } = await openApp(stack, {
      storage: {
        'courier.collections': {
          version: 1,
          state: [
            {
              id: 'ops',
              name: 'Ops',
              auth: { type: 'bearer', token: 'from-the-collection' },
              items: [{ type: 'folder', id: 'live', name: 'Live', items: [] }],
            },
          ],
        },
      },
    });
    page.setDefaultTimeout(8000);
    await page.goto(`${stack.server.url}/websocket`);
    await page.getByRole('button', { name: 'New Connection' }).first().click();
    const dialog = connectDialog(page);
    await dialog.getByRole('textbox', { name: 'URL' }).fill(`${echo.url}/ops`);
    await dialog.getByRole('button', { name: 'Save to collection' }).click();
    const saving = page.getByRole('dialog', { name: 'Save WebSocket Request' });
    await saving.getByRole('textbox', { name: 'Request name' }).fill('Ops feed');
    expect(await saving.getByRole('combobox', { name: 'Collection' }).inputValue()).toBe('ops');
    await saving.getByRole('combobox', { name: 'Folder' }).selectOption({ label: 'Live' });
    await shoot(page, 'save-to-collection-desktop-light');
    await saving.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Request saved').waitFor();
    await dialog.getByText('Ops / Live / Ops feed').waitFor();

    await dialog.getByRole('combobox', { name: 'Auth type' }).selectOption({ label: 'Inherit from parent' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await messages(page).getByText('"authorization":"Bearer from-the-collection"').waitFor();

    await page.getByRole('button', { name: 'Ops', exact: true }).click();
    await page.getByRole('button', { name: 'Live', exact: true }).click();
    await page.getByRole('button', { name: 'WS Ops feed' }).waitFor();
    await context.close();
  }, 90_000);

  it("in a shared workspace, brings a teammate's saved message live and sends it for the other", async () => {
    const eve = await signedInPerson(stack, 'wseve');
    const finn = await signedInPerson(stack, 'wsfinn');
    const api = accountsApi(stack.server);
    // A personal workspace is its owner's alone: Eve shares one she creates, current for her at once.
    const created = await api.request('POST', '/api/workspace/create', { name: 'Eve and Finn' }, eve);
    const workspaceId = created.json.data.workspace.id as string;
    await api.request('POST', `/api/workspace/${workspaceId}/members`, { email: finn.email, role: 'member' }, eve);
    await api.request('POST', '/api/workspace/switch', { workspaceId }, finn);
    await eve.page.reload();
    await finn.page.reload();
    for (const { page } of [eve, finn]) page.setDefaultTimeout(8000);

    await createSavedRequest(eve.page, 'Live API', 'Ticker', `${echo.url}/ticker`);
    const eveDialog = connectDialog(eve.page);
    // Filled in once the server has the new request.
    await expect
      .poll(() => eveDialog.getByRole('textbox', { name: 'URL' }).inputValue(), { timeout: 8000 })
      .toBe(`${echo.url}/ticker`);
    await eveDialog.getByRole('button', { name: 'Connect' }).click();
    await eveDialog.waitFor({ state: 'hidden' });

    await finn.page.getByRole('button', { name: 'Live API', exact: true }).click();
    await finn.page.getByRole('button', { name: 'WS Ticker' }).click();
    const finnDialog = connectDialog(finn.page);
    await expect
      .poll(() => finnDialog.getByRole('textbox', { name: 'URL' }).inputValue(), { timeout: 8000 })
      .toBe(`${echo.url}/ticker`);
    await finnDialog.getByRole('button', { name: 'Connect' }).click();
    await finnDialog.waitFor({ state: 'hidden' });
    await savedMessages(finn.page).getByText('No saved messages yet').waitFor();

    await eve.page.getByRole('textbox', { name: 'Message', exact: true }).fill('tick {{$randomInt}}');
    await eve.page.getByRole('button', { name: 'Save message' }).click();
    const naming = eve.page.getByRole('dialog', { name: 'Save Message' });
    await naming.getByRole('textbox', { name: 'Message name' }).fill('Tick');
    await naming.getByRole('button', { name: 'Save' }).click();
    await toast(eve.page, 'Message saved').waitFor();

    // Finn's list shows it without a reload; one click sends it with the variable filled in.
    await savedMessages(finn.page).getByRole('button', { name: 'Send Tick' }).click();
    await expect
      .poll(
        () =>
          messages(finn.page)
            .getByText(/^tick \d+$/)
            .count(),
        { timeout: 8000 },
      )
      .toBe(2);
    await eve.context.close();
    await finn.context.close();
  }, 120_000);

  it('looks right at desktop and phone sizes, light and dark', async () => {
    for (const { theme, size, viewport } of LOOKS) {
      const { context, page } = await openApp(stack, { theme, viewport });
      page.setDefaultTimeout(8000);
      if (size === 'phone') await page.getByRole('button', { name: 'Open sidebar' }).click();
      await createSavedRequest(page, `Shots ${size} ${theme}`, 'Price feed', `${echo.url}/feed`);
      await shoot(page, `connect-${size}-${theme}`);
      await connectDialog(page).getByRole('button', { name: 'Connect' }).click();
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('{"subscribe":"prices"}');
      await page.getByRole('button', { name: 'Save message' }).click();
      await page.getByRole('dialog', { name: 'Save Message' }).getByRole('button', { name: 'Save' }).click();
      await savedMessages(page)
        .getByRole('button', { name: /^Send / })
        .click();
      // Signed out, the echo shows at the next poll (every 2 s).
      await expect.poll(() => messages(page).getByText('{"subscribe":"prices"}').count(), { timeout: 8000 }).toBe(2);
      // The tree shows it with its WS badge where the sidebar is in view.
      if (size === 'desktop') {
        await page.getByRole('button', { name: `Shots ${size} ${theme}`, exact: true }).click();
        await page.getByRole('button', { name: 'WS Price feed' }).waitFor();
      }
      await savedMessages(page).scrollIntoViewIfNeeded();
      await shoot(page, `saved-messages-${size}-${theme}`);
      await context.close();
    }
  }, 180_000);
});
