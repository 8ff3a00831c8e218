// Someone registered through the API and signed in through the login form, with their personal
// workspace open: Settings › Certificates and proxy are kept per workspace.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Stack } from './harness.js';
import { signIn } from './session.js';

const PASSWORD = 'Sturdy#Pass9';

export async function registerAndSignIn(stack: Stack, page: Page, name: string): Promise<void> {
  const registered = await fetch(`${stack.server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      password: PASSWORD,
      firstName: 'Test',
      lastName: name,
    }),
  });
  expect(registered.status).toBe(201);
  await signIn(page, name, PASSWORD);
}
