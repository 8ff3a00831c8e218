// Screenshots of the Advanced Response view (its search too) at desktop and phone sizes, light and dark, for a person
// to check: written under /tmp/shots/analysis (or COURIER_ANALYSIS_SHOTS), never committed. The
// data comes the way users make it: sends through the proxy, then comparisons, schemas, validations.
import { httpUpstream, type Upstream } from '@courier/testkit/servers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openApp, useStack } from './harness.js';
import { LOOKS, screenshotsIn } from './screenshots.js';

const SHOTS = process.env.COURIER_ANALYSIS_SHOTS ?? '/tmp/shots/analysis';
const stack = useStack();
let upstream: Upstream;
let reads = 0;

const shoot = screenshotsIn(SHOTS);

beforeAll(async () => {
  upstream = await httpUpstream((request, response) => {
    const url = request.url ?? '/';
    const status = url.startsWith('/missing')
      ? 404
      : url.startsWith('/crash')
        ? 500
        : request.method === 'POST'
          ? 201
          : 200;
    reads += 1;
    const body =
      status >= 400
        ? { success: false, error: status === 404 ? 'Not found' : 'Database unavailable' }
        : {
            success: true,
            user: { id: 42, name: reads % 2 ? 'Ada Lovelace' : 'Grace Hopper', plan: reads % 3 ? 'pro' : 'free' },
            items: Array.from({ length: 3 + (reads % 3) }, (_, index) => ({ id: index + 1, qty: index + reads })),
            updatedAt: new Date(Date.UTC(2026, 10, 24, 10, reads)).toISOString(),
          };
    setTimeout(
      () => {
        response.writeHead(status, { 'Content-Type': 'application/json', 'X-Request-Count': String(reads) });
        response.end(JSON.stringify(body, null, reads % 2 ? 0 : 2));
      },
      20 + (reads % 5) * 30,
    );
  });
});
afterAll(async () => {
  await upstream?.close();
});

/** The calls the view makes, from the page, so they act as its (signed-out, local) user. */
async function api(page: Page, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await response.json()) as { data?: unknown };
    },
    { method, path, body, headers },
  );
}

async function seed(page: Page): Promise<void> {
  const sends: Array<[string, string, string]> = [
    ['GET', '/users/42', 'Development'],
    ['GET', '/users/42', 'Development'],
    ['POST', '/orders', 'Staging'],
    ['GET', '/missing/7', 'Staging'],
    ['GET', '/users/42', 'Production'],
    ['GET', '/crash', 'Production'],
    ['GET', '/users/42', 'QA – Zürich'],
  ];
  for (const [method, path, environment] of sends) {
    await api(
      page,
      'POST',
      '/proxy',
      {
        method,
        url: `${upstream.url}${path}`,
        headers: [],
        ...(method === 'POST' ? { body: { type: 'text', text: '{}' } } : {}),
      },
      { 'X-Courier-Environment': encodeURIComponent(environment) },
    );
  }
  const page1 = (await api(page, 'POST', '/advanced-response/cache', {})) as {
    data: { items: Array<{ id: string; request: { url: string } }> };
  };
  const users = page1.data.items.filter((item) => item.request.url.endsWith('/users/42'));
  await api(page, 'POST', '/advanced-response/compare', { response1Id: users[1]?.id, response2Id: users[0]?.id });
  const created = (await api(page, 'POST', '/advanced-response/schemas', {
    name: 'User reply',
    description: 'What GET /users/{id} answers',
    tags: ['users', 'v2'],
    schema: {
      type: 'object',
      properties: { success: { type: 'boolean' }, user: { type: 'object', required: ['id', 'email'] } },
      required: ['success', 'user'],
    },
  })) as { data: { id: string } };
  await api(page, 'POST', '/advanced-response/validate', { responseId: users[0]?.id, schemaId: created.data.id });
  await api(page, 'POST', '/advanced-response/alerts', {
    url: `${upstream.url}/users/42`,
    metric: 'p95ResponseTime',
    threshold: 50,
  });
  await api(page, 'POST', '/advanced-response/alerts', {
    url: `${upstream.url}/crash`,
    metric: 'errorRate',
    threshold: 5,
  });
}

describe('Advanced Response screenshots', { timeout: 180_000 }, () => {
  let seeded = false;
  for (const { theme, size, viewport } of LOOKS) {
    it(`${size}, ${theme}`, async () => {
      const { context, page } = await openApp(stack, { viewport, theme });
      if (!seeded) {
        await seed(page);
        seeded = true;
      }
      await page.goto(`${stack.server.url}/analysis`);
      const list = page.getByRole('list', { name: 'Recorded responses' });
      await list.getByRole('listitem').nth(6).waitFor();
      await list.getByRole('listitem').nth(0).getByRole('checkbox').check();
      await list.getByRole('listitem').nth(2).getByRole('checkbox').check();
      await shoot(page, `cache-${size}-${theme}`);
      // A search: the word marked in the URLs, a match in a body said; then one that finds nothing.
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('users');
      await search.press('Enter');
      await list.getByRole('listitem').filter({ hasNotText: '/users/' }).first().waitFor({ state: 'detached' });
      await shoot(page, `search-${size}-${theme}`);
      await search.fill('lovelace');
      await search.press('Enter');
      await list.getByText('Found in response body').first().waitFor();
      await shoot(page, `search-body-${size}-${theme}`);
      await search.fill('nowhere');
      await search.press('Enter');
      await page.getByRole('button', { name: 'Clear search and filters' }).waitFor();
      await shoot(page, `search-none-${size}-${theme}`);
      await page.getByRole('button', { name: 'Clear search and filters' }).click();
      await list.getByRole('listitem').nth(6).waitFor();
      await list
        .getByRole('listitem')
        .nth(0)
        .getByRole('button', { name: /^Open / })
        .click();
      await page.getByRole('textbox', { name: 'Recorded body' }).waitFor();
      await shoot(page, `entry-${size}-${theme}`);
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: /^Comparisons/ }).click();
      await page.getByRole('table', { name: 'Body changes' }).waitFor();
      await shoot(page, `comparison-${size}-${theme}`);
      await page.getByRole('tab', { name: /^Schemas/ }).click();
      await page.getByRole('list', { name: 'Schemas' }).waitFor();
      await shoot(page, `schemas-${size}-${theme}`);
      await page.getByRole('tab', { name: /^Validations/ }).click();
      await page.getByRole('list', { name: 'Validations' }).waitFor();
      await shoot(page, `validations-${size}-${theme}`);
      await page.getByRole('tab', { name: 'Performance' }).click();
      await page.getByRole('img', { name: 'Response time, last 24 hours' }).waitFor();
      await shoot(page, `performance-${size}-${theme}`);
      if (size === 'desktop') {
        await page.getByRole('button', { name: 'Create Schema' }).first().click();
        await page.getByRole('dialog', { name: 'Create Response Schema' }).waitFor();
        await shoot(page, `create-schema-${size}-${theme}`);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Validate Response' }).first().click();
        await page.getByRole('dialog', { name: 'Validate Response' }).waitFor();
        await shoot(page, `validate-${size}-${theme}`);
      }
      await context.close();
    });
  }
});
