// Accounts in Chromium against the real server: register, sign in, profile, password,
// API keys, sign out, a refused sign-in, a session the server ended, and the hosted proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_CONFIG, type TestServer } from '../../packages/server/test/startTestServer.js';
import { confirm, DIST_DIR, openApp, pathOf, setUrl, toast, useStack } from './harness.js';
import { apiLogin, formButton, openUserMenu, signIn, signInAsDemo, submitSignIn, tryDemoAccount } from './session.js';

const stack = useStack();

/** Calls the server as a script would, with an API key. */
async function profileWithKey(key: string): Promise<number> {
  const answer = await fetch(`${stack.server.url}/api/auth/profile`, { headers: { 'X-API-Key': key } });
  return answer.status;
}

describe('accounts', { timeout: 120_000 }, () => {
  it('registers, signs in, edits the profile, changes the password, manages an API key and signs out', async () => {
    const { context, page } = await openApp(stack);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect.poll(() => pathOf(page)).toBe('/register');

    // Client-side checks with the messages users see; an edited field loses its error.
    await formButton(page, 'Create Account').click();
    await page.getByText('First name is required').waitFor();
    expect(await page.getByText('Please confirm your password').count()).toBe(1);
    await page.getByLabel('First name', { exact: true }).fill('Ada');
    await expect.poll(() => page.getByText('First name is required').count()).toBe(0);
    expect(await page.getByText('Last name is required').count()).toBe(1);

    await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
    await page.getByLabel('Username', { exact: true }).fill('ada_l');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('abcdefgh');
    const meter = page.getByRole('meter', { name: 'Password strength' });
    await expect.poll(() => meter.getAttribute('aria-valuetext')).toBe('Weak');
    expect(await page.locator('.strength-label').textContent()).toBe('Weak');
    await page.getByLabel('Confirm password', { exact: true }).fill('abcdefgh');
    await formButton(page, 'Create Account').click();
    await page.getByText('Password is too weak. Please use a stronger password').waitFor();

    await password.fill('Engine#1843');
    await expect.poll(() => meter.getAttribute('aria-valuetext')).toBe('Excellent');
    // Show/hide reveals what was typed.
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByLabel('Confirm password', { exact: true }).fill('Engine#1844');
    await formButton(page, 'Create Account').click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm password', { exact: true }).fill('Engine#1843');
    await formButton(page, 'Create Account').click();

    // Registered and signed in: back at the workbench, the header names the user.
    await expect.poll(() => pathOf(page)).toBe('/');
    const menu = await openUserMenu(page, 'Ada Lovelace');
    expect(await menu.textContent()).toContain('ada@example.com');
    expect(await menu.locator('.role-badge').textContent()).toBe('user');
    expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();

    // Sign in by e-mail.
    await signIn(page, 'ada@example.com', 'Engine#1843');
    await openUserMenu(page, 'Ada Lovelace');
    await page.getByRole('menuitem', { name: 'Profile & Settings' }).click();
    await expect.poll(() => pathOf(page)).toBe('/profile');
    const header = page.locator('.profile-header');
    expect(await header.textContent()).toContain('ada@example.com');
    expect(await header.locator('.avatar').textContent()).toBe('A');

    // Profile tab.
    await page.getByLabel('Full name', { exact: true }).fill('Ada King');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated successfully').waitFor();
    await expect.poll(() => header.locator('h1').textContent()).toBe('Ada King');
    await page.getByRole('button', { name: 'Account: Ada King' }).waitFor();
    const stored = await stack.server.accounts.login({ identifier: 'ada_l', password: 'Engine#1843' }, 'test');
    expect(stored.user.name).toBe('Ada King');

    // Security tab: a wrong current password is the server's to refuse.
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current password', { exact: true }).fill('Engine#0000');
    await page.getByLabel('New password', { exact: true }).fill('Analytical#2');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Analytical#3');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('New passwords do not match').waitFor();
    await page.getByLabel('Confirm new password', { exact: true }).fill('Analytical#2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await toast(page, 'Current password is incorrect').waitFor();
    await page.getByLabel('Current password', { exact: true }).fill('Engine#1843');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await toast(page, 'Password changed successfully').waitFor();
    await expect(
      stack.server.accounts.login({ identifier: 'ada_l', password: 'Analytical#2' }, 'test'),
    ).resolves.toBeTruthy();

    // API Keys tab, still signed in with the token the password change issued.
    await page.getByRole('tab', { name: 'API Keys' }).click();
    await page.getByText('No API keys yet', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Generate Key' }).click();
    await page.getByText('Please enter a name for the API key').waitFor();
    await page.getByLabel('Key name', { exact: true }).fill('CI pipeline');
    await page.getByRole('button', { name: 'Generate Key' }).click();
    const created = page.getByRole('region', { name: 'New API key' });
    const key = (await created.locator('code').textContent()) ?? '';
    expect(key.length).toBeGreaterThanOrEqual(22);
    expect(await profileWithKey(key)).toBe(200);
    await created.getByRole('button', { name: 'Copy' }).click();
    await created.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    const row = page.getByRole('row', { name: /CI pipeline/ });
    await row.waitFor();
    // Shown once: after Done, and after a reload, the key is nowhere on the page.
    await created.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await page.getByRole('tab', { name: 'API Keys' }).click();
    await row.waitFor();
    expect(await page.content()).not.toContain(key);

    await row.getByRole('button', { name: 'Revoke CI pipeline' }).click();
    await confirm(page, 'Are you sure you want to revoke this API key?', 'Revoke');
    await toast(page, 'API key revoked successfully').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(await profileWithKey(key)).toBe(401);

    // Sign out from the menu: the session ends on the server too.
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('courier.session') ?? '{}').token as string,
    );
    await openUserMenu(page, 'Ada King');
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByText('Not Authenticated').waitFor();
    const after = await fetch(`${stack.server.url}/api/auth/profile`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
    await context.close();
  });

  it('shows the server error above the form for a wrong password', async () => {
    const { context, page } = await openApp(stack);
    const answer = await apiLogin(stack, 'demo', 'not-the-password');
    const { message } = (await answer.json()) as { message: string };
    await submitSignIn(page, 'demo', 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(message);
    expect(message).toBe('Invalid credentials');
    // Still signed out, still on the login page.
    expect(pathOf(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('courier.session'))).toBeNull();
    await context.close();
  });

  it('sends the browser to /login when the server ends the session', async () => {
    const { context, page } = await openApp(stack);
    await signInAsDemo(page);
    const menu = await openUserMenu(page, 'Demo Admin');
    expect(await menu.locator('.role-badge').textContent()).toBe('admin');
    await page.getByRole('menuitem', { name: 'Profile & Settings' }).click();
    await expect.poll(() => pathOf(page)).toBe('/profile');

    // Signed out elsewhere: the server no longer accepts this browser's token.
    const user = await page.evaluate(
      () => JSON.parse(localStorage.getItem('courier.session') ?? '{}').user as { id: string },
    );
    await stack.server.accounts.logout(user.id);
    await page.getByRole('tab', { name: 'API Keys' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('courier.session'))).toBeNull();
    await context.close();
  });

  it('keeps the preferences in this browser; dark mode is the app theme', async () => {
    const { context, page } = await openApp(stack);
    await signInAsDemo(page);
    await page.goto(`${stack.server.url}/profile`);
    await page.getByRole('tab', { name: 'Preferences' }).click();
    expect(await page.getByLabel('Email notifications').isChecked()).toBe(true);
    expect(await page.getByLabel('Language').inputValue()).toBe('en');
    expect(await page.getByLabel('Timezone').inputValue()).toBe('UTC');
    await page.getByLabel('Email notifications').uncheck();
    await page.getByLabel('Dark mode').check();
    await page.getByLabel('Language').selectOption('de');
    await page.getByLabel('Timezone').selectOption('America/Denver');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await toast(page, 'Preferences updated successfully').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    await page.reload();
    await page.getByRole('tab', { name: 'Preferences' }).click();
    expect(await page.getByLabel('Email notifications').isChecked()).toBe(false);
    expect(await page.getByLabel('Dark mode').isChecked()).toBe(true);
    expect(await page.getByLabel('Language').inputValue()).toBe('de');
    expect(await page.getByLabel('Timezone').inputValue()).toBe('America/Denver');
    await context.close();
  });

  it('ticks Preferences "Dark mode" when the header toggle switches the theme, and back', async () => {
    const { context, page } = await openApp(stack, { theme: 'light' });
    await signInAsDemo(page);
    await page.goto(`${stack.server.url}/profile`);
    await page.getByRole('tab', { name: 'Preferences' }).click();
    const darkMode = page.getByLabel('Dark mode');
    expect(await darkMode.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => darkMode.isChecked()).toBe(true);
    await darkMode.uncheck();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    await context.close();
  });

  it('shows the initial for an avatar that fails to load: header, profile and the admin list', async () => {
    const { context, page } = await openApp(stack);
    await signInAsDemo(page);
    await page.goto(`${stack.server.url}/profile`);
    await page.getByLabel('Avatar URL').fill(`${stack.echo.url}/status/404`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated successfully').waitFor();
    const header = page.locator('.profile-header .avatar');
    const menu = page.locator('.topbar .avatar');
    for (const avatar of [header, menu]) {
      await expect.poll(() => avatar.locator('img').count()).toBe(0);
      expect(await avatar.textContent()).toBe('D');
    }

    await page.goto(`${stack.server.url}/admin`);
    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('demo');
    const row = page.getByRole('row').filter({ hasText: '(you)' });
    await expect.poll(() => row.locator('.admin-avatar img').count()).toBe(0);
    expect(await row.locator('.admin-avatar').textContent()).toBe('D');

    // Back to no avatar, for the tests that follow.
    await page.goto(`${stack.server.url}/profile`);
    await page.getByLabel('Avatar URL').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated successfully').waitFor();
    await context.close();
  });

  it("shows 'Not Authenticated' on the profile page when logged out", async () => {
    const { context, page } = await openApp(stack);
    await page.goto(`${stack.server.url}/profile`);
    await page.getByRole('heading', { name: 'Not Authenticated' }).waitFor();
    await page.getByText('Please log in to view your profile.').waitFor();
    await context.close();
  });
});

describe('hosted mode', { timeout: 120_000 }, () => {
  let hosted: TestServer;
  beforeAll(async () => {
    hosted = await startTestServer({
      config: { ...TEST_CONFIG, webDir: DIST_DIR, mode: 'hosted', proxyAllowlist: ['127.0.0.0/8'] },
      seed: { demoAccount: true },
    });
  }, 60_000);
  afterAll(async () => {
    await hosted?.close();
  });

  it("sends through the proxy only for a signed-in user, whose token the proxy's Worker carries", async () => {
    const { context, page } = await openApp({ ...stack, server: hosted });
    await setUrl(page, `${stack.echo.url}/get?from=hosted`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    // The proxy refuses a visitor; the 401 sends them to sign in.
    await expect.poll(() => pathOf(page)).toBe('/login');
    await tryDemoAccount(page);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.locator('.response-meta').textContent(), { timeout: 30_000 }).toMatch(/Status200 OK/);
    await context.close();
  });
});
