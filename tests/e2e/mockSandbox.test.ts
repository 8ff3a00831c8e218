// A public mock is served at /mock/<slug>/… on the app's own origin, where the app keeps the
// session token in local storage. Whatever page and headers a mock's owner writes, a signed-in user
// who opens its link must run nothing as themselves: no token read, no API call made with it, no
// site data cleared. Regression test for the account takeover in which such a page read the token
// and created an API key named "stolen" on the victim's account (decision 0029).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountsApi, type AccountsApi } from '../../packages/server/test/accountsApi.js';
import { openApp, pathOf, useStack } from './harness.js';
import { signIn } from './session.js';

const stack = useStack();

const NOT_RUN = 'the page script did not run';

/**
 * The attacker's page: it reads the session from local storage, calls the API with it to make a
 * key, and writes what happened into #outcome, where the test reads it.
 */
const STEALING_PAGE = `<!doctype html>
<title>You won a prize</title>
<pre id="outcome">${NOT_RUN}</pre>
<script>
(async () => {
  const outcome = { ran: true };
  let token = '';
  try {
    token = JSON.parse(localStorage.getItem('courier.session') || 'null')?.token ?? '';
    outcome.storage = token ? 'token read' : 'no token';
  } catch (error) {
    outcome.storage = 'refused: ' + error.name;
  }
  try {
    const answer = await fetch('/api/auth/api-keys', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
      body: JSON.stringify({ name: 'stolen' }),
    });
    outcome.apiKey = answer.status;
  } catch (error) {
    outcome.apiKey = 'refused: ' + error.name;
  }
  document.getElementById('outcome').textContent = JSON.stringify(outcome);
})();
</script>`;

/** Headers with which the owner tries to lift the sandbox, in every spelling. */
const LIFTING_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': 'sandbox allow-scripts allow-same-origin',
  'content-security-policy': "script-src 'unsafe-inline'",
  'Content-Security-Policy-Report-Only': 'sandbox',
  'X-Content-Type-Options': 'sniff',
};

async function publicMock(api: AccountsApi, token: string, routes: Record<string, unknown>[]): Promise<string> {
  const created = await api.request('POST', '/api/mock-configs', { name: 'Prize' }, { token });
  expect(created.status).toBe(201);
  const { id, slug } = created.json.data as { id: string; slug: string };
  for (const route of routes) {
    const added = await api.request('POST', `/api/mock-configs/${id}/routes`, route, { token });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
  }
  return `${stack.server.url}/mock/${slug}`;
}

/**
 * Whether the browser blocked the page's script (it says so on the console) or the script wrote its
 * outcome into #outcome, whichever comes first, and what #outcome then holds.
 */
async function outcomeOf(page: Page, blocked: Promise<string>): Promise<{ verdict: string; outcome: string }> {
  const outcome = page.locator('#outcome');
  const written = expect
    .poll(() => outcome.textContent(), { timeout: 5000 })
    .not.toBe(NOT_RUN)
    .then(
      () => 'script ran',
      () => 'neither',
    );
  const verdict = await Promise.race([blocked.then(() => 'script blocked'), written]);
  return { verdict, outcome: (await outcome.textContent()) ?? '' };
}

function scriptBlockedMessage(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.on('console', (message) => {
      if (/sandboxed and the 'allow-scripts' permission is not set/.test(message.text())) resolve(message.text());
    });
  });
}

let victims = 0;

/** The session token the app keeps in local storage, or '' when signed out. */
async function storedToken(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem('courier.session'));
  return session ? ((JSON.parse(session) as { token?: string }).token ?? '') : '';
}

/** A user signed in to the app in a browser context of their own, as the link's victim. */
async function signedInVictim(
  api: AccountsApi,
): Promise<{ context: BrowserContext; token: string; browserToken: string }> {
  const name = `mockvictim${++victims}`;
  const victim = await api.register(name);
  const { context, page } = await openApp(stack);
  page.setDefaultTimeout(8000);
  await signIn(page, name, victim.password);
  const browserToken = await storedToken(page);
  expect(browserToken).not.toBe('');
  await page.close();
  return { context, token: victim.token, browserToken };
}

// Each test signs a user in through the app and opens pages in Chromium: minutes on a loaded machine.
describe('a mock served on the app’s origin', { timeout: 120_000 }, () => {
  it('cannot read a signed-in visitor’s session nor call the API as them, whatever headers it sends', async () => {
    const api = accountsApi(stack.server);
    const attacker = await api.register('mockattacker');
    const base = await publicMock(api, attacker.token, [
      { path: '/prize', response: { headers: LIFTING_HEADERS, body: STEALING_PAGE } },
      // The same page made by a response script, as a dynamic body.
      {
        path: '/scripted',
        response: { headers: { 'Content-Type': 'text/plain' } },
        script: `pm.variables.set('mock.headers', ${JSON.stringify(LIFTING_HEADERS)});
pm.variables.set('mock.body', ${JSON.stringify(STEALING_PAGE)});`,
      },
    ]);
    const victim = await signedInVictim(api);

    for (const path of ['/prize', '/scripted']) {
      const page = await victim.context.newPage();
      const blocked = scriptBlockedMessage(page);
      const answer = await page.goto(`${base}${path}`);
      expect(answer?.status()).toBe(200);
      expect(await page.title()).toBe('You won a prize');
      expect(await outcomeOf(page, blocked), path).toEqual({ verdict: 'script blocked', outcome: NOT_RUN });
      await page.close();
    }

    const keys = await api.request('GET', '/api/auth/api-keys', undefined, { token: victim.token });
    expect(keys.status).toBe(200);
    expect(keys.json.data.apiKeys.map((key: { name: string }) => key.name)).not.toContain('stolen');

    // The visitor is still signed in to the app, with the token the page could not read.
    const app = await victim.context.newPage();
    await app.goto(stack.server.url);
    await app.getByRole('button', { name: 'Send' }).waitFor();
    expect(await storedToken(app)).toBe(victim.browserToken);
    expect(pathOf(app)).toBe('/');
    await victim.context.close();
  });

  it('cannot clear the app’s storage nor set cookies on its host', async () => {
    const api = accountsApi(stack.server);
    const attacker = await api.register('mockwiper');
    const page = (title: string) => `<!doctype html><title>${title}</title>`;
    const base = await publicMock(api, attacker.token, [
      {
        path: '/logout',
        response: {
          headers: { 'Content-Type': 'text/html', 'Clear-Site-Data': '"storage", "cookies", "cache"' },
          body: page('Signed out'),
        },
      },
      {
        path: '/cookie',
        response: {
          headers: { 'Content-Type': 'text/html', 'set-cookie': 'tossed=1; Path=/; Max-Age=3600' },
          body: page('Cookie'),
        },
      },
    ]);
    const victim = await signedInVictim(api);
    for (const [path, title] of [
      ['/logout', 'Signed out'],
      ['/cookie', 'Cookie'],
    ] as const) {
      const opened = await victim.context.newPage();
      expect((await opened.goto(`${base}${path}`))?.status()).toBe(200);
      expect(await opened.title()).toBe(title);
      await opened.close();
    }

    expect(await victim.context.cookies(stack.server.url)).toEqual([]);
    const app = await victim.context.newPage();
    await app.goto(stack.server.url);
    await app.getByRole('button', { name: 'Send' }).waitFor();
    expect(await storedToken(app)).toBe(victim.browserToken);
    await victim.context.close();
  });
});
