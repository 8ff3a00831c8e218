// A workspace two or more people share, set up as the workspace browser tests need it: made through
// the API, then made current in each person's browser from the Workspace view, as a person would.
import type { Page } from 'playwright-core';
import { accountsApi } from '../../packages/server/test/accountsApi.js';
import type { Stack } from './harness.js';
import { openView, type Person } from './teamsUsers.js';

/**
 * Adds `person` to `owner`'s current workspace with `role`, through the API; a personal workspace
 * is its owner's alone, so the first share makes a workspace to share (current from then on).
 */
export async function share(stack: Stack, owner: Person, person: Person, role: 'member' | 'viewer'): Promise<string> {
  const api = accountsApi(stack.server);
  const { json } = await api.request('GET', '/api/workspace/current', undefined, owner);
  const current = json.data.workspace as { id: string; type: string };
  const id =
    current.type === 'personal'
      ? ((await api.request('POST', '/api/workspace/create', { name: 'Shared' }, owner)).json.data.workspace
          .id as string)
      : current.id;
  const added = await api.request('POST', `/api/workspace/${id}/members`, { email: person.email, role }, owner);
  if (added.status !== 201) throw new Error(`share: ${added.status} ${JSON.stringify(added.json)}`);
  return id;
}

/** Makes `owner`'s workspace current from the Workspace view, then goes back to the Builder. */
export async function switchTo(page: Page, owner: string): Promise<void> {
  await openView(page, 'Workspace');
  await page.getByRole('tab', { name: /^Workspaces/ }).click();
  const list = page.getByRole('list', { name: 'Workspaces' });
  await list
    .getByRole('listitem')
    .filter({ hasText: owner })
    .getByRole('button', { name: /^Switch to/ })
    .click();
  await page.getByLabel(`Current workspace: ${owner}`).waitFor();
  await openView(page, 'Builder');
}
