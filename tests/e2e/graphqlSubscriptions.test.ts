// GraphQL subscriptions in the builder, in Chromium, through the server's WebSocket relay, against
// local subscription servers on port 0: graphql-ws's own server (graphql-transport-ws) and a legacy
// graphql-ws (subscriptions-transport-ws) one. Each counter yields only when the test releases it, so
// event 1 is seen before event 2 exists. The connection params and a handshake header reach the
// server, Stop sends the protocol's complete (the server counts it), and a server error is shown.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLegacyWsServer, startTransportWsServer, type SubscriptionServer } from './graphqlSubscriptionServers.js';
import { openApp, setEditorText, useStack } from './harness.js';
import { subscriptionRequest } from './subscriptionRequest.js';

const stack = useStack();
/** The relay is read every 500 ms when signed out; a loaded machine may take a few rounds. */
const WAIT = { timeout: 15_000 };
let modern: SubscriptionServer;
let legacy: SubscriptionServer;

beforeAll(async () => {
  [modern, legacy] = await Promise.all([startTransportWsServer(), startLegacyWsServer()]);
});
afterAll(async () => {
  await Promise.all([modern.close(), legacy.close()]);
});

const events = (page: Page) => page.getByRole('list', { name: 'Subscription events' });
const status = (page: Page) => page.getByRole('region', { name: 'Subscription' }).getByRole('status');
const eventTexts = async (page: Page) => (await events(page).textContent()) ?? '';

describe('GraphQL subscriptions', () => {
  it('subscribes over graphql-transport-ws, shows each event as it arrives, and Stop completes', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(10_000);
    await subscriptionRequest(page, modern.url, 'subscription OnCount {\n  count\n}');
    // A subscription cannot go over HTTP: Send becomes Subscribe, and its connection settings appear.
    const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
    await subscribe.waitFor();
    expect(await page.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Protocol' }).inputValue()).toBe('graphql-transport-ws');
    await setEditorText(page, 'Connection params', '{ "authToken": "secret", "at": "{{$timestamp}}" }');

    await subscribe.click();
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Subscribed');
    await expect.poll(() => modern.connectionParams.length, WAIT).toBe(1);
    expect(modern.connectionParams[0]).toEqual({ authToken: 'secret', at: expect.stringMatching(/^\d+$/) as string });
    expect(modern.handshakeHeaders[0]).toMatch(/^relayed-\d+$/);

    modern.release();
    await expect.poll(() => eventTexts(page), WAIT).toContain('"count": 1');
    // Event 2 does not exist yet: the first was shown on its own.
    expect(await eventTexts(page)).not.toContain('"count": 2');
    modern.release();
    await expect.poll(() => eventTexts(page), WAIT).toContain('"count": 2');
    expect(await page.locator('.metric', { hasText: 'Events' }).textContent()).toContain('2');

    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect.poll(() => modern.completed, WAIT).toBe(1);
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Ended');
    expect(await eventTexts(page)).toContain('Stopped');
    await subscribe.waitFor();
    await context.close();
  });

  it('speaks the legacy graphql-ws subprotocol when chosen', async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(10_000);
    await subscriptionRequest(page, legacy.url, 'subscription {\n  count\n}');
    await page.getByRole('combobox', { name: 'Protocol' }).selectOption('graphql-ws');
    await setEditorText(page, 'Connection params', '{ "authToken": "legacy" }');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Subscribed');
    expect(legacy.connectionParams).toEqual([{ authToken: 'legacy' }]);

    legacy.release();
    await expect.poll(() => eventTexts(page), WAIT).toContain('"count": 1');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect.poll(() => legacy.completed, WAIT).toBe(1);
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Ended');
    await context.close();
  });

  it("shows the server's error apart from data", async () => {
    const { context, page } = await openApp(stack);
    page.setDefaultTimeout(10_000);
    await subscriptionRequest(page, modern.url, 'subscription {\n  nope\n}');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    const error = events(page).locator('[data-kind="error"]');
    await expect
      .poll(() => error.textContent(), WAIT)
      .toContain('Cannot query field \\"nope\\" on type \\"Subscription\\".');
    expect(await error.getByText('Error', { exact: true }).count()).toBe(1);
    await expect.poll(() => status(page).textContent(), WAIT).toBe('Ended');
    await context.close();
  });
});
