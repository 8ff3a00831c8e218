// Searching the recorded responses in Chromium against the real server: words typed find entries by
// URL and by body (said so in the row), the match is marked, the status class and the days narrow
// them, and a search with no match says so and clears from the keyboard.
import { httpUpstream, type Upstream } from '@courier/testkit/servers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, send, setUrl, useStack } from './harness.js';

const stack = useStack();
let upstream: Upstream;

beforeAll(async () => {
  upstream = await httpUpstream((request, response) => {
    const missing = request.url === '/accounts/none';
    response.writeHead(missing ? 404 : 200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(missing ? { error: 'No such account' } : { path: request.url, owner: 'Grace Hopper' }));
  });
});
afterAll(async () => {
  await upstream?.close();
});

const POLL = { timeout: 10_000 };
const rows = (page: Page) => page.getByRole('list', { name: 'Recorded responses' }).getByRole('listitem');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

/** The day in the browser's time zone, as a date field takes it. */
const localDay = (page: Page, laterDays: number) =>
  page.evaluate((days) => {
    const day = new Date();
    day.setDate(day.getDate() + days);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, laterDays);

describe('searching recorded responses', { timeout: 120_000 }, () => {
  it('finds by URL and body, marks the match, narrows by class and day, and says when nothing matches', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(10_000);
    for (const path of ['/users/1', '/orders/7', '/accounts/none']) {
      await setUrl(page, `${upstream.url}${path}`);
      await send(page);
    }
    await page.locator('.view-switch').getByText('Response Analysis', { exact: true }).click();
    await expect.poll(() => rows(page).count(), POLL).toBe(3);

    // Typed from the keyboard: the list follows once typing pauses.
    await searchBox(page).click();
    await page.keyboard.type('ORDERS');
    await expect.poll(() => rows(page).count(), POLL).toBe(1);
    expect(await rows(page).first().locator('mark').allTextContents()).toEqual(['orders']);

    // A word only the bodies hold: the row says where it was found.
    await searchBox(page).fill('hopper');
    await expect.poll(() => rows(page).count(), POLL).toBe(2);
    expect(await rows(page).first().textContent()).toContain('Found in response body');

    await page.getByRole('combobox', { name: 'Status class' }).selectOption('errors');
    await searchBox(page).fill('');
    await expect.poll(() => rows(page).count(), POLL).toBe(1);
    expect(await rows(page).first().textContent()).toContain('/accounts/none');
    await page.getByRole('combobox', { name: 'Status class' }).selectOption('');
    await expect.poll(() => rows(page).count(), POLL).toBe(3);

    // Days: today holds all three, tomorrow none.
    await page.getByLabel('From').fill(await localDay(page, 1));
    await page.getByText('No recorded response matches these filters.').waitFor();
    await page.getByLabel('From').fill(await localDay(page, 0));
    await expect.poll(() => rows(page).count(), POLL).toBe(3);

    // No match: the list says so and how to clear; Enter asks at once, the button is reached by Tab.
    await searchBox(page).fill('nowhere-to-be-found');
    await searchBox(page).press('Enter');
    await page.getByText('No recorded response matches “nowhere-to-be-found”.').waitFor();
    await page.getByText('Clear the search and filters to see every recorded response.').waitFor();
    const clear = page.getByRole('button', { name: 'Clear search and filters' });
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows(page).count(), POLL).toBe(3);
    expect(await searchBox(page).inputValue()).toBe('');
    expect(await page.getByLabel('From').inputValue()).toBe('');
    await context.close();
  });
});
