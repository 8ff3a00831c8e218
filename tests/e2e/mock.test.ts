// The Mock Server view in Chromium: a configuration and a route created in the dialogs answer
// real HTTP requests (from the page, from Node and from the Builder), the Tester shows a hit and an explained miss,
// the log and the statistics count them. Screenshots at desktop and phone sizes, light and dark,
// go to /tmp/shots/mock (or COURIER_MOCK_SHOTS) for a person to look at; they are not committed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stringify as toYaml } from 'yaml';
import { accountsApi } from '../../packages/server/test/accountsApi.js';
import { focusIsIn, openApp, pathOf, responseBody, send, setUrl, useStack } from './harness.js';
import { signIn } from './session.js';
import { LOOKS, screenshotsIn } from './screenshots.js';

const SHOTS = process.env.COURIER_MOCK_SHOTS ?? '/tmp/shots/mock';
const stack = useStack();

const shoot = screenshotsIn(SHOTS);

async function openMockView(page: Page): Promise<void> {
  await page.goto(`${stack.server.url}/mock`);
  await page
    .getByRole('heading', { name: 'Mock Server' })
    .waitFor({ timeout: 8000 })
    .catch(async (error: unknown) => {
      await shoot(page, 'debug-failure');
      throw error;
    });
  await page.getByRole('status').filter({ hasText: 'Backend: Connected' }).waitFor();
}

async function createConfiguration(page: Page, name: string, baseUrl: string): Promise<string> {
  await page.getByRole('button', { name: 'New Configuration' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Mock Configuration' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Base URL' }).fill(baseUrl);
  await dialog.getByRole('button', { name: 'Create Configuration' }).click();
  await page.getByText('Mock configuration created successfully!').waitFor();
  return (await page.getByLabel(`Served URL of ${name}`).textContent()) ?? '';
}

async function addRoute(page: Page, method: string, path: string, body: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Route' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Route' });
  await dialog.getByRole('combobox', { name: 'Method' }).selectOption(method);
  await dialog.getByRole('textbox', { name: 'Path' }).fill(path);
  await dialog.getByRole('textbox', { name: 'Response body (JSON)' }).fill(body);
  await dialog.getByRole('button', { name: 'Add Route' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('the Mock Server view', () => {
  it('creates a configuration and a route that answer real requests, tests a hit and a miss, logs and counts them', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    await page.locator('.view-switch').getByText('Mock Server', { exact: true }).click();
    expect(pathOf(page)).toBe('/mock');
    await page.getByRole('status').filter({ hasText: 'Backend: Connected' }).waitFor();

    const url = await createConfiguration(page, 'Shop API', '/api');
    expect(url).toMatch(new RegExp(`^${stack.server.url}/mock/[A-Za-z0-9_-]{22}/api$`));

    // A body that is not JSON is refused with the product's message, and nothing is lost.
    await page.getByRole('button', { name: 'Add Route' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Route' });
    await dialog.getByRole('textbox', { name: 'Path' }).fill('/users/:id');
    await dialog.getByRole('textbox', { name: 'Response body (JSON)' }).fill('{ id: 1');
    await dialog.getByRole('button', { name: 'Add Route' }).click();
    await dialog.getByText('Error adding route. Please check the response body JSON format.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await addRoute(page, 'GET', '/users/:id', '{ "id": "{{request.params.id}}", "name": "{{$randomFullName}}" }');
    await page.getByText('/users/:id').waitFor();

    // The served URL answers a fetch from the page and one from Node.
    const fromPage = await page.evaluate(async (base) => {
      const response = await fetch(`${base}/users/7`);
      return { status: response.status, body: (await response.json()) as { id: string; name: string } };
    }, url);
    expect(fromPage.status).toBe(200);
    expect(fromPage.body.id).toBe('7');
    expect(fromPage.body.name).toMatch(/\S+ \S+/);
    const fromNode = await fetch(`${url}/users/8`);
    expect(fromNode.headers.get('content-type')).toBe('application/json');
    expect(((await fromNode.json()) as { id: string }).id).toBe('8');
    await shoot(page, 'configurations-desktop-light');

    // And the Builder gets the mocked response like any other.
    await page.locator('.view-switch').getByText('Builder', { exact: true }).click();
    await setUrl(page, `${url}/users/11`);
    await send(page);
    await expect.poll(() => responseBody(page).textContent()).toContain('"id": "11"');
    await page.locator('.view-switch').getByText('Mock Server', { exact: true }).click();

    // The Tester: a hit, then a miss with the closest route and why.
    await page.getByRole('tab', { name: 'Tester' }).click();
    await page.getByRole('textbox', { name: 'URL' }).fill(`${url}/users/9`);
    await page.getByRole('button', { name: 'Test' }).click();
    const result = page.getByRole('region', { name: 'Tester result' });
    await result.getByRole('heading', { name: 'Mock Response Generated' }).waitFor();
    await result.getByText('"id":"9"').waitFor();
    await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
    await page.getByRole('button', { name: 'Test' }).click();
    await result.getByRole('heading', { name: 'No Mock Match Found' }).waitFor();
    await result
      .getByRole('list', { name: 'Match criteria' })
      .getByText('The route answers GET, the request is POST')
      .waitFor();
    await shoot(page, 'tester-miss-desktop-light');

    // The log holds the five requests, whoever sent them; the miss opens to its explanation.
    await page.getByRole('tab', { name: /Logs\s*5/ }).click();
    const log = page.getByRole('list', { name: 'Request log' });
    await expect.poll(() => log.getByRole('listitem').count()).toBe(5);
    await log.getByText('404 no match').click();
    await log
      .getByRole('list', { name: 'Match criteria' })
      .getByText('The route answers GET, the request is POST')
      .waitFor();
    await shoot(page, 'logs-desktop-light');

    await page.getByRole('tab', { name: 'Statistics' }).click();
    const figure = (label: string) =>
      page
        .locator('.mock-stats > div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await expect.poll(() => figure('Requests').textContent()).toBe('5');
    expect(await figure('Matched requests').textContent()).toBe('4');
    expect(await figure('Routes').textContent()).toBe('1');
    await shoot(page, 'statistics-desktop-light');
    await context.close();
  }, 60_000);

  it('makes a configuration from a pasted OpenAPI document in YAML, edits and deletes it', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    await openMockView(page);
    await page.getByRole('button', { name: 'New Configuration' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Mock Configuration' });
    await dialog.getByRole('combobox', { name: 'Start from' }).selectOption('openapi');
    const openapi = {
      openapi: '3.0.3',
      info: { title: 'Weather' },
      paths: {
        '/forecast/{city}': {
          get: { responses: { '200': { content: { 'application/json': { example: { sky: 'clear' } } } } } },
        },
      },
    };
    await dialog.getByRole('textbox', { name: 'OpenAPI document' }).fill(toYaml(openapi));
    await dialog.getByRole('button', { name: 'Create Configuration' }).click();
    await page.getByText('Mock configuration created successfully!').waitFor();
    const url = (await page.getByLabel('Served URL of Weather').textContent()) ?? '';
    expect(await (await fetch(`${url}/forecast/oslo`)).json()).toEqual({ sky: 'clear' });

    // Edited: renamed and moved under a base path; then deleted after confirmation.
    await page.getByRole('button', { name: 'Edit Weather' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Mock Configuration' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Weather v2');
    await edit.getByRole('textbox', { name: 'Base URL' }).fill('/v2');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByLabel('Served URL of Weather v2').textContent()).toBe(`${url}/v2`);
    expect((await fetch(`${url}/v2/forecast/oslo`)).status).toBe(200);
    await page.getByRole('button', { name: 'Delete Weather v2' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByLabel('Served URL of Weather v2').waitFor({ state: 'detached' });
    expect((await fetch(`${url}/v2/forecast/oslo`)).status).toBe(404);
    await context.close();
  }, 60_000);

  it('signed in, shows a hit from another client as it happens, without polling', async () => {
    const api = accountsApi(stack.server);
    const user = await api.register('mockliveuser');
    const created = await api.request('POST', '/api/mock-configs', { name: 'Live API' }, user);
    const { id, slug } = created.json.data as { id: string; slug: string };
    await api.request('POST', `/api/mock-configs/${id}/routes`, { path: '/pushed/:id' }, user);
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    await signIn(page, 'mockliveuser', user.password);
    await openMockView(page);
    await page.getByRole('tab', { name: /Logs/ }).click();
    await page.getByText('No request logs yet...').waitFor();

    // With the live connection up the view does not poll: three seconds pass without a log read.
    const logReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/mock-logs') logReads.push(request.url());
    });
    await page.waitForTimeout(3000);
    expect(logReads).toEqual([]);

    // A plain fetch from outside the page appears well before a poll could have found it.
    const hitAt = Date.now();
    expect((await fetch(`${stack.server.url}/mock/${slug}/pushed/42`)).status).toBe(200);
    await page.getByRole('list', { name: 'Request log' }).getByText(`/mock/${slug}/pushed/42`).waitFor();
    expect(Date.now() - hitAt).toBeLessThan(1500);
    await page.getByRole('tab', { name: /Logs\s*1/ }).waitFor();
    await context.close();
  }, 60_000);

  it('edits further responses and their conditions in the rules editor, from the keyboard', async () => {
    const api = accountsApi(stack.server);
    const created = await api.request('POST', '/api/mock-configs', { name: 'Rules API' });
    const { slug } = created.json.data as { slug: string };
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    await openMockView(page);
    await page.getByText('Rules API').first().click();
    await page.getByRole('button', { name: 'Add Route' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Route' });
    await dialog.getByRole('combobox', { name: 'Method' }).selectOption('POST');
    await dialog.getByRole('textbox', { name: 'Path' }).fill('/orders/:id');
    await dialog.getByRole('textbox', { name: 'Response body (JSON)' }).fill('{ "discount": 0 }');
    await dialog.getByText('More responses and a script').click();
    await dialog.getByRole('combobox', { name: 'Response choice' }).selectOption('rules');

    // Adding from the keyboard puts the cursor in the new response's name, then in the new condition.
    await dialog.getByRole('button', { name: 'Add Response' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('gold');
    const first = dialog.getByRole('listitem', { name: 'Response 1' });
    await expect.poll(() => first.getByRole('textbox', { name: 'Response 1 name' }).inputValue()).toBe('gold');
    await first.getByRole('combobox', { name: 'Response 1 condition 1 source' }).selectOption('body');
    await first.getByRole('textbox', { name: 'Response 1 condition 1 field' }).fill('tier');
    await first.getByRole('textbox', { name: 'Response 1 condition 1 value' }).fill('gold');
    await first.getByRole('spinbutton', { name: 'Response 1 status' }).fill('201');
    await first.getByRole('textbox', { name: 'Response 1 body (JSON)' }).fill('{ "discount": 20 }');
    await first.getByRole('button', { name: 'Add Condition' }).press('Enter');
    await page.keyboard.type('userId');
    await first.getByRole('combobox', { name: 'Response 1 condition 2 source' }).selectOption('param');
    await first.getByRole('combobox', { name: 'Response 1 condition 2 operator' }).selectOption('regex');
    await first.getByRole('textbox', { name: 'Response 1 condition 2 value' }).fill('(');

    // Saving shows each wrong field's reason under it, and keeps what was typed.
    await dialog.getByRole('button', { name: 'Add Route' }).click();
    await dialog.getByText('Error adding route: 2 fields of the further responses are wrong').waitFor();
    const paramField = first.getByRole('textbox', { name: 'Response 1 condition 2 field' });
    expect(await paramField.getAttribute('aria-invalid')).toBe('true');
    await first.getByText('The path has no :userId; it has :id').waitFor();
    await first.getByText(/^Invalid regular expression/).waitFor();
    await paramField.fill('id');
    await first.getByRole('textbox', { name: 'Response 1 condition 2 value' }).fill('^0+$');

    // A second response, moved first and its condition removed again.
    await dialog.getByRole('button', { name: 'Add Response' }).click();
    const second = dialog.getByRole('listitem', { name: 'Response 2' });
    await second.getByRole('textbox', { name: 'Response 2 name' }).fill('vip');
    await second.getByRole('combobox', { name: 'Response 2 condition 1 source' }).selectOption('header');
    await second.getByRole('textbox', { name: 'Response 2 condition 1 field' }).fill('x-vip');
    await second.getByRole('combobox', { name: 'Response 2 condition 1 operator' }).selectOption('exists');
    await second.getByRole('textbox', { name: 'Response 2 body (JSON)' }).fill('{ "vip": true }');
    await second.getByRole('button', { name: 'Add Condition' }).click();
    await second.getByRole('button', { name: 'Remove Response 2 condition 2' }).click();
    await second.getByRole('button', { name: 'Move Response 2 up' }).click();
    await expect
      .poll(() =>
        dialog
          .getByRole('listitem', { name: 'Response 1' })
          .getByRole('textbox', { name: 'Response 1 name' })
          .inputValue(),
      )
      .toBe('vip');
    await shoot(page, 'rules-editor-desktop-light');
    await dialog.getByRole('button', { name: 'Add Route' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Served: the first response whose conditions all hold answers, in the order set in the editor.
    const order = (init: RequestInit & { path?: string }) =>
      fetch(`${stack.server.url}/mock/${slug}${init.path ?? '/orders/000'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
        body: init.body ?? '{}',
      });
    const goldOrder = await order({ body: '{ "tier": "gold" }' });
    expect([goldOrder.status, await goldOrder.json()]).toEqual([201, { discount: 20 }]);
    expect(await (await order({ body: '{ "tier": "gold" }', headers: { 'x-vip': '1' } })).json()).toEqual({
      vip: true,
    });
    expect(await (await order({ path: '/orders/7', body: '{ "tier": "gold" }' })).json()).toEqual({ discount: 0 });

    // Opened again, the editor shows the saved responses and conditions.
    await page.getByRole('button', { name: 'Edit POST /orders/:id' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Route' });
    expect(await edit.getByRole('textbox', { name: 'Response 2 condition 2 value' }).inputValue()).toBe('^0+$');
    expect(await edit.getByRole('combobox', { name: 'Response 1 condition 1 operator' }).inputValue()).toBe('exists');
    await context.close();
  }, 60_000);

  it('makes a configuration for the current workspace, which a viewer there sees but cannot change', async () => {
    const api = accountsApi(stack.server);
    const owner = await api.register('mockwsowner');
    const viewer = await api.register('mockwsviewer');
    const created = await api.request('POST', '/api/workspace/create', { name: 'Payments' }, owner);
    const workspaceId = created.json.data.workspace.id as string;
    await api.request(
      'POST',
      `/api/workspace/${workspaceId}/members`,
      { email: 'mockwsviewer@example.com', role: 'viewer' },
      owner,
    );
    for (const who of [owner, viewer]) await api.request('POST', '/api/workspace/switch', { workspaceId }, who);

    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    await signIn(page, 'mockwsowner', owner.password);
    await openMockView(page);
    await page.getByRole('button', { name: 'New Configuration' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Mock Configuration' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Card API');
    await dialog.getByRole('checkbox', { name: 'For everyone in the workspace Payments' }).check();
    await dialog.getByRole('button', { name: 'Create Configuration' }).click();
    await page.getByText('Mock configuration created successfully!').waitFor();
    await page.getByText('Workspace Payments').waitFor();
    await context.close();

    const asViewer = await openApp(stack);
    asViewer.page.setDefaultTimeout(8000);
    await signIn(asViewer.page, 'mockwsviewer', viewer.password);
    await openMockView(asViewer.page);
    await asViewer.page.getByLabel('Served URL of Card API').waitFor();
    expect(await asViewer.page.getByRole('button', { name: 'Delete Card API' }).isDisabled()).toBe(true);
    expect(await asViewer.page.getByRole('button', { name: 'Add Route' }).isDisabled()).toBe(true);
    await asViewer.context.close();
  }, 60_000);

  it('keeps focus in the create dialog when the server refuses it, so Esc still closes it', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    await openMockView(page);
    await page.route('**/api/mock-configs', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { success: false, message: 'Storage is full', code: 'INTERNAL' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'New Configuration' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Mock Configuration' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Refused API');
    await dialog.getByRole('button', { name: 'Create Configuration' }).click();
    await dialog.getByText(/^Error creating configuration: /).waitFor();
    await expect.poll(() => focusIsIn(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  }, 60_000);

  it('says so when the backend cannot be reached, and retries', async () => {
    const { context, page } = await openApp(stack);
    await page.route('**/api/health', (route) => route.abort());
    await page.goto(`${stack.server.url}/mock`);
    await page
      .getByRole('alert')
      .filter({
        hasText: `Cannot connect to backend server. Please make sure the backend is running on port ${new URL(stack.server.url).port}.`,
      })
      .waitFor();
    await page.getByRole('status').filter({ hasText: 'Backend: Disconnected' }).waitFor();
    // Nothing could be read, so the view does not claim there is nothing.
    await page.getByRole('heading', { name: 'Mock configurations cannot be loaded' }).waitFor();
    expect(await page.getByText('No mock configurations yet').count()).toBe(0);
    await page.unroute('**/api/health');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('status').filter({ hasText: 'Backend: Connected' }).waitFor();
    await context.close();
  }, 60_000);

  it('looks right at desktop and phone sizes, light and dark', async () => {
    const api = accountsApi(stack.server);
    const created = await api.request('POST', '/api/mock-configs', { name: 'Orders API', baseUrl: '/v2' });
    const { id, slug } = created.json.data as { id: string; slug: string };
    const routes = [
      { path: '/orders', response: { body: [{ id: 1 }, { id: 2 }] } },
      {
        path: '/orders/:id',
        response: { body: { id: '{{request.params.id}}', buyer: '{{$randomFullName}}' } },
        alternatives: [
          {
            name: 'gone',
            rules: [{ source: 'param', field: 'id', operator: 'equals', value: '0' }],
            response: { status: 404 },
          },
        ],
      },
      { method: 'POST', path: '/orders', response: { status: 201, delay: 200, body: { created: true } } },
      { method: 'ALL', path: '/files/*', enabled: false },
    ];
    for (const route of routes) await api.request('POST', `/api/mock-configs/${id}/routes`, route);
    for (const path of ['/v2/orders', '/v2/orders/5', '/v2/orders/0', '/v2/order/5']) {
      await fetch(`${stack.server.url}/mock/${slug}${path}`);
    }
    for (const { theme, size, viewport } of LOOKS) {
      const { context, page } = await openApp(stack, { theme, viewport });
      await openMockView(page);
      await page.getByText('Orders API').first().click();
      await shoot(page, `configurations-${size}-${theme}`);
      await page.getByRole('button', { name: 'Add Route' }).click();
      await page.getByRole('dialog', { name: 'Add New Route' }).waitFor();
      await shoot(page, `add-route-${size}-${theme}`);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: /Logs/ }).click();
      await page.getByText('404 no match').first().click();
      await shoot(page, `logs-${size}-${theme}`);
      await page.getByRole('tab', { name: 'Tester' }).click();
      await shoot(page, `tester-${size}-${theme}`);
      await context.close();
    }
  }, 90_000);
});
