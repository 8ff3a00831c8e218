// `-r json` as Newman 6 writes it, so tools that read Newman's JSON report keep working.
import { exportBody } from '../convert/postman/postmanBody.js';
import { POSTMAN_COLLECTION_SCHEMA, postmanCollectionOf } from '../convert/postman/exportPostmanCollection.js';
import { parsePostmanUrl } from '../convert/postman/postmanUrl.js';
import type { Collection } from '../model/collection.js';
import type { Header } from '../model/response.js';
import type { RequestResult, RunResult } from '../model/run.js';
import { listRequests } from '../model/walk.js';
import { wasSent } from '../runner/requestResult.js';
import { scriptChain } from '../send/pipeline/inherit.js';
import type { ReportContext, ReportScope } from './context.js';
import type { Exchange, KeptBody } from './exchange.js';
import { createId } from '../model/id.js';
import { errorKind, failedTests, thrownMessage } from './groups.js';
import { iterationCount } from './iterations.js';
import { itemsPlaceholder, jsonPieces } from './jsonPieces.js';

type Json = Record<string, unknown>;

interface Counter {
  total: number;
  pending: number;
  failed: number;
}

const counter = (): Counter => ({ total: 0, pending: 0, failed: 0 });

/**
 * Newman's report: `collection`, `environment`, `globals` and `run` with `stats`, `timings`,
 * `executions`, `transfers`, `failures` and `error`. Iterations are 0-based here, as Newman
 * writes them (`cursor.iteration`). Bodies are kept up to REPORT_BODY_LIMIT characters. The
 * executions, which hold the bodies, are built one at a time as the pieces are read.
 */
export function newmanJsonPieces(result: RunResult, context: ReportContext = {}): Generator<string> {
  const scripts = scriptCounts(context.collection);
  const stats = {
    iterations: { ...counter(), total: iterationCount(result) },
    items: counter(),
    scripts: counter(),
    prerequests: counter(),
    requests: counter(),
    tests: counter(),
    assertions: counter(),
    testScripts: counter(),
    prerequestScripts: counter(),
  };
  const cursors: Json[] = [];
  const failures: Json[] = [];
  const positions = new Map<number, number>();
  const lengths = new Map<number, number>();
  for (const request of result.requests) lengths.set(request.iteration, (lengths.get(request.iteration) ?? 0) + 1);
  let transferred = 0;
  for (const request of result.requests) {
    const position = positions.get(request.iteration) ?? 0;
    positions.set(request.iteration, position + 1);
    const cursor = {
      position,
      iteration: request.iteration,
      length: lengths.get(request.iteration) ?? 0,
      cycles: stats.iterations.total,
      empty: false,
      eof: false,
      bof: position === 0,
      cr: false,
      ref: request.id,
      httpRequestId: request.id,
    };
    cursors.push(cursor);
    const chain = scripts.get(request.requestId ?? '') ?? { prerequest: 0, test: 0 };
    const kind = request.error === undefined ? undefined : errorKind(request);
    for (const name of ['items', 'prerequests', 'requests', 'tests'] as const) stats[name].total += 1;
    stats.prerequestScripts.total += chain.prerequest;
    stats.testScripts.total += chain.test;
    stats.assertions.total += request.tests.length;
    stats.assertions.pending += request.tests.filter((test) => test.skipped).length;
    stats.assertions.failed += failedTests(request).length;
    if (kind === 'request') stats.requests.failed += 1;
    if (kind === 'prerequest-script') stats.prerequestScripts.failed += 1;
    if (kind === 'test-script') stats.testScripts.failed += 1;
    transferred += request.responseSize;

    const source = { id: request.requestId, name: request.name };
    const parent = { name: request.path.at(-1) ?? result.collectionName ?? '' };
    request.tests.forEach((test, index) => {
      if (test.passed || test.skipped) return;
      failures.push({
        error: assertionError(test, index),
        at: `assertion:${index} in test-script`,
        source,
        parent,
        cursor,
      });
    });
    if (request.error !== undefined && kind !== undefined) {
      const at = kind === 'request' ? 'request' : kind === 'test-script' ? 'test-script' : 'prerequest-script';
      failures.push({
        error: { type: 'Error', name: 'Error', message: thrownMessage(request) },
        at,
        source,
        parent,
        cursor,
      });
    }
  }
  stats.scripts.total = stats.prerequestScripts.total + stats.testScripts.total;
  stats.scripts.failed = stats.prerequestScripts.failed + stats.testScripts.failed;
  const executions = itemsPlaceholder();
  const report = {
    collection: context.collection
      ? postmanCollectionOf(context.collection)
      : {
          info: {
            _postman_id: result.collectionId,
            name: result.collectionName ?? '',
            schema: POSTMAN_COLLECTION_SCHEMA,
          },
          item: [],
        },
    environment: scopeOf(context.environment),
    globals: scopeOf(context.globals),
    run: {
      stats,
      timings: timingsOf(result, context),
      executions: executions.marker,
      transfers: { responseTotal: transferred },
      failures,
      error: result.status === 'errored' && result.error !== undefined ? { message: result.error } : null,
    },
  };
  return jsonPieces(report, executions, executionsOf(result, context, cursors));
}

function* executionsOf(result: RunResult, context: ReportContext, cursors: readonly Json[]): Generator<Json> {
  for (const [index, request] of result.requests.entries()) {
    yield executionOf(request, context.exchange?.(request.id), cursors[index] ?? {});
  }
}

/** Script counts per request id, as Newman counts them: one per level that has a script for the event. */
function scriptCounts(collection: Collection | undefined): Map<string, { prerequest: number; test: number }> {
  const counts = new Map<string, { prerequest: number; test: number }>();
  if (!collection) return counts;
  for (const { request, folders } of listRequests(collection.items)) {
    const placement = { request, folders, collection };
    counts.set(request.id, {
      prerequest: scriptChain(placement, 'prerequest').length,
      test: scriptChain(placement, 'test').length,
    });
  }
  return counts;
}

function scopeOf(scope: ReportScope | undefined): Json {
  return {
    id: scope?.id ?? createId(),
    ...(scope?.name !== undefined && { name: scope.name }),
    values: (scope?.variables ?? []).map((variable) => ({
      type: variable.type ?? 'any',
      value: variable.value,
      key: variable.key,
      ...(!variable.enabled && { disabled: true }),
    })),
  };
}

/** A URL as Newman writes it: postman-collection's parts, lists present even when empty. */
function urlOf(raw: string): Json {
  const { query, path, host, ...rest } = parsePostmanUrl(raw);
  return { ...rest, path: path ?? [], host: host ?? [], query: query ?? [], variable: [] };
}

const headerList = (headers: readonly Header[]) => headers.map(({ name, value }) => ({ key: name, value }));

function assertionError(test: RequestResult['tests'][number], index: number): Json {
  const message = test.error ?? 'Assertion failed';
  return { name: 'AssertionError', index, test: test.name, message, stack: `AssertionError: ${message}` };
}

/** Newman writes the response body as a serialised Node Buffer: `{type: 'Buffer', data: [bytes]}`. */
function streamOf(body: KeptBody): Json {
  const bytes = body.base64
    ? Uint8Array.from(atob(body.text), (char) => char.charCodeAt(0))
    : new TextEncoder().encode(body.text);
  return { type: 'Buffer', data: Array.from(bytes) };
}

function executionOf(request: RequestResult, exchange: Exchange | undefined, cursor: Json): Json {
  const sent = exchange?.request;
  const body = sent ? exportBody(sent.body, sent.method) : undefined;
  const execution: Json = {
    cursor,
    item: { id: request.requestId, name: request.name },
    request: {
      url: urlOf(sent?.url ?? request.url),
      header: headerList(sent?.headers ?? []),
      method: request.method,
      ...(body && { body }),
    },
  };
  const response = exchange?.response;
  if (response || wasSent(request)) {
    execution['response'] = {
      id: request.id,
      status: response?.statusText ?? '',
      code: request.status,
      header: headerList(response?.headers ?? []),
      stream: streamOf(response?.body ?? { text: '', size: 0, truncated: false, base64: false }),
      cookie: [],
      responseTime: request.responseTime,
      responseSize: request.responseSize,
    };
  }
  execution['id'] = request.requestId;
  if (request.tests.length > 0) {
    execution['assertions'] = request.tests.map((test, index) => ({
      assertion: test.name,
      skipped: test.skipped === true,
      ...(!test.passed && !test.skipped && { error: assertionError(test, index) }),
    }));
  }
  if (request.error !== undefined) {
    const kind = errorKind(request);
    const error = { type: 'Error', name: 'Error', message: thrownMessage(request) };
    if (kind === 'request') execution['requestError'] = { name: 'Error', message: request.error };
    else execution[kind === 'test-script' ? 'testScript' : 'prerequestScript'] = [{ error }];
  }
  return execution;
}

/** Mean, extremes and population standard deviation, as Newman's timings give them. */
function stats(values: readonly number[]): { average: number; min: number; max: number; sd: number } {
  if (values.length === 0) return { average: 0, min: 0, max: 0, sd: 0 };
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    sum += value;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  const average = sum / values.length;
  const variance = values.reduce((total, value) => total + (value - average) ** 2, 0) / values.length;
  return { average, min, max, sd: Math.sqrt(variance) };
}

function timingsOf(result: RunResult, context: ReportContext): Json {
  const response = stats(result.requests.map((request) => request.responseTime));
  const phases = result.requests.flatMap((request) => {
    const timings = context.exchange?.(request.id)?.response?.timings;
    return timings ? [timings] : [];
  });
  const dns = stats(phases.map((timings) => timings.dns));
  const firstByte = stats(phases.map((timings) => timings.firstByte));
  const started = Date.parse(result.startTime);
  return {
    responseAverage: response.average,
    responseMin: response.min,
    responseMax: response.max,
    responseSd: response.sd,
    dnsAverage: dns.average,
    dnsMin: dns.min,
    dnsMax: dns.max,
    dnsSd: dns.sd,
    firstByteAverage: firstByte.average,
    firstByteMin: firstByte.min,
    firstByteMax: firstByte.max,
    firstByteSd: firstByte.sd,
    started,
    completed: result.endTime ? Date.parse(result.endTime) : started + result.summary.performance.totalTime,
  };
}
