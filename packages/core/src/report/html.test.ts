import { describe, expect, it } from 'vitest';
import { execution, runResult } from '../../test/runResults.js';
import { renderHtml } from './html.js';

describe('renderHtml', () => {
  it('is self-contained: no script, no external asset', () => {
    const html = renderHtml(runResult([execution()]));
    expect(html).not.toMatch(/<script|<link|src=|href=|@import|url\(/i);
    expect(html).toContain('<svg');
  });

  it('escapes names, URLs, errors and test names', () => {
    const html = renderHtml(
      runResult([
        execution({
          name: '<script>alert(1)</script>',
          url: 'http://t/?a=<img onerror=x>',
          success: false,
          error: '<b>bad</b>',
          tests: [{ name: '<i>t</i>', passed: false, error: '"quote"' }],
        }),
      ]),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;bad&lt;/b&gt;');
  });

  it('lists failures first, then groups by iteration and folder with failing groups open', () => {
    const html = renderHtml(
      runResult([
        execution({ name: 'fine', path: ['A'] }),
        execution({ name: 'broken', path: ['B'], success: false, status: 500 }),
      ]),
    );
    const failures = html.indexOf('Failures (1)');
    const groupB = html.indexOf('Iteration 1 · B');
    const groupA = html.indexOf('Iteration 1 · A');
    expect(failures).toBeGreaterThan(0);
    expect(failures).toBeLessThan(groupB);
    expect(groupB).toBeLessThan(groupA);
    expect(html).toMatch(/<details open><summary>Iteration 1 · B/);
    expect(html).toMatch(/<details><summary>Iteration 1 · A/);
  });

  it('renders 10,000 executions in well under a second and a few megabytes', () => {
    const requests = Array.from({ length: 10_000 }, (_, i) =>
      execution({
        name: `Request ${i % 10}`,
        path: ['Folder'],
        iteration: Math.floor(i / 10),
        responseTime: i % 97,
        success: i % 500 !== 0,
        tests: [{ name: 'ok', passed: i % 500 !== 0 }],
      }),
    );
    const started = performance.now();
    const html = renderHtml(runResult(requests));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(html.length).toBeLessThan(4_000_000);
    expect(html.match(/<rect /g)).toHaveLength(120);
    expect(html.match(/<details/g)).toHaveLength(1000);
  });
});
