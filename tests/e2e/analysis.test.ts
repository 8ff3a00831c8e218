// The Advanced Response view in Chromium against the real server: three requests sent from the
// Builder to a local upstream are recorded, filtered, compared with their bodies side by side,
// turned into a schema (inferred and written), validated, and counted in the 24-hour figures.
import { httpUpstream, type Upstream } from '@courier/testkit/servers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download } from './download.js';
import { openApp, pathOf, send, setEditorText, setUrl, toast, useStack } from './harness.js';

const stack = useStack();
let upstream: Upstream;
let userReads = 0;
let profileReads = 0;

beforeAll(async () => {
  upstream = await httpUpstream((request, response) => {
    if (request.url === '/profile') {
      profileReads += 1;
      // The id changes at every read, as volatile data does; the plan changes once.
      const body = { id: `profile-${profileReads}`, plan: profileReads === 1 ? 'free' : 'pro' };
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
      return;
    }
    if (request.method === 'POST') {
      response.writeHead(201, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: true, orderId: 7 }));
      return;
    }
    userReads += 1;
    const name = userReads === 1 ? 'Ada' : 'Grace';
    response.writeHead(200, { 'Content-Type': 'application/json', 'X-Read': String(userReads) });
    response.end(JSON.stringify({ id: 1, name, roles: ['admin'], active: true }));
  });
});
afterAll(async () => {
  await upstream?.close();
});

// The view loads after the address changes; on a busy machine that takes more than poll's 1 s.
const POLL = { timeout: 10_000 };

const rows = (page: Page) => page.getByRole('list', { name: 'Recorded responses' }).getByRole('listitem');

async function sendFromBuilder(page: Page, method: string, url: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Method' }).selectOption(method);
  await setUrl(page, url);
  await send(page);
}

describe('the Advanced Response view', { timeout: 120_000 }, () => {
  it('records Builder sends, filters, compares, makes and checks schemas, and measures them', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(10_000);
    await sendFromBuilder(page, 'GET', `${upstream.url}/users/1`);
    await sendFromBuilder(page, 'GET', `${upstream.url}/users/1`);
    await sendFromBuilder(page, 'POST', `${upstream.url}/orders`);

    await page.locator('.view-switch').getByText('Response Analysis', { exact: true }).click();
    expect(pathOf(page)).toBe('/analysis');
    await page.getByRole('tab', { name: 'Cache (3)' }).waitFor();
    await expect.poll(() => rows(page).count(), POLL).toBe(3);
    // Newest first, recorded under the Builder's active environment, sizes and times as figures.
    const newest = rows(page).first();
    expect(await newest.textContent()).toMatch(
      /201.*POST.*\/orders.*Development.*Just now.*\d+ ms.*(\d+ B|\d+\.\d\d KB)/,
    );

    // Filters are the server's: method, status, environment.
    await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
    await expect.poll(() => rows(page).count(), POLL).toBe(1);
    await page.getByRole('combobox', { name: 'Method' }).selectOption('');
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('200');
    await expect.poll(() => rows(page).count(), POLL).toBe(2);
    await page.getByRole('combobox', { name: 'Environment' }).selectOption('production');
    await page.getByText('No recorded response matches these filters.').waitFor();
    await page.getByRole('combobox', { name: 'Environment' }).selectOption('development');
    await expect.poll(() => rows(page).count(), POLL).toBe(2);

    // Compare needs exactly two; after comparing the selection clears and Comparisons opens.
    await rows(page).nth(0).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.getByText('Please select exactly 2 responses to compare').waitFor();
    await rows(page).nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Compare' }).click();
    const comparisonsTab = page.getByRole('tab', { name: 'Comparisons (1)' });
    await expect.poll(() => comparisonsTab.getAttribute('aria-selected'), POLL).toBe('true');
    const changes = page.getByRole('table', { name: 'Body changes' });
    await changes.getByRole('row').filter({ hasText: '$.name' }).waitFor();
    const nameRow = changes.getByRole('row').filter({ hasText: '$.name' });
    expect(await nameRow.getByRole('cell').nth(2).textContent()).toBe('"Ada"');
    expect(await nameRow.getByRole('cell').nth(3).textContent()).toBe('"Grace"');
    // The X-Read header differs between the two reads.
    await page.getByText(/^[1-9]\d* changed, \d+ same$/).waitFor();
    await page
      .getByRole('table', { name: 'Header changes' })
      .getByRole('row', { name: /x-read/i })
      .waitFor();

    // Back in the cache (its count is of the filtered list) the selection is empty; infer a
    // schema from one response and save it.
    await page.getByRole('tab', { name: 'Cache (2)' }).click();
    await page.getByText('0 selected').waitFor();
    await rows(page).nth(0).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Infer schema' }).click();
    const createDialog = page.getByRole('dialog', { name: 'Create Response Schema' });
    await createDialog.waitFor();
    const inferred = await createDialog.getByRole('textbox', { name: 'JSON schema' }).textContent();
    expect(inferred).toContain('"name"');
    await createDialog.getByRole('textbox', { name: 'Schema name' }).fill('User');
    await createDialog.getByRole('button', { name: 'Create Schema' }).click();
    await createDialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Schemas (1)' }).waitFor();

    // A schema written by hand: text that is not JSON is refused in the product's words.
    await page.getByRole('button', { name: 'Create Schema' }).first().click();
    await createDialog.waitFor();
    await createDialog.getByRole('textbox', { name: 'Schema name' }).fill('Needs success');
    await setEditorText(page, 'JSON schema', '{"type": "object",');
    await createDialog.getByRole('button', { name: 'Create Schema' }).click();
    await createDialog.getByText('Error creating schema. Please check JSON format.').waitFor();
    await setEditorText(
      page,
      'JSON schema',
      '{"type":"object","properties":{"success":{"type":"boolean"}},"required":["success"]}',
    );
    await createDialog.getByRole('button', { name: 'Create Schema' }).click();
    await createDialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Schemas (2)' }).waitFor();

    // Validate: both choices are required; the result opens the Validations tab.
    await page.getByRole('button', { name: 'Validate Response' }).first().click();
    const validateDialog = page.getByRole('dialog', { name: 'Validate Response' });
    await validateDialog.getByRole('button', { name: 'Validate' }).click();
    await validateDialog.getByText('Please select both a response and a schema').waitFor();
    const userResponse = await validateDialog
      .getByRole('combobox', { name: 'Response' })
      .locator('option', { hasText: 'GET' })
      .first()
      .getAttribute('value');
    await validateDialog.getByRole('combobox', { name: 'Response' }).selectOption(userResponse ?? '');
    await validateDialog.getByRole('combobox', { name: 'Schema' }).selectOption({ label: 'Needs success' });
    await validateDialog.getByRole('button', { name: 'Validate' }).click();
    await validateDialog.waitFor({ state: 'detached' });
    const validationsTab = page.getByRole('tab', { name: 'Validations (1)' });
    await expect.poll(() => validationsTab.getAttribute('aria-selected'), POLL).toBe('true');
    const validation = page.getByRole('list', { name: 'Validations' }).getByRole('listitem').first();
    await validation.getByText('Invalid').waitFor();
    expect(await validation.getByRole('list', { name: 'Errors' }).textContent()).toMatch(/success/);

    // The 24-hour figures count the three sends.
    await page.getByRole('tab', { name: 'Performance' }).click();
    const figures = page.getByLabel('24-hour statistics');
    await expect.poll(async () => (await figures.textContent()) ?? '', POLL).toMatch(/Requests3/);
    await page.getByRole('img', { name: 'Response time, last 24 hours' }).waitFor();
    await context.close();
  });

  it('shows the drift from a baseline past ignored paths, and exports and imports the data', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(10_000);
    await sendFromBuilder(page, 'GET', `${upstream.url}/profile`);
    await sendFromBuilder(page, 'GET', `${upstream.url}/profile`);
    await page.locator('.view-switch').getByText('Response Analysis', { exact: true }).click();
    const profiles = rows(page).filter({ hasText: '/profile' });
    await expect.poll(() => profiles.count(), POLL).toBe(2);

    // The older read becomes the baseline of GET /profile.
    await profiles
      .nth(1)
      .getByRole('button', { name: /^Open / })
      .click();
    let dialog = page.getByRole('dialog', { name: /^Response / });
    await dialog.getByRole('button', { name: 'Mark as baseline' }).click();
    await dialog.getByRole('button', { name: 'Unmark baseline' }).waitFor();
    await page.keyboard.press('Escape');
    await profiles.nth(1).getByText('Baseline').waitFor();

    // The newer one drifted: its plan changed (unexpected), its id too (ignored).
    await profiles
      .nth(0)
      .getByRole('button', { name: /^Open / })
      .click();
    dialog = page.getByRole('dialog', { name: /^Response / });
    await dialog.getByRole('button', { name: 'Show drift from baseline' }).click();
    const drift = dialog.getByRole('region', { name: 'Drift from baseline' });
    await drift.getByText('Unexpected drift').waitFor();
    const changes = drift.getByRole('table', { name: 'Body changes' });
    await changes.getByRole('row').filter({ hasText: '$.plan' }).waitFor();
    expect(await changes.getByRole('row').filter({ hasText: '$.id' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Export with the recorded responses, then import the same file: everything is a duplicate.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export analysis data' });
    await exportDialog.getByRole('checkbox', { name: 'Include the recorded responses' }).check();
    const file = await download(page, exportDialog.getByRole('button', { name: 'Download' }));
    const document = JSON.parse(file.text) as { format: string; schemas: unknown[]; cache: unknown[] };
    expect(file.filename).toMatch(/^courier-analysis-\d{4}-\d\d-\d\d\.json$/);
    expect(document.format).toBe('courier-analysis');
    expect(document.schemas.length).toBe(2);
    expect(document.cache.length).toBe(5);
    await page.getByLabel('Analysis file').setInputFiles({
      name: file.filename,
      mimeType: 'application/json',
      buffer: Buffer.from(file.text),
    });
    await toast(
      page,
      'Imported 0 schemas and 0 cached responses; skipped 2 duplicate schemas and 5 duplicate responses.',
    ).waitFor();
    await context.close();
  });
});
