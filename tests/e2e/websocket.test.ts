// The WebSocket view in Chromium against a local ws echo server: a connection made in the dialog
// carries a custom handshake header (which the echo server reflects), text, binary and ping go out
// from the send bar and their echoes and pong appear, the log is searched, then close, delete and the
// statistics. Signed in, received messages are pushed through the live channel. Screenshots at
// desktop and phone sizes, light and dark, go to /tmp/shots/websocket (or COURIER_WEBSOCKET_SHOTS);
// they are not committed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountsApi } from '../../packages/server/test/accountsApi.js';
import { focusIsIn, openApp, pathOf, useStack } from './harness.js';
import { download } from './download.js';
import { signIn } from './session.js';
import { LOOKS, screenshotsIn } from './screenshots.js';
import { useWebSocketEcho } from './webSocketEcho.js';

const SHOTS = process.env.COURIER_WEBSOCKET_SHOTS ?? '/tmp/shots/websocket';
const stack = useStack();
const echo = useWebSocketEcho();

const shoot = screenshotsIn(SHOTS);

async function openWebSocketView(page: Page): Promise<void> {
  await page.goto(`${stack.server.url}/websocket`);
  await page.getByRole('heading', { name: 'WebSocket', exact: true }).waitFor();
}

async function createConnection(page: Page, url: string, protocols: string, headers: string): Promise<void> {
  await page.getByRole('button', { name: 'New Connection' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create WebSocket Connection' });
  const connect = dialog.getByRole('button', { name: 'Connect' });
  expect(await connect.isDisabled()).toBe(true);
  await dialog.getByRole('textbox', { name: 'URL' }).fill(url);
  expect(await connect.isDisabled()).toBe(false);
  await dialog.getByRole('textbox', { name: 'Protocols' }).fill(protocols);
  await dialog.getByRole('textbox', { name: 'Headers' }).fill(headers);
  await connect.click();
  await dialog.waitFor({ state: 'hidden' });
}

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

/** Presses a connection's Delete button and answers its confirmation. */
async function deleteConnection(page: Page, button: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function sendMessage(page: Page, type: string, text: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Message type' }).selectOption(type);
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).inputValue(), { timeout: 5000 }).toBe('');
}

describe('the WebSocket view', () => {
  it('connects with a custom header, sends text, binary and ping, searches, closes, deletes and counts', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    await page.locator('.view-switch').getByText('WebSocket', { exact: true }).click();
    expect(pathOf(page)).toBe('/websocket');
    await page.getByText('No WebSocket connections yet').waitFor();

    await createConnection(page, `${echo.url}/chat`, ' chat, , v2 ', 'X-Courier-Test: relayed-by-server');
    const host = new URL(echo.url).host;
    await page.getByRole('list', { name: 'WebSocket connections' }).getByText(host).waitFor();
    await page.getByRole('tab', { name: /Connections\s*1/ }).waitFor();
    // The echo server greets with the handshake it received: the custom header and the chosen protocol.
    await messages(page).getByText('"x-courier-test":"relayed-by-server"').waitFor();
    await messages(page).getByText('"protocol":"chat"').waitFor();
    await page.getByText('protocol chat').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Auto-refresh' }).isChecked()).toBe(true);

    await sendMessage(page, 'text', 'hello relay');
    await expect
      .poll(() => messages(page).getByText('hello relay', { exact: true }).count(), { timeout: 5000 })
      .toBe(2);
    // {{variables}} are filled in before the message leaves.
    await sendMessage(page, 'text', 'at {{$timestamp}}');
    await expect
      .poll(
        () =>
          messages(page)
            .getByText(/^at \d{10}$/)
            .count(),
        { timeout: 5000 },
      )
      .toBe(2);
    await sendMessage(page, 'binary', '48 69 21');
    await expect.poll(() => messages(page).getByText('48 69 21', { exact: true }).count(), { timeout: 5000 }).toBe(2);
    const received = messages(page).locator('[data-direction="received"]', { hasText: '48 69 21' });
    const file = await download(page, received.getByRole('button', { name: 'Download binary message' }));
    expect([file.text, file.filename]).toEqual(['Hi!', expect.stringMatching(/^message-.+\.bin$/)]);
    await sendMessage(page, 'ping', 'anyone');
    await messages(page).locator('[data-type="pong"]').getByText('anyone').waitFor();

    // The log's search: text, then type.
    await page.getByRole('searchbox', { name: 'Search messages' }).fill('HELLO');
    await expect.poll(() => messages(page).locator('li').count(), { timeout: 5000 }).toBe(2);
    await page.getByRole('searchbox', { name: 'Search messages' }).fill('');
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('binary');
    await expect.poll(() => messages(page).locator('li').count(), { timeout: 5000 }).toBe(2);
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('all');

    await page.getByRole('button', { name: `Close ${host}` }).click();
    await page.getByText('Connection closed (1000: User closed connection)').waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).count(), { timeout: 5000 }).toBe(0);
    await expect
      .poll(() => echo.closes.at(-1), { timeout: 5000 })
      .toEqual({ code: 1000, reason: 'User closed connection' });

    await page.getByRole('tab', { name: 'Statistics' }).click();
    const figure = (label: string) => page.locator('.collab-card', { hasText: label }).locator('dd');
    expect(await figure('Total connections').textContent()).toBe('1');
    expect(await figure('Active connections').textContent()).toBe('0');
    expect(await figure('Total data').textContent()).toMatch(/^\d+\.\d KB$/);
    expect(await figure('Total errors').textContent()).toBe('0');

    await page.getByRole('tab', { name: /Connections/ }).click();
    // Deleting asks first, naming what goes: Cancel keeps the connection.
    await page.getByRole('button', { name: `Delete ${host}` }).click();
    const question = page
      .getByRole('dialog')
      .getByText(new RegExp(`^Delete the connection to ${host} and its \\d+ messages\\?`));
    await question.waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: `Delete ${host}` }).waitFor();
    await deleteConnection(page, `Delete ${host}`);
    await page.getByText('No WebSocket connections yet').waitFor();
    await context.close();
  }, 60_000);

  it("adds the Builder's auth helpers to the handshake: a Bearer token in a header, an API key in the query", async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    await openWebSocketView(page);
    const open = async (fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) => {
      await page.getByRole('button', { name: 'New Connection' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create WebSocket Connection' });
      await dialog.getByRole('textbox', { name: 'URL' }).fill(`${echo.url}/auth`);
      await fill(dialog);
      await dialog.getByRole('button', { name: 'Connect' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };

    await open(async (dialog) => {
      await dialog.getByRole('combobox', { name: 'Auth type' }).selectOption('bearer');
      await dialog.getByRole('textbox', { name: 'Token' }).fill('e2e-token');
    });
    // The echo server's greeting repeats the handshake headers it received.
    await messages(page).getByText('"authorization":"Bearer e2e-token"').waitFor();

    await open(async (dialog) => {
      await dialog.getByRole('combobox', { name: 'Auth type' }).selectOption('apikey');
      await dialog.getByRole('textbox', { name: 'Key' }).fill('api_key');
      await dialog.getByRole('textbox', { name: 'Value' }).fill('k 1');
      await dialog.getByRole('combobox', { name: 'Add to' }).selectOption('query');
    });
    await page.getByText('Handshake · 101').click();
    await page.getByText(`GET ${echo.url}/auth?api_key=k%201`).waitFor();

    for (let left = 2; left > 0; left--) await deleteConnection(page, /^Delete /);
    await page.getByText('No WebSocket connections yet').waitFor();
    await context.close();
  }, 60_000);

  it('shows a log of 100,000 messages with only the rows in view in the page, and searches all of it', async () => {
    const api = accountsApi(stack.server);
    // Signed in, the view is pushed new messages and never reads the history again by itself.
    const user = await api.register('wslonglog');
    const created = await api.request('POST', '/api/websocket/connections', { url: `${echo.url}/long` }, user);
    const id = created.json.connectionId as string;
    const log = Array.from({ length: 100_000 }, (_, index) => ({
      id: `message-${index}`,
      direction: index % 2 === 0 ? 'sent' : 'received',
      type: 'message',
      timestamp: new Date(1_700_000_000_000 + index).toISOString(),
      size: 12,
      // Every 10th message wraps over several lines, so rows differ in height.
      content: index % 10 === 0 ? `m-${index}-x ${'long text '.repeat(40)}` : `m-${index}-x`,
    }));
    const body = JSON.stringify({ success: true, data: log });
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(30_000);
    await signIn(page, 'wslonglog', user.password);
    // The relay keeps the newest 1,000; the pushes of a long session add up to far more in the browser,
    // which this history stands in for.
    await page.route(`**/api/websocket/connections/${id}/messages`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    try {
      await openWebSocketView(page);
      const fetched = page.waitForResponse(`**/api/websocket/connections/${id}/messages`);
      await page.getByRole('list', { name: 'WebSocket connections' }).getByRole('button').first().click();
      await fetched;
      const arrived = Date.now();
      // The log opens at the newest message.
      await messages(page).getByText('m-99999-x', { exact: true }).waitFor({ timeout: 60_000 });
      console.log(`100,000 messages: newest row drawn ${Date.now() - arrived} ms after the history arrived`);
      await page.getByText('100000 of 100000').waitFor();
      expect(await messages(page).locator('li').count()).toBeLessThan(60);

      // Jumping to the top and to the middle draws those rows, and still only a screenful.
      const scroller = page.locator('.websocket-messages');
      await scroller.evaluate((element) => (element.scrollTop = 0));
      await messages(page).getByText('m-1-x', { exact: true }).waitFor();
      await scroller.evaluate((element) => (element.scrollTop = element.scrollHeight / 2));
      await expect.poll(() => messages(page).locator('li').count(), { timeout: 10_000 }).toBeLessThan(60);
      expect(await messages(page).locator('li').count()).toBeGreaterThan(0);

      await page.getByRole('searchbox', { name: 'Search messages' }).fill('m-4242-x');
      await page.getByText('1 of 100000').waitFor();
      await messages(page).getByText('m-4242-x', { exact: true }).waitFor();
    } finally {
      await api.request('DELETE', `/api/websocket/connections/${id}`, undefined, user);
      await context.close();
    }
  }, 180_000);

  it('says why a connection failed, in the product words', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    await openWebSocketView(page);
    await page.getByRole('button', { name: 'New Connection' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create WebSocket Connection' });
    await dialog.getByRole('textbox', { name: 'URL' }).fill(`${echo.url}/refuse`);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog
      .getByText('Connection failed: The server answered 401 Unauthorized instead of 101 Switching Protocols')
      .waitFor();
    // The error keeps focus in the dialog, so the keyboard still reaches it: Esc closes it.
    await expect.poll(() => focusIsIn(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await deleteConnection(page, /^Delete /);
    await page.getByText('No WebSocket connections yet').waitFor();
    await context.close();
  }, 60_000);

  it('signed in, pushes received messages as they arrive', async () => {
    const api = accountsApi(stack.server);
    const user = await api.register('wsliveuser');
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(8000);
    await signIn(page, 'wsliveuser', user.password);
    await openWebSocketView(page);
    // The echo comes 300 ms after the send, after the view has read the history back, and signed in
    // the view does not poll: only a push can show it.
    await createConnection(page, `${echo.url}/delayed`, '', '');
    await messages(page).getByText('"greeting":true').waitFor();
    const sentAt = Date.now();
    await sendMessage(page, 'text', 'pushed back');
    await expect
      .poll(() => messages(page).getByText('pushed back', { exact: true }).count(), { timeout: 5000 })
      .toBe(2);
    expect(Date.now() - sentAt).toBeLessThan(2000);
    await deleteConnection(page, /^Delete /);
    await context.close();
  }, 60_000);

  it('looks right at desktop and phone sizes, light and dark', async () => {
    const api = accountsApi(stack.server);
    const created = await api.request('POST', '/api/websocket/connections', {
      url: `${echo.url}/feed`,
      protocols: ['chat'],
      headers: { Authorization: 'Bearer shot' },
    });
    const id = created.json.connectionId as string;
    for (const message of [
      { message: '{"subscribe":"prices"}' },
      { message: 'de ad be ef 00 01', messageType: 'binary' },
      { message: 'hi', messageType: 'ping' },
    ]) {
      await api.request('POST', `/api/websocket/connections/${id}/send`, message);
    }
    await api.request('POST', '/api/websocket/connections', { url: `${echo.url}/refuse` });
    for (const { theme, size, viewport } of LOOKS) {
      const { context, page } = await openApp(stack, { theme, viewport });
      page.setDefaultTimeout(8000);
      await openWebSocketView(page);
      await shoot(page, `empty-selection-${size}-${theme}`);
      await page.getByRole('list', { name: 'WebSocket connections' }).getByRole('button').first().click();
      await messages(page).getByText('{"subscribe":"prices"}').first().waitFor();
      await shoot(page, `connection-${size}-${theme}`);
      await page.getByRole('tab', { name: 'Statistics' }).click();
      await shoot(page, `statistics-${size}-${theme}`);
      await page.getByRole('button', { name: 'New Connection' }).first().click();
      await page.getByRole('dialog', { name: 'Create WebSocket Connection' }).waitFor();
      await shoot(page, `create-${size}-${theme}`);
      await context.close();
    }
  }, 120_000);
});
