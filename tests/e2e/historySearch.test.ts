// Searching the History tab as a user who sent a few requests an hour ago: by a word of the URL, by
// text only the response body held, by the request body, narrowed by status; a search that finds
// nothing says so and clears in one click.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, send, setEditorText, setUrl, useStack } from './harness.js';
import { LOOKS, screenshotsIn } from './screenshots.js';

const stack = useStack();
const shoot = screenshotsIn(process.env.COURIER_HISTORY_SHOTS ?? '/tmp/shots/history');

const history = (page: Page) => page.getByRole('list', { name: 'History' });
const rows = async (page: Page) =>
  (await history(page).getByRole('listitem').allTextContents()).map((text) => text.replace(/\s+/g, ' '));

async function sendSome(page: Page): Promise<void> {
  // The POST first, while the only Body tab is the request's.
  await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
  await setUrl(page, `${stack.echo.url}/orders`);
  await page.getByRole('tab', { name: 'Body' }).click();
  await page.getByRole('combobox', { name: 'Body', exact: true }).selectOption('json');
  await setEditorText(page, 'Request body', '{"sku":"RED-SHOE"}');
  await send(page);
  await page.getByRole('combobox', { name: 'Method' }).selectOption('GET');
  await setUrl(page, `${stack.echo.url}/status/404`);
  await send(page);
  await setUrl(page, `${stack.echo.url}/users?page=2`);
  await send(page);
}

describe('history search', { timeout: 120_000 }, () => {
  it('finds sends by URL, by either body and by status, and says when nothing matches', async () => {
    const { context, page } = await openApp(stack);
    await sendSome(page);
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(async () => (await rows(page)).length).toBe(3);

    const search = page.getByRole('searchbox', { name: 'Search history' });
    await search.fill('users');
    await expect.poll(() => rows(page)).toEqual([expect.stringContaining('/users?page=2')]);
    expect(await history(page).locator('mark').allTextContents()).toEqual(['users']);
    await page.getByRole('status').filter({ hasText: '1 of 3 entries' }).waitFor();

    // RED-SHOE is in the POST's body (and in the echo of it): the row says where, since the URL does not show it.
    await search.fill('red-shoe post');
    await expect.poll(() => rows(page)).toEqual([expect.stringContaining('found in request body')]);

    await search.fill('');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('4xx');
    await expect.poll(() => rows(page)).toEqual([expect.stringContaining('/status/404')]);

    await search.fill('users');
    await page.getByText('No history matches “users”').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(async () => (await rows(page)).length).toBe(3);
    expect(await search.inputValue()).toBe('');

    // An entry found opens in the builder as sent.
    await search.fill('orders');
    await history(page).getByRole('button').first().click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'URL', exact: true }).textContent())
      .toBe(`${stack.echo.url}/orders`);
    await context.close();
  });

  it('looks right at desktop and phone sizes, light and dark', async () => {
    for (const { theme, size, viewport } of LOOKS) {
      const { context, page } = await openApp(stack, { viewport, theme });
      await sendSome(page);
      if (size === 'phone') await page.getByRole('button', { name: 'Open sidebar' }).click();
      await page.getByRole('tab', { name: 'History' }).click();
      await page.getByRole('searchbox', { name: 'Search history' }).fill('orders');
      await shoot(page, `history-search-${size}-${theme}`);
      await context.close();
    }
  });
});
