// The Theme Manager in Chromium: a default theme applied restyles the page and survives a reload,
// a theme made in the editor (with its contrast warning and preview), cloned and deleted, font
// size and high contrast change the page. Screenshots go to /tmp/shots/themes for a person to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { download } from './download.js';
import { confirm, DESKTOP, openApp, PHONE, pathOf, send, setEditorText, setUrl, useStack } from './harness.js';

const SHOTS = process.env.COURIER_THEMES_SHOTS ?? '/tmp/shots/themes';
const stack = useStack();

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeStyle = (page: Page) => page.evaluate(() => document.getElementById('courier-theme')?.textContent ?? '');

describe('the Theme Manager', () => {
  it('applies a default theme, makes one in the editor, clones and deletes it, and changes text size and contrast', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    await page.locator('.view-switch').getByText('Themes', { exact: true }).click();
    expect(pathOf(page)).toBe('/themes');
    await page.getByRole('tab', { name: 'Themes (4)' }).waitFor();
    await expect
      .poll(() => page.getByRole('article').getByRole('button', { name: 'Apply', disabled: true }).count())
      .toBe(1);

    // Apply Dark: the page turns dark at once and stays so after a reload.
    await page.getByRole('article', { name: 'Dark' }).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => pageBackground(page)).toBe('rgb(22, 25, 29)');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.getByRole('article', { name: 'Dark' }).getByRole('button', { name: 'Apply' }).isDisabled()).toBe(
      true,
    );
    await page.getByRole('article', { name: 'Midnight' }).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => pageBackground(page)).toBe('rgb(26, 27, 38)');
    await page.reload();
    await expect.poll(() => themeStyle(page)).toContain('--color-bg: #1a1b26;');
    await expect.poll(() => pageBackground(page)).toBe('rgb(26, 27, 38)');
    await page.getByRole('article', { name: 'Midnight' }).waitFor();
    await shoot(page, 'themes-desktop-midnight');

    // The editor: an empty name is refused in the spec's words; unreadable text is flagged and fixed.
    await page.getByRole('tab', { name: 'Theme Editor' }).click();
    await page.getByRole('button', { name: 'Create Theme' }).click();
    await page.getByText('Error creating theme: name is required').waitFor();
    await page.getByRole('textbox', { name: 'Theme name' }).fill('Ocean');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('dark');
    await page.getByRole('textbox', { name: 'Background', exact: true }).fill('#0b1d2e');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('#203040');
    await page.getByText(/Text on background is \d\.\d\d:1, below 4\.5:1/).waitFor();
    await page.getByRole('button', { name: /^Use #/ }).click();
    await expect.poll(() => page.getByText(/Text on background is/).count()).toBe(0);
    const preview = page.getByRole('region', { name: 'Preview' });
    expect(await preview.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(11, 29, 46)');
    await shoot(page, 'editor-desktop');
    await page.getByRole('button', { name: 'Create Theme' }).click();
    await page.getByRole('tab', { name: 'Themes (5)' }).click();

    // Clone with the suggested name, then delete the copy after confirming.
    await page.getByRole('button', { name: 'Clone Ocean' }).click();
    const cloneDialog = page.getByRole('dialog', { name: 'Clone Theme' });
    expect(await cloneDialog.getByRole('textbox', { name: 'Name of the copy' }).inputValue()).toBe('Ocean Copy');
    await cloneDialog.getByRole('button', { name: 'Clone' }).click();
    await page.getByRole('tab', { name: 'Themes (6)' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete Dark' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Delete Ocean Copy' }).click();
    await confirm(page, "Are you sure you want to delete the theme 'Ocean Copy'?", 'Delete');
    await page.getByRole('tab', { name: 'Themes (5)' }).waitFor();

    // Preferences apply at once: larger text, then high contrast raises the muted text.
    await page.getByRole('tab', { name: 'Preferences' }).click();
    const bodySize = () => page.evaluate(() => getComputedStyle(document.body).fontSize);
    expect(await bodySize()).toBe('13px');
    await page.getByRole('combobox', { name: 'Font size' }).selectOption('large');
    await expect.poll(bodySize).toBe('15px');
    const mutedBefore = await themeStyle(page).then((css) => /--color-muted: (#\w+);/.exec(css)?.[1]);
    await page.getByRole('checkbox', { name: 'High contrast' }).check();
    await expect
      .poll(() => themeStyle(page).then((css) => /--color-muted: (#\w+);/.exec(css)?.[1]))
      .not.toBe(mutedBefore);
    await page.reload();
    await expect.poll(bodySize).toBe('15px');

    // Auto switching that follows the system: a light system setting brings the light theme.
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    expect(await themeStyle(page)).not.toContain('animation-duration: 0s');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByRole('checkbox', { name: 'Switch between light and dark automatically' }).check();
    await page.getByRole('combobox', { name: 'Switch by' }).selectOption('system');
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
    expect(await themeStyle(page)).toContain('animation-duration: 0s');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.getByRole('checkbox', { name: 'Switch between light and dark automatically' }).uncheck();
    await expect.poll(() => themeStyle(page)).toContain('--color-bg: #1a1b26;');

    await page.setViewportSize(PHONE);
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByRole('combobox', { name: 'Font size' }).waitFor();
    await shoot(page, 'preferences-phone');
    await page.getByRole('tab', { name: 'Theme Editor' }).click();
    await shoot(page, 'editor-phone');
    await page.setViewportSize(DESKTOP);
    await context.close();
  });

  it('imports a VS Code colour theme, refuses a file that is not a theme, and exports the active theme', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    await page.goto(`${stack.server.url}/themes`);
    const vsCode = {
      name: 'Night Owl',
      type: 'dark',
      colors: { 'editor.background': '#011627', 'editor.foreground': '#d6deeb', focusBorder: '#122d42' },
      tokenColors: [],
    };
    await page.getByLabel('Theme file').setInputFiles({
      name: 'night-owl.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(vsCode)),
    });
    await page.getByRole('article', { name: 'Night Owl' }).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => pageBackground(page)).toBe('rgb(1, 22, 39)');

    await page.getByLabel('Theme file').setInputFiles({
      name: 'collection.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"info":{"name":"Not a theme"}}'),
    });
    await page.getByText('Error creating theme: The file is not a Courier theme or a VS Code colour theme').waitFor();

    // The Builder's editors take the theme's code colours.
    await page.locator('.view-switch').getByText('Builder', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
    await page.getByRole('tab', { name: 'Body' }).click();
    await page.getByRole('combobox', { name: 'Body', exact: true }).selectOption('json');
    await setEditorText(page, 'Request body', '{"name": "Ada"}');
    const tokenColor = (token: string) =>
      page.evaluate((name) => {
        const probe = document.createElement('span');
        probe.style.color = `var(--color-code-${name})`;
        document.body.append(probe);
        const value = getComputedStyle(probe).color;
        probe.remove();
        return value;
      }, token);
    const propertyColor = () =>
      page
        .getByRole('textbox', { name: 'Request body', exact: true })
        .getByText('"name"')
        .evaluate((element) => getComputedStyle(element).color);
    await expect.poll(propertyColor).toBe(await tokenColor('property'));
    await shoot(page, 'builder-night-owl');
    await page.locator('.view-switch').getByText('Themes', { exact: true }).click();

    const file = await download(page, page.getByRole('button', { name: 'Export', exact: true }));
    expect(file.filename).toBe('Night-Owl.courier-theme.json');
    expect(JSON.parse(file.text)).toMatchObject({
      format: 'courier-theme',
      theme: { name: 'Night Owl', type: 'dark' },
    });
    await context.close();
  });

  it('restyles the Builder with a response under each default theme, on desktop and phone', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    const api = (method: 'post' | 'put', path: string, data: unknown) =>
      page.request[method](`${stack.server.url}/api/themes/users/default/${path}`, { data });
    await api('put', 'preferences', { autoTheme: false, customSettings: { highContrast: false, fontSize: 'medium' } });
    const backgrounds = {
      light: 'rgb(255, 255, 255)',
      dark: 'rgb(22, 25, 29)',
      solarized: 'rgb(253, 246, 227)',
      midnight: 'rgb(26, 27, 38)',
    };
    for (const [id, background] of Object.entries(backgrounds)) {
      expect((await api('post', 'active', { themeId: id })).ok()).toBe(true);
      await page.reload();
      await expect.poll(() => pageBackground(page)).toBe(background);
      await setUrl(page, `${stack.echo.url}/anything?theme=${id}`);
      await send(page);
      await page.getByText('200 OK').first().waitFor();
      await shoot(page, `builder-desktop-${id}`);
      await page.setViewportSize(PHONE);
      await shoot(page, `builder-phone-${id}`);
      await page.setViewportSize(DESKTOP);
    }
    await context.close();
  });

  it('starts on the light theme, silently, when the theme calls fail', async () => {
    const context = await stack.browser.newContext({ viewport: DESKTOP });
    await context.route('**/api/themes/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(stack.server.url);
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    expect(await pageBackground(page)).toBe('rgb(255, 255, 255)');
    expect(await page.evaluate(() => document.getElementById('courier-theme'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
