// 'Sync with OpenAPI' in a shared workspace, in two browsers: the owner imports the public Swagger
// Petstore (Swagger 2.0) into the workspace, a teammate adds a test script to one of its requests,
// the owner syncs to the expanded Petstore; a request the teammate changed meanwhile is offered as a
// conflict, and syncing again finishes the update. The teammate sees the new operations arrive live,
// their script and their change kept, and the document on the server is the new one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountsApi, type AccountsApi } from '../../packages/server/test/accountsApi.js';
import { ROOT, setEditorText, setUrl, toast, useStack } from './harness.js';
import { importThroughDialog } from './importDialog.js';
import { share, switchTo } from './sharedWorkspace.js';
import { signedInPerson, type Person } from './teamsUsers.js';

const stack = useStack();
const FIXTURES = join(ROOT, 'packages/core/src/convert/openapi/fixtures');

/** A fixture as published (packages/core/src/convert/openapi/fixtures/README.md). */
const fixture = (name: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: readFileSync(join(FIXTURES, name)),
});

const tree = (page: Page) => page.getByRole('tree', { name: 'Collections' });

/** Opens Sync with OpenAPI for the Petstore with its expanded version, and waits for the preview. */
async function checkForChanges(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Actions for Swagger Petstore', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sync with OpenAPI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sync with OpenAPI' });
  await dialog.locator('input[type=file]').setInputFiles(fixture('v2.0-petstore-expanded.yaml', 'application/yaml'));
  await dialog.getByRole('button', { name: 'Check for changes' }).click();
  await expect
    .poll(() => dialog.getByRole('status', { name: 'Changes' }).textContent(), { timeout: 30_000 })
    .toMatch(/Changed|Added/);
  return dialog;
}

/** The URLs of the workspace's stored requests, as the server has them. */
async function storedUrls(api: AccountsApi, workspaceId: string, as: Person): Promise<string[]> {
  const { json } = await api.request('GET', `/api/workspace/${workspaceId}/collections`, undefined, as);
  const [collection] = json.data.collections as { items: { content: { url?: string } }[] }[];
  return collection!.items.flatMap((item) => item.content.url ?? []);
}
const SCRIPT = "pm.test('lists pets', () => pm.response.to.have.status(200));";

describe('Sync with OpenAPI in a shared workspace', { timeout: 180_000 }, () => {
  it('updates a teammate’s tree live from the newer document and keeps their test script', async () => {
    const ann = await signedInPerson(stack, 'oasann');
    const ben = await signedInPerson(stack, 'oasben');
    const workspaceId = await share(stack, ann, ben, 'member');
    const api = accountsApi(stack.server);
    await api.request('PUT', `/api/workspace/${workspaceId}`, { name: 'Pet APIs' }, ann);
    await ann.page.reload();
    await ann.page.getByLabel('Collections of').getByText('Pet APIs').waitFor();
    await switchTo(ben.page, 'Pet APIs');

    // Ann imports the Petstore into the shared workspace; Ben's sidebar shows it.
    await importThroughDialog(ann.page, fixture('v2.0-petstore.json', 'application/json'), '1 collection');
    await tree(ben.page).getByText('Swagger Petstore', { exact: true }).click();
    await tree(ben.page).getByRole('button', { name: 'pets', exact: true }).click();

    // Ben adds a test script to "List all pets" and saves it.
    await tree(ben.page).getByText('List all pets').click();
    await ben.page.getByRole('tab', { name: /Scripts/ }).click();
    await ben.page.getByRole('radio', { name: 'Tests' }).check({ force: true });
    await setEditorText(ben.page, 'Test script', SCRIPT);
    await ben.page.keyboard.press('ControlOrMeta+s');
    await toast(ben.page, 'Request saved').waitFor();

    // Ann checks the expanded Petstore: two operations added, two changed, one gone (kept, marked).
    await tree(ann.page).getByText('Swagger Petstore', { exact: true }).waitFor();
    const dialog = await checkForChanges(ann.page);
    const changes = dialog.getByRole('status', { name: 'Changes' });
    expect(await changes.textContent()).toContain('Added DELETE /pets/{id}');
    expect(await changes.textContent()).toContain('Changed GET /pets — findPets');

    // Before she applies, Ben changes "Create a pet", which the update changes too.
    await tree(ben.page).getByText('Create a pet').click();
    await setUrl(ben.page, '{{baseUrl}}/pets?source=ben');
    await ben.page.keyboard.press('ControlOrMeta+s');
    await expect.poll(() => storedUrls(api, workspaceId, ben)).toContain('{{baseUrl}}/pets?source=ben');

    // Ann's apply is refused for that request: she is shown both versions and keeps Ben's.
    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    const conflict = ann.page.getByRole('dialog', { name: 'Someone else saved this request' });
    await conflict.getByRole('region', { name: 'Their version' }).getByText('source=ben', { exact: false }).waitFor();
    await conflict.getByRole('button', { name: 'Keep theirs' }).click();
    await conflict.waitFor({ state: 'detached' });
    await toast(ann.page, 'Only part of Swagger Petstore was updated').waitFor();

    // Syncing again finishes the update on top of Ben's change; nothing is added twice.
    const again = await checkForChanges(ann.page);
    const rest = await again.getByRole('status', { name: 'Changes' }).textContent();
    expect(rest).toContain('Changed POST /pets — addPet');
    expect(rest).not.toContain('Added');
    await again.getByRole('button', { name: 'Apply changes' }).click();
    await again.waitFor({ state: 'detached' });
    await toast(ann.page, 'Updated Swagger Petstore from its OpenAPI document').waitFor();
    expect(await storedUrls(api, workspaceId, ben)).toContain('{{baseUrl}}/pets?source=ben');

    // Ben sees the added operations and the renamed request without a reload; his script is kept.
    await tree(ben.page).getByText('find pet by id').waitFor();
    await tree(ben.page).getByText('deletePet').waitFor();
    await tree(ben.page).getByText('findPets').click();
    await ben.page.getByRole('tab', { name: /Scripts/ }).click();
    await ben.page.getByRole('radio', { name: 'Tests' }).check({ force: true });
    await expect
      .poll(() => ben.page.getByRole('textbox', { name: 'Test script', exact: true }).textContent())
      .toContain("pm.test('lists pets'");

    // The server keeps the newer document as the next sync's base, outside the collection's fields.
    const { json } = await api.request('GET', `/api/workspace/${workspaceId}/collections`, undefined, ben);
    const [collection] = json.data.collections as { id: string; fields: { openapiSource: { document?: unknown } } }[];
    expect(collection!.fields.openapiSource.document).toBeNull();
    const source = await api.request(
      'GET',
      `/api/workspace/${workspaceId}/collections/${collection!.id}/openapi-source`,
      undefined,
      ben,
    );
    expect(source.json.data.source).toMatchObject({ syncedBy: ann.id, location: 'v2.0-petstore-expanded.yaml' });
    expect(JSON.stringify(source.json.data.source.document)).toContain('/pets/{id}');
    for (const person of [ann, ben]) await person.context.close();
  });
});
