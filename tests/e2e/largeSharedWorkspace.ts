// A shared workspace holding a collection of 20,000 requests, for the browser test and the bench: Ann
// imports it into the workspace she shares with Ben (it goes up in batches), and Ben has the workspace
// current in his own browser.
import type { Page } from 'playwright-core';
import { accountsApi } from '../../packages/server/test/accountsApi.js';
import { generatedCollectionFile } from './generatedCollectionFile.js';
import { collectionsLoaded, requestCountOf, type Stack } from './harness.js';
import { importFile, openImportExport } from './importDialog.js';
import { share, switchTo } from './sharedWorkspace.js';
import { signedInPerson, type Person } from './teamsUsers.js';

export const REQUESTS = 20_000;
export const GENERATED = `Generated ${REQUESTS} requests`;

export interface LargeSharedWorkspace {
  ann: Person;
  ben: Person;
  workspaceId: string;
  collectionId: string;
}

/** Waits until the sidebar shows every request of the generated collection. */
export async function everyRequestShown(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ name, count }) =>
      [...document.querySelectorAll('[role=tree] .tree-row-collection')].some(
        (row) => row.textContent?.includes(name) && row.querySelector('.tree-count')?.textContent === count,
      ),
    { name: GENERATED, count: String(REQUESTS) },
    { timeout: 120_000, polling: 'raf' },
  );
}

/** Imports the generated collection through the dialog and waits until the sidebar shows all of it. */
export async function importGenerated(page: Page): Promise<void> {
  const dialog = await openImportExport(page, 'Import');
  await importFile(dialog, generatedCollectionFile(REQUESTS));
  await dialog
    .getByRole('status')
    .filter({ hasText: `${REQUESTS} requests` })
    .waitFor({ timeout: 300_000 });
  await page.keyboard.press('Escape');
  await everyRequestShown(page);
}

export async function largeSharedWorkspace(stack: Stack): Promise<LargeSharedWorkspace> {
  const ann = await signedInPerson(stack, 'ann');
  const ben = await signedInPerson(stack, 'ben');
  const workspaceId = await share(stack, ann, ben, 'member');
  const api = accountsApi(stack.server);
  const workspaceName = "Ann's APIs";
  await api.request('PUT', `/api/workspace/${workspaceId}`, { name: workspaceName }, ann);
  // The workspace the share made is Ann's current one: her sidebar shows it after a reload.
  await ann.page.reload();
  await ann.page.getByLabel('Collections of').filter({ hasText: workspaceName }).waitFor();
  await collectionsLoaded(ann.page);

  await importGenerated(ann.page);

  await switchTo(ben.page, workspaceName);
  await everyRequestShown(ben.page);
  const { json } = await api.request('GET', `/api/workspace/${workspaceId}/collections?items=paged`, undefined, ann);
  const collectionId = (json.data.collections as { id: string }[])[0]!.id;
  return { ann, ben, workspaceId, collectionId };
}

/** Ben's count of the collection's requests as his sidebar shows it. */
export const bensCount = (shared: LargeSharedWorkspace) => requestCountOf(shared.ben.page, GENERATED);

/** The folder at the collection's top level that the edits rename, as the server has it. */
export async function firstArea(stack: Stack, shared: LargeSharedWorkspace) {
  const api = accountsApi(stack.server);
  const path = `/api/workspace/${shared.workspaceId}/items?collectionId=${shared.collectionId}`;
  for (let after = ''; ;) {
    const { json } = await api.request('GET', `${path}${after ? `&after=${after}` : ''}`, undefined, shared.ann);
    const page = json.data as {
      items: { id: string; parentId: string | null; content: { name: string } }[];
      next: string | null;
    };
    const area = page.items.find((item) => item.parentId === null && item.content.name === 'Area 0');
    if (area) return area;
    if (!page.next) throw new Error('Area 0 is not stored');
    after = page.next;
  }
}

/**
 * Ann renames the folder from her browser (the call her Save makes) and Ben's sidebar shows the new
 * name: milliseconds from her call to his tree.
 */
export async function renameSeenByBen(
  shared: LargeSharedWorkspace,
  area: { id: string; content: object },
  version: number,
  name: string,
): Promise<number> {
  const path = `/api/workspace/${shared.workspaceId}/collections/${shared.collectionId}/items/${area.id}`;
  const seen = shared.ben.page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('[role=tree] [role=treeitem]')].some((row) => row.textContent?.includes(wanted)),
    name,
    { timeout: 30_000, polling: 'raf' },
  );
  const started = performance.now();
  const status = await shared.ann.page.evaluate(
    async ({ path, token, body }) =>
      (
        await fetch(path, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        })
      ).status,
    { path, token: shared.ann.token, body: { baseVersion: version, item: { ...area.content, name } } },
  );
  if (status !== 200) throw new Error(`rename: ${status}`);
  await seen;
  return performance.now() - started;
}
