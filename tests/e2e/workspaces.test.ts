// Workspace Management in Chromium: figures, switching, members by e-mail, a template used, and a
// backup made, downloaded and restored into a new workspace after a preview; a viewer changes nothing.
import { describe, expect, it } from 'vitest';
import { download } from './download.js';
import { openApp, pathOf, toast, useStack } from './harness.js';
import { openView, signedInPerson } from './teamsUsers.js';

const stack = useStack();

describe('workspace management', { timeout: 120_000 }, () => {
  it('explains signed out that workspaces need an account and offers Sign In', async () => {
    const { context, page } = await openApp(stack);
    await openView(page, 'Workspace');
    expect(pathOf(page)).toBe('/workspace');
    const notice = page.getByRole('region', { name: 'Workspace Management' });
    await notice.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await context.close();
  });

  it('uses a template, backs up, downloads and restores, adds a viewer who can change nothing', async () => {
    const cleo = await signedInPerson(stack, 'cleo');
    const page = cleo.page;
    await openView(page, 'Workspace');
    // Every account starts with its personal workspace, current.
    await page
      .getByRole('button', { name: /^Current workspace:/ })
      .or(page.getByLabel(/^Current workspace:/))
      .waitFor();
    await page.getByRole('group', { name: 'Analytics' }).getByText('Total requests').waitFor();
    // The personal workspace is hers alone: nobody can be added to it.
    await page.getByRole('tab', { name: /^Members/ }).click();
    await page.getByText('Your personal workspace is yours alone.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Member' }).count()).toBe(0);

    // A workspace she creates is current at once: what follows, the member she adds included, is in it.
    await page.getByRole('button', { name: 'Create Workspace' }).click();
    const creating = page.getByRole('dialog', { name: 'Create New Workspace' });
    await creating.getByLabel('Workspace name').fill('Payments WS');
    await creating.getByRole('button', { name: 'Create Workspace' }).click();
    await creating.waitFor({ state: 'detached' });
    await page.getByLabel('Current workspace: Payments WS').waitFor();

    // Templates: Courier's own are there; using one adds its collection to the workspace.
    await page.getByRole('tab', { name: /^Templates/ }).click();
    const templates = page.getByRole('list', { name: 'Templates' });
    await templates.getByRole('listitem').first().waitFor();
    const name = (await templates.locator('.collab-card-name').first().textContent()) ?? '';
    await templates.getByRole('button', { name: `Use template ${name}` }).click();
    await toast(page, 'Template added to the workspace').waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByText('1 collection', { exact: true }).waitFor();

    // Creating a template needs a name.
    await page.getByRole('tab', { name: /^Templates/ }).click();
    await page.getByRole('button', { name: 'Create Template' }).click();
    const create = page.getByRole('dialog', { name: 'Create Template' });
    await create.getByRole('button', { name: 'Create Template' }).click();
    await create.getByText('Template name is required').waitFor();
    await create.getByLabel('Template name').fill('Team starter');
    await create.getByLabel('Category').selectOption('crud');
    await create.getByLabel('Tags').fill('rest, starter');
    await create.getByRole('button', { name: 'Create Template' }).click();
    await templates.getByText('Team starter').waitFor();

    // A backup is processing, then completed: only then can it be downloaded.
    await page.getByRole('tab', { name: /^Backups/ }).click();
    await page.getByRole('button', { name: 'Create Backup' }).click();
    const backups = page.getByRole('list', { name: 'Backups' });
    const row = backups.getByRole('listitem').filter({ hasText: 'Manual backup' });
    await row.getByText('completed').waitFor();
    const shortId = (await row.locator('.collab-row-title').textContent()) ?? '';
    expect(shortId).toHaveLength(8);
    const downloadButton = page.getByRole('button', { name: `Download backup ${shortId}` });
    expect(await downloadButton.isEnabled()).toBe(true);
    const file = await download(page, downloadButton);
    expect(file.filename).toMatch(/\.courier-backup\.json$/);
    const backup = JSON.parse(file.text) as { format: string; collections: unknown[] };
    expect(backup.format).toBe('courier-workspace-backup');
    expect(backup.collections).toHaveLength(1);

    // Restore: a preview first, then a new workspace with what it listed.
    await page.getByLabel('Backup file to restore').setInputFiles({
      name: file.filename,
      mimeType: 'application/json',
      buffer: Buffer.from(file.text),
    });
    const restore = page.getByRole('dialog', { name: 'Restore Backup' });
    await restore.getByText('1 collection', { exact: true }).waitFor();
    await restore.getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Workspace restored').waitFor();
    await page.getByRole('tab', { name: 'Workspaces 3' }).click();

    // A malformed file restores nothing and says why.
    await page.getByRole('tab', { name: /^Backups/ }).click();
    await page.getByLabel('Backup file to restore').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": "world"}'),
    });
    await page.getByRole('alert').getByText('Error restoring backup:', { exact: false }).waitFor();

    // Members: adding needs an e-mail; a viewer sees the workspace but cannot change it.
    const dan = await signedInPerson(stack, 'dan');
    await page.getByRole('tab', { name: /^Members/ }).click();
    await page.getByRole('button', { name: 'Add Member' }).click();
    const add = page.getByRole('dialog', { name: 'Add Team Member' });
    // The dialog names the workspace the member joins.
    await add.getByText('Workspace: Payments WS').waitFor();
    await add.getByRole('button', { name: 'Add Member' }).click();
    await add.getByText('Email is required').waitFor();
    await add.getByLabel('Email').fill(dan.email);
    await add.getByLabel('Role').selectOption('viewer');
    await add.getByRole('button', { name: 'Add Member' }).click();
    await toast(page, 'Member added successfully').waitFor();
    await page
      .getByRole('list', { name: /^Members of/ })
      .getByText(dan.email)
      .waitFor();

    await openView(dan.page, 'Workspace');
    await dan.page.getByRole('tab', { name: /^Workspaces/ }).click();
    // Dan lists his own personal workspace and the one he was added to, never Cleo's personal one.
    const danList = dan.page.getByRole('list', { name: 'Workspaces' });
    await danList.getByText('Payments WS').waitFor();
    expect(await danList.getByText('Personal Workspace', { exact: true }).count()).toBe(1);
    await danList.getByRole('button', { name: 'Switch to Payments WS' }).click();
    await dan.page.getByRole('tab', { name: /^Templates/ }).click();
    await dan.page.getByRole('list', { name: 'Templates' }).getByText('Team starter').waitFor();
    expect(await dan.page.getByRole('button', { name: /^Use template/ }).count()).toBe(0);
    await dan.page.getByRole('tab', { name: /^Backups/ }).click();
    expect(await dan.page.getByRole('button', { name: 'Create Backup' }).count()).toBe(0);
    await dan.page.getByRole('tab', { name: /^Members/ }).click();
    expect(await dan.page.getByRole('button', { name: 'Add Member' }).count()).toBe(0);
    // The settings are there to read, not to change.
    await dan.page.getByRole('main').getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = dan.page.getByRole('dialog', { name: 'Workspace Settings' });
    await settings.getByText("Only the workspace's owner and admins change its settings.").waitFor();
    expect(await settings.getByLabel('Workspace name').isDisabled()).toBe(true);
    expect(await settings.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await settings.getByRole('button', { name: 'Close', exact: true }).last().click();
    await settings.waitFor({ state: 'detached' });

    await cleo.context.close();
    await dan.context.close();
  });
});
