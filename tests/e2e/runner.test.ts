// The Collection Runner in Chromium against the real server and the local echo server: an
// imported Postman collection run sequentially and in parallel with a CSV data file,
// a run stopped midway, the three report exports, Performance Mode's percentiles.
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { httpUpstream, type Upstream } from '@courier/testkit/servers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { download } from './download.js';
import { DESKTOP, openApp, PHONE, ROOT, screenshot, useStack } from './harness.js';
import { importThroughDialog } from './importDialog.js';

const stack = useStack();
/** A server that takes requests and never answers: what a run is stopped in the middle of. */
let slow: { url: string; server: Upstream; received: number; closed: number };
/** What reached the echo server, as it saw it. */
let seen: Array<{ method: string; url: string; age: string | undefined }> = [];

beforeAll(async () => {
  stack.echo.server.on('request', (req: IncomingMessage) => {
    const age = req.headers['x-user-age'];
    seen.push({ method: req.method ?? '', url: req.url ?? '', age: typeof age === 'string' ? age : undefined });
  });
  const server = await httpUpstream((req) => {
    slow.received += 1;
    req.socket.once('close', () => (slow.closed += 1));
  });
  slow = { url: server.url, server, received: 0, closed: 0 };
});
afterAll(() => slow?.server.close());
beforeEach(() => {
  seen = [];
});

const CSV = 'name,age\nada,36\nalan,41\n\ngrace,85\n';

function fixture(): Buffer {
  const text = readFileSync(join(ROOT, 'tests/e2e/fixtures/runner.postman_collection.json'), 'utf8');
  return Buffer.from(
    text.replaceAll('http://127.0.0.1:3000', stack.echo.url).replaceAll('http://127.0.0.1:3001', slow.url),
  );
}

/** A Runner view in a browser context of its own, closed with `close`. */
interface RunnerPage {
  page: Page;
  close: () => Promise<void>;
}

/** A fresh app with the fixture imported through Import/Export, on the Runner view. */
async function openRunner(): Promise<RunnerPage> {
  const { context, page } = await openApp(stack);
  await importThroughDialog(
    page,
    { name: 'runner.postman_collection.json', mimeType: 'application/json', buffer: fixture() },
    '1 collection, 4 requests',
  );
  await page.locator('.view-switch').getByText('Runner', { exact: true }).click();
  await page.getByRole('button', { name: 'Start Run' }).waitFor();
  return { page, close: () => context.close() };
}

/** Shows the Builder, then the Runner again: the run lives on outside the view. */
async function leaveAndReturn(page: Page): Promise<void> {
  await page.locator('.view-switch').getByText('Builder', { exact: true }).click();
  await page.getByRole('button', { name: 'Send' }).waitFor();
  await page.locator('.view-switch').getByText('Runner', { exact: true }).click();
}

async function chooseCollection(page: Page, ticked: readonly string[]): Promise<void> {
  await page.getByLabel('Collection', { exact: true }).selectOption({ label: 'Runner fixture' });
  await page.getByRole('button', { name: 'None', exact: true }).click();
  for (const name of ticked) await page.getByRole('checkbox', { name: new RegExp(`${name}$`) }).check();
}

async function setNumber(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field.fill(value);
  await field.blur();
}

async function loadCsv(page: Page, text = CSV, name = 'users.csv'): Promise<void> {
  await page.locator('input[type=file][accept=".csv,.json"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
}

const status = (page: Page) => page.getByTestId('run-status').textContent();
const tile = (page: Page, label: string) =>
  page.locator(`.runner-tile:has(dt:text-is("${label}")) dd`).first().textContent();
const rows = (page: Page) => page.getByRole('table', { name: 'Request results' }).locator('[role=row][aria-selected]');

/** A fresh Runner that runs three requests for each of the CSV's three rows, in `mode`, to completion. */
async function runWithCsv(mode: 'Sequential' | 'Parallel'): Promise<RunnerPage> {
  const runner = await openRunner();
  const { page } = runner;
  await chooseCollection(page, ['Echo user', 'Create user', 'Missing page']);
  await page.getByRole('radio', { name: mode }).check();
  await setNumber(page, 'Iterations', '3');
  await loadCsv(page);
  await page.getByRole('button', { name: 'Start Run' }).click();
  await expect.poll(() => status(page), { timeout: 30_000 }).toBe('Completed');
  return runner;
}

/** A fresh Runner with the two quick requests ticked, in Performance Mode for `iterations` iterations. */
async function openPerformanceRun(iterations: string): Promise<RunnerPage> {
  const runner = await openRunner();
  await chooseCollection(runner.page, ['Echo user', 'Create user']);
  await runner.page.getByRole('checkbox', { name: /Performance Mode/ }).check();
  await setNumber(runner.page, 'Iterations', iterations);
  return runner;
}

describe('Collection Runner', () => {
  it('asks for a collection and a request, and refuses a data file it cannot read', async () => {
    const { page, close } = await openRunner();
    await page.getByRole('button', { name: 'Start Run' }).click();
    await expect
      .poll(() => page.locator('.toasts').textContent())
      .toContain('Please select a collection and at least one request');

    await chooseCollection(page, []);
    expect(await page.getByText('0 of 4 selected').count()).toBe(1);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    expect(await page.getByText('4 of 4 selected').count()).toBe(1);

    // Invalid numbers are corrected as they will run.
    await setNumber(page, 'Iterations', 'lots');
    expect(await page.getByRole('textbox', { name: /^Iterations/ }).inputValue()).toBe('1');
    await setNumber(page, 'Iterations', '5000');
    expect(await page.getByRole('textbox', { name: /^Iterations/ }).inputValue()).toBe('1000');
    await setNumber(page, 'Timeout', '10');
    expect(await page.getByRole('textbox', { name: /^Timeout/ }).inputValue()).toBe('1000');

    await loadCsv(page, 'name\nada', 'users.txt');
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Error parsing data file: the file must be .csv or .json');
    await page.locator('input[type=file][accept=".csv,.json"]').setInputFiles({
      name: 'rows.json',
      mimeType: 'application/json',
      buffer: Buffer.from('[{"name":'),
    });
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/^Error parsing data file: /);
    await loadCsv(page);
    await expect.poll(() => page.locator('.runner-data-file').textContent()).toContain('users.csv3 rows');
    expect(await page.getByRole('alert').count()).toBe(0);
    await close();
  }, 120_000);

  it('runs sequentially with 3 iterations and a CSV data file, then exports json, csv and html', async () => {
    const { page, close } = await runWithCsv('Sequential');

    expect(await tile(page, 'Total')).toBe('9');
    expect(await tile(page, 'Passed')).toBe('6');
    expect(await tile(page, 'Failed')).toBe('3');
    expect(await tile(page, 'Pass rate')).toBe('66.7%');
    expect(await tile(page, 'Total time')).toMatch(/^\d+ ms$/);
    expect(await tile(page, 'Requests per second')).toMatch(/^\d+(\.\d+)?$/);
    expect(await rows(page).count()).toBe(9);

    // Each iteration took its own data row, in the URL, a header and the body.
    const users = seen.filter((request) => request.url.startsWith('/users'));
    expect(users.map((request) => `${request.method} ${request.url} ${request.age}`)).toEqual([
      'GET /users?name=ada 36',
      'POST /users undefined',
      'GET /users?name=alan 41',
      'POST /users undefined',
      'GET /users?name=grace 85',
      'POST /users undefined',
    ]);
    // The request's Postman tests ran against each response: 2 passed of 2.
    const firstRow = rows(page).first();
    expect(await firstRow.textContent()).toContain('2 passed, 0 failed');
    await rows(page).nth(4).click();
    const details = page.getByRole('region', { name: 'Request details' });
    expect(await details.textContent()).toContain('iteration 2');
    expect(await details.getByLabel('Response body').textContent()).toContain('{"name":"alan","age":"41"}');

    // Failures are one tick away.
    await page.getByRole('checkbox', { name: /Failed only/ }).check();
    expect(await rows(page).count()).toBe(3);
    expect(await rows(page).first().textContent()).toContain('Missing page');
    expect(await rows(page).first().textContent()).toContain('404');
    await screenshot(page, 'runner');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await screenshot(page, 'runner-dark');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'runner-phone');
    await page.setViewportSize(DESKTOP);

    const exported = async (format: string) => {
      const file = await download(page, page.getByRole('button', { name: `Export ${format}` }));
      expect(file.filename).toMatch(new RegExp(`^Runner_fixture-run-\\d{4}-\\d{2}-\\d{2}\\.${format.toLowerCase()}$`));
      return file.text;
    };
    const json = JSON.parse(await exported('JSON'));
    expect(json.summary.requests).toEqual({ total: 9, passed: 6, failed: 3, passRate: 66.7 });
    expect(json.requests).toHaveLength(9);
    expect(json.requests[3].url).toBe(`${stack.echo.url}/users?name=alan`);
    // Times as people read them: ms with at most one decimal, the average rounded, requests/s to 2.
    const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;
    for (const request of json.requests) expect(decimals(request.responseTime)).toBeLessThanOrEqual(1);
    const { performance } = json.summary;
    expect(Number.isInteger(performance.avgResponseTime)).toBe(true);
    expect(decimals(performance.requestsPerSecond)).toBeLessThanOrEqual(2);
    for (const time of [performance.totalTime, performance.minResponseTime, performance.maxResponseTime]) {
      expect(decimals(time)).toBeLessThanOrEqual(1);
    }

    const csv = (await exported('CSV')).trim().split('\r\n');
    expect(csv[0]).toBe('Name,Method,URL,Status,Success,Response Time,Tests Passed,Tests Total,Error');
    expect(csv).toHaveLength(10);
    expect(csv[4]).toMatch(
      new RegExp(`^Echo user,GET,${stack.echo.url}/users\\?name=alan,200,true,\\d+(\\.\\d)?,2,2,$`),
    );

    const html = await exported('HTML');
    expect(html).toContain('<svg');
    expect(html).toContain('Missing page');
    expect(html).toContain('Runner fixture');
    // No time in the report carries the clock's long fractions.
    expect(html).not.toMatch(/\d\.\d{2,} ?ms/);
    await close();
  }, 120_000);

  it('runs in parallel with 3 iterations: every request of every iteration, each with its data row', async () => {
    const { page, close } = await runWithCsv('Parallel');
    expect(await tile(page, 'Total')).toBe('9');
    expect(await tile(page, 'Failed')).toBe('3');
    expect(await page.locator('.runner-summary').textContent()).toContain('Parallel');
    const names = seen
      .filter((request) => request.method === 'GET' && request.url.startsWith('/users'))
      .map((request) => request.url)
      .sort();
    expect(names).toEqual(['/users?name=ada', '/users?name=alan', '/users?name=grace']);
    expect(seen.filter((request) => request.url === '/status/404')).toHaveLength(3);
    await close();
  }, 120_000);

  it('stops midway: the request in flight is aborted, partial results stay, also after leaving the view', async () => {
    const { page, close } = await openRunner();
    await chooseCollection(page, ['Echo user', 'Hang']);
    await setNumber(page, 'Iterations', '3');
    const before = slow.received;
    await page.getByRole('button', { name: 'Start Run' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Running' }).textContent())
      .toBe('Running 1/6 requests');
    await expect.poll(() => slow.received).toBe(before + 1);
    const closedBefore = slow.closed;

    await page.getByRole('button', { name: 'Stop Run' }).click();
    await expect.poll(() => status(page)).toBe('Stopped');
    expect(await tile(page, 'Total')).toBe('1');
    expect(await rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain('Echo user');
    // The abort went through the proxy to the upstream connection.
    await expect.poll(() => slow.closed, { timeout: 10_000 }).toBe(closedBefore + 1);
    expect(await page.getByRole('button', { name: 'Start Run' }).isEnabled()).toBe(true);

    await leaveAndReturn(page);
    expect(await status(page)).toBe('Stopped');
    expect(await rows(page).count()).toBe(1);
    await close();
  }, 120_000);

  it('Performance Mode shows min, avg, percentiles and max and a response-time chart', async () => {
    const { page, close } = await openPerformanceRun('25');
    await page.getByRole('radio', { name: 'Parallel' }).check();
    await page.getByRole('button', { name: 'Start Run' }).click();
    await expect.poll(() => status(page), { timeout: 60_000 }).toBe('Completed');
    expect(await tile(page, 'Total')).toBe('50');
    const figures = page.getByRole('region', { name: 'Response times' });
    for (const figure of ['min', 'avg', 'p50', 'p90', 'p99', 'max']) {
      expect(await figures.locator(`.runner-tile:has(dt:text-is("${figure}")) dd`).textContent()).toMatch(/^\d+ ms$/);
    }
    const ms = async (figure: string) =>
      Number.parseInt((await figures.locator(`.runner-tile:has(dt:text-is("${figure}")) dd`).textContent()) ?? '', 10);
    expect(await ms('min')).toBeLessThanOrEqual(await ms('p50'));
    expect(await ms('p50')).toBeLessThanOrEqual(await ms('p99'));
    expect(await ms('p99')).toBeLessThanOrEqual(await ms('max'));
    expect(await figures.locator('svg rect').count()).toBe(50);
    // No response bodies are kept in Performance Mode.
    await rows(page).first().click();
    expect(await page.getByRole('region', { name: 'Request details' }).getByLabel('Response body').count()).toBe(0);
    await screenshot(page, 'runner-performance');
    await close();
  }, 120_000);

  it('Performance Mode runs 1000 requests with throttled updates, and keeps running while another view is shown', async () => {
    const { page, close } = await openPerformanceRun('500');
    // Count how often the progress line changes: each change is one repaint of the run's state.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressTexts: string[] }).progressTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('.runner-progress span')?.textContent;
        if (text && text !== seen.at(-1)) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const started = Date.now();
    await page.getByRole('button', { name: 'Start Run' }).click();
    // The first repaint comes after the first answers; a loaded machine may take seconds to send them.
    await expect
      .poll(() => page.locator('.runner-progress span').textContent(), { timeout: 15_000 })
      .toMatch(/^Running [1-9]\d*\/1000 requests$/);
    await leaveAndReturn(page);
    await expect.poll(() => status(page), { timeout: 120_000 }).toBe('Completed');
    const elapsed = Date.now() - started;
    expect(await tile(page, 'Total')).toBe('1000');
    expect(await tile(page, 'Passed')).toBe('1000');
    const texts = await page.evaluate(() => (window as unknown as { progressTexts: string[] }).progressTexts);
    // At most about four repaints a second (plus the first and the remount), never one per request.
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.length).toBeLessThanOrEqual(Math.ceil(elapsed / 250) + 3);
    // 1000 bars bucketed into at most 120 (core's chart), each a few requests' average.
    const bars = await page.getByRole('region', { name: 'Response times' }).locator('svg rect').count();
    expect(bars).toBeGreaterThan(100);
    expect(bars).toBeLessThanOrEqual(120);
    await close();
  }, 180_000);
});
