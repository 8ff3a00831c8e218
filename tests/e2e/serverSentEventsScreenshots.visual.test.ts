// Screenshots of an event stream in the response panel, live and after Stop, at desktop and phone
// size, light and dark, for a person to check: written under /tmp/shots/sse (or COURIER_SSE_SHOTS).
import { startEventStreamServer, type EventStreamServer } from '@courier/testkit/servers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, setUrl, useStack } from './harness.js';
import { LOOKS, screenshotsIn } from './screenshots.js';

const SHOTS = process.env.COURIER_SSE_SHOTS ?? '/tmp/shots/sse';
const shoot = screenshotsIn(SHOTS);
const stack = useStack();
let upstream: EventStreamServer;

beforeAll(async () => {
  upstream = await startEventStreamServer();
});
afterAll(async () => {
  await upstream.close();
});

const EVENTS = [
  'event: greeting\nid: 1\ndata: {"hello":"world","user":{"id":42,"name":"Ada"}}\n\n',
  'event: tick\nid: 2\ndata: 1\n\n',
  'data: a plain text message that is long enough to wrap on a phone screen, to see how it wraps\n\n',
  'event: tick\nid: 3\ndata: {"progress":0.5}\n\n',
];

describe('Server-Sent Events screenshots', { timeout: 120_000 }, () => {
  for (const { theme, size, viewport } of LOOKS) {
    it(`${size}, ${theme}`, async () => {
      const { context, page } = await openApp(stack, { viewport, theme });
      await setUrl(page, `${upstream.url}/events`);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const stream = await upstream.nextStream();
      for (const text of EVENTS) stream.send(text);
      const list = page.getByRole('list', { name: 'Events' });
      await expect.poll(() => list.getByRole('listitem').count()).toBe(EVENTS.length);
      await shoot(page, `live-${size}-${theme}`);
      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      await stream.closedByClient;
      await page.getByRole('tab', { name: /Events/ }).waitFor();
      await shoot(page, `stopped-${size}-${theme}`);
      await context.close();
    });
  }
});
