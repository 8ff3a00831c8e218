import type { RequestResult, RunResult } from '../model/run.js';
import { responseTimeChart } from './chart.js';
import type { ReportContext } from './context.js';
import { escapeMarkup as x } from './escape.js';
import { errorKind, failedTests, hasFailure, qualifiedName } from './groups.js';
import { unfinishedReason } from './unfinished.js';
import { HTML_APP } from './htmlApp.js';
import { htmlData, scriptJson } from './htmlData.js';
import type { HtmlRedaction } from './htmlRedaction.js';
import { HTML_STYLE } from './htmlStyle.js';
import { iterationCount } from './iterations.js';

/** What a reader may set, under newman-reporter-htmlextra's option names. */
export interface HtmlOptions {
  /** The heading; default `<collection> — Courier run`. */
  title?: string;
  /** The browser tab's title; default the heading. */
  browserTitle?: string;
  /** Open in the dark theme (the reader can still switch). */
  darkTheme?: boolean;
  /** Headers and bodies left out of the report. */
  redaction?: HtmlRedaction;
}

/** Failures listed in the page itself; the rest are one filter away in the request list. */
const LISTED_FAILURES = 200;

/**
 * A self-contained HTML report: inline CSS, SVG and script, no external asset, so it can be
 * mailed or archived as a CI artifact. The summary, charts and failures are plain markup (they
 * read even where a CI viewer blocks scripts); the request list, with search, filters, folders,
 * iterations and each request's assertions, headers and bodies, is drawn by the inline script from
 * the run data embedded as JSON, a screenful at a time.
 */
export function renderHtml(result: RunResult, context: ReportContext = {}, options: HtmlOptions = {}): string {
  const title = options.title ?? `${result.collectionName ?? result.collectionId} — Courier run`;
  return [
    '<!DOCTYPE html>',
    `<html lang="en"${options.darkTheme ? ' data-theme="dark"' : ''}><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${x(options.browserTitle ?? title)}</title>`,
    `<style>${HTML_STYLE}</style>`,
    '</head><body>',
    `<div class="top"><div><h1>${x(title)}</h1>${meta(result, context)}</div><button id="theme" type="button" hidden>Light / dark</button></div>`,
    banner(result),
    cards(result),
    '<h2>Charts</h2>',
    `<div class="charts">${assertionDonut(result)}${responseTimeChart(result.requests)}</div>`,
    failures(result),
    '<h2>Requests</h2>',
    '<noscript><p class="muted">The request list needs JavaScript; the summary and failures above are complete without it.</p></noscript>',
    '<div id="browser" hidden>',
    '<div class="toolbar">',
    '<input id="q" type="search" placeholder="Search names, URLs, statuses, assertions, errors" aria-label="Search requests">',
    '<select id="verdict" aria-label="Verdict"><option value="">All</option><option value="failed">Failed</option><option value="passed">Passed</option></select>',
    '<select id="iteration" aria-label="Iteration"><option value="">All iterations</option></select>',
    '<select id="folder" aria-label="Folder"><option value="">All folders</option></select>',
    '<span id="count" class="muted"></span>',
    '</div>',
    '<div class="browser"><div id="list"><div id="rows"></div></div>',
    '<section id="detail" aria-live="polite"><p class="muted">Choose a request to see its assertions, headers and bodies.</p></section></div>',
    '</div>',
    `<script type="application/json" id="report-data">${scriptJson(htmlData(result, context, options.redaction))}</script>`,
    `<script>${HTML_APP}</script>`,
    '</body></html>',
    '',
  ].join('\n');
}

/** Above everything else: a run that did not finish must not be read as a whole one. */
function banner(result: RunResult): string {
  const stopped = unfinishedReason(result);
  if (stopped === undefined) return '';
  return `<p class="banner" role="alert"><b>This run did not finish.</b> ${x(stopped)}. The report covers the requests that ran before it ended.</p>`;
}

function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

function bytes(size: number): string {
  if (size < 1024) return `${size} B`;
  return size < 1024 * 1024 ? `${(size / 1024).toFixed(1)} kB` : `${(size / 1024 / 1024).toFixed(1)} MB`;
}

function meta(result: RunResult, context: ReportContext): string {
  const items: Array<[string, string]> = [
    ['Started', result.startTime.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')],
    ['Duration', duration(Math.round(result.summary.performance.totalTime))],
    ['Status', result.status],
  ];
  if (context.environment?.name) items.push(['Environment', context.environment.name]);
  if (result.error) items.push(['Error', result.error]);
  return `<p class="meta">${items.map(([k, v]) => `<span>${x(k)}: <b>${x(v)}</b></span>`).join('')}</p>`;
}

interface Totals {
  failedRequests: number;
  assertions: number;
  passed: number;
  failed: number;
  skipped: number;
  scriptErrors: number;
  unsent: number;
  received: number;
}

function totalsOf(results: readonly RequestResult[]): Totals {
  const totals: Totals = {
    failedRequests: 0,
    assertions: 0,
    passed: 0,
    failed: 0,
    skipped: 0,
    scriptErrors: 0,
    unsent: 0,
    received: 0,
  };
  for (const result of results) {
    if (hasFailure(result)) totals.failedRequests += 1;
    for (const test of result.tests) {
      if (test.skipped) totals.skipped += 1;
      else if (test.passed) totals.passed += 1;
      else totals.failed += 1;
    }
    if (result.error !== undefined) {
      if (errorKind(result) === 'request') totals.unsent += 1;
      else totals.scriptErrors += 1;
    }
    totals.received += result.responseSize;
  }
  totals.assertions = totals.passed + totals.failed;
  return totals;
}

function cards(result: RunResult): string {
  const t = totalsOf(result.requests);
  const p = result.summary.performance;
  const card = (label: string, value: string, detail: string, bad = false) =>
    `<div class="card${bad ? ' bad' : ''}"><div class="k">${x(label)}</div><div class="v">${x(value)}</div><div class="d">${x(detail)}</div></div>`;
  return `<div class="cards">${[
    card('Iterations', String(iterationCount(result)), `${result.mode} run`),
    card('Requests', String(result.requests.length), `${t.failedRequests} failed`, t.failedRequests > 0),
    card(
      'Assertions',
      `${t.passed}/${t.assertions}`,
      `${t.failed} failed${t.skipped > 0 ? ` · ${t.skipped} skipped` : ''}`,
      t.failed > 0,
    ),
    card(
      'Errors',
      String(t.scriptErrors + t.unsent),
      `${t.scriptErrors} script · ${t.unsent} not sent`,
      t.scriptErrors + t.unsent > 0,
    ),
    card(
      'Avg response',
      `${Math.round(p.avgResponseTime)} ms`,
      `min ${Math.round(p.minResponseTime)} · max ${Math.round(p.maxResponseTime)} ms`,
    ),
    card('Received', bytes(t.received), `total ${duration(Math.round(p.totalTime))}`),
  ].join('')}</div>`;
}

/** Passed vs failed assertions as a ring. */
function assertionDonut(result: RunResult): string {
  const { passed, failed } = totalsOf(result.requests);
  const total = passed + failed;
  const circumference = 2 * Math.PI * 40;
  const share = total === 0 ? 0 : failed / total;
  const label = total === 0 ? 'no assertions' : `${passed} of ${total} assertions passed`;
  return [
    `<svg class="donut" viewBox="0 0 120 120" role="img" aria-label="${x(label)}"><title>${x(label)}</title>`,
    `<circle cx="60" cy="60" r="40" fill="none" stroke-width="16" style="stroke:var(${total === 0 ? '--line' : '--okbar'})"/>`,
    share > 0
      ? `<circle cx="60" cy="60" r="40" fill="none" stroke-width="16" style="stroke:var(--bad)" stroke-dasharray="${(share * circumference).toFixed(2)} ${circumference.toFixed(2)}" transform="rotate(-90 60 60)"/>`
      : '',
    `<text x="60" y="66" text-anchor="middle">${total === 0 ? '—' : `${Math.floor((passed / total) * 100)}%`}</text></svg>`,
  ].join('');
}

function failureLines(result: RequestResult): string[] {
  const lines = failedTests(result).map((test) => `${test.name}: ${test.error ?? 'failed'}`);
  if (result.error !== undefined) lines.unshift(result.error);
  return lines;
}

/** Every failing execution first, before the request list: what a reader opens the report for. */
function failures(result: RunResult): string {
  const failing = result.requests.flatMap((request, index) => (hasFailure(request) ? [{ request, index }] : []));
  if (failing.length === 0) return '<h2>Failures</h2><p class="ok">No failures.</p>';
  const numbered = iterationCount(result) > 1;
  const items = failing.slice(0, LISTED_FAILURES).map(({ request, index }) => {
    const where = `${qualifiedName(request)}${numbered ? ` (iteration ${request.iteration + 1})` : ''}`;
    const lines = failureLines(request)
      .map((line) => `<div class="msg">${x(line)}</div>`)
      .join('');
    return `<li><a href="#r-${index}">✗ ${x(where)}</a>${lines}</li>`;
  });
  const more =
    failing.length > LISTED_FAILURES
      ? `<p class="muted">${failing.length - LISTED_FAILURES} more: choose “Failed” in the request list.</p>`
      : '';
  return `<h2>Failures (${failing.length})</h2><ul class="failures">${items.join('')}</ul>${more}`;
}
