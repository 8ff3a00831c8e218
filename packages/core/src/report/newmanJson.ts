// `-r json` as Newman 6 writes it, so tools that read Newman's JSON report keep working.
import { exportBody } from '../convert/postman/postmanBody.js';
import { POSTMAN_COLLECTION_SCHEMA, postmanCollectionOf } from '../convert/postman/exportPostmanCollection.js';
import type { Collection } from '../model/collection.js';
import type { Header } from '../model/response.js';
import type { RequestResult, RunResult } from '../model/run.js';
import type { SystemError } from '../model/systemError.js';
import { listRequests } from '../model/walk.js';
import { wasSent } from '../runner/requestResult.js';
import { scriptChain } from '../send/pipeline/inherit.js';
import type { ReportContext, ReportScope } from './context.js';
import type { Exchange, KeptBody } from './exchange.js';
import { createId } from '../model/id.js';
import { errorKind, failedTests, thrownMessage } from './groups.js';
import { iterationCount } from './iterations.js';
import { itemsPlaceholder, jsonPieces } from './jsonPieces.js';
import { unfinishedReason } from './unfinished.js';
import { sdkBody, sdkCollection, sdkRequest, sdkUrl, type SdkCollection, type SdkItem } from './postmanSdkShape.js';

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
  const sdk = sdkOf(context);
  markExecuted(sdk, result);
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
    const cursor = cursorOf(request, {
      position,
      length: lengths.get(request.iteration) ?? 0,
      cycles: stats.iterations.total,
    });
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

    const item = itemOf(sdk, request, result.collectionName);
    // A failed assertion's cursor is its script's: Newman drops the iteration flags and names the script.
    const script = testScriptOf(item);
    const { ref, length, cycles, iteration, httpRequestId } = cursor;
    const assertionCursor = script
      ? {
          ref,
          length,
          cycles,
          position,
          iteration,
          httpRequestId,
          scriptId: script['id'],
          execution: script['_lastExecutionId'],
        }
      : cursor;
    const at = { source: item.json, parent: item.parent };
    // Failures come in the order the run met them: a pre-request script's error or a request that
    // could not be sent before the test script's assertions, the test script's own error after them.
    const thrown = kind === undefined ? undefined : { error: failedStepError(request), at: kind, ...at, cursor };
    if (thrown && kind !== 'test-script') failures.push(thrown);
    request.tests.forEach((test, index) => {
      if (test.passed || test.skipped) return;
      failures.push({
        error: assertionError(test, index),
        at: `assertion:${index} in test-script`,
        ...at,
        cursor: assertionCursor,
      });
    });
    if (thrown && kind === 'test-script') failures.push(thrown);
  }
  stats.scripts.total = stats.prerequestScripts.total + stats.testScripts.total;
  stats.scripts.failed = stats.prerequestScripts.failed + stats.testScripts.failed;
  const executions = itemsPlaceholder();
  const stopped = unfinishedReason(result);
  const report = {
    collection: sdk?.json ?? {
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
      error: stopped === undefined ? null : { message: stopped },
    },
  };
  return jsonPieces(report, executions, executionsOf(result, context, cursors, sdk));
}

function* executionsOf(
  result: RunResult,
  context: ReportContext,
  cursors: readonly Json[],
  sdk: SdkCollection | undefined,
): Generator<Json> {
  for (const [index, request] of result.requests.entries()) {
    yield executionOf(
      request,
      itemOf(sdk, request, result.collectionName),
      context.exchange?.(request.id),
      cursors[index] ?? {},
    );
  }
}

/** Where an execution stands in the run: its place in its iteration, of how many, in how many iterations. */
export interface NewmanPlace {
  position: number;
  length: number;
  cycles: number;
}

/** Newman's cursor of one execution. */
function cursorOf(request: RequestResult, { position, length, cycles }: NewmanPlace) {
  return {
    position,
    iteration: request.iteration,
    length,
    cycles,
    empty: false,
    eof: false,
    bof: position === 0,
    cr: false,
    ref: request.id,
    httpRequestId: request.id,
  };
}

function sdkOf(context: ReportContext): SdkCollection | undefined {
  return context.collection
    ? sdkCollection(postmanCollectionOf(context.collection, { everyMethodBody: true }))
    : undefined;
}

/**
 * Newman's execution of each request as soon as it is done, for reporters that follow the run
 * while it goes on (the file report is written from the whole result once it is over).
 */
export class NewmanExecutions {
  private readonly sdk: SdkCollection | undefined;

  constructor(private readonly context: ReportContext) {
    this.sdk = sdkOf(context);
  }

  /** The collection as Newman's summary holds it, for the items the executions name. */
  get collection(): Json | undefined {
    return this.sdk?.json;
  }

  of(request: RequestResult, place: NewmanPlace): Json {
    const item = itemOf(this.sdk, request, this.context.collection?.name);
    return executionOf(request, item, this.context.exchange?.(request.id), cursorOf(request, place));
  }
}

/**
 * The item as the collection holds it; without the collection (a report rendered from a run
 * result alone) one made from what the result keeps.
 */
function itemOf(sdk: SdkCollection | undefined, request: RequestResult, collectionName: string | undefined): SdkItem {
  const found = sdk?.items.get(request.requestId ?? '');
  if (found) return found;
  return {
    json: {
      id: request.requestId ?? request.id,
      name: request.name,
      request: sdkRequest({ url: request.url, method: request.method }),
      response: [],
      event: [],
    },
    parent: { name: request.path.at(-1) ?? collectionName ?? '' },
    events: [],
  };
}

/** The innermost script of that event around the item: the one Newman names in an assertion's cursor. */
function testScriptOf(item: SdkItem): Json | undefined {
  const script = item.events.findLast((event) => event['listen'] === 'test')?.['script'];
  return script && typeof script === 'object' ? (script as Json) : undefined;
}

/** Newman's collection comes back from the run with an execution id on every script that ran. */
function markExecuted(sdk: SdkCollection | undefined, result: RunResult): void {
  if (!sdk) return;
  const done = new Set<string>();
  for (const request of result.requests) {
    const id = request.requestId ?? '';
    if (done.has(id)) continue;
    done.add(id);
    for (const event of sdk.items.get(id)?.events ?? []) {
      const script = event['script'] as Json | undefined;
      if (script && script['_lastExecutionId'] === undefined) script['_lastExecutionId'] = createId();
    }
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

const headerList = (headers: readonly Header[]) => headers.map(({ name, value }) => ({ key: name, value }));

/**
 * What Newman's sandbox adds to an error it reports in `run.failures`. Courier keeps no stack frames
 * of a script, so `stacktrace` is an empty list; the checksum tells errors of different text apart.
 */
function identity(stack: string): Json {
  return { checksum: checksumOf(stack), id: createId(), timestamp: Date.now(), stacktrace: [] };
}

function thrownError(message: string): Json {
  const stack = `Error: ${message}`;
  return { type: 'Error', name: 'Error', message, stack, ...identity(stack) };
}

/** Node's fields of a system error, which is all Newman's execution shows of a request's error. */
function systemFields({ errno, code, syscall, address, port }: SystemError): Json {
  return { errno, code, syscall, address, port };
}

/** The error of the step that failed, as `run.failures` lists it; a system error in Node's words. */
function failedStepError(request: RequestResult): Json {
  const system = request.systemError;
  if (errorKind(request) !== 'request' || system === undefined) return thrownError(thrownMessage(request));
  const stack = `Error: ${system.message}`;
  return { ...systemFields(system), name: 'Error', message: system.message, stack, ...identity(stack) };
}

/** A failed assertion as an execution lists it. */
function assertionFields(test: RequestResult['tests'][number], index: number): Json {
  const message = test.error ?? 'Assertion failed';
  return { name: 'AssertionError', index, test: test.name, message, stack: `AssertionError: ${message}` };
}

/** A failed assertion as `run.failures` lists it: with the error's identity and time. */
function assertionError(test: RequestResult['tests'][number], index: number): Json {
  const fields = assertionFields(test, index);
  return { ...fields, ...identity(String(fields['stack'])) };
}

/** 32 hex digits from two FNV-1a hashes of the text: a stable fingerprint, not a secret. */
function checksumOf(text: string): string {
  let low = 0x811c9dc5;
  let high = 0xcbf29ce4;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
    high = Math.imul(high ^ code, 0x0100019d) >>> 0;
  }
  const hex = (value: number) => value.toString(16).padStart(8, '0');
  return `${hex(low)}${hex(high)}${hex(low ^ high)}${hex(Math.imul(low, high) >>> 0)}`;
}

/** Newman writes the response body as a serialised Node Buffer: `{type: 'Buffer', data: [bytes]}`. */
function streamOf(body: KeptBody): Json {
  const bytes = body.base64
    ? Uint8Array.from(atob(body.text), (char) => char.charCodeAt(0))
    : new TextEncoder().encode(body.text);
  return { type: 'Buffer', data: Array.from(bytes) };
}

/**
 * The request as it was sent: the item's own description and auth, the URL and body after
 * variables, and the headers on the wire, those the item does not declare marked `system` as
 * Newman marks the ones its runtime adds.
 */
function sentRequest(request: RequestResult, item: SdkItem, sent: Exchange['request'] | undefined): Json {
  const declared = item.json['request'] as Json;
  const own = new Map(
    ((declared['header'] as Json[] | undefined) ?? []).map((header) => [String(header['key']).toLowerCase(), header]),
  );
  const header = sent
    ? headerList(sent.headers).map((entry) => {
        const mine = own.get(entry.key.toLowerCase());
        if (!mine) return { ...entry, system: true };
        return mine['description'] === undefined ? entry : { description: mine['description'], ...entry };
      })
    : [];
  const body = sent ? exportBody(sent.body, sent.method, true) : undefined;
  const url = sdkUrl(sent?.url ?? request.url);
  return {
    ...(declared['description'] !== undefined && { description: declared['description'] }),
    // A URL written without its scheme went out over plain HTTP, as Newman's does.
    url: { protocol: 'http', ...url },
    header,
    method: request.method,
    ...(body !== undefined && { body: sdkBody(body) }),
    ...(item.auth && { auth: item.auth }),
  };
}

function executionOf(request: RequestResult, item: SdkItem, exchange: Exchange | undefined, cursor: Json): Json {
  const execution: Json = {
    cursor,
    item: item.json,
    request: sentRequest(request, item, exchange?.request),
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
      // Newman's times are whole milliseconds.
      responseTime: Math.round(request.responseTime),
      responseSize: request.responseSize,
    };
  }
  execution['id'] = item.json['id'];
  if (request.tests.length > 0) {
    execution['assertions'] = request.tests.map((test, index) => ({
      assertion: test.name,
      skipped: test.skipped === true,
      ...(!test.passed && !test.skipped && { error: assertionFields(test, index) }),
    }));
  }
  if (request.error !== undefined) {
    const kind = errorKind(request);
    if (kind === 'request')
      execution['requestError'] = request.systemError
        ? systemFields(request.systemError)
        : { name: 'Error', message: request.error };
    else
      execution[kind === 'test-script' ? 'testScript' : 'prerequestScript'] = [
        { error: thrownError(thrownMessage(request)) },
      ];
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
  const response = stats(result.requests.map((request) => Math.round(request.responseTime)));
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
