// Screenshots of a large collection going up to a shared workspace in batches (decision 0050), the
// sidebar saying how far it has come, at desktop and phone sizes, light and dark, for a person to
// check: written under /tmp/shots/bigshared (or COURIER_UPLOAD_SHOTS).
import { describe, it } from 'vitest';
import { accountsApi } from '../../packages/server/test/accountsApi.js';
import { generatedCollectionFile } from './generatedCollectionFile.js';
import { collectionsLoaded, useStack } from './harness.js';
import { importFile, openImportExport } from './importDialog.js';
import { LOOKS, screenshotsIn } from './screenshots.js';
import { share } from './sharedWorkspace.js';
import { signedInPerson } from './teamsUsers.js';

const SHOTS = process.env.COURIER_UPLOAD_SHOTS ?? '/tmp/shots/bigshared';
const stack = useStack();
const shoot = screenshotsIn(SHOTS);
const REQUESTS = 2500;

describe('a large collection going up to a shared workspace', { timeout: 300_000 }, () => {
  it('shows how far the upload has come at every size and theme', async () => {
    const api = accountsApi(stack.server);
    for (const [index, look] of LOOKS.entries()) {
      const ann = await signedInPerson(stack, `ann${index}`, { viewport: look.viewport, theme: look.theme });
      const ben = await signedInPerson(stack, `ben${index}`);
      const workspaceId = await share(stack, ann, ben, 'member');
      await api.request('PUT', `/api/workspace/${workspaceId}`, { name: 'Payments team' }, ann);
      await ann.page.reload();
      await collectionsLoaded(ann.page);
      // The second batch waits until the screenshot is taken.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let batches = 0;
      await ann.page.route('**/api/workspace/*/uploads/*/items', async (route) => {
        if (++batches === 2) await held;
        await route.continue();
      });
      const dialog = await openImportExport(ann.page, 'Import');
      await importFile(dialog, generatedCollectionFile(REQUESTS));
      const progress = ann.page.locator('.upload-progress');
      // On a phone the sidebar is closed: the note is there before it is opened.
      await progress.filter({ hasText: '1,000 of' }).waitFor({ state: 'attached', timeout: 120_000 });
      await ann.page.keyboard.press('Escape');
      if (look.size === 'phone') await ann.page.getByRole('button', { name: 'Open sidebar' }).click();
      await progress.waitFor();
      await shoot(ann.page, `upload-${look.size}-${look.theme}`);
      release();
      await progress.waitFor({ state: 'detached', timeout: 120_000 });
      for (const person of [ann, ben]) await person.context.close();
    }
  });
});
