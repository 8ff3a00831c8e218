// The file reports as a CI system and a tester read them: Newman-shaped JSON read by a consumer of
// Newman's report, JUnit checked against the Jenkins xunit schema, CSV safe to open in a
// spreadsheet, and the HTML report used in Chromium.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '@courier/testkit/chromium';
import { renderHtml } from '@courier/core';
import { execution, runResult } from '@courier/testkit';
import { JUNIT_XSD, validateXml } from '../fixtures/junit/xmlSchema.js';
import { courier, useCliStack } from './harness.js';

const { server, ws } = useCliStack();

const NEWMAN = fileURLToPath(new URL('../../node_modules/newman/bin/newman.js', import.meta.url));

let collection: string;
let browser: Browser;

const test = (lines: string[]) => [{ listen: 'test', script: { type: 'text/javascript', exec: lines } }];

/** Passing and failing assertions, a script error, a request that cannot be sent, an accepted 418. */
function reportCollection(baseUrl: string) {
  return {
    info: { name: 'Reports', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
    item: [
      {
        name: 'Users',
        item: [
          {
            name: 'List users',
            request: { method: 'GET', url: `${baseUrl}/users?page=1` },
            event: test([
              'console.log("listing");',
              'pm.test("status is 200", () => pm.response.to.have.status(200));',
            ]),
          },
          {
            name: 'Create user',
            request: {
              method: 'POST',
              url: `${baseUrl}/users`,
              header: [{ key: 'Content-Type', value: 'application/json' }],
              body: { mode: 'raw', raw: '{"name":"<b>Ann</b>"}' },
            },
            event: test([
              'pm.test("echoes the name", () => pm.expect(pm.response.json().body).to.include("Ann"));',
              'pm.test("has an id", () => pm.expect(pm.response.json().id).to.eql(7));',
            ]),
          },
        ],
      },
      {
        name: 'Broken script',
        request: { method: 'GET', url: `${baseUrl}/status/502` },
        event: test(['throw new Error("boom");']),
      },
      { name: 'Refused', request: { method: 'GET', url: 'http://127.0.0.1:1/nothing' } },
      {
        name: 'Teapot',
        request: { method: 'GET', url: `${baseUrl}/status/418` },
        event: test(['pm.test("is a teapot", () => pm.response.to.have.status(418));']),
      },
      {
        name: '=HYPERLINK("http://evil.test","x")',
        request: { method: 'GET', url: `${baseUrl}/formula` },
        event: test(['pm.test("@SUM(1)", () => {});']),
      },
    ],
  };
}

beforeAll(async () => {
  collection = await ws.write('reports.postman_collection.json', reportCollection(server.url));
});

afterAll(async () => {
  await browser?.close();
});

interface NewmanCounter {
  total: number;
  failed: number;
}

interface NewmanReport {
  run: {
    stats: Record<string, NewmanCounter>;
    executions: Array<{
      cursor: { iteration: number };
      item: { name: string };
      request: { method: string; body?: { raw?: string } };
      response?: { code: number; stream: { type: string; data: number[] } };
      assertions?: Array<{ assertion: string; skipped: boolean; error?: { name: string; message: string } }>;
    }>;
    failures: Array<{ at: string; source: { name: string }; cursor: { iteration: number }; error: { name: string } }>;
  };
}

/** What a tool built on Newman's JSON report reads from it. */
function consume(report: NewmanReport) {
  const { stats, executions, failures } = report.run;
  return {
    stats: Object.fromEntries(Object.entries(stats).map(([name, { total, failed }]) => [name, { total, failed }])),
    executions: executions.map((execution) => {
      const verdicts = (execution.assertions ?? []).map((a) => `${a.error ? '✗' : '✓'} ${a.assertion}`);
      return `${execution.cursor.iteration} ${execution.item.name} ${execution.response?.code ?? '-'} ${verdicts.join(', ')}`;
    }),
    failures: failures.map((f) => `${f.cursor.iteration} ${f.source.name} ${f.at} ${f.error.name}`),
  };
}

/** The page on a busy CI machine may take longer than expect.poll's default second to redraw. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

const bodyOf = (stream: { data: number[] }) => new TextDecoder().decode(Uint8Array.from(stream.data));

describe('courier run -r json: Newman’s report shape', { timeout: 60_000 }, () => {
  it('reads the same in a consumer of Newman’s JSON as the report Newman writes', async () => {
    const [newmanReport, courierReport] = [ws.path('newman.json'), ws.path('courier.json')];
    const [newman, run] = await Promise.all([
      execa(
        process.execPath,
        [NEWMAN, 'run', collection, '-n', '2', '-r', 'json', '--reporter-json-export', newmanReport],
        {
          reject: false,
        },
      ),
      courier(['run', collection, '-n', '2', '-r', 'json', '--reporter-json-export', courierReport], ws.dir),
    ]);
    expect([newman.exitCode, run.exitCode]).toEqual([1, 1]);
    const theirs = JSON.parse(await readFile(newmanReport, 'utf8')) as NewmanReport;
    const ours = JSON.parse(await readFile(courierReport, 'utf8')) as NewmanReport;
    expect(consume(ours)).toEqual(consume(theirs));
    expect(consume(ours).stats['assertions']).toEqual({ total: 10, failed: 2 });

    const created = ours.run.executions.find((execution) => execution.item.name === 'Create user');
    expect(created?.request).toMatchObject({ method: 'POST', body: { raw: '{"name":"<b>Ann</b>"}' } });
    expect(JSON.parse(bodyOf(created!.response!.stream))).toMatchObject({ method: 'POST', path: '/users' });
  });

  it('keeps Courier’s own run result under -r courier-json', async () => {
    const report = ws.path('result.json');
    await courier(['run', collection, '-r', 'courier-json', '--reporter-courier-json-export', report], ws.dir);
    const result = JSON.parse(await readFile(report, 'utf8')) as {
      requests: Array<{ name: string; iteration: number }>;
    };
    expect(result.requests.map((request) => request.name)).toContain('Teapot');
  });

  it('still writes the other reports when one cannot be written, and says which', async () => {
    // A report whose folder is a file cannot be written.
    const blocked = await ws.write('not-a-folder', 'a file');
    const junit = ws.path('after-refusal.xml');
    const csv = ws.path('after-refusal.csv');
    const result = await courier(
      ['run', collection, '-r', 'json,junit,csv', '--reporter-json-export', `${blocked}/report.json`].concat([
        '--reporter-junit-export',
        junit,
        '--reporter-csv-export',
        csv,
      ]),
      ws.dir,
    );
    expect(result.stderr).toContain(`cannot write ${blocked}/report.json`);
    expect(await readFile(junit, 'utf8')).toContain('<testsuites');
    expect(await readFile(csv, 'utf8')).toContain('Teapot');
    // A run error, not a usage error: the command line was right. -x forgives the run's failed
    // assertions, not a report that is missing.
    expect(result.exitCode).toBe(1);
    const forgiven = await courier(
      ['run', collection, '-x', '-r', 'json', '--reporter-json-export', `${blocked}/r.json`],
      ws.dir,
    );
    expect(forgiven.exitCode).toBe(1);
  });
});

describe('courier run -r junit', { timeout: 60_000 }, () => {
  it('in Courier’s layout validates against the Jenkins xunit plugin’s junit-10.xsd, with a time and iteration on every testcase', async () => {
    const report = ws.path('junit.xml');
    await courier(
      [
        'run',
        collection,
        '-n',
        '2',
        '-r',
        'junit',
        '--reporter-junit-export',
        report,
        '--reporter-junit-layout',
        'courier',
      ],
      ws.dir,
    );
    const xml = await readFile(report, 'utf8');
    expect(await validateXml(xml, JUNIT_XSD)).toEqual({ valid: true, messages: expect.stringContaining('validates') });

    const cases = [...xml.matchAll(/<testcase ([^>]*?)\/?>/g)].map((match) => match[1]!);
    expect(cases.length).toBeGreaterThan(0);
    for (const attributes of cases)
      expect(attributes).toMatch(/name="[^"]* \[iteration [12]\]" classname="[^"]*" time="\d+\.\d{3}"/);
    expect(xml).toContain('<testcase name="Test script [iteration 1]" classname="Broken script"');
    expect(xml).toMatch(/<error type="TestScriptError" message="Test script error: boom">/);
    expect(xml).toMatch(/<testsuite name="Refused" id="\d+" tests="1" failures="0" errors="1"/);
    expect(xml).toMatch(/<testsuite name="Teapot" id="\d+" tests="1" failures="0" errors="0"/);
    expect(xml).toMatch(/<testsuites name="Reports" tests="\d+" failures="2" errors="4"/);
  });

  it('fails xmllint when the report breaks the schema, so the check above can fail', async () => {
    const broken = '<testsuites><testsuite name="x" tests="1" failures="0" errors="0" iteration="1"/></testsuites>';
    expect((await validateXml(broken, JUNIT_XSD)).valid).toBe(false);
  });
});

describe('courier run -r csv', { timeout: 60_000 }, () => {
  it('neutralises formula cells and never marks a request with a failed assertion as a success', async () => {
    const report = ws.path('report.csv');
    await courier(['run', collection, '-r', 'csv', '--reporter-csv-export', report], ws.dir);
    const rows = (await readFile(report, 'utf8')).trim().split('\r\n');
    const successOf = (name: string) => rows.find((row) => row.startsWith(name))?.split(',')[4];
    expect(successOf('List users')).toBe('true');
    expect(successOf('Create user')).toBe('false');
    expect(successOf('Teapot')).toBe('true');
    expect(successOf('Refused')).toBe('false');
    expect(successOf('Broken script')).toBe('false');
    expect(rows.find((row) => row.includes('HYPERLINK'))).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.test"",""x""\)"/);
  });
});

describe('courier run -r html: the HTML report in Chromium', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });

  it('loads nothing from the network, lists failures first, and searches, filters and opens requests', async () => {
    const report = ws.path('html/report.html');
    await courier(
      ['run', collection, '-n', '2', '-r', 'html', '--reporter-html-export', report].concat([
        '--reporter-html-title',
        'Nightly <API> checks',
        '--reporter-html-darkTheme',
      ]),
      ws.dir,
    );
    const page = await browser.newPage();
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`file://${report}`);
    const count = page.locator('#count');
    await eventually(() => count.textContent()).toBe('12 requests');
    expect(loaded.every((url) => url.startsWith('file://'))).toBe(true);

    const headings = await page.locator('h2').allTextContents();
    expect(headings.indexOf('Failures (6)')).toBeLessThan(headings.indexOf('Requests'));

    await page.fill('#q', 'create');
    await eventually(() => count.textContent()).toBe('2 of 12 requests');
    expect(await page.locator('#rows .row .name').allTextContents()).toEqual([
      'Users / Create user',
      'Users / Create user',
    ]);
    expect(await page.locator('#rows .group').allTextContents()).toEqual([
      'Iteration 1 · Users',
      'Iteration 2 · Users',
    ]);

    await page.fill('#q', '');
    await page.selectOption('#verdict', 'failed');
    await eventually(() => count.textContent()).toBe('6 of 12 requests');
    await page.selectOption('#iteration', '2');
    await eventually(() => count.textContent()).toBe('3 of 12 requests');
    expect(await page.locator('#rows .row .name').allTextContents()).toEqual([
      'Users / Create user',
      'Broken script',
      'Refused',
    ]);

    await page.locator('#rows .row', { hasText: 'Create user' }).click();
    const detail = page.locator('#detail');
    await expect
      .poll(() => detail.locator('.asserts li').allTextContents())
      .toEqual(['PASS echoes the name', 'FAIL has an idexpected undefined to deeply equal 7']);
    const bodies = await detail.locator('pre.body').allTextContents();
    expect(bodies[0]).toBe('{\n  "name": "<b>Ann</b>"\n}');
    expect(JSON.parse(bodies[1]!)).toMatchObject({ method: 'POST', path: '/users' });
    expect(await detail.locator('pre b').count()).toBe(0);
    expect(await detail.locator('.kv th').allTextContents()).toEqual(
      expect.arrayContaining(['Content-Type', 'content-type']),
    );

    expect(await page.locator('h1').textContent()).toBe('Nightly <API> checks');
    const theme = () => page.evaluate(() => document.documentElement.dataset['theme']);
    expect(await theme()).toBe('dark');
    await page.click('#theme');
    expect(await theme()).toBe('light');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('stays fluid with 10,000 requests: a screenful of rows in the page, filtering at once', async () => {
    const requests = Array.from({ length: 10_000 }, (_, i) =>
      execution({
        name: `Request ${i}`,
        path: [`Folder ${i % 5}`],
        iteration: i,
        tests: [{ name: 'ok', passed: i % 250 !== 0, ...(i % 250 === 0 && { error: 'expected 1 to equal 2' }) }],
      }),
    );
    const result = runResult(requests);
    const file = await ws.write(
      'large.html',
      renderHtml({ ...result, settings: { ...result.settings, iterations: 10_000 } }),
    );
    const page = await browser.newPage();
    const started = Date.now();
    await page.goto(`file://${file}`);
    await eventually(() => page.locator('#count').textContent()).toBe('10000 requests');
    const opened = Date.now() - started;
    expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(1000);

    await page.locator('#list').evaluate((list) => (list.scrollTop = list.scrollHeight));
    await eventually(() => page.locator('#rows .row .name').last().textContent()).toBe('Folder 4 / Request 9999');

    const filtering = Date.now();
    await page.selectOption('#verdict', 'failed');
    await eventually(() => page.locator('#count').textContent()).toBe('40 of 10000 requests');
    const filtered = Date.now() - filtering;
    expect({ opened: opened < 5000, filtered: filtered < 1000 }).toEqual({ opened: true, filtered: true });

    // Thousands of iterations are picked by number; leaving the field for a row still opens that row.
    await page.selectOption('#verdict', '');
    await page.fill('#iteration', '5000');
    await eventually(() => page.locator('#count').textContent()).toBe('1 of 10000 requests');
    await page.locator('#rows .row').click();
    await eventually(() => page.locator('#detail h3').textContent()).toBe('✓ Folder 4 / Request 4999');
    await page.close();
  });
});
