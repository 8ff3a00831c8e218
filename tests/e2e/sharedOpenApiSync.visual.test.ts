// Screenshots of Sync with OpenAPI in a shared workspace, at desktop and phone sizes, light and dark,
// for a person to check (written under /tmp/shots/openapishared, or COURIER_OPENAPISHARED_SHOTS): the
// preview of what the newer document changes, and the notice an open preview gives way to when a
// teammate syncs first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importOpenApi, parseImportText } from '@courier/core/import';
import { describe, expect, it } from 'vitest';
import { accountsApi } from '../../packages/server/test/accountsApi.js';
import { ROOT, useStack } from './harness.js';
import { LOOKS, screenshotsIn } from './screenshots.js';
import { share } from './sharedWorkspace.js';
import { signedInPerson } from './teamsUsers.js';

const stack = useStack();
const shoot = screenshotsIn(process.env.COURIER_OPENAPISHARED_SHOTS ?? '/tmp/shots/openapishared');
const FIXTURES = join(ROOT, 'packages/core/src/convert/openapi/fixtures');
const read = (name: string) => readFileSync(join(FIXTURES, name));
const parsed = (name: string) => parseImportText(read(name).toString('utf8')) as Record<string, unknown>;

describe('Sync with OpenAPI in a shared workspace', { timeout: 300_000 }, () => {
  it('looks right at every size and theme, and asks to check again after a teammate’s sync', async () => {
    const api = accountsApi(stack.server);
    for (const [index, look] of LOOKS.entries()) {
      const ann = await signedInPerson(stack, `oasvann${index}`);
      const ben = await signedInPerson(stack, `oasvben${index}`, { viewport: look.viewport, theme: look.theme });
      const workspaceId = await share(stack, ann, ben, 'member');
      await api.request('POST', '/api/workspace/switch', { workspaceId }, ben);
      const { collection } = importOpenApi(parsed('v2.0-petstore.json'), { location: 'v2.0-petstore.json' });
      const created = await api.request('POST', `/api/workspace/${workspaceId}/collections`, { collection }, ann);
      const collectionId = created.json.data.collection.id as string;

      await ben.page.reload();
      if (look.size === 'phone') await ben.page.getByRole('button', { name: 'Open sidebar' }).click();
      await ben.page.getByRole('button', { name: 'Actions for Swagger Petstore', exact: true }).click();
      await ben.page.getByRole('menuitem', { name: 'Sync with OpenAPI' }).click();
      const dialog = ben.page.getByRole('dialog', { name: 'Sync with OpenAPI' });
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'v2.0-petstore-expanded.yaml',
        mimeType: 'application/yaml',
        buffer: read('v2.0-petstore-expanded.yaml'),
      });
      await dialog.getByRole('button', { name: 'Check for changes' }).click();
      await dialog.getByRole('status', { name: 'Changes' }).getByText('GET /pets/{id}', { exact: false }).waitFor();
      await shoot(ben.page, `preview-${look.size}-${look.theme}`);

      // Ann syncs first: Ben's preview was made against the document she replaced.
      const path = `/api/workspace/${workspaceId}/collections/${collectionId}/openapi-source`;
      const { json } = await api.request('GET', path, undefined, ann);
      const replaced = await api.request(
        'PUT',
        path,
        {
          location: 'v2.0-petstore-expanded.yaml',
          document: parsed('v2.0-petstore-expanded.yaml'),
          baseHash: json.data.source.hash,
        },
        ann,
      );
      if (replaced.status !== 200) throw new Error(`source not replaced: ${replaced.status}`);
      await dialog
        .getByText('A teammate synced this collection with its OpenAPI document meanwhile', { exact: false })
        .waitFor();
      await dialog.getByRole('button', { name: 'Check for changes' }).waitFor();
      await shoot(ben.page, `stale-${look.size}-${look.theme}`);
      // Checked again, the preview is made against Ann's document, which already has what it adds.
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'v2.0-petstore-expanded.yaml',
        mimeType: 'application/yaml',
        buffer: read('v2.0-petstore-expanded.yaml'),
      });
      await dialog.getByRole('button', { name: 'Check for changes' }).click();
      const again = dialog.getByRole('status', { name: 'Changes' });
      await again.waitFor();
      expect(await again.textContent()).not.toContain('Added');
      for (const person of [ann, ben]) await person.context.close();
    }
  });
});
