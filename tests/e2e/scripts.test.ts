// Pre-request and test scripts run in the browser's Worker sandbox, as a user adds a test script
// and reads the Tests tab.
import { describe, expect, it } from 'vitest';
import { openApp, setEditorText, setUrl, useStack } from './harness.js';

const stack = useStack();

describe('scripts', { timeout: 90_000 }, () => {
  it('runs a test script and shows its results in the Tests tab, and its console output', async () => {
    const { context: browser, page } = await openApp(stack);
    await setUrl(page, `${stack.echo.url}/status/201`);
    await page.getByRole('tab', { name: /Scripts/ }).click();
    // The segmented control's radios are visually hidden behind their labels.
    await page.getByRole('radio', { name: 'Tests' }).check({ force: true });
    await setEditorText(
      page,
      'Test script',
      "pm.test('created', () => pm.response.to.have.status(201));\npm.test('is ok', () => pm.expect(pm.response.code).to.equal(200));\nconsole.log('ran');",
    );
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('tab', { name: /Tests/ }).click();
    const tests = page.locator('.tests-view');
    await expect.poll(() => tests.textContent()).toContain('1 passed');
    expect(await tests.textContent()).toContain('1 failed');
    expect(await tests.textContent()).toContain('created');
    await page.getByRole('tab', { name: /Console/ }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Console' }).textContent()).toContain('ran');
    await browser.close();
  });
});
