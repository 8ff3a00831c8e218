// People for the team and workspace flows: each registered through the API and given their own
// browser context, signed in as the web app would be after the login form.
import type { BrowserContext, Page } from 'playwright-core';
import { accountsApi, STRONG_PASSWORD } from '../../packages/server/test/accountsApi.js';
import { openApp, type OpenOptions, type Stack } from './harness.js';

export interface Person {
  id: string;
  name: string;
  email: string;
  token: string;
  context: BrowserContext;
  page: Page;
}

/** Registers `username` and opens the app signed in as them. */
export async function signedInPerson(stack: Stack, username: string, options: OpenOptions = {}): Promise<Person> {
  const { status, json } = await accountsApi(stack.server).request('POST', '/api/auth/register', {
    username,
    email: `${username}@example.com`,
    password: STRONG_PASSWORD,
    firstName: username[0]!.toUpperCase() + username.slice(1),
    lastName: 'Tester',
  });
  if (status !== 201) throw new Error(`register ${username}: ${status} ${JSON.stringify(json)}`);
  const { token, user } = json.data as { token: string; user: { id: string; name: string; email: string } };
  const { context, page } = await openApp(stack, {
    ...options,
    storage: { ...options.storage, 'courier.session': { token, user } },
  });
  return { id: user.id, name: user.name, email: user.email, token, context, page };
}

/** Opens a view from the rail, as a person would. */
export async function openView(page: Page, label: string): Promise<void> {
  await page.locator('.view-switch').getByText(label, { exact: true }).click();
}
