// The OAuth 2.0 manager in Chromium against a real local authorization server:
// authorization code with PKCE through the popup, client credentials, refresh, expiry, a denied
// authorization, a closed popup, and a request that carries the provider's token to the echo server.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID, CLIENT_SECRET, startAuthorizationServer, type AuthorizationServer } from '@courier/testkit/servers';
import { confirm, DESKTOP, openApp, PHONE, responseBody, screenshot, send, setUrl, useStack } from './harness.js';

const stack = useStack();
let auth: AuthorizationServer;
beforeAll(async () => {
  auth = await startAuthorizationServer();
});
afterAll(async () => {
  await auth?.close();
});

const manager = (page: Page) => page.getByRole('dialog', { name: 'OAuth 2.0 Manager' });
const card = (page: Page, name: string) => manager(page).getByRole('listitem', { name });
const status = (item: Locator) => item.locator('.oauth-status');
const expiry = (item: Locator) => item.getByLabel('Expires in');

async function openManager(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'OAuth 2.0', exact: true }).click();
  await manager(page).waitFor();
  return manager(page);
}

interface ProviderFields {
  name: string;
  grantType?: 'Authorization Code' | 'Client Credentials';
  clientSecret?: string;
}

/** Adds a provider against the local authorization server through the Add OAuth Provider form. */
async function addProvider(page: Page, fields: ProviderFields): Promise<Locator> {
  await manager(page).getByRole('button', { name: 'Add Provider' }).click();
  const form = page.getByRole('dialog', { name: 'Add OAuth Provider' });
  await form.getByRole('textbox', { name: 'Name' }).fill(fields.name);
  if (fields.grantType === 'Client Credentials') {
    await form.getByRole('combobox', { name: 'Grant type' }).selectOption({ label: 'Client Credentials' });
  } else {
    await form.getByRole('textbox', { name: 'Authorization URL' }).fill(`${auth.url}/authorize`);
  }
  await form.getByRole('textbox', { name: 'Client ID' }).fill(CLIENT_ID);
  await form.getByLabel('Client secret').fill(fields.clientSecret ?? CLIENT_SECRET);
  await form.getByRole('textbox', { name: 'Token URL' }).fill(`${auth.url}/token`);
  await form.getByRole('textbox', { name: 'Scope' }).fill('read');
  await form.getByRole('button', { name: 'Add Provider' }).click();
  await form.waitFor({ state: 'detached' });
  return card(page, fields.name);
}

/** A fresh app with a provider added in the OAuth 2.0 Manager, which stays open. */
async function openWithProvider(
  fields: ProviderFields,
): Promise<{ context: BrowserContext; page: Page; item: Locator }> {
  const { context, page } = await openApp(stack);
  await openManager(page);
  const item = await addProvider(page, fields);
  return { context, page, item };
}

/** Presses Authorize and, for the authorization-code grant, answers the consent page in the popup. */
async function authorizeInPopup(page: Page, item: Locator, decision: 'Allow' | 'Deny' | 'close'): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await item.getByRole('button', { name: 'Authorize', exact: true }).click();
  const popup = await popupOpened;
  const consent = popup.getByRole('button', { name: decision === 'close' ? 'Allow' : decision });
  await consent.waitFor();
  if (decision === 'close') await popup.close();
  else await consent.click();
}

const tokenGrants = (grantType: string) => auth.grants.filter((grant) => grant.grantType === grantType);

/** Picks OAuth 2.0 with `provider` in the request's Authentication dialog, which stays open. */
async function chooseOAuthProvider(page: Page, provider: string): Promise<Locator> {
  await page.getByRole('button', { name: /^Auth:/ }).click();
  const authDialog = page.getByRole('dialog', { name: 'Authentication' });
  await authDialog.getByRole('combobox', { name: 'Auth type' }).selectOption({ label: 'OAuth 2.0' });
  await authDialog.getByRole('combobox', { name: 'OAuth provider' }).selectOption({ label: provider });
  return authDialog;
}

describe('OAuth 2.0 manager', { timeout: 120_000 }, () => {
  it("shows 'No OAuth Providers', validates the form, keeps client fields across templates", async () => {
    const { context, page } = await openApp(stack, { theme: 'dark' });
    const dialog = await openManager(page);
    expect(await dialog.getByText('No OAuth Providers').count()).toBe(1);

    await dialog.getByRole('button', { name: 'Add Provider' }).click();
    const form = page.getByRole('dialog', { name: 'Add OAuth Provider' });
    // The redirect address defaults to the site origin plus /oauth/callback.
    expect(await form.getByRole('textbox', { name: 'Redirect URI' }).inputValue()).toBe(
      `${new URL(stack.server.url).origin}/oauth/callback`,
    );
    const save = form.getByRole('button', { name: 'Add Provider' });
    await save.click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Please fill in all required fields');
    await screenshot(page, 'oauth-provider-form-dark');

    await form.getByRole('textbox', { name: 'Name' }).fill('Mine');
    await form.getByRole('textbox', { name: 'Client ID' }).fill('my-client');
    await form.getByLabel('Client secret').fill('my-secret');
    await form.getByRole('textbox', { name: 'Token URL' }).fill('http://127.0.0.1:1/token');
    await save.click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Authorization URL is required for authorization code flow');

    await form.getByRole('textbox', { name: 'Redirect URI' }).fill('http://127.0.0.1:2/cb');
    await form.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'GitHub' });
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('GitHub');
    expect(await form.getByRole('textbox', { name: 'Authorization URL' }).inputValue()).toBe(
      'https://github.com/login/oauth/authorize',
    );
    expect(await form.getByRole('textbox', { name: 'Scope' }).inputValue()).toBe('user:email');
    expect(await form.getByRole('checkbox', { name: 'Use PKCE (S256)' }).isChecked()).toBe(false);
    expect(await form.getByRole('textbox', { name: 'Client ID' }).inputValue()).toBe('my-client');
    expect(await form.getByLabel('Client secret').inputValue()).toBe('my-secret');
    expect(await form.getByRole('textbox', { name: 'Redirect URI' }).inputValue()).toBe('http://127.0.0.1:2/cb');
    await form.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'Google' });
    expect(await form.getByRole('textbox', { name: 'Scope' }).inputValue()).toBe('openid email profile');
    expect(await form.getByRole('checkbox', { name: 'Use PKCE (S256)' }).isChecked()).toBe(true);
    await save.click();
    await form.waitFor({ state: 'detached' });
    const google = card(page, 'Google');
    await expect.poll(() => status(google).textContent()).toBe('Not Authorized');

    // Edit, then delete after confirming.
    await google.getByRole('button', { name: 'Edit Google' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit OAuth Provider' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Google (work)');
    await edit.getByRole('button', { name: 'Save Provider' }).click();
    await edit.waitFor({ state: 'detached' });
    const renamed = card(page, 'Google (work)');
    await renamed.getByRole('button', { name: 'Delete Google (work)' }).click();
    await confirm(page, 'Are you sure you want to delete this OAuth provider?', 'Delete');
    await expect.poll(() => dialog.getByText('No OAuth Providers').count()).toBe(1);
    await context.close();
  });

  it('drops an error about a field the grant-type switch removed', async () => {
    const { context, page } = await openApp(stack);
    const dialog = await openManager(page);
    await dialog.getByRole('button', { name: 'Add Provider' }).click();
    const form = page.getByRole('dialog', { name: 'Add OAuth Provider' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Machine');
    await form.getByRole('textbox', { name: 'Client ID' }).fill('machine');
    await form.getByLabel('Client secret').fill('secret');
    await form.getByRole('textbox', { name: 'Token URL' }).fill('http://127.0.0.1:1/token');
    await form.getByRole('button', { name: 'Add Provider' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Authorization URL is required for authorization code flow');
    await form.getByRole('combobox', { name: 'Grant type' }).selectOption('client_credentials');
    expect(await form.getByRole('textbox', { name: 'Authorization URL' }).count()).toBe(0);
    await expect.poll(() => form.getByRole('alert').count()).toBe(0);

    // An error that still applies stays.
    await form.getByRole('textbox', { name: 'Name' }).fill('');
    await form.getByRole('button', { name: 'Add Provider' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Please fill in all required fields');
    await form.getByRole('combobox', { name: 'Grant type' }).selectOption('authorization_code');
    expect(await form.getByRole('alert').textContent()).toBe('Please fill in all required fields');
    await context.close();
  });

  it('authorizes with PKCE through the popup and sends the Bearer token to the echo server', async () => {
    const { context, page, item } = await openWithProvider({ name: 'Local PKCE' });
    const before = tokenGrants('authorization_code').length;
    await authorizeInPopup(page, item, 'Allow');
    await expect.poll(() => status(item).textContent(), { timeout: 20_000 }).toBe('Active');
    expect(await expiry(item).textContent()).toMatch(/^(59m|1h 0m)$/);

    const grants = tokenGrants('authorization_code');
    expect(grants).toHaveLength(before + 1);
    const grant = grants.at(-1);
    // The server accepted the verifier only because it hashes to the challenge of /authorize.
    expect(grant?.error).toBeUndefined();
    expect(grant?.form.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(grant?.form.redirect_uri).toBe(`${new URL(stack.server.url).origin}/oauth/callback`);
    // The pending session lived in session storage only until the callback.
    const pending = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('courier.oauthSession.')),
    );
    expect(pending).toEqual([]);
    await screenshot(page, 'oauth-manager');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'oauth-manager-phone');
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press('Escape');
    await manager(page).waitFor({ state: 'detached' });

    const authDialog = await chooseOAuthProvider(page, 'Local PKCE');
    await expect.poll(() => authDialog.getByRole('status').textContent()).toContain('Token active');
    await authDialog.getByRole('button', { name: 'Apply' }).click();
    await setUrl(page, `${stack.echo.url}/protected`);
    await send(page);
    await expect
      .poll(() => responseBody(page).textContent(), { timeout: 20_000 })
      .toContain(`"authorization": "Bearer ${grant?.accessToken}"`);
    await context.close();
  });

  it('reports a denied authorization and a closed popup, and stays Not Authorized', async () => {
    const { context, page, item } = await openWithProvider({ name: 'Local denial' });

    await authorizeInPopup(page, item, 'Deny');
    await expect
      .poll(() => item.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe('Authorization failed: OAuth authorization failed: access_denied');
    expect(await status(item).textContent()).toBe('Not Authorized');

    await authorizeInPopup(page, item, 'close');
    // The popup is checked every second.
    await expect
      .poll(() => item.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('Authorization failed: Authorization cancelled by user');
    expect(await status(item).textContent()).toBe('Not Authorized');
    expect(await item.getByRole('button', { name: 'Authorize', exact: true }).isEnabled()).toBe(true);
    await context.close();
  });

  it('gets a client-credentials token, shows it expire, and a send then has no valid token', async () => {
    const { context, page, item } = await openWithProvider({ name: 'Local machine', grantType: 'Client Credentials' });

    auth.lifetimeSeconds = 6;
    try {
      await item.getByRole('button', { name: 'Authorize', exact: true }).click();
      await expect.poll(() => status(item).textContent(), { timeout: 20_000 }).toBe('Active');
    } finally {
      auth.lifetimeSeconds = 3600;
    }
    const grant = tokenGrants('client_credentials').at(-1);
    expect(grant?.form).toMatchObject({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, scope: 'read' });
    expect(await expiry(item).textContent()).toBe('<1m');
    // No refresh token: the token just expires.
    await expect.poll(() => status(item).textContent(), { timeout: 10_000 }).toBe('Expired');
    expect(await expiry(item).textContent()).toBe('Expired');
    expect(await item.getByRole('button', { name: 'Refresh', exact: true }).count()).toBe(0);

    await page.keyboard.press('Escape');
    const authDialog = await chooseOAuthProvider(page, 'Local machine');
    await expect
      .poll(() => authDialog.getByRole('status').textContent())
      .toBe('No valid tokens available. Please authorize first.');
    await authDialog.getByRole('button', { name: 'Apply' }).click();
    await setUrl(page, `${stack.echo.url}/protected`);
    await send(page);
    await expect
      .poll(() => page.locator('.response-error').textContent(), { timeout: 20_000 })
      .toContain('OAuth error: No valid OAuth token available');

    // Clear tokens after confirming.
    await openManager(page);
    await item.getByRole('button', { name: 'Clear tokens' }).click();
    await confirm(page, 'Are you sure you want to clear stored tokens?', 'Clear');
    await expect.poll(() => status(item).textContent()).toBe('Not Authorized');
    expect(await expiry(item).count()).toBe(0);
    // Focus came back to the manager (the Clear button is gone), so Esc still closes it.
    expect(await manager(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await manager(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('refreshes on demand, automatically at expiry and after a reload, and clears tokens when refresh fails', async () => {
    const { context, page, item } = await openWithProvider({ name: 'Local refresh' });
    await authorizeInPopup(page, item, 'Allow');
    await expect.poll(() => status(item).textContent(), { timeout: 20_000 }).toBe('Active');
    const first = tokenGrants('authorization_code').at(-1)?.accessToken;

    // On demand.
    let refreshes = tokenGrants('refresh_token').length;
    await item.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect.poll(() => tokenGrants('refresh_token').length, { timeout: 20_000 }).toBe(refreshes + 1);
    expect(tokenGrants('refresh_token').at(-1)?.accessToken).not.toBe(first);
    await expect.poll(() => status(item).textContent()).toBe('Active');

    // Automatically: a 2 s token has under 300 s left, so it is refreshed when it expires.
    refreshes = tokenGrants('refresh_token').length;
    auth.lifetimeSeconds = 2;
    await item.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect.poll(() => tokenGrants('refresh_token').length, { timeout: 20_000 }).toBe(refreshes + 1);
    auth.lifetimeSeconds = 3600;
    await expect.poll(() => tokenGrants('refresh_token').length, { timeout: 20_000 }).toBe(refreshes + 2);
    await expect.poll(() => expiry(item).textContent(), { timeout: 10_000 }).toMatch(/^(59m|1h 0m)$/);

    // After a reload the stored token is rescheduled from what is left: already expired, so now.
    refreshes = tokenGrants('refresh_token').length;
    // The store writes in batches: wait until the latest token is stored before editing it.
    const latest = tokenGrants('refresh_token').at(-1)?.accessToken ?? '';
    await expect.poll(() => page.evaluate(() => localStorage.getItem('courier.oauthTokens'))).toContain(latest);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('courier.oauthTokens') ?? '{}') as {
        state: Record<string, { expires_at: number }>;
      };
      for (const token of Object.values(stored.state)) token.expires_at = Date.now() - 1000;
      localStorage.setItem('courier.oauthTokens', JSON.stringify(stored));
    });
    await page.reload();
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    await expect.poll(() => tokenGrants('refresh_token').length, { timeout: 20_000 }).toBe(refreshes + 1);
    // The manager was open: its address opens it again after the reload.
    await manager(page).waitFor();
    await expect.poll(() => status(item).textContent()).toBe('Active');

    // A refused refresh clears the tokens.
    auth.revokeRefreshTokens();
    await item.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect
      .poll(() => item.getByRole('alert').textContent(), { timeout: 20_000 })
      .toBe('Token refresh failed: Token refresh failed: 400 {"error":"invalid_grant"}');
    await expect.poll(() => status(item).textContent()).toBe('Not Authorized');
    await context.close();
  });
});
