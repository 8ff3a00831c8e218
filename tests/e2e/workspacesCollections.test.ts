// A workspace's collections in the sidebar, shared live between two people in two browsers: one
// adds, the other sees it without a reload; a save based on a replaced version shows both to keep one;
// a viewer opens and sends but changes nothing; browser collections are offered a move at sign-in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountsApi } from '../../packages/server/test/accountsApi.js';
import { responseBody, setUrl, toast, urlField, useStack } from './harness.js';
import { share as shareWith, switchTo } from './sharedWorkspace.js';
import { openView, signedInPerson, type Person } from './teamsUsers.js';

const stack = useStack();

const tree = (page: Page) => page.getByRole('tree', { name: 'Collections' });
const share = (owner: Person, person: Person, role: 'member' | 'viewer') => shareWith(stack, owner, person, role);

describe('workspace collections', { timeout: 150_000 }, () => {
  it('shares edits live, shows a conflicting save beside mine, and lets a viewer send but not change', async () => {
    const eve = await signedInPerson(stack, 'eve');
    const finn = await signedInPerson(stack, 'finn');
    const gus = await signedInPerson(stack, 'gus');
    await share(eve, finn, 'member');
    await share(eve, gus, 'viewer');
    // Name Eve's shared workspace so the others can tell it from their own.
    const api = accountsApi(stack.server);
    const { json } = await api.request('GET', '/api/workspace/current', undefined, eve);
    await api.request('PUT', `/api/workspace/${json.data.workspace.id}`, { name: "Eve's APIs" }, eve);
    await eve.page.reload();
    await eve.page.getByLabel('Collections of').getByText("Eve's APIs").waitFor();
    await switchTo(finn.page, "Eve's APIs");
    await switchTo(gus.page, "Eve's APIs");
    await finn.page.getByLabel('Collections of').getByText("Eve's APIs").waitFor();

    // Eve makes a collection and a request; Finn's sidebar shows both without a reload.
    await eve.page.getByRole('button', { name: 'New Collection' }).click();
    await eve.page.getByRole('dialog', { name: 'New Collection' }).getByLabel('Collection name').fill('Shared API');
    await eve.page.getByRole('dialog', { name: 'New Collection' }).getByRole('button', { name: 'Create' }).click();
    await tree(eve.page).getByText('Shared API').click();
    await tree(finn.page).getByText('Shared API').waitFor();
    await eve.page.getByRole('button', { name: 'Add Request' }).click();
    const add = eve.page.getByRole('dialog', { name: 'Add Request to Shared API' });
    await add.getByLabel('Request name').fill('Echo users');
    await add.getByLabel('URL').fill(`${stack.echo.url}/get`);
    await add.getByRole('button', { name: 'Add Request' }).click();
    await tree(finn.page).getByText('Shared API').click();
    await tree(finn.page).getByText('Echo users').waitFor();
    await tree(eve.page).getByText('Echo users').waitFor();

    // Both open the request and edit it; Eve saves first, Finn's save is based on what he opened.
    await tree(eve.page).getByText('Echo users').click();
    await tree(finn.page).getByText('Echo users').click();
    await setUrl(finn.page, `${stack.echo.url}/get?by=finn`);
    await setUrl(eve.page, `${stack.echo.url}/get?by=eve`);
    await eve.page.keyboard.press('ControlOrMeta+s');
    // Said once the server has it.
    await toast(eve.page, 'Request saved').waitFor();
    // Finn's tab says so at once; saving without answering is still checked against what he opened.
    await finn.page.getByRole('region', { name: 'Changed by a teammate' }).waitFor();
    await finn.page.keyboard.press('ControlOrMeta+s');
    const conflict = finn.page.getByRole('dialog', { name: 'Someone else saved this request' });
    await conflict.getByRole('region', { name: 'Their version' }).getByText('by=eve', { exact: false }).waitFor();
    await conflict.getByRole('region', { name: 'Your version' }).getByText('by=finn', { exact: false }).waitFor();
    // The refused save is not also called saved.
    expect(await toast(finn.page, 'Request saved').count()).toBe(0);
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await conflict.waitFor({ state: 'detached' });
    // Finn's version is the one kept.
    await expect
      .poll(async () => {
        const { json: stored } = await api.request('GET', `/api/workspace/current`, undefined, eve);
        const id = stored.data.workspace.id as string;
        const collections = await api.request('GET', `/api/workspace/${id}/collections`, undefined, eve);
        return JSON.stringify(collections.json.data.collections[0].items[0].content.url);
      })
      .toContain('by=finn');

    // Again, and this time Finn puts the question off with Esc: his edits stay, and saving asks again;
    // Keep theirs then shows Eve's version in his tab, in place of his edits.
    await expect.poll(() => urlField(eve.page).textContent()).toContain('by=finn');
    await setUrl(finn.page, `${stack.echo.url}/get?by=finn2`);
    await setUrl(eve.page, `${stack.echo.url}/get?by=eve2`);
    await eve.page.keyboard.press('ControlOrMeta+s');
    await finn.page.getByRole('region', { name: 'Changed by a teammate' }).waitFor();
    await finn.page.keyboard.press('ControlOrMeta+s');
    await conflict.waitFor();
    await finn.page.keyboard.press('Escape');
    await conflict.waitFor({ state: 'detached' });
    expect(await urlField(finn.page).textContent()).toContain('by=finn2');
    await finn.page.keyboard.press('ControlOrMeta+s');
    await conflict.getByRole('button', { name: 'Keep theirs' }).click();
    await conflict.waitFor({ state: 'detached' });
    await expect.poll(() => urlField(finn.page).textContent()).toContain('by=eve2');
    expect(await urlField(finn.page).textContent()).not.toContain('by=finn2');

    // Environments are the workspace's too: Eve's new one reaches Finn's selector, variables and all.
    await eve.page.getByRole('button', { name: 'Environments', exact: true }).click();
    const environments = eve.page.getByRole('dialog', { name: 'Environments' });
    await environments.getByRole('textbox', { name: 'New Environment' }).fill('Shared echo');
    await environments.getByRole('button', { name: 'New Environment' }).click();
    const shared = environments.getByRole('listitem').filter({ hasText: 'Shared echo' });
    await shared.click();
    await environments.getByRole('button', { name: 'Add Variable' }).click();
    await environments.getByRole('textbox', { name: 'Variable 1 name' }).fill('baseUrl');
    await environments.getByRole('textbox', { name: 'Variable 1 value' }).fill(stack.echo.url);
    await eve.page.keyboard.press('Escape');
    await finn.page.getByRole('button', { name: /Active environment/ }).click();
    await finn.page.getByRole('option', { name: 'Shared echo' }).click();
    await setUrl(finn.page, '{{baseUrl}}/get?from=workspace');
    // Send waits until Eve's variable, saved as she stops typing, has reached Finn's copy.
    const finnSend = finn.page.getByRole('button', { name: 'Send', exact: true });
    await expect.poll(() => finnSend.isEnabled(), { timeout: 20_000 }).toBe(true);
    await finnSend.click();
    await expect
      .poll(() => responseBody(finn.page).textContent(), { timeout: 20_000 })
      .toContain('"from": "workspace"');

    // Gus, a viewer, sees everything and sends, but has nothing to change it with.
    await gus.page.getByLabel('Collections of').getByText('view only', { exact: false }).waitFor();
    await tree(gus.page).getByText('Shared API').click();
    await tree(gus.page).getByText('Echo users').click();
    await expect.poll(() => urlField(gus.page).textContent()).toContain('by=eve2');
    expect(await gus.page.getByRole('button', { name: 'New Collection' }).count()).toBe(0);
    expect(await gus.page.getByRole('button', { name: 'Add Request' }).count()).toBe(0);
    // The only menu a viewer has is a collection's or folder's, to read its Settings.
    expect(
      await tree(gus.page)
        .getByRole('button', { name: /^Actions for/ })
        .count(),
    ).toBe(1);
    await tree(gus.page).getByRole('button', { name: 'Actions for Shared API' }).click();
    expect(await gus.page.getByRole('menuitem').allTextContents()).toEqual(['Settings']);
    await gus.page.keyboard.press('Escape');
    await gus.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => responseBody(gus.page).textContent(), { timeout: 30_000 }).toContain('"by": "eve2"');
    await gus.page.keyboard.press('ControlOrMeta+s');
    await toast(gus.page, 'a viewer cannot change it').waitFor();

    // Presence: Eve, Finn and Gus each have a request of Shared API open; the Team view's header counts them.
    await openView(eve.page, 'Team');
    await eve.page.getByText('3 active collaborators').waitFor();
    expect(await eve.page.getByTitle('Looking at Shared API now').count()).toBe(1);

    // Their sends count in the workspace's Overview, as Eve sees it.
    await openView(eve.page, 'Workspace');
    const figures = eve.page.getByRole('group', { name: 'Analytics' });
    await expect
      .poll(async () => Number((await figures.locator('.collab-figure-value').first().textContent()) ?? 0))
      .toBeGreaterThanOrEqual(2);
    expect(await figures.getByText('Active users').count()).toBe(1);

    for (const person of [eve, finn, gus]) await person.context.close();
  });

  it('duplicates and moves a folder with what it holds, and a teammate sees both live', async () => {
    const ivy = await signedInPerson(stack, 'ivy');
    const jack = await signedInPerson(stack, 'jack');
    const id = await share(ivy, jack, 'member');
    const api = accountsApi(stack.server);
    await api.request('PUT', `/api/workspace/${id}`, { name: "Ivy's APIs" }, ivy);
    const request = { type: 'request', id: 'r1', name: 'List orders', method: 'GET', url: `${stack.echo.url}/get` };
    const created = await api.request(
      'POST',
      `/api/workspace/${id}/collections`,
      { collection: { name: 'Shop', items: [{ type: 'folder', id: 'f1', name: 'Orders', items: [request] }] } },
      ivy,
    );
    expect(created.status).toBe(201);
    await ivy.page.reload();
    await switchTo(jack.page, "Ivy's APIs");
    for (const page of [ivy.page, jack.page]) {
      await tree(page).getByText('Shop', { exact: true }).click();
      await tree(page).getByRole('button', { name: 'Orders', exact: true }).click();
      await tree(page).getByRole('button', { name: 'GET List orders' }).waitFor();
    }

    await ivy.page.getByRole('button', { name: 'Actions for Orders' }).click();
    await ivy.page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await tree(jack.page).getByRole('button', { name: 'Orders Copy', exact: true }).click();
    await expect.poll(() => tree(jack.page).getByRole('button', { name: 'GET List orders' }).count()).toBe(2);

    // Ivy moves the copy into the original; Jack sees it go without a reload.
    await tree(ivy.page).getByRole('button', { name: 'Orders Copy', exact: true }).waitFor();
    await ivy.page.getByRole('button', { name: 'Actions for Orders Copy' }).click();
    await ivy.page.getByRole('menuitem', { name: 'Move to…' }).click();
    const move = ivy.page.getByRole('dialog', { name: 'Move “Orders Copy”' });
    await move.getByRole('combobox', { name: 'Folder' }).selectOption({ label: 'Orders' });
    await move.getByRole('button', { name: 'Move' }).click();
    await move.waitFor({ state: 'detached' });
    // The tree indents each level by its row's left padding.
    const indent = (name: string) =>
      tree(jack.page)
        .getByRole('button', { name, exact: true })
        .locator('xpath=..')
        .evaluate((row) => parseFloat(getComputedStyle(row).paddingLeft));
    await expect.poll(async () => (await indent('Orders Copy')) - (await indent('Orders'))).toBe(12);
    expect(await tree(jack.page).getByRole('button', { name: 'GET List orders' }).count()).toBe(2);
    for (const person of [ivy, jack]) await person.context.close();
  });

  it('offers to move browser collections into the personal workspace at first sign-in, losing nothing', async () => {
    const hana = await signedInPerson(stack, 'hana', {
      storage: {
        'courier.collections': {
          version: 1,
          state: [{ id: 'local-1', name: 'Kept Locally', items: [] }],
        },
      },
    });
    const offer = hana.page.getByRole('dialog', { name: 'Move collections to your workspace?' });
    await offer.getByText('Kept Locally').waitFor();
    await offer.getByRole('button', { name: /^Move to/ }).click();
    await toast(hana.page, '1 collection moved to Personal Workspace').waitFor();
    await tree(hana.page).getByText('Kept Locally').waitFor();
    // Asked once: a reload does not ask again, and the browser still has its copy.
    await hana.page.reload();
    await tree(hana.page).getByText('Kept Locally').waitFor();
    expect(await offer.count()).toBe(0);
    // The browser's own collections are in its IndexedDB (docs/decisions/0035-collections-in-indexeddb.md).
    const local = await hana.page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('courier-collections');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('collections').objectStore('collections').getAll();
            all.onsuccess = () => resolve(JSON.stringify(all.result));
          };
        }),
    );
    expect(local).toContain('Kept Locally');

    // Saving into a new collection works as it does signed out: the second save updates in place.
    await setUrl(hana.page, `${stack.echo.url}/get?v=1`);
    await hana.page.keyboard.press('ControlOrMeta+s');
    const save = hana.page.getByRole('dialog', { name: 'Save Request' });
    await save.getByRole('textbox', { name: 'Request name' }).fill('Versioned');
    await save.getByRole('textbox', { name: 'Or create a collection' }).fill('Server side');
    await save.getByRole('button', { name: 'Create' }).click();
    await save.getByRole('button', { name: 'Save', exact: true }).click();
    await save.waitFor({ state: 'detached' });
    await tree(hana.page).getByText('Server side').click();
    await tree(hana.page).getByText('Versioned').waitFor();
    await setUrl(hana.page, `${stack.echo.url}/get?v=2`);
    await hana.page.keyboard.press('ControlOrMeta+s');
    expect(await save.count()).toBe(0);
    const api = accountsApi(stack.server);
    await expect
      .poll(async () => {
        const { json } = await api.request('GET', '/api/workspace/current', undefined, hana);
        const list = await api.request('GET', `/api/workspace/${json.data.workspace.id}/collections`, undefined, hana);
        const server = (
          list.json.data.collections as Array<{ fields: { name: string }; items: Array<{ content: { url: string } }> }>
        ).find((collection) => collection.fields.name === 'Server side');
        return server?.items.map((item) => item.content.url).join();
      })
      .toBe(`${stack.echo.url}/get?v=2`);
    await hana.context.close();
  });
});
