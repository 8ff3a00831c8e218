// Screenshots of the documentation guide at desktop and phone sizes, light and dark, for a person
// to check: written under /tmp/shots/docs (or COURIER_DOCS_SHOTS), never committed.
import { describe, it } from 'vitest';
import { openApp, useStack } from './harness.js';
import { LOOKS, screenshotsIn } from './screenshots.js';

const SHOTS = process.env.COURIER_DOCS_SHOTS ?? '/tmp/shots/docs';
const stack = useStack();

const shoot = screenshotsIn(SHOTS);

describe('documentation guide screenshots', { timeout: 240_000 }, () => {
  for (const { theme, size, viewport } of LOOKS) {
    it(`${size} ${theme}`, async () => {
      const { context, page } = await openApp(stack, { theme, viewport });
      page.setDefaultTimeout(20_000);
      await page.goto(`${stack.server.url}/docs`);
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      await shoot(page, `overview-${size}-${theme}`);
      await page.goto(`${stack.server.url}/docs/getting-started.setup`);
      await page.getByRole('heading', { level: 1, name: 'Setup' }).waitFor();
      await page.getByRole('button', { name: 'Mark as Complete' }).first().click();
      await page.getByRole('radio', { name: '4 stars' }).first().click({ force: true });
      await shoot(page, `setup-${size}-${theme}`);
      await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('environment');
      await page.getByRole('region', { name: 'Search results' }).getByRole('link').first().waitFor();
      await shoot(page, `search-${size}-${theme}`);
      await context.close();
    });
  }
});
