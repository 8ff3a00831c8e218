// Signing in to the web app as a user would, through the header and the login form,
// and the login call the web app makes, for tests that check what the server answers.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pathOf, type Stack } from './harness.js';

/** The login or registration form's own button; the header offers a Sign In button too while logged out. */
export const formButton = (page: Page, name: string): Locator =>
  page.locator('form').getByRole('button', { name, exact: true });

/** Opens the login page from the header. */
async function openLogin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/login');
}

/** Fills in and submits the login form, without waiting for the outcome. */
export async function submitSignIn(page: Page, identifier: string, password: string): Promise<void> {
  await openLogin(page);
  await page.getByLabel('Email or username', { exact: true }).fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await formButton(page, 'Sign In').click();
}

/** Signs in through the login form and waits to be back at the workbench. */
export async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  await submitSignIn(page, identifier, password);
  await expect.poll(() => pathOf(page)).toBe('/');
}

/** Presses the login page's Try Demo Account and waits to be back at the workbench. */
export async function tryDemoAccount(page: Page): Promise<void> {
  await formButton(page, 'Try Demo Account').click();
  await expect.poll(() => pathOf(page)).toBe('/');
}

/** Signs in as the seeded demo admin from the header. */
export async function signInAsDemo(page: Page): Promise<void> {
  await openLogin(page);
  await tryDemoAccount(page);
}

/** Opens the header's account menu of the signed-in user `name`. */
export async function openUserMenu(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Account: ${name}` }).click();
  return page.getByRole('dialog').or(page.locator('.user-menu'));
}

/** Calls the login endpoint as the web app does. */
export async function apiLogin(stack: Stack, identifier: string, password: string): Promise<Response> {
  return fetch(`${stack.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
}
