// Requests with their own state: several open at once in tabs that show unsaved changes, Save As,
// and a history entry that reopens as an unsaved copy which never silently duplicates a request.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp, send, setUrl, toast, urlField, useStack } from './harness.js';

const stack = useStack();

function collectionOf(echo: string) {
  return {
    'courier.collections': {
      version: 1,
      state: [
        {
          id: 'c1',
          name: 'Echo',
          items: [
            { type: 'request', id: 'r1', name: 'First', method: 'GET', url: `${echo}/first` },
            { type: 'request', id: 'r2', name: 'Second', method: 'POST', url: `${echo}/second` },
          ],
        },
      ],
    },
  };
}

const requestTabs = (page: Page) => page.getByRole('tablist', { name: 'Open requests' }).getByRole('tab');
const requestTab = (page: Page, title: string) =>
  page.getByRole('tablist', { name: 'Open requests' }).getByRole('tab', { name: title });
const tree = (page: Page) => page.getByRole('tree', { name: 'Collections' });

/** The sidebar's Collections tab with the Echo collection expanded. */
async function showEcho(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Collections', exact: true }).click();
  if (
    (await tree(page)
      .getByRole('button', { name: /^GET First/ })
      .count()) === 0
  ) {
    await tree(page).getByText('Echo', { exact: true }).click();
  }
}

async function openSaved(page: Page, name: string): Promise<void> {
  await showEcho(page);
  await tree(page).getByText(name, { exact: true }).click();
  await expect.poll(() => page.locator('.builder-title').textContent()).toBe(name);
}

describe('request tabs', { timeout: 90_000 }, () => {
  it('opens several requests in tabs, marks unsaved changes in the tab and the sidebar, and asks before closing', async () => {
    const { context, page } = await openApp(stack, { storage: collectionOf(stack.echo.url) });
    await openSaved(page, 'First');
    await openSaved(page, 'Second');
    await page.getByRole('button', { name: 'New Request' }).click();
    await expect
      .poll(() => requestTabs(page).allTextContents())
      .toEqual(['GETFirst', 'POSTSecond', 'GETUntitled request']);
    expect(await page.locator('.unsaved-dot').count()).toBe(0);

    // An edit marks the tab and the request's row in the sidebar; switching keeps each draft.
    await requestTab(page, 'First').click();
    await setUrl(page, `${stack.echo.url}/first?edited=1`);
    await requestTab(page, 'First unsaved changes').waitFor();
    await tree(page).getByRole('button', { name: 'GET First unsaved changes' }).waitFor();
    await requestTab(page, 'Second').click();
    await expect.poll(() => urlField(page).textContent()).toBe(`${stack.echo.url}/second`);
    await requestTab(page, 'First').click();
    await expect.poll(() => urlField(page).textContent()).toBe(`${stack.echo.url}/first?edited=1`);

    // Arrow keys move between tabs.
    await requestTab(page, 'First').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => urlField(page).textContent()).toBe(`${stack.echo.url}/second`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => urlField(page).textContent()).toBe(`${stack.echo.url}/first?edited=1`);

    // The open tabs and their edits survive a reload.
    await page.reload();
    await requestTab(page, 'First unsaved changes').waitFor();
    expect(await requestTabs(page).count()).toBe(3);

    // Closing an unsaved tab asks first; Cancel keeps it, Don't Save drops the edit.
    await page.getByRole('button', { name: 'Close First' }).click();
    const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
    expect(await prompt.textContent()).toContain('“First” has unsaved changes. Save them before closing?');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await requestTabs(page).count()).toBe(3);
    await page.getByRole('button', { name: 'Close First' }).click();
    await prompt.getByRole('button', { name: 'Don’t Save' }).click();
    await expect.poll(() => requestTabs(page).allTextContents()).toEqual(['POSTSecond', 'GETUntitled request']);
    expect(await page.locator('.unsaved-dot').count()).toBe(0);

    // A clean tab closes without a question; Save in the prompt saves in place and closes.
    await page.getByRole('button', { name: 'Close Untitled request' }).click();
    await setUrl(page, `${stack.echo.url}/second?v=2`);
    await page.getByRole('button', { name: 'Close Second' }).click();
    await prompt.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => requestTabs(page).allTextContents()).toEqual(['GETUntitled request']);
    await openSaved(page, 'Second');
    expect(await urlField(page).textContent()).toBe(`${stack.echo.url}/second?v=2`);

    // A request never saved: Save in the prompt asks where to put it, then closes the tab.
    await page.getByRole('button', { name: 'New Request' }).click();
    await setUrl(page, `${stack.echo.url}/third`);
    await page.getByRole('button', { name: `Close ${stack.echo.url.replace('http://', '')}/third` }).click();
    await prompt.getByRole('button', { name: 'Save', exact: true }).click();
    const save = page.getByRole('dialog', { name: 'Save Request' });
    await save.getByRole('textbox', { name: 'Request name' }).fill('Third');
    await save.getByRole('button', { name: 'Save', exact: true }).click();
    await save.waitFor({ state: 'detached' });
    await expect.poll(() => requestTabs(page).allTextContents()).toEqual(['POSTSecond']);
    await expect.poll(() => tree(page).getByRole('button').allTextContents()).toContain('GETThird');
    await context.close();
  });

  it('saves a copy with Save As, leaving the original as it was', async () => {
    const { context, page } = await openApp(stack, { storage: collectionOf(stack.echo.url) });
    await openSaved(page, 'First');
    await setUrl(page, `${stack.echo.url}/first/copy`);
    await page.getByRole('button', { name: 'Save options' }).click();
    await page.getByRole('menuitem', { name: 'Save As…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Request As' });
    await dialog.getByRole('textbox', { name: 'Request name' }).fill('First copy');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.builder-title').textContent()).toBe('First copy');
    expect(await tree(page).getByRole('button').allTextContents()).toEqual(
      expect.arrayContaining(['GETFirst', 'GETFirst copy']),
    );
    // The original keeps its URL: opening it shows it in its own tab.
    await requestTab(page, 'First copy').waitFor();
    await tree(page).getByText('First', { exact: true }).click();
    await expect.poll(() => urlField(page).textContent()).toBe(`${stack.echo.url}/first`);

    // A rename in the sidebar reaches the open tab, and a later Save keeps it.
    await tree(page).getByRole('button', { name: 'Actions for First', exact: true }).click({ force: true });
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: /Rename/ });
    await rename.getByRole('textbox').fill('Primary');
    await page.keyboard.press('Enter');
    await rename.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.builder-title').textContent()).toBe('Primary');
    await requestTab(page, 'Primary').waitFor();
    expect(await page.locator('.request-tab .unsaved-dot').count()).toBe(0);
    await page.keyboard.press('ControlOrMeta+s');
    // The Save As above said it first.
    await expect.poll(() => toast(page, 'Request saved').count()).toBe(2);
    const names = await tree(page).getByRole('button').allTextContents();
    expect(names).toContain('GETPrimary');
    expect(names).not.toContain('GETFirst');
    await context.close();
  });

  it('restores a history entry as an unsaved copy that names its origin, and offers update or save as on a same name', async () => {
    const { context, page } = await openApp(stack, { storage: collectionOf(stack.echo.url) });
    await openSaved(page, 'First');
    await send(page);
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('list', { name: 'History' }).getByRole('button').first().click();

    // A new tab, not the saved request: its title says where it came from.
    await expect
      .poll(() => page.locator('.builder-heading').textContent())
      .toMatch(/^FirstUnsaved copy from history, /);
    expect(await requestTabs(page).count()).toBe(2);
    await requestTab(page, 'First unsaved changes').and(page.locator('[aria-selected="true"]')).waitFor();

    await page.keyboard.press('ControlOrMeta+s');
    const dialog = page.getByRole('dialog', { name: 'Save Request' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(
        'A request named “First” already exists in this collection. Update it with this request, or save this one under another name?',
      );
    await dialog.getByRole('button', { name: 'Save as “First (2)”' }).click();
    await dialog.waitFor({ state: 'detached' });
    await showEcho(page);
    await expect
      .poll(() => tree(page).getByRole('button').allTextContents())
      .toEqual(expect.arrayContaining(['GETFirst', 'GETFirst (2)']));

    // Update replaces the same-named request instead of adding another.
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('list', { name: 'History' }).getByRole('button').first().click();
    await setUrl(page, `${stack.echo.url}/first?updated=1`);
    await page.keyboard.press('ControlOrMeta+s');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByRole('button', { name: 'Update “First”' }).click();
    await dialog.waitFor({ state: 'detached' });
    await showEcho(page);
    const names = await tree(page).getByRole('button').allTextContents();
    expect(names.filter((name) => name === 'GETFirst')).toHaveLength(1);
    // The tab that showed First as it was gives way to the one that updated it.
    expect(await requestTab(page, 'First').allTextContents()).toEqual(['GETFirst (2)', 'GETFirst']);
    await tree(page).getByText('First', { exact: true }).click();
    await expect.poll(() => urlField(page).textContent()).toBe(`${stack.echo.url}/first?updated=1`);
    await context.close();
  });
});
