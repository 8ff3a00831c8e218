// A keyboard you can trust: shortcuts are never swallowed by the focused control, Esc and Enter
// work in every dialog, and Ctrl/Cmd+K reaches every command.
import { describe, expect, it } from 'vitest';
import { confirm, openApp, pathOf, responseBody, runCommand, setUrl, useStack } from './harness.js';

const stack = useStack();

const petsCollection = {
  'courier.collections': {
    version: 1,
    state: [
      {
        id: 'c1',
        name: 'Pets',
        items: [
          {
            type: 'folder',
            id: 'f1',
            name: 'Admin',
            items: [{ type: 'request', id: 'r2', name: 'Create pet', method: 'POST', url: 'http://example.test/pets' }],
          },
        ],
      },
    ],
  },
};

describe('a keyboard you can trust', { timeout: 90_000 }, () => {
  it('sends with Ctrl/Cmd+Enter while the Auth button has focus, without opening the Auth dialog', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, `${stack.echo.url}/get?from=auth-focus`);
    await page.getByRole('button', { name: /^Auth:/ }).focus();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(() => responseBody(page).textContent(), { timeout: 20_000 }).toContain('auth-focus');
    expect(await page.getByRole('dialog', { name: 'Authentication' }).count()).toBe(0);
    await context.close();
  });

  it('gives focus back to the dialog after a nested confirm, so Esc closes it', async () => {
    const { context, page } = await openApp(stack);
    await page.getByRole('button', { name: 'Environments', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Environments' });
    await dialog.getByRole('button', { name: 'Delete Staging' }).click();
    await confirm(page, 'Are you sure you want to delete this environment?', 'Delete');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('submits New Collection and Rename with Enter', async () => {
    const { context, page } = await openApp(stack);
    await page.getByRole('button', { name: 'New Collection' }).first().click();
    await page.getByRole('dialog', { name: 'New Collection' }).waitFor();
    await page.keyboard.insertText('Orders');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'New Collection' }).waitFor({ state: 'detached' });
    const sidebar = page.getByRole('tree', { name: 'Collections' });
    await expect.poll(() => sidebar.textContent()).toContain('Orders');

    await page.getByRole('button', { name: 'Actions for Orders' }).click({ force: true });
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: /Rename/ });
    await rename.getByRole('textbox').fill('Invoices');
    await page.keyboard.press('Enter');
    await rename.waitFor({ state: 'detached' });
    await expect.poll(() => sidebar.textContent()).toContain('Invoices');
    await context.close();
  });

  it('opens a request, switches environment, view and theme from the Ctrl/Cmd+K palette', async () => {
    const { context, page } = await openApp(stack, { storage: petsCollection });
    await runCommand(page, 'create pet');
    await expect.poll(() => page.locator('.builder-title').textContent()).toBe('Create pet');
    expect(await page.getByRole('combobox', { name: 'Method' }).inputValue()).toBe('POST');

    await runCommand(page, 'staging');
    await expect
      .poll(() => page.getByRole('button', { name: /Active environment/ }).textContent())
      .toContain('Staging');

    await runCommand(page, 'dark');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    await runCommand(page, 'run pets');
    await expect.poll(() => pathOf(page)).toBe('/runner');
    // The run starts at once: its results take the place of the empty state.
    await expect
      .poll(() => page.getByRole('region', { name: 'Run results' }).getByRole('table').count(), { timeout: 20_000 })
      .toBe(1);

    await runCommand(page, 'builder');
    await expect.poll(() => pathOf(page)).toBe('/');
    await context.close();
  });
});
