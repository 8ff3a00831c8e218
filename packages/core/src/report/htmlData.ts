// The run as the HTML report's script reads it: compact rows, embedded once as JSON, so the page
// draws only the rows in view however many requests ran.
import type { Body } from '../model/body.js';
import type { Header } from '../model/response.js';
import type { RequestResult, RunResult } from '../model/run.js';
import type { ReportContext } from './context.js';
import type { Exchange } from './exchange.js';
import { errorKind, hasFailure, type ErrorKind } from './groups.js';
import { isOmitted, type HtmlRedaction } from './htmlRedaction.js';
import { iterationCount } from './iterations.js';

/** An assertion: name, verdict, message. */
type HtmlAssertion = [name: string, verdict: 'pass' | 'fail' | 'skip', message: string];

interface HtmlRow {
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
  /** `ho`/`bo`: headers or body left out of the report on purpose (HtmlRedaction). */
  q?: { h: Array<[string, string]>; b: string; bt: boolean; ho?: true; bo?: true };
  r?: { h: Array<[string, string]>; b: string; bt: boolean; bs: number; b64: boolean; ho?: true; bo?: true };
  c?: Array<[event: string, level: string, message: string]>;
}

export interface HtmlData {
  iterations: number;
  folders: string[];
  rows: HtmlRow[];
}

/** A request body as text, the way a person reads it. */
function bodyText(body: Body): string {
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

/** The headers the report keeps, and whether it left any out. */
function keptHeaders(headers: readonly Header[], redaction: HtmlRedaction): { h: Array<[string, string]>; ho?: true } {
  const kept = headers.filter((header) => !isOmitted(redaction.headers, header.name, true));
  return {
    h: kept.map(({ name, value }) => [name, value]),
    ...(kept.length < headers.length && { ho: true as const }),
  };
}

function rowOf(
  result: RequestResult,
  folder: number,
  exchange: Exchange | undefined,
  redaction: HtmlRedaction,
): HtmlRow {
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
    const hideRequestBody = isOmitted(redaction.requestBodies, result.name);
    row.q = {
      ...keptHeaders(request.headers, redaction),
      b: hideRequestBody ? '' : bodyText(request.body),
      bt: !hideRequestBody && request.bodyTruncated,
      ...(hideRequestBody && { bo: true as const }),
    };
    if (response) {
      const hideResponseBody = isOmitted(redaction.responseBodies, result.name);
      row.r = {
        ...keptHeaders(response.headers, redaction),
        b: hideResponseBody ? '' : response.body.text,
        bt: !hideResponseBody && response.body.truncated,
        bs: response.body.size,
        b64: !hideResponseBody && response.body.base64,
        ...(hideResponseBody && { bo: true as const }),
      };
    }
    if (console.length > 0) row.c = console.map((line) => [line.event, line.level, line.message]);
  }
  return row;
}

export function htmlData(result: RunResult, context: ReportContext, redaction: HtmlRedaction = {}): HtmlData {
  const folders = new Map<string, number>();
  const rows = result.requests.map((request) => {
    const folder = request.path.join(' / ');
    let index = folders.get(folder);
    if (index === undefined) {
      index = folders.size;
      folders.set(folder, index);
    }
    return rowOf(request, index, context.exchange?.(request.id), redaction);
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
