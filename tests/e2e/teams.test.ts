// Team Collaboration in Chromium with two people: one creates a team and invites the other, who sees
// the invitation arrive without a reload and accepts it; the first sees them join, live.
import { describe, expect, it } from 'vitest';
import { openApp, pathOf, toast, useStack } from './harness.js';
import { openView, signedInPerson } from './teamsUsers.js';

const stack = useStack();

describe('team collaboration', { timeout: 120_000 }, () => {
  it('explains signed out that teams need an account and offers Sign In', async () => {
    const { context, page } = await openApp(stack);
    await openView(page, 'Team');
    expect(pathOf(page)).toBe('/team');
    const notice = page.getByRole('region', { name: 'Team Collaboration' });
    await notice.getByText('Teams are people working together', { exact: false }).waitFor();

    // The palette reaches both views; the address follows, and Back returns.
    for (const [search, path] of [
      ['go to workspace', '/workspace'],
      ['go to team', '/team'],
    ] as const) {
      await page.keyboard.press('ControlOrMeta+k');
      await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
      await page.keyboard.insertText(search);
      await page.keyboard.press('Enter');
      await expect.poll(() => pathOf(page)).toBe(path);
    }
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/workspace');
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/team');
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await context.close();
  });

  it('creates a team, invites a teammate who accepts in another browser, and both see it live', async () => {
    const ada = await signedInPerson(stack, 'ada');
    const bob = await signedInPerson(stack, 'bob');
    await openView(ada.page, 'Team');
    await openView(bob.page, 'Team');

    // Creating needs a name.
    await ada.page.getByRole('button', { name: 'Create Team' }).first().click();
    const create = ada.page.getByRole('dialog', { name: 'Create New Team' });
    await create.getByRole('button', { name: 'Create Team' }).click();
    await create.getByText('Team name is required').waitFor();
    await create.getByLabel('Team name').fill('Payments');
    await create.getByLabel('Description').fill('The checkout APIs');
    expect(await create.getByLabel('Type').inputValue()).toBe('team');
    expect(await create.getByLabel('Visibility').inputValue()).toBe('private');
    expect(await create.getByLabel('Members may invite others').isChecked()).toBe(true);
    await create.getByRole('button', { name: 'Create Team' }).click();
    await create.waitFor({ state: 'detached' });
    await ada.page.getByRole('tab', { name: 'Teams 1' }).waitFor();
    await ada.page.getByRole('list', { name: 'Teams' }).getByText('Payments').waitFor();

    // Inviting needs a valid e-mail; someone already in the team is refused in the server's words.
    await ada.page.getByRole('button', { name: 'Invite Member' }).first().click();
    const invite = ada.page.getByRole('dialog', { name: 'Invite Team Member' });
    await invite.getByLabel('Email').fill('not-an-address');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await invite.getByText('Please enter a valid email address').waitFor();
    await invite.getByLabel('Email').fill(ada.email);
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await invite.getByText(`Error sending invitation: ${ada.email} is already a member of this team`).waitFor();
    await invite.getByLabel('Email').fill('BOB@example.com');
    await invite.getByLabel('Role').selectOption('admin');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await toast(ada.page, 'Invitation sent successfully!').waitFor();

    // Ada sees it pending among the sent ones; Bob receives it without reloading.
    await ada.page.getByRole('tab', { name: /^Invitations/ }).click();
    await ada.page.getByRole('list', { name: 'Sent invitations' }).getByText('bob@example.com').waitFor();
    await bob.page.getByRole('tab', { name: 'Invitations 1' }).click();
    const received = bob.page.getByRole('list', { name: 'Received invitations' });
    await received.getByText('Payments').waitFor();
    await received.getByText('as admin', { exact: false }).waitFor();

    await bob.page.getByRole('button', { name: 'Accept invitation to Payments' }).click();
    await toast(bob.page, 'Invitation accepted').waitFor();
    await bob.page.getByRole('tab', { name: 'Teams 1' }).waitFor();
    await bob.page.getByRole('tab', { name: 'Invitations 0' }).waitFor();

    // Ada's lists follow by themselves: the invitation is answered, Bob is a member, the activity says so.
    await ada.page.getByText('No invitations waiting for an answer.').waitFor();
    await ada.page.getByRole('tab', { name: /^Members/ }).click();
    const members = ada.page.getByRole('list', { name: 'Members of Payments' });
    await members.getByText('bob@example.com').waitFor();
    await ada.page.getByLabel('Filter by role').selectOption('admin');
    expect(await members.getByRole('listitem').count()).toBe(1);
    await ada.page.getByLabel('Filter by role').selectOption('owner');
    await members.getByText(ada.email).waitFor();
    // The owner has no remove control; Bob's is Ada's alone.
    expect(await members.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await ada.page.getByLabel('Filter by role').selectOption('all');
    await members.getByRole('button', { name: 'Remove Bob Tester' }).waitFor();
    await bob.page.getByRole('tab', { name: /^Members/ }).click();
    await bob.page.getByRole('list', { name: 'Members of Payments' }).getByText(ada.email).waitFor();
    expect(await bob.page.getByRole('button', { name: /^Remove/ }).count()).toBe(0);

    await ada.page.getByRole('tab', { name: 'Activity' }).click();
    const activity = ada.page.getByRole('list', { name: 'Team activity' });
    await activity.getByText('Member Joined').waitFor();
    await activity.getByText('Member Invited').waitFor();
    await activity.getByText('Team Created').waitFor();
    expect(await activity.getByText('Just now').count()).toBeGreaterThanOrEqual(3);
    await ada.page.getByText('2 active collaborators').waitFor();

    // A team workspace lets the team's members in with no one added by hand.
    await openView(ada.page, 'Workspace');
    await ada.page.getByRole('button', { name: 'Create Workspace' }).first().click();
    const workspace = ada.page.getByRole('dialog', { name: 'Create New Workspace' });
    await workspace.getByLabel('Workspace name').fill('Payments APIs');
    await workspace.getByLabel('Type').selectOption('team');
    await workspace.getByLabel('Team', { exact: true }).selectOption({ label: 'Payments' });
    await workspace.getByRole('button', { name: 'Create Workspace' }).click();
    await toast(ada.page, 'Workspace created successfully').waitFor();
    await openView(bob.page, 'Workspace');
    await bob.page.getByRole('tab', { name: /^Workspaces/ }).click();
    await bob.page.getByRole('list', { name: 'Workspaces' }).getByText('Payments APIs').waitFor();
    await openView(ada.page, 'Team');
    await openView(bob.page, 'Team');

    // Bob, an admin, invites members but makes no admins: his role picker offers member alone.
    await bob.page.getByRole('button', { name: 'Invite Member' }).first().click();
    const bobInvites = bob.page.getByRole('dialog', { name: 'Invite Team Member' });
    expect(await bobInvites.getByLabel('Role').locator('option').allTextContents()).toEqual(['member']);
    await bobInvites.getByRole('button', { name: 'Cancel' }).click();
    await bobInvites.waitFor({ state: 'detached' });

    // Removing Bob takes Payments out of his list at once.
    await ada.page.getByRole('tab', { name: /^Members/ }).click();
    await members.getByRole('button', { name: 'Remove Bob Tester' }).click();
    await ada.page.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
    await toast(ada.page, 'Member removed').waitFor();
    await bob.page.getByRole('tab', { name: 'Teams 0' }).waitFor();

    // An invitation nobody answered yet can be taken back.
    await ada.page.getByRole('button', { name: 'Invite Member' }).first().click();
    await invite.getByLabel('Email').fill('cy@example.com');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await invite.waitFor({ state: 'detached' });
    await ada.page.getByRole('tab', { name: /^Invitations/ }).click();
    await ada.page.getByRole('button', { name: 'Revoke invitation to cy@example.com' }).click();
    await ada.page.getByRole('dialog', { name: 'Revoke invitation' }).getByRole('button', { name: 'Revoke' }).click();
    await toast(ada.page, 'Invitation revoked').waitFor();
    await ada.page.getByText('No invitations waiting for an answer.').waitFor();

    await ada.context.close();
    await bob.context.close();
  });
});
