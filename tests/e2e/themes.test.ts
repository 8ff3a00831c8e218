// The Theme Manager in Chromium: a default theme applied restyles the page and survives a reload,
// a theme made in the editor (with its contrast warning and preview), cloned and deleted, font
// size and high contrast change the page. Screenshots go to /tmp/shots/themes for a person to look at.
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { download } from './download.js';
import { confirm, DESKTOP, openApp, PHONE, pathOf, send, setEditorText, setUrl, useStack } from './harness.js';
import { screenshotsIn } from './screenshots.js';

const SHOTS = process.env.COURIER_THEMES_SHOTS ?? '/tmp/shots/themes';
const stack = useStack();
// On a busy machine a flow takes well over the default 20 s, and a reloaded page longer than the
// default second of a poll to restyle.
vi.setConfig({ testTimeout: 60_000, expect: { poll: { timeout: 8_000 } } });

const shoot = screenshotsIn(SHOTS);

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
    // A primary colour that cannot be read on the background is flagged too, and the list shows what is applied.
    const primaryField = page.getByRole('textbox', { name: 'Primary', exact: true });
    const primaryBefore = await primaryField.inputValue();
    await page.getByRole('textbox', { name: 'Background', exact: true }).fill('#ffffff');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('light');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('#212529');
    await primaryField.fill('#ffcc00');
    await page.getByText(/Primary on background is \d\.\d\d:1, below 3:1/).waitFor();
    await page
      .getByRole('region', { name: 'Contrast' })
      .getByText(/Primary on background: \d\.\d\d:1 #[0-9a-f]{6} \(adjusted from #ffcc00\)/)
      .waitFor();
    await primaryField.fill(primaryBefore);
    await page.getByRole('textbox', { name: 'Background', exact: true }).fill('#0b1d2e');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('dark');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('#203040');
    await page.getByRole('button', { name: /^Use #/ }).click();
    await expect.poll(() => page.getByText(/ on background is/).count()).toBe(0);
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
      tokenColors: [
        { scope: ['comment'], settings: { foreground: '#637777', fontStyle: 'italic' } },
        { scope: 'string', settings: { foreground: '#ecc48d' } },
        { scope: 'support.type.property-name.json', settings: { foreground: '#7fdbca' } },
      ],
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
    // The imported theme's own colour for JSON keys, not one derived from its four colours.
    expect(await tokenColor('property')).toBe('rgb(127, 219, 202)');
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

  it('edits a theme of its own in the editor, restyling at once when active; the tab is in the address', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    // Earlier flows leave high contrast on, which would fit the chosen colours further.
    await page.request.put(`${stack.server.url}/api/themes/users/default/preferences`, {
      data: { autoTheme: false, customSettings: { highContrast: false } },
    });
    const harbour = await page.request.post(`${stack.server.url}/api/themes`, {
      data: {
        name: 'Harbour',
        type: 'light',
        description: 'Sea and stone',
        colors: { primary: '#0b7285', background: '#f1f3f5', textPrimary: '#1b262c', border: '#ced4da' },
      },
    });
    const id = ((await harbour.json()) as { data: { id: string } }).data.id;
    await page.goto(`${stack.server.url}/themes`);
    await page.getByRole('article', { name: 'Harbour' }).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => pageBackground(page)).toBe('rgb(241, 243, 245)');
    expect(await page.getByRole('button', { name: 'Edit Light' }).count()).toBe(0);

    // Edit opens the theme in the editor, with its address.
    await page.getByRole('button', { name: 'Edit Harbour' }).click();
    const form = page.getByRole('form', { name: 'Edit theme Harbour' });
    expect(await form.getByRole('textbox', { name: 'Theme name' }).inputValue()).toBe('Harbour');
    expect(new URL(page.url()).search).toBe(`?tab=editor&theme=${id}`);
    await page.reload();
    expect(await form.getByRole('textbox', { name: 'Background', exact: true }).inputValue()).toBe('#f1f3f5');
    expect(await page.getByRole('tab', { name: 'Theme Editor' }).getAttribute('aria-selected')).toBe('true');

    // The preview is the workbench in miniature under the draft: its top bar, rail and a response.
    await form.getByRole('textbox', { name: 'Background', exact: true }).fill('#e6f4f1');
    await form.getByRole('textbox', { name: 'Strings', exact: true }).fill('#c2255c');
    const preview = page.getByRole('region', { name: 'Preview' });
    const previewColor = (selector: string, property: 'backgroundColor' | 'color') =>
      preview
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element)[name], property);
    await expect.poll(() => previewColor('.topbar', 'backgroundColor')).not.toBe('rgb(241, 243, 245)');
    expect(await preview.locator('.view-switch-item').count()).toBeGreaterThan(5);
    expect(await previewColor('.tok-string', 'color')).toBe('rgb(194, 37, 92)');
    expect(await pageBackground(page)).toBe('rgb(241, 243, 245)');
    // Badges and coloured code are held to 3:1, as the token contract fits them; none is flagged.
    const contrast = page.getByRole('region', { name: 'Contrast' });
    await contrast.getByText('POST badge: 3.01:1').waitFor();
    expect(await contrast.getByText(/below/).count()).toBe(0);
    await shoot(page, 'editor-editing-desktop');

    // Saving the active theme restyles the page at once; the name stays its own.
    await form.getByRole('textbox', { name: 'Theme name' }).fill('Harbour Mist');
    await form.getByRole('button', { name: 'Save Theme' }).click();
    await expect.poll(() => pageBackground(page)).toBe('rgb(230, 244, 241)');
    await expect.poll(() => themeStyle(page)).toContain('--color-code-string: #c2255c;');
    await page.getByRole('tab', { name: /^Themes/ }).click();
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('article', { name: 'Harbour Mist' }).waitFor();

    // A name another theme has is refused in words.
    await page.getByRole('button', { name: 'Edit Harbour Mist' }).click();
    const editForm = page.getByRole('form', { name: 'Edit theme Harbour Mist' });
    await editForm.getByRole('textbox', { name: 'Theme name' }).fill('Solarized');
    await editForm.getByRole('button', { name: 'Save Theme' }).click();
    await page.getByText("Error saving theme: A theme named 'Solarized' already exists").waitFor();
    await editForm.getByRole('button', { name: 'New theme' }).click();
    await page.getByRole('form', { name: 'New theme' }).waitFor();
    expect(new URL(page.url()).search).toBe('?tab=editor');

    // The Preferences tab has an address too.
    await page.getByRole('tab', { name: 'Preferences' }).click();
    expect(new URL(page.url()).search).toBe('?tab=preferences');
    // A dialog opened over the tab joins the address and leaves the tab in it.
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    expect(new URL(page.url()).search).toBe('?tab=preferences&dialog=settings');
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=preferences');
    await page.reload();
    await page.getByRole('combobox', { name: 'Font size' }).waitFor();
    await context.close();
  });

  it("follows the system's wish for more contrast while following the system", async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    const preferences = (data: unknown) =>
      page.request.put(`${stack.server.url}/api/themes/users/default/preferences`, { data });
    await preferences({ autoTheme: true, autoThemeSource: 'system', customSettings: { highContrast: false } });
    await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
    await page.reload();
    const muted = () => themeStyle(page).then((css) => /--color-muted: (#\w+);/.exec(css)?.[1]);
    await expect.poll(muted).toBeDefined();
    const usual = await muted();
    await page.emulateMedia({ contrast: 'more' });
    await expect.poll(muted).not.toBe(usual);
    await page.emulateMedia({ contrast: 'no-preference' });
    await expect.poll(muted).toBe(usual);
    // Not following the system, its wish does not apply: the user's own setting does.
    await preferences({ autoTheme: false });
    await page.request.post(`${stack.server.url}/api/themes/users/default/active`, { data: { themeId: 'midnight' } });
    await page.emulateMedia({ contrast: 'more' });
    await page.reload();
    const midnight = await (await page.request.get(`${stack.server.url}/api/themes/midnight/css`)).text();
    await expect.poll(() => themeStyle(page)).toBe(midnight);
    await context.close();
  });

  // Four reloads, sends and pairs of screenshots: the longest flow here.
  it(
    'restyles the Builder with a response under each default theme, on desktop and phone',
    { timeout: 150_000 },
    async () => {
      const { context, page } = await openApp(stack);
      page.setDefaultTimeout(8000);
      const api = (method: 'post' | 'put', path: string, data: unknown) =>
        page.request[method](`${stack.server.url}/api/themes/users/default/${path}`, { data });
      await api('put', 'preferences', {
        autoTheme: false,
        customSettings: { highContrast: false, fontSize: 'medium' },
      });
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
    },
  );

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
