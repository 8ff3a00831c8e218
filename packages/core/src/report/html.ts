import type { RequestResult, RunResult, RunSummary } from '../model/run.js';
import { responseTimeChart } from './chart.js';
import { escapeMarkup as x } from './escape.js';
import { groupResults, hasFailure, qualifiedName, type ResultGroup } from './groups.js';

/**
 * A self-contained HTML report: inline CSS and SVG, no script, no external asset, so it can be
 * mailed or archived as a CI artifact. Large runs stay usable because groups are native
 * <details> elements (collapsed unless they hold a failure) and rows are plain table rows.
 */
export function renderHtml(result: RunResult): string {
  const title = `${result.collectionName ?? result.collectionId} — Courier run`;
  const failures = result.requests.filter(hasFailure);
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${x(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head><body>',
    `<h1>${x(title)}</h1>`,
    header(result),
    summary(result.summary),
    '<h2>Response time</h2>',
    responseTimeChart(result.requests),
    failures.length > 0 ? `<h2>Failures (${failures.length})</h2>${table(failures, true)}` : '',
    '<h2>Requests</h2>',
    ...groupResults(result.requests).map(group),
    '</body></html>',
    '',
  ].join('\n');
}

function header(result: RunResult): string {
  const items: Array<[string, string]> = [
    ['Status', result.status],
    ['Mode', result.mode],
    ['Started', result.startTime],
    ['Ended', result.endTime ?? '—'],
    ['Iterations', String(result.settings.iterations)],
  ];
  if (result.error) items.push(['Error', result.error]);
  return `<dl class="meta">${items.map(([k, v]) => `<dt>${x(k)}</dt><dd>${x(v)}</dd>`).join('')}</dl>`;
}

function summary(s: RunSummary): string {
  const card = (label: string, value: string, detail: string) =>
    `<div class="card"><div class="k">${x(label)}</div><div class="v">${x(value)}</div><div class="d">${x(detail)}</div></div>`;
  return `<div class="cards">${[
    card(
      'Requests',
      `${s.requests.passed}/${s.requests.total}`,
      `${s.requests.failed} failed · ${s.requests.passRate}%`,
    ),
    card('Tests', `${s.tests.passed}/${s.tests.total}`, `${s.tests.failed} failed · ${s.tests.passRate}%`),
    card(
      'Avg response',
      `${s.performance.avgResponseTime} ms`,
      `min ${s.performance.minResponseTime} · max ${s.performance.maxResponseTime} ms`,
    ),
    card('Throughput', `${s.performance.requestsPerSecond}/s`, `total ${s.performance.totalTime} ms`),
  ].join('')}</div>`;
}

function group(g: ResultGroup): string {
  const label = `Iteration ${g.iteration + 1}${g.folder ? ` · ${g.folder}` : ''}`;
  const badge = g.failures > 0 ? `<span class="bad">${g.failures} failed</span>` : '<span class="ok">all passed</span>';
  return `<details${g.failures > 0 ? ' open' : ''}><summary>${x(label)} — ${g.results.length} requests ${badge}</summary>${table(g.results, false)}</details>`;
}

function table(results: readonly RequestResult[], withIteration: boolean): string {
  const head = [
    'Name',
    ...(withIteration ? ['Iteration'] : []),
    'Method',
    'URL',
    'Status',
    'Time (ms)',
    'Tests',
    'Error',
  ];
  return `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${results
    .map((r) => row(r, withIteration))
    .join('')}</tbody></table>`;
}

function row(r: RequestResult, withIteration: boolean): string {
  const failed = r.tests.filter((test) => !test.passed && !test.skipped);
  const failedList =
    failed.length > 0
      ? `<ul>${failed.map((test) => `<li>${x(test.name)}${test.error ? `: ${x(test.error)}` : ''}</li>`).join('')}</ul>`
      : '';
  const name = withIteration ? qualifiedName(r) : r.name;
  return `<tr class="${hasFailure(r) ? 'f' : 'p'}"><td>${x(name)}${failedList}</td>${
    withIteration ? `<td>${r.iteration + 1}</td>` : ''
  }<td>${x(r.method)}</td><td class="u">${x(r.url)}</td><td>${r.status}</td><td>${r.responseTime}</td><td>${r.testsPassed}/${r.testsTotal}</td><td>${x(r.error ?? '')}</td></tr>`;
}

const STYLE = [
  'body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1f2328;background:#fff}',
  'h1{font-size:20px}h2{font-size:16px;margin-top:24px}',
  '.meta{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px}.meta dt{font-weight:600}.meta dd{margin:0}',
  '.cards{display:flex;gap:12px;flex-wrap:wrap}.card{border:1px solid #d0d7de;border-radius:6px;padding:8px 12px;min-width:160px}',
  '.k{color:#59636e}.v{font-size:20px;font-weight:600}.d{color:#59636e;font-size:12px}',
  '.chart{width:100%;max-width:960px;height:160px;border-bottom:1px solid #d0d7de}.bp{fill:#2da44e}.bf{fill:#cf222e}.axis{font-size:10px;fill:#59636e}',
  'details{border:1px solid #d0d7de;border-radius:6px;margin:6px 0}summary{cursor:pointer;padding:6px 10px}',
  'table{border-collapse:collapse;width:100%;font-size:13px}th,td{border-top:1px solid #eaeef2;padding:4px 8px;text-align:left;vertical-align:top}',
  'td.u{word-break:break-all}tr.f td:first-child{border-left:3px solid #cf222e}tr.p td:first-child{border-left:3px solid #2da44e}',
  'td ul{margin:4px 0 0;padding-left:18px;color:#cf222e}.bad{color:#cf222e;font-weight:600}.ok{color:#1a7f37}',
].join('');
