// The admin panel in Chromium against the real server: the demo admin
// reads the statistics, filters users, unlocks a locked account, changes a role, deactivates and
// deletes users, runs bulk actions, creates an admin; moderators and users are refused.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FREE_ACCOUNT_FAILURES } from '../../packages/server/src/areas/auth/signInLock.js';
import { confirm, openApp, pathOf, toast, useStack } from './harness.js';
import { apiLogin, openUserMenu, signIn, signInAsDemo } from './session.js';

const stack = useStack();

const PASSWORD = 'Courier#2026';
const TESTERS = Array.from({ length: 11 }, (_, index) => `tester${String(index + 1).padStart(2, '0')}`);

/** The HTTP status of a sign-in through the login call, as the web app makes it. */
const loginStatus = async (identifier: string, password: string) =>
  (await apiLogin(stack, identifier, password)).status;

beforeAll(async () => {
  const seed = (username: string, role: 'moderator' | 'user') =>
    stack.server.accounts.createUser({
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      firstName: username,
      lastName: 'Example',
      role,
    });
  for (const username of TESTERS) await seed(username, 'user');
  await seed('mod_mary', 'moderator');
  await seed('locky', 'user');
  // Repeated failed sign-ins lock an account for a while, or until an administrator unlocks it.
  for (let attempt = 0; attempt < FREE_ACCOUNT_FAILURES; attempt++) {
    expect(await loginStatus('locky', 'wrong-password')).toBe(401);
  }
  expect(await loginStatus('locky', PASSWORD)).toBe(429);
  // The lock expires by itself: keep it for the whole test, however long the browser takes to get there.
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  await stack.server.db.updateTable('users').set({ locked_until: inAnHour }).where('username', '=', 'locky').execute();
}, 120_000);

const row = (page: Page, username: string) =>
  page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${username}`, exact: true }) });
const bulkButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name, exact: true });
const shownRows = async (page: Page) =>
  (await page.getByRole('table', { name: 'Users' }).getByRole('checkbox').all()).length - 1;

async function openAdminPanel(page: Page, displayName: string) {
  await openUserMenu(page, displayName);
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect.poll(() => pathOf(page)).toBe('/admin');
}

async function statValue(page: Page, label: string): Promise<string | null> {
  return page
    .locator('.admin-stat', { has: page.getByText(label, { exact: true }) })
    .locator('.admin-stat-value')
    .textContent();
}

describe('admin panel', { timeout: 180_000 }, () => {
  it('lets the demo admin read statistics and manage users', async () => {
    const { context, page } = await openApp(stack);
    await signInAsDemo(page);
    await openAdminPanel(page, 'Demo Admin');

    // Dashboard: 14 users (demo, 11 testers, a moderator, a locked user), one of them locked.
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await expect.poll(() => statValue(page, 'Total users')).toBe('14');
    expect(await statValue(page, 'Active')).toBe('14');
    expect(await statValue(page, 'Locked')).toBe('1');
    expect(await statValue(page, 'Recent registrations')).toBe('14');
    expect(await page.getByRole('img', { name: /^Users by role: Admin 1, Moderator 1, User 12$/ }).count()).toBe(1);

    // User Management: 10 a page.
    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByText('Showing 1–10 of 14 users').waitFor();
    expect(await shownRows(page)).toBe(10);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 11–14 of 14 users').waitFor();
    expect(await page.getByText('Page 2 of 2').count()).toBe(1);

    // A filter change goes back to page 1.
    await page.getByRole('combobox', { name: 'Role filter' }).selectOption('user');
    await page.getByText('Showing 1–10 of 12 users').waitFor();
    expect(await page.getByText('Page 1 of 2').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Role filter' }).selectOption('moderator');
    await page.getByText('Showing 1–1 of 1 user').waitFor();
    expect(await page.getByRole('combobox', { name: 'Role of mod_mary' }).inputValue()).toBe('moderator');
    // Another admin's controls work on every row but the admin's own (checked below).
    expect(await page.getByRole('combobox', { name: 'Role of mod_mary' }).isDisabled()).toBe(false);
    expect(await page.getByRole('button', { name: 'Delete mod_mary' }).isDisabled()).toBe(false);
    await page.getByRole('combobox', { name: 'Role filter' }).selectOption('');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('tester0');
    await page.getByText('Showing 1–9 of 9 users').waitFor();
    await page.getByRole('combobox', { name: 'Status filter' }).selectOption('false');
    await page.getByText('No users match these filters.').waitFor();
    await page.getByRole('combobox', { name: 'Status filter' }).selectOption('');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('');
    await page.getByText('Showing 1–10 of 14 users').waitFor();

    // The admin's own row: role select and Delete disabled.
    await page.getByRole('searchbox', { name: 'Search users' }).fill('demo');
    await page.getByText('Showing 1–1 of 1 user').waitFor();
    expect(await page.getByRole('combobox', { name: 'Role of demo' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete demo' }).isDisabled()).toBe(true);

    // Unlock the account that failed too many sign-ins; it can sign in again.
    await page.getByRole('searchbox', { name: 'Search users' }).fill('locky');
    await row(page, 'locky').waitFor();
    expect(await page.getByText('Showing 1–1 of 1 user').count()).toBe(1);
    expect(await row(page, 'locky').getByText('Locked').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Unlock locky' }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Unlock locky' }).click();
    await toast(page, 'User account unlocked successfully').waitFor();
    await expect.poll(() => row(page, 'locky').getByText('Locked').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Unlock locky' }).isDisabled()).toBe(true);
    expect(await loginStatus('locky', PASSWORD)).toBe(200);

    // Change a role.
    await page.getByRole('searchbox', { name: 'Search users' }).fill('tester01');
    await page.getByRole('combobox', { name: 'Role of tester01' }).selectOption('moderator');
    await toast(page, 'User role updated to moderator').waitFor();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('');
    await page.getByRole('combobox', { name: 'Role filter' }).selectOption('moderator');
    await page.getByText('Showing 1–2 of 2 users').waitFor();
    expect(await page.getByRole('combobox', { name: 'Role of tester01' }).inputValue()).toBe('moderator');
    await page.getByRole('combobox', { name: 'Role filter' }).selectOption('');

    // Deactivate one user from its row, and delete another after the confirmation.
    await page.getByRole('searchbox', { name: 'Search users' }).fill('tester1');
    await page.getByText('Showing 1–2 of 2 users').waitFor();
    await page.getByRole('button', { name: 'Deactivate tester10' }).click();
    await toast(page, 'User deactivated successfully').waitFor();
    await row(page, 'tester10').getByText('Inactive', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete tester11' }).click();
    await confirm(page, 'Are you sure you want to delete user "tester11"? This action cannot be undone.', 'Delete');
    await toast(page, 'User "tester11" deleted successfully').waitFor();
    await page.getByText('Showing 1–1 of 1 user').waitFor();

    // Bulk actions: nothing selected, then two users deactivated and activated again.
    await page.getByRole('searchbox', { name: 'Search users' }).fill('tester0');
    await page.getByText('Showing 1–9 of 9 users').waitFor();
    await bulkButton(page, 'Deactivate').click();
    await toast(page, 'Please select users to perform bulk action').waitFor();
    await page.getByRole('checkbox', { name: 'Select tester04' }).check();
    await page.getByRole('checkbox', { name: 'Select tester05' }).check();
    expect(await page.getByText('2 selected').count()).toBe(1);
    await bulkButton(page, 'Deactivate').click();
    await confirm(page, 'Are you sure you want to deactivate 2 selected users?', 'Deactivate');
    await toast(page, 'Bulk deactivate completed successfully').waitFor();
    await page.getByText('0 selected').waitFor();
    await row(page, 'tester04').getByText('Inactive', { exact: true }).waitFor();
    await row(page, 'tester05').getByText('Inactive', { exact: true }).waitFor();
    expect(await loginStatus('tester04', PASSWORD)).toBe(401);
    await page.getByRole('combobox', { name: 'Status filter' }).selectOption('false');
    await page.getByText('Showing 1–2 of 2 users').waitFor();
    await page.getByRole('checkbox', { name: 'Select all users on this page' }).check();
    await bulkButton(page, 'Activate').click();
    await confirm(page, 'Are you sure you want to activate 2 selected users?', 'Activate');
    await toast(page, 'Bulk activate completed successfully').waitFor();
    await page.getByText('No users match these filters.').waitFor();
    await page.getByRole('combobox', { name: 'Status filter' }).selectOption('');

    // The server's refusal is shown: an admin cannot delete themself, even in bulk.
    await page.getByRole('searchbox', { name: 'Search users' }).fill('demo');
    await page.getByText('Showing 1–1 of 1 user').waitFor();
    await page.getByRole('checkbox', { name: 'Select demo' }).check();
    await bulkButton(page, 'Delete').click();
    await confirm(page, 'Are you sure you want to delete 1 selected users?', 'Delete');
    await page.locator('.toast-error', { hasText: 'You cannot delete your own account' }).waitFor();
    expect(await row(page, 'demo').count()).toBe(1);

    // Create Admin User: the form's checks, the server's refusal in the modal, then success.
    await page.getByRole('button', { name: 'Create Admin User' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Admin User' });
    await modal.getByRole('button', { name: 'Create Admin' }).click();
    await modal.getByText('First name is required').waitFor();
    expect(await modal.getByText('Password is required').count()).toBe(1);
    await modal.getByLabel('First name', { exact: true }).fill('Grace');
    await expect.poll(() => modal.getByText('First name is required').count()).toBe(0);
    await modal.getByLabel('Last name', { exact: true }).fill('Hopper');
    await modal.getByLabel('Username', { exact: true }).fill('tester02');
    await modal.getByLabel('Email', { exact: true }).fill('grace@example');
    await modal.getByLabel('Password', { exact: true }).fill('short');
    await modal.getByRole('button', { name: 'Create Admin' }).click();
    await modal.getByText('Please enter a valid email address').waitFor();
    expect(await modal.getByText('Password must be at least 8 characters').count()).toBe(1);
    await modal.getByLabel('Email', { exact: true }).fill('grace@example.com');
    await modal.getByLabel('Password', { exact: true }).fill('Compiler#1952');
    await modal.getByRole('button', { name: 'Create Admin' }).click();
    await modal
      .getByRole('alert')
      .getByText('This username or email is already registered, or looks like one that is')
      .waitFor();
    await modal.getByLabel('Username', { exact: true }).fill('grace_h');
    await modal.getByRole('button', { name: 'Create Admin' }).click();
    await toast(page, 'Admin user created successfully').waitFor();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Search users' }).fill('');
    await page.getByRole('combobox', { name: 'Role filter' }).selectOption('admin');
    await page.getByText('Showing 1–2 of 2 users').waitFor();
    expect(await page.getByRole('combobox', { name: 'Role of demo' }).isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Role of grace_h' }).isDisabled()).toBe(false);
    expect(await page.getByRole('button', { name: 'Delete grace_h' }).isDisabled()).toBe(false);
    expect(await loginStatus('grace_h', 'Compiler#1952')).toBe(200);

    // The dashboard reads the new numbers: one deleted, one more admin, a moderator promoted.
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await expect.poll(() => statValue(page, 'Total users')).toBe('14');
    expect(await statValue(page, 'Locked')).toBe('0');
    expect(await statValue(page, 'Inactive')).toBe('1');
    expect(await page.getByRole('img', { name: /^Users by role: Admin 2, Moderator 2, User 10$/ }).count()).toBe(1);
    await context.close();
  });

  it('refuses moderators and users with Access Denied', async () => {
    const { context, page } = await openApp(stack);
    // A moderator sees the menu entry but not the panel.
    await signIn(page, 'mod_mary', PASSWORD);
    await openAdminPanel(page, 'mod_mary Example');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByText('You need admin privileges to access this panel.').count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'User Management' }).count()).toBe(0);
    await context.close();

    // A user reaching /admin by its address is refused too.
    const second = await openApp(stack);
    await signIn(second.page, 'tester06', PASSWORD);
    await second.page.goto(`${stack.server.url}/admin`);
    await second.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await second.page.getByRole('table', { name: 'Users' }).count()).toBe(0);
    await second.context.close();
  });
});
