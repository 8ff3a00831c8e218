// Server-Sent Events in the workbench: a local stream the test paces, so each event is checked on
// screen before the next is sent; Stop ends the stream (the server sees the connection close),
// the events stay with their total, JSON data is pretty, and a test script reads the events.
import { startEventStreamServer, type EventStreamServer } from '@courier/testkit/servers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, setEditorText, setUrl, useStack } from './harness.js';

const stack = useStack();
let upstream: EventStreamServer;

beforeAll(async () => {
  upstream = await startEventStreamServer();
});
afterAll(async () => {
  await upstream.close();
});

const events = (page: Page) => page.getByRole('list', { name: 'Events' });
const streamBar = (page: Page) => page.locator('.event-stream-bar');

describe('Server-Sent Events', { timeout: 90_000 }, () => {
  it('shows each event as it arrives, Stop ends the stream, and the events stay with their total', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, `${upstream.url}/events`);
    await page.getByRole('tab', { name: /Scripts/ }).click();
    // The segmented control's radios are visually hidden behind their labels.
    await page.getByRole('radio', { name: 'Tests' }).check({ force: true });
    await setEditorText(
      page,
      'Test script',
      [
        "pm.test('got two events', () => pm.expect(pm.response.events.length).to.equal(2));",
        "pm.test('the first is a greeting', () => pm.expect(JSON.parse(pm.response.events[0].data).hello).to.equal('world'));",
        "pm.test('the raw stream is the body', () => pm.expect(pm.response.text()).to.include('event: greeting'));",
      ].join('\n'),
    );
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const stream = await upstream.nextStream();

    await expect.poll(() => streamBar(page).textContent()).toContain('Receiving events');
    stream.send('event: greeting\nid: 1\ndata: {"hello":"world","n":1}\n\n');
    // The first event is on screen while the second is not yet sent.
    await expect.poll(() => events(page).textContent()).toContain('greeting');
    const first = events(page).getByRole('listitem').first();
    // JSON data is pretty: one property per line.
    expect(await first.locator('pre').textContent()).toBe('{\n  "hello": "world",\n  "n": 1\n}');
    expect(await first.textContent()).toMatch(/\d\d:\d\d:\d\d\.\d{3}/);
    expect(await first.textContent()).toContain('id 1');

    stream.send('data: plain text\n\n');
    await expect.poll(() => events(page).getByRole('listitem').count()).toBe(2);
    expect(await events(page).getByRole('listitem').nth(1).textContent()).toContain('message');

    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await stream.closedByClient;
    await expect.poll(() => streamBar(page).textContent()).toBe('2 events · Stopped');
    expect(await events(page).getByRole('listitem').count()).toBe(2);
    expect(await page.getByRole('tab', { name: /Events/ }).textContent()).toContain('2');

    await page.getByRole('tab', { name: /Tests/ }).click();
    const tests = page.locator('.tests-view');
    await expect.poll(() => tests.textContent()).toContain('3 passed');
    await context.close();
  });

  it('keeps the events when the server ends the stream', async () => {
    const { context, page } = await openApp(stack);
    await setUrl(page, `${upstream.url}/short`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const stream = await upstream.nextStream();
    stream.send('data: only\n\n');
    await expect.poll(() => events(page).textContent()).toContain('only');
    stream.end();
    await expect.poll(() => streamBar(page).textContent()).toBe('1 event · The server ended the stream');
    await context.close();
  });
});
