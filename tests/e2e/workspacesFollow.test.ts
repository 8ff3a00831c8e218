// Open things follow a teammate's save, two people in two browsers: a clean request tab takes the new
// version at once (and Send uses it), a tab with edits shows both versions to keep one before its own
// save, a deleted request's tab can be kept as a copy, and an open environment editor follows.
import type { IncomingMessage } from 'node:http';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountsApi } from '../../packages/server/test/accountsApi.js';
import { confirm, send, setUrl, toast, urlField, useStack } from './harness.js';
import { share, switchTo } from './sharedWorkspace.js';
import { signedInPerson, type Person } from './teamsUsers.js';

const stack = useStack();

const tree = (page: Page) => page.getByRole('tree', { name: 'Collections' });
const changed = (page: Page) => page.getByRole('region', { name: 'Changed by a teammate' });

/** The paths (with queries) the echo server was asked for while a test ran. */
let echoed: string[] = [];
const record = (request: IncomingMessage) => echoed.push(request.url ?? '');
beforeEach(() => {
  echoed = [];
  stack.echo.server.on('request', record);
});
afterEach(() => {
  stack.echo.server.off('request', record);
});

/** Ann and Ben share a workspace holding a collection with one request, open in both their builders. */
async function bothOpen(names: [string, string]): Promise<{ ann: Person; ben: Person; workspaceId: string }> {
  const ann = await signedInPerson(stack, names[0]);
  const ben = await signedInPerson(stack, names[1]);
  const workspaceId = await share(stack, ann, ben, 'member');
  const api = accountsApi(stack.server);
  const workspaceName = `${ann.name}'s APIs`;
  await api.request('PUT', `/api/workspace/${workspaceId}`, { name: workspaceName }, ann);
  const request = { type: 'request', id: 'echo-1', name: 'Echo users', method: 'GET', url: `${stack.echo.url}/get` };
  const created = await api.request(
    'POST',
    `/api/workspace/${workspaceId}/collections`,
    { collection: { name: 'Shared API', items: [request] } },
    ann,
  );
  if (created.status !== 201) throw new Error(`collection: ${created.status}`);
  await ann.page.reload();
  await switchTo(ben.page, workspaceName);
  for (const page of [ann.page, ben.page]) {
    await tree(page).getByText('Shared API').click();
    await tree(page).getByRole('button', { name: 'GET Echo users' }).click();
    await expect.poll(() => urlField(page).textContent()).toBe(`${stack.echo.url}/get`);
  }
  return { ann, ben, workspaceId };
}

/** Saves `url` as the person's request and waits until the server has it (one more 'Request saved'). */
async function save(person: Person, url: string): Promise<void> {
  const saved = toast(person.page, 'Request saved');
  const before = await saved.count();
  await setUrl(person.page, url);
  await person.page.keyboard.press('ControlOrMeta+s');
  await expect.poll(() => saved.count()).toBeGreaterThan(before);
}

describe('open things follow a teammate', { timeout: 150_000 }, () => {
  it('a clean tab takes a teammate’s save at once, names them, and Send uses the new URL', async () => {
    const { ann, ben } = await bothOpen(['ann', 'ben']);
    await save(ann, `${stack.echo.url}/get?by=ann`);
    await expect.poll(() => urlField(ben.page).textContent()).toBe(`${stack.echo.url}/get?by=ann`);
    await ben.page
      .getByRole('status')
      .filter({ hasText: `Updated by ${ann.name}` })
      .waitFor();
    // Nothing of Ben's to save: the tab took the version and has no unsaved changes.
    expect(await ben.page.getByRole('img', { name: 'unsaved changes' }).count()).toBe(0);
    await send(ben.page);
    expect(echoed).toContain('/get?by=ann');
    expect(echoed).not.toContain('/get');
    for (const person of [ann, ben]) await person.context.close();
  });

  it('a tab with edits shows both versions at once; Take theirs and Keep mine do what they say', async () => {
    const { ann, ben, workspaceId } = await bothOpen(['cleo', 'dan']);
    // Dan edits, then Cleo saves: Dan sees the change before he saves, his edit still in place.
    await setUrl(ben.page, `${stack.echo.url}/get?by=dan`);
    await save(ann, `${stack.echo.url}/get?by=cleo`);
    const panel = changed(ben.page);
    await panel.getByText(ann.name).waitFor();
    const versions = panel.getByRole('table');
    await versions.getByRole('cell', { name: `GET ${stack.echo.url}/get?by=cleo` }).waitFor();
    await versions.getByRole('cell', { name: `GET ${stack.echo.url}/get?by=dan` }).waitFor();
    expect(await urlField(ben.page).textContent()).toBe(`${stack.echo.url}/get?by=dan`);

    // Take theirs: Dan's edit goes, Cleo's version is what the tab shows and sends.
    await panel.getByRole('button', { name: 'Take theirs' }).click();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => urlField(ben.page).textContent()).toBe(`${stack.echo.url}/get?by=cleo`);
    await send(ben.page);
    expect(echoed).toContain('/get?by=cleo');

    // Again, and this time Keep mine: Dan's version is saved over Cleo's, and her clean tab follows.
    await setUrl(ben.page, `${stack.echo.url}/get?by=dan2`);
    await save(ann, `${stack.echo.url}/get?by=cleo2`);
    await panel.getByRole('button', { name: 'Keep mine' }).click();
    await toast(ben.page, 'Request saved').waitFor();
    expect(await ben.page.getByRole('dialog', { name: 'Someone else saved this request' }).count()).toBe(0);
    await expect.poll(() => urlField(ann.page).textContent()).toBe(`${stack.echo.url}/get?by=dan2`);
    const api = accountsApi(stack.server);
    const { json } = await api.request('GET', `/api/workspace/${workspaceId}/collections`, undefined, ann);
    expect(json.data.collections[0].items[0].content.url).toBe(`${stack.echo.url}/get?by=dan2`);

    // Cleo deletes the request: Dan's tab says so and keeps it as an unsaved copy when he asks.
    await ann.page.getByRole('button', { name: 'Actions for Echo users' }).click();
    await ann.page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm(ann.page, 'Are you sure you want to delete this request?', 'Delete');
    const gone = ben.page.getByRole('region', { name: 'Deleted by a teammate' });
    await gone.getByRole('button', { name: 'Keep as unsaved copy' }).click();
    await ben.page.getByText(`Unsaved copy from “Echo users”, deleted by ${ann.name}`).waitFor();
    expect(await urlField(ben.page).textContent()).toBe(`${stack.echo.url}/get?by=dan2`);
    for (const person of [ann, ben]) await person.context.close();
  });

  it('an open environment editor shows a teammate’s change and who made it', async () => {
    const { ann, ben, workspaceId } = await bothOpen(['eli', 'fay']);
    const api = accountsApi(stack.server);
    await api.request(
      'POST',
      `/api/workspace/${workspaceId}/environments`,
      { environment: { name: 'Staging', variables: [{ key: 'baseUrl', value: 'http://one.test', enabled: true }] } },
      ann,
    );
    const editors: Record<string, ReturnType<Page['getByRole']>> = {};
    for (const [key, page] of [
      ['ann', ann.page],
      ['ben', ben.page],
    ] as const) {
      await page.getByRole('button', { name: 'Environments', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Environments' });
      await dialog
        .getByRole('listitem')
        .filter({ hasText: 'Staging' })
        .getByRole('button', { name: /^Staging/ })
        .click();
      editors[key] = dialog;
    }
    const value = (dialog: ReturnType<Page['getByRole']>) => dialog.getByRole('textbox', { name: 'Variable 1 value' });
    await expect.poll(() => value(editors.ben!).inputValue()).toBe('http://one.test');
    await value(editors.ann!).fill('http://two.test');
    await expect.poll(() => value(editors.ben!).inputValue(), { timeout: 10_000 }).toBe('http://two.test');
    await editors
      .ben!.getByRole('status')
      .filter({ hasText: `Updated by ${ann.name}` })
      .waitFor();
    // Ann's own editor does not announce her own change.
    expect(await editors.ann!.getByText('Updated by').count()).toBe(0);
    for (const person of [ann, ben]) await person.context.close();
  });
});
