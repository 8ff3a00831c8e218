// Screenshots of the main views at desktop and phone sizes, light and dark, for a person to
// check: saved under tests/e2e/screenshots; with COURIER_UPDATE_SCREENSHOT=1 the desktop light one
// also replaces docs/screenshot.png, the README's picture.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openApp, PHONE, ROOT, screenshot, setEditorText, setUrl, useStack } from './harness.js';

const stack = useStack();

async function sendExample(page: Page) {
  await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
  await setUrl(page, `${stack.echo.url}/anything?page=1`);
  await page.getByRole('textbox', { name: 'New header name' }).fill('X-Request-Id');
  await page.getByRole('textbox', { name: 'Header 1 value' }).fill('{{$guid}}');
  await page.getByRole('tab', { name: 'Body' }).click();
  await page.getByRole('combobox', { name: 'Body', exact: true }).selectOption('json');
  await setEditorText(page, 'Request body', '{\n  "name": "Ada Lovelace",\n  "role": "admin"\n}');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => page.locator('.response-meta').textContent(), { timeout: 30_000 }).toMatch(/200 OK/);
  await page.mouse.move(0, 0);
}

describe('screenshots', { timeout: 120_000 }, () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`builder with a response, desktop, ${theme}`, async () => {
      const { context, page } = await openApp(stack, { viewport: DESKTOP, theme });
      await sendExample(page);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
      const path = await screenshot(page, `builder-desktop-${theme}`);
      if (theme === 'light' && process.env.COURIER_UPDATE_SCREENSHOT === '1') {
        mkdirSync(join(ROOT, 'docs'), { recursive: true });
        copyFileSync(path, join(ROOT, 'docs/screenshot.png'));
      }
      await context.close();
    });

    it(`builder and drawer, phone, ${theme}`, async () => {
      const { context, page } = await openApp(stack, { viewport: PHONE, theme });
      await sendExample(page);
      await screenshot(page, `builder-phone-${theme}`);
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      const close = page.getByRole('button', { name: 'Close sidebar' });
      await close.waitFor();
      await page.waitForTimeout(250);
      await screenshot(page, `drawer-phone-${theme}`);
      await close.click();
      await page.waitForTimeout(250);
      expect(await page.locator('.sidebar-open').count()).toBe(0);

      // Everything in the top bar stays reachable at 390 px: Sign In is on screen and the secondary
      // actions sit in the "More actions" menu.
      const signIn = await page.getByRole('button', { name: 'Sign In' }).boundingBox();
      expect(signIn && signIn.x + signIn.width).toBeLessThanOrEqual(PHONE.width);
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await page.getByRole('dialog', { name: 'Settings' }).waitFor();
      await context.close();
    });

    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`preview with samples, sending with Cancel and the command palette, ${size}, ${theme}`, async () => {
        const { context, page } = await openApp(stack, { viewport, theme });
        await setUrl(page, `${stack.echo.url}/anything?at={{timestamp}}&id={{randomUUID}}`);
        await page.getByRole('button', { name: 'Preview resolved variables' }).click();
        await page.getByRole('tab', { name: /Scripts/ }).click();
        await setEditorText(page, 'Pre-request script', 'while (true) {}');
        await page.getByRole('button', { name: 'Send', exact: true }).click();
        await page.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
        await page.mouse.move(0, 0);
        await screenshot(page, `preview-sending-${size}-${theme}`);
        await page.keyboard.press('Escape');
        await page.keyboard.press('ControlOrMeta+k');
        await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
        await page.keyboard.insertText('go');
        await screenshot(page, `palette-${size}-${theme}`);
        await context.close();
      });
    }
  }
});
