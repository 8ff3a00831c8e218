// The documentation guide in Chromium: search finds a page, a short page's steps completed (one
// suggested by its check after Try it and Send) show the progress and the congratulation, bookmarks
// and ratings survive a reload, a code block copies, print opens, and a page's address opens it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, pathOf, send, useStack } from './harness.js';

const stack = useStack();

const stepOf = (page: Page, title: string) => page.getByRole('listitem', { name: new RegExp(`^Step \\d+: ${title}$`) });

describe('the documentation guide', { timeout: 90_000 }, () => {
  it('opens from the rail, searches, and opens a page by its address', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(15_000);
    await page.locator('.view-switch').getByText('Docs', { exact: true }).click();
    expect(pathOf(page)).toBe('/docs');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    const stats = page.getByRole('definition');
    expect(await stats.allInnerTexts()).toEqual(['10', '7', '4', '4']);
    expect(await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link').count()).toBeGreaterThan(11);

    // Ctrl+F belongs to the guide while it has focus: it goes to the guide's search.
    await page.keyboard.press('Control+f');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Search the documentation');
    await page.keyboard.type('mock configuration');
    const results = page.getByRole('region', { name: 'Search results' });
    await results.getByRole('link').first().waitFor();
    await results.getByRole('link', { name: /Creating mocks/ }).click();
    expect(pathOf(page)).toBe('/docs/mock-server.creating-mocks');
    await page.getByRole('heading', { level: 1, name: 'Creating mocks' }).waitFor();

    // The address of a page loads it, reading time and difficulty included.
    await page.goto(`${stack.server.url}/docs/api-builder.basic-requests`);
    await page.getByRole('heading', { level: 1, name: 'Basic requests' }).waitFor();
    await page.getByText(/^\d+ min read$/).waitFor();
    await page.getByText('Beginner', { exact: true }).first().waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Documentation' }).click();
    expect(pathOf(page)).toBe('/docs');

    // Esc closes the guide.
    await page.locator('.docs-view').focus();
    await page.keyboard.press('Escape');
    expect(pathOf(page)).toBe('/');
    await context.close();
  });

  it('completes a short page’s steps, one offered by its check, and congratulates at 100 %', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(15_000);
    await page.goto(`${stack.server.url}/docs/getting-started.setup`);
    await page.getByRole('heading', { level: 1, name: 'Setup' }).waitFor();
    const card = page.getByRole('region', { name: 'Your progress' });
    await card.getByText('0 of 2 steps completed').waitFor();
    expect(await card.getByText('0% complete').count()).toBe(1);

    await stepOf(page, 'Start Courier').getByRole('button', { name: 'Mark as Complete' }).click();
    await card.getByText('1 of 2 steps completed').waitFor();
    await card.getByText('50% complete').waitFor();
    // Completion cannot be undone in the view.
    expect(await stepOf(page, 'Start Courier').getByRole('button', { name: 'Mark as Complete' }).count()).toBe(0);
    await stepOf(page, 'Start Courier').getByText('Completed').waitFor();

    // Try it opens the step's request in the Builder; after Send the step offers its completion.
    await stepOf(page, 'Send your first request')
      .getByRole('button', { name: /^Try it/ })
      .click();
    expect(pathOf(page)).toBe('/');
    await send(page);
    await page.locator('.response-meta').getByText('200', { exact: false }).first().waitFor();
    await page.goBack();
    expect(pathOf(page)).toBe('/docs/getting-started.setup');
    await stepOf(page, 'Send your first request').getByRole('button', { name: 'Mark as complete — done' }).click();
    await card.getByText('2 of 2 steps completed').waitFor();
    await card.getByText('100% complete').waitFor();
    await card
      .getByRole('status')
      .getByText(/Congratulations/)
      .waitFor();

    // The guide's progress bar counts them among all numbered steps.
    const guide = page.getByRole('progressbar', { name: 'Guide progress' });
    expect(Number(await guide.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await page.reload();
    await card.getByText('100% complete').waitFor();
    await context.close();
  });

  it('keeps bookmarks and ratings, copies a code block and prints', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(15_000);
    await page.goto(`${stack.server.url}/docs/getting-started.setup`);
    await page.getByRole('heading', { level: 1, name: 'Setup' }).waitFor();

    await page.getByRole('toolbar', { name: 'Page actions' }).getByRole('button', { name: 'Bookmark' }).click();
    const bookmarks = page.getByRole('region', { name: 'Bookmarks' });
    await bookmarks.getByRole('link', { name: 'Setup' }).waitFor();

    const step = stepOf(page, 'Start Courier');
    await step.getByRole('radio', { name: '4 stars' }).click({ force: true });
    await expect.poll(() => step.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);

    await step.getByRole('button', { name: 'Copy' }).click();
    await step.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install && npm start');
    await step.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 4000 });

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await page.locator('.docs-view').focus();
    await page.keyboard.press('Control+p');
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);

    await page.getByRole('button', { name: 'Video Tutorials' }).click();
    await page
      .getByRole('dialog', { name: 'Video Tutorials' })
      .getByText(/coming soon/)
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Video Tutorials' }).waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/docs/getting-started.setup');
    expect(await page.getByRole('link', { name: 'Get Help' }).getAttribute('href')).toMatch(/\/issues$/);

    await page.reload();
    await page.getByRole('region', { name: 'Bookmarks' }).getByRole('link', { name: 'Setup' }).waitFor();
    expect(await stepOf(page, 'Start Courier').getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await context.close();
  });
});
