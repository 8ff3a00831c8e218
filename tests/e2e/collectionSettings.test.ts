// A collection's and a folder's Settings, as a Postman user opens its collection and folder tabs: the
// auth a request set to inherit sends, the folder variables it resolves, kept across a reload; in a
// shared workspace, a teammate's open Settings follows a save, or offers both versions when it has
// edits of its own; a viewer reads them and changes nothing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountsApi } from '../../packages/server/test/accountsApi.js';
import { openApp, responseBody, send, useStack } from './harness.js';
import { LOOKS, screenshotsIn } from './screenshots.js';
import { share, switchTo } from './sharedWorkspace.js';
import { signedInPerson } from './teamsUsers.js';

const stack = useStack();
const shoot = screenshotsIn(process.env.COURIER_SETTINGS_SHOTS ?? '/tmp/shots/collection-settings');

const tree = (page: Page) => page.getByRole('tree', { name: 'Collections' });

async function openSettings(page: Page, name: string): Promise<ReturnType<Page['getByRole']>> {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  return page.getByRole('dialog', { name: /Settings$/ });
}

const shop = (echo: string) => ({
  'courier.collections': {
    version: 1,
    state: [
      {
        id: 'c1',
        name: 'Shop',
        items: [
          {
            type: 'folder',
            id: 'orders',
            name: 'Orders',
            items: [
              {
                type: 'request',
                id: 'r1',
                name: 'Orders by region',
                method: 'GET',
                url: `${echo}/orders/{{region}}`,
                auth: { type: 'inherit' },
              },
            ],
          },
        ],
      },
    ],
  },
});

describe('collection and folder settings', { timeout: 150_000 }, () => {
  it('sends the collection’s auth and variables with a request set to inherit, the folder’s auth over it, after a reload too', async () => {
    const { context, page } = await openApp(stack, { storage: shop(stack.echo.url) });
    await tree(page).getByText('Shop', { exact: true }).click();

    const collection = await openSettings(page, 'Shop');
    await collection.getByText('Collection: Shop').waitFor();
    await collection.getByRole('tab', { name: 'Authorization' }).click();
    await collection.getByRole('combobox', { name: 'Auth type' }).selectOption('bearer');
    await collection.getByRole('textbox', { name: 'Token' }).fill('shop-token');
    await collection.getByRole('tab', { name: /^Variables/ }).click();
    await collection.getByRole('button', { name: 'Add Variable' }).click();
    await collection.getByRole('textbox', { name: 'Variable 1 name' }).fill('region');
    await collection.getByRole('textbox', { name: 'Variable 1 value' }).fill('eu-west');
    await collection.getByRole('button', { name: 'Save' }).click();
    await collection.waitFor({ state: 'detached' });

    await tree(page).getByRole('button', { name: 'Orders', exact: true }).click();
    await tree(page).getByRole('button', { name: 'GET Orders by region' }).click();
    await send(page);
    await expect.poll(() => responseBody(page).textContent()).toContain('"path": "/orders/eu-west"');
    expect(await responseBody(page).textContent()).toContain('"authorization": "Bearer shop-token"');

    // The folder's own auth is nearer the request than the collection's.
    const folder = await openSettings(page, 'Orders');
    await folder.getByText('Folder: Orders in Shop').waitFor();
    expect(await folder.getByRole('tab', { name: /^Variables/ }).count()).toBe(0);
    await folder.getByRole('tab', { name: 'Authorization' }).click();
    await folder.getByRole('combobox', { name: 'Auth type' }).selectOption('apikey');
    await folder.getByRole('textbox', { name: 'Key' }).fill('X-Orders-Key');
    await folder.getByRole('textbox', { name: 'Value' }).fill('orders-1');
    await folder.getByRole('button', { name: 'Save' }).click();
    await folder.waitFor({ state: 'detached' });

    await page.reload();
    await tree(page).getByText('Shop', { exact: true }).click();
    await tree(page).getByRole('button', { name: 'Orders', exact: true }).click();
    await tree(page).getByRole('button', { name: 'GET Orders by region' }).click();
    await send(page);
    await expect.poll(() => responseBody(page).textContent()).toContain('"x-orders-key": "orders-1"');
    expect(await responseBody(page).textContent()).not.toContain('shop-token');
    expect(await responseBody(page).textContent()).toContain('"path": "/orders/eu-west"');

    // Cancel leaves what was saved.
    const again = await openSettings(page, 'Shop');
    await again.getByRole('tab', { name: 'Authorization' }).click();
    expect(await again.getByRole('textbox', { name: 'Token' }).inputValue()).toBe('shop-token');
    await again.getByRole('textbox', { name: 'Token' }).fill('not-kept');
    await again.getByRole('button', { name: 'Cancel' }).click();
    const reopened = await openSettings(page, 'Shop');
    await reopened.getByRole('tab', { name: 'Authorization' }).click();
    expect(await reopened.getByRole('textbox', { name: 'Token' }).inputValue()).toBe('shop-token');
    await context.close();
  });

  it('adds folders at the top level and inside a folder, kept after a reload', async () => {
    const { context, page } = await openApp(stack, { storage: shop(stack.echo.url) });
    await tree(page).getByText('Shop', { exact: true }).click();
    for (const [parent, name] of [
      ['Shop', 'Invoices'],
      ['Orders', 'Archive'],
    ] as const) {
      await page.getByRole('button', { name: `Actions for ${parent}`, exact: true }).click();
      await page.getByRole('menuitem', { name: 'Add Folder' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Folder' });
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.getByText('Folder name is required').waitFor();
      await dialog.getByRole('textbox', { name: 'Folder name' }).fill(name);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.reload();
    await tree(page).getByText('Shop', { exact: true }).click();
    await tree(page).getByRole('button', { name: 'Invoices', exact: true }).waitFor();
    await tree(page).getByRole('button', { name: 'Orders', exact: true }).click();
    await tree(page).getByRole('button', { name: 'Archive', exact: true }).waitFor();
    await context.close();
  });

  it('follows a teammate’s save when clean, offers both versions with edits, and is read-only for a viewer', async () => {
    const ann = await signedInPerson(stack, 'setann');
    const ben = await signedInPerson(stack, 'setben');
    const vic = await signedInPerson(stack, 'setvic');
    const workspaceId = await share(stack, ann, ben, 'member');
    await accountsApi(stack.server).request(
      'POST',
      `/api/workspace/${workspaceId}/members`,
      { email: vic.email, role: 'viewer' },
      ann,
    );
    const api = accountsApi(stack.server);
    await api.request('PUT', `/api/workspace/${workspaceId}`, { name: 'Set APIs' }, ann);
    await api.request('POST', `/api/workspace/${workspaceId}/collections`, { collection: { name: 'Billing' } }, ann);
    await ann.page.reload();
    await switchTo(ben.page, 'Set APIs');
    await switchTo(vic.page, 'Set APIs');

    const bens = await openSettings(ben.page, 'Billing');
    await bens.getByRole('tab', { name: /^Variables/ }).click();
    await bens.getByText('No variables yet.').waitFor();

    const anns = await openSettings(ann.page, 'Billing');
    await anns.getByRole('tab', { name: /^Variables/ }).click();
    await anns.getByRole('button', { name: 'Add Variable' }).click();
    await anns.getByRole('textbox', { name: 'Variable 1 name' }).fill('currency');
    await anns.getByRole('textbox', { name: 'Variable 1 value' }).fill('EUR');
    await anns.getByRole('button', { name: 'Save' }).click();
    await anns.waitFor({ state: 'detached' });

    // Ben's open Settings, with no edits of his own, shows Ann's variable.
    await expect.poll(() => bens.getByRole('textbox', { name: 'Variable 1 value' }).inputValue()).toBe('EUR');

    // Ben edits; Ann saves again: Ben is told who, and chooses.
    await bens.getByRole('textbox', { name: 'Variable 1 value' }).fill('GBP');
    const annAgain = await openSettings(ann.page, 'Billing');
    await annAgain.getByRole('tab', { name: /^Variables/ }).click();
    await annAgain.getByRole('textbox', { name: 'Variable 1 value' }).fill('USD');
    await annAgain.getByRole('button', { name: 'Save' }).click();
    const panel = bens.getByRole('region', { name: 'Changed by a teammate' });
    await panel.getByText(ann.name).waitFor();
    await shoot(ben.page, 'settings-conflict-desktop-light');
    expect(await bens.getByRole('textbox', { name: 'Variable 1 value' }).inputValue()).toBe('GBP');
    await panel.getByRole('button', { name: 'Keep mine' }).click();
    await bens.getByRole('button', { name: 'Save' }).click();
    await bens.waitFor({ state: 'detached' });
    const annCheck = await openSettings(ann.page, 'Billing');
    await annCheck.getByRole('tab', { name: /^Variables/ }).click();
    await expect.poll(() => annCheck.getByRole('textbox', { name: 'Variable 1 value' }).inputValue()).toBe('GBP');
    await annCheck.getByRole('button', { name: 'Cancel' }).click();

    // A folder one member adds appears in the other's tree.
    await ann.page.getByRole('button', { name: 'Actions for Billing', exact: true }).click();
    await ann.page.getByRole('menuitem', { name: 'Add Folder' }).click();
    const newFolder = ann.page.getByRole('dialog', { name: 'New Folder' });
    await newFolder.getByRole('textbox', { name: 'Folder name' }).fill('Refunds');
    await newFolder.getByRole('button', { name: 'Create' }).click();
    await tree(ben.page).getByText('Billing', { exact: true }).click();
    await tree(ben.page).getByRole('button', { name: 'Refunds', exact: true }).waitFor();

    // A viewer reads the settings and has nothing to save.
    const vics = await openSettings(vic.page, 'Billing');
    await vics.getByRole('tab', { name: /^Variables/ }).click();
    await expect.poll(() => vics.getByRole('textbox', { name: 'Variable 1 value' }).inputValue()).toBe('GBP');
    expect(await vics.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await vics.getByRole('textbox', { name: 'Variable 1 value' }).getAttribute('readonly')).not.toBeNull();
    for (const person of [ann, ben, vic]) await person.context.close();
  });

  it('looks right at desktop and phone sizes, light and dark', async () => {
    for (const { theme, size, viewport } of LOOKS) {
      const { context, page } = await openApp(stack, { storage: shop(stack.echo.url), viewport, theme });
      if (size === 'phone') await page.getByRole('button', { name: 'Open sidebar' }).click();
      await tree(page).getByText('Shop', { exact: true }).click();
      const folder = await openSettings(page, 'Orders');
      await folder.getByRole('tab', { name: 'Authorization' }).click();
      await shoot(page, `folder-auth-${size}-${theme}`);
      await folder.getByRole('button', { name: 'Cancel' }).click();
      const collection = await openSettings(page, 'Shop');
      await collection.getByRole('tab', { name: /^Variables/ }).click();
      await collection.getByRole('button', { name: 'Add Variable' }).click();
      await shoot(page, `collection-variables-${size}-${theme}`);
      await context.close();
    }
  });
});
