// Screenshots of a GraphQL subscription in the builder: the connection settings under the editor,
// Stop in place of Send, and the response panel's events (two results and a server error beside
// them), at desktop and phone sizes, light and dark, for a person to check: written under
// /tmp/shots/gqlsub (or COURIER_GQLSUB_SHOTS), never committed.
import { describe, expect, it } from 'vitest';
import { startTransportWsServer } from './graphqlSubscriptionServers.js';
import { openApp, setEditorText, useStack } from './harness.js';
import { LOOKS, screenshotsIn } from './screenshots.js';
import { subscriptionRequest } from './subscriptionRequest.js';

const SHOTS = process.env.COURIER_GQLSUB_SHOTS ?? '/tmp/shots/gqlsub';
const stack = useStack();
const shoot = screenshotsIn(SHOTS);
const WAIT = { timeout: 15_000 };

describe('GraphQL subscription screenshots', { timeout: 180_000 }, () => {
  for (const { theme, size, viewport } of LOOKS) {
    it(`${size}, ${theme}`, async () => {
      const server = await startTransportWsServer();
      try {
        const { context, page } = await openApp(stack, { viewport, theme });
        await subscriptionRequest(page, server.url, 'subscription OnCount {\n  count\n}');
        await setEditorText(page, 'Connection params', '{ "authToken": "{{$guid}}" }');
        const panel = page.getByRole('region', { name: 'Subscription' });
        await panel.waitFor();
        await shoot(page, `ready-${size}-${theme}`);

        await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
        await expect.poll(() => panel.getByRole('status').textContent(), WAIT).toBe('Subscribed');
        server.release();
        server.release();
        const events = page.getByRole('list', { name: 'Subscription events' });
        await expect.poll(() => events.textContent(), WAIT).toContain('"count": 2');
        await page.getByRole('button', { name: 'Stop', exact: true }).waitFor();
        await shoot(page, `events-${size}-${theme}`);
        await panel.scrollIntoViewIfNeeded();
        await shoot(page, `events-panel-${size}-${theme}`);
        await page.getByRole('button', { name: 'Stop', exact: true }).click();
        await expect.poll(() => panel.getByRole('status').textContent(), WAIT).toBe('Ended');

        await setEditorText(page, 'GraphQL query', 'subscription {\n  nope\n}');
        await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
        await expect.poll(() => events.locator('[data-kind="error"]').count(), WAIT).toBe(1);
        await panel.scrollIntoViewIfNeeded();
        await shoot(page, `error-${size}-${theme}`);
        await context.close();
      } finally {
        await server.close();
      }
    });
  }
});
