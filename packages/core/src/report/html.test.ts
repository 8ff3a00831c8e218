import { describe, expect, it } from 'vitest';
import { execution, runResult } from '@courier/testkit';
import type { Exchange } from './exchange.js';
import { renderHtml } from './html.js';
import type { HtmlData } from './htmlData.js';

function embedded(html: string): HtmlData {
  const json = /<script type="application\/json" id="report-data">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as HtmlData;
}

describe('renderHtml', () => {
  it('is self-contained: nothing loaded from anywhere', () => {
    const html = renderHtml(runResult([execution()]));
    expect(html).not.toMatch(/<link|src=|@import|url\(|https?:\/\/(?!api\.test)/i);
    expect(html).toContain('<svg');
  });

  it('escapes names, URLs, errors and test names in markup and in the embedded data', () => {
    const html = renderHtml(
      runResult([
        execution({
          name: '<script>alert(1)</script>',
          url: 'http://t/?a=<img onerror=x>',
          success: false,
          error: '</script><b>bad</b>',
          tests: [{ name: '<i>t</i>', passed: false, error: '"quote"' }],
        }),
      ]),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(embedded(html).rows[0]).toMatchObject({ n: '<script>alert(1)</script>', e: '</script><b>bad</b>' });
  });

  it('lists failures before the requests, with every failed assertion and error', () => {
    const html = renderHtml(
      runResult([
        execution({ name: 'fine', path: ['A'], tests: [{ name: 'ok', passed: true }] }),
        execution({ name: 'broken', path: ['B'], success: false, status: 0, error: 'connect ECONNREFUSED' }),
        execution({ name: 'wrong', tests: [{ name: 'has id', passed: false, error: 'expected 1 to equal 2' }] }),
        execution({ name: 'teapot', status: 418, success: false, tests: [{ name: 'is 418', passed: true }] }),
      ]),
    );
    const failures = html.indexOf('<h2>Failures (2)</h2>');
    expect(failures).toBeGreaterThan(0);
    expect(failures).toBeLessThan(html.indexOf('<h2>Requests</h2>'));
    expect(html).toContain('<a href="#r-1">✗ B / broken</a><div class="msg">connect ECONNREFUSED</div>');
    expect(html).toContain('<div class="msg">has id: expected 1 to equal 2</div>');
    expect(html).not.toContain('✗ teapot');
    expect(embedded(html).rows.map((row) => row.x)).toEqual([false, true, true, false]);
  });

  it('embeds each execution with its assertions, folder, 1-based iteration and exchange', () => {
    const exchange: Exchange = {
      request: {
        method: 'POST',
        url: 'http://api.test/users',
        headers: [{ name: 'Content-Type', value: 'application/json' }],
        body: { mode: 'raw', raw: '{"a":1}', language: 'json' },
        bodyTruncated: false,
      },
      response: {
        status: 201,
        statusText: 'Created',
        headers: [{ name: 'Location', value: '/users/7' }],
        body: { text: '{"id":7}', size: 8, truncated: false, base64: false },
      },
      console: [{ event: 'test', level: 'log', message: 'hello' }],
    };
    const result = runResult([
      execution({
        id: 'x1',
        path: ['Users'],
        iteration: 1,
        tests: [
          { name: 'created', passed: true },
          { name: 'later', passed: false, skipped: true },
        ],
      }),
    ]);
    const data = embedded(renderHtml(result, { exchange: (id) => (id === 'x1' ? exchange : undefined) }));
    expect(data.folders).toEqual(['Users']);
    expect(data.iterations).toBe(2);
    expect(data.rows[0]).toMatchObject({
      i: 2,
      st: 'Created',
      a: [
        ['created', 'pass', ''],
        ['later', 'skip', ''],
      ],
      q: { h: [['Content-Type', 'application/json']], b: '{"a":1}', bt: false },
      r: { h: [['Location', '/users/7']], b: '{"id":7}', bs: 8 },
      c: [['test', 'log', 'hello']],
    });
  });

  it('renders 10,000 executions in well under a second, as data rather than markup', () => {
    const requests = Array.from({ length: 10_000 }, (_, i) =>
      execution({
        name: `Request ${i % 10}`,
        path: ['Folder'],
        iteration: Math.floor(i / 10),
        responseTime: i % 97,
        tests: [{ name: 'ok', passed: i % 500 !== 0, error: i % 500 !== 0 ? undefined : 'no' }],
      }),
    );
    const started = performance.now();
    const html = renderHtml(runResult(requests));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(html.length).toBeLessThan(4_000_000);
    expect(html.match(/<rect /g)).toHaveLength(120);
    expect(html).toContain('<h2>Failures (20)</h2>');
    expect(html.match(/<li>/g)).toHaveLength(20);
    expect(embedded(html).rows).toHaveLength(10_000);
  });
});
