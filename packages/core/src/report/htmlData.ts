// The run as the HTML report's script reads it: compact rows, embedded once as JSON, so the page
// draws only the rows in view however many requests ran.
import type { Body } from '../model/body.js';
import type { RequestResult, RunResult } from '../model/run.js';
import type { ReportContext } from './context.js';
import type { Exchange } from './exchange.js';
import { errorKind, hasFailure, type ErrorKind } from './groups.js';
import { iterationCount } from './iterations.js';

/** An assertion: name, verdict, message. */
export type HtmlAssertion = [name: string, verdict: 'pass' | 'fail' | 'skip', message: string];

export interface HtmlRow {
  /** Request name. */
  n: string;
  /** Index into `folders`. */
  f: number;
  /** Iteration, 1-based. */
  i: number;
  m: string;
  u: string;
  s: number;
  st: string;
  /** Response time (ms) and size (bytes). */
  t: number;
  z: number;
  /** Failed in the sense every report shares. */
  x: boolean;
  e?: string;
  k?: ErrorKind;
  a: HtmlAssertion[];
  q?: { h: Array<[string, string]>; b: string; bt: boolean };
  r?: { h: Array<[string, string]>; b: string; bt: boolean; bs: number; b64: boolean };
  c?: Array<[event: string, level: string, message: string]>;
}

export interface HtmlData {
  iterations: number;
  folders: string[];
  rows: HtmlRow[];
}

/** A request body as text, the way a person reads it. */
export function bodyText(body: Body): string {
  switch (body.mode) {
    case 'none':
      return '';
    case 'raw':
      return body.raw;
    case 'urlencoded':
      return body.urlencoded
        .filter((row) => row.enabled !== false)
        .map((row) => `${encodeURIComponent(row.key)}=${encodeURIComponent(row.value)}`)
        .join('&');
    case 'formdata':
      return body.formdata
        .filter((part) => part.enabled)
        .map((part) =>
          part.type === 'text' ? `${part.key}: ${part.value}` : `${part.key}: <file ${part.src.join(', ')}>`,
        )
        .join('\n');
    case 'file':
      return `<file ${body.src}>`;
    case 'graphql':
      return body.variables.trim() ? `${body.query}\n\nvariables: ${body.variables}` : body.query;
  }
}

function verdict(test: RequestResult['tests'][number]): HtmlAssertion[1] {
  if (test.skipped) return 'skip';
  return test.passed ? 'pass' : 'fail';
}

function rowOf(result: RequestResult, folder: number, exchange: Exchange | undefined): HtmlRow {
  const row: HtmlRow = {
    n: result.name,
    f: folder,
    i: result.iteration + 1,
    m: result.method,
    u: exchange?.request.url ?? result.url,
    s: result.status,
    st: exchange?.response?.statusText ?? '',
    t: Math.round(result.responseTime),
    z: result.responseSize,
    x: hasFailure(result),
    a: result.tests.map((test) => [test.name, verdict(test), test.error ?? '']),
  };
  if (result.error !== undefined) {
    row.e = result.error;
    row.k = errorKind(result);
  }
  if (exchange) {
    const { request, response, console } = exchange;
    row.q = {
      h: request.headers.map(({ name, value }) => [name, value]),
      b: bodyText(request.body),
      bt: request.bodyTruncated,
    };
    if (response) {
      row.r = {
        h: response.headers.map(({ name, value }) => [name, value]),
        b: response.body.text,
        bt: response.body.truncated,
        bs: response.body.size,
        b64: response.body.base64,
      };
    }
    if (console.length > 0) row.c = console.map((line) => [line.event, line.level, line.message]);
  }
  return row;
}

export function htmlData(result: RunResult, context: ReportContext): HtmlData {
  const folders = new Map<string, number>();
  const rows = result.requests.map((request) => {
    const folder = request.path.join(' / ');
    let index = folders.get(folder);
    if (index === undefined) {
      index = folders.size;
      folders.set(folder, index);
    }
    return rowOf(request, index, context.exchange?.(request.id));
  });
  return { iterations: iterationCount(result), folders: [...folders.keys()], rows };
}

/**
 * JSON safe inside a <script> element: `<`, `>` and `&` as \u escapes, so no text in a response
 * can close the element or open a comment; U+2028/2029 likewise for older parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
