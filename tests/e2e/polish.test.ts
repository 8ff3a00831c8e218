// Small things a daily user notices: the numbers the runner form keeps, the schema's plurals.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openApp, PHONE, setEditorText, setUrl, useStack } from './harness.js';

/** WCAG 2 contrast ratio of a control's text against its own background. */
async function contrastOf(control: Locator): Promise<number> {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    // Computed colours come back as rgb(…) or, for color-mix, as color(srgb r g b) in 0–1.
    const channels = (color: string): number[] => {
      const numbers = (color.match(/[\d.]+/g) ?? []).map(Number).slice(0, 3);
      return color.startsWith('color(') ? numbers : numbers.map((value) => value / 255);
    };
    const luminance = (color: string): number => {
      const [r = 0, g = 0, b = 0] = channels(color).map((value) =>
        value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
      );
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

const stack = useStack();

describe('fidelity and polish', { timeout: 90_000 }, () => {
  it('raises a runner timeout below 1000 ms to the minimum, 1000, not to the 30000 default', async () => {
    const { context, page } = await openApp(stack);
    await page.locator('.view-switch').getByText('Runner', { exact: true }).click();
    const timeout = page.getByRole('textbox', { name: /^Timeout/ });
    await timeout.fill('500');
    await timeout.blur();
    await expect.poll(() => timeout.inputValue()).toBe('1000');
    await timeout.fill('soon');
    await timeout.blur();
    await expect.poll(() => timeout.inputValue()).toBe('30000');
    await context.close();
  });

  it('counts one schema field as "1 field"', async () => {
    const { context, page } = await openApp(stack);
    await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
    await setUrl(page, `${stack.echo.url}/graphql`);
    await page.getByRole('tab', { name: 'Body' }).click();
    await page.getByRole('combobox', { name: 'Body', exact: true }).selectOption('graphql');
    await page.getByRole('button', { name: 'Introspect' }).click();
    const schema = page.getByRole('region', { name: 'Schema' });
    const subscription = schema.locator('summary', { hasText: 'Subscription' });
    await expect.poll(() => subscription.textContent(), { timeout: 20_000 }).toContain('1 field');
    expect(await subscription.textContent()).not.toContain('1 fields');
    await context.close();
  });

  it('keeps filled buttons readable: primary in light and danger in dark reach WCAG AA 4.5:1', async () => {
    const light = await openApp(stack, { theme: 'light' });
    await setUrl(light.page, `${stack.echo.url}/get`);
    expect(await contrastOf(light.page.getByRole('button', { name: 'Send', exact: true }))).toBeGreaterThanOrEqual(4.5);
    await light.context.close();

    const dark = await openApp(stack, { theme: 'dark' });
    await dark.page.getByRole('button', { name: 'Environments', exact: true }).click();
    await dark.page.getByRole('button', { name: 'Delete Staging' }).click();
    const confirm = dark.page.getByRole('dialog', { name: 'Please confirm' });
    expect(await contrastOf(confirm.getByRole('button', { name: 'Delete', exact: true }))).toBeGreaterThanOrEqual(4.5);
    await dark.context.close();
  });

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`keeps the body editor usable with the validation list and the preview shown (${size})`, async () => {
      const { context, page } = await openApp(stack, { viewport });
      await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
      await setUrl(page, `${stack.echo.url}/post?a={{one}}&b={{two}}&c={{three}}&t={{timestamp}}`);
      await page.getByRole('tab', { name: 'Body' }).click();
      await page.getByRole('combobox', { name: 'Body', exact: true }).selectOption('json');
      await setEditorText(page, 'Request body', '{\n  "a": "{{four}}",\n  "b": "{{five}}"\n}');
      await page.getByRole('button', { name: 'Preview resolved variables' }).click();
      await page.getByText('Variable Validation Errors:').waitFor();

      // The editor shows at least five of its lines inside the request pane (scrolled to, on a phone).
      const editor = page.locator('.builder-tabs .cm-editor');
      await editor.scrollIntoViewIfNeeded();
      const visible = await editor.evaluate((element) => {
        const pane = element.closest('.workbench-top')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return Math.min(box.bottom, pane.bottom) - Math.max(box.top, pane.top);
      });
      expect(visible).toBeGreaterThanOrEqual(5 * 18);
      await page.getByRole('textbox', { name: 'Request body', exact: true }).click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.insertText(' ');
      expect(await page.getByRole('textbox', { name: 'Request body', exact: true }).textContent()).toContain('} ');
      await context.close();
    });
  }

  it('does not shift the URL bar while "Sending..."', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, `${stack.echo.url}/get`);
    await page.getByRole('tab', { name: /Scripts/ }).click();
    await setEditorText(page, 'Pre-request script', 'while (true) {}');
    const url = page.locator('.url-field');
    const before = await url.boundingBox();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    expect(await url.boundingBox()).toEqual(before);
    await page.keyboard.press('Escape');
    await context.close();
  });

  it("leaves every tab and button reachable at phone width: the analysis tabs and the guide's Start Setup Guide", async () => {
    const { context, page } = await openApp(stack, { viewport: PHONE });
    await page.goto(`${stack.server.url}/analysis`);
    const tabs = page.locator('.collab-tabs [role="tab"]');
    await tabs.first().waitFor();
    expect(await tabs.count()).toBeGreaterThan(3);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }

    await page.goto(`${stack.server.url}/docs`);
    const start = page.getByRole('button', { name: 'Start Setup Guide' });
    await start.scrollIntoViewIfNeeded();
    const box = (await start.boundingBox())!;
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toContain('Start Setup Guide');
    await context.close();
  });

  it("shows 'Backend server is not responding' while calls get no answer, and hides it at the first answer", async () => {
    const { context, page } = await openApp(stack);
    const banner = page.getByRole('alert').filter({ hasText: 'Backend server is not responding' });
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    // The Mock Server view asks the server at once; with no answer the banner shows.
    await page.goto(`${stack.server.url}/mock`);
    await banner.waitFor();
    await page.unroute('**/api/**');
    // One answered call (Retry) is enough: the banner does not wait for its next scheduled check.
    await page.getByRole('button', { name: 'Retry' }).click();
    await banner.waitFor({ state: 'detached', timeout: 2_000 });
    await context.close();
  });
});
