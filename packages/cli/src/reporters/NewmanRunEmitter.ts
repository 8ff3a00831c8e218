// The run as Newman shows it to a reporter (`newman-reporter-<name>`): an EventEmitter with the
// run's `summary` and an `exports` list, firing postman-runtime's events with Newman's arguments
// (`(error, {cursor, item, request, response, …})`), where item, request, response, collection and
// variable scopes are the Postman collection SDK's objects whose methods reporters call
// (`item.parent()`, `response.reason()`, `summary.collection.name`). It is built from the report
// `-r json` writes, which holds every key of Newman's summary; its events fire while the run goes on.
import { EventEmitter } from 'node:events';
import { Collection, Item, Request, Response, VariableScope } from 'postman-collection';

type Json = Record<string, unknown>;

/** A file a reporter asks to write, as Newman's reporters push it onto `emitter.exports`. */
export interface NewmanExport {
  name: string;
  /** The file name used when no path is given; it goes under ./newman/ with a timestamp. */
  default?: string;
  path?: string;
  content: unknown;
}

/** A console line of a script: which script and what it printed. */
export interface NewmanConsoleLine {
  event: 'prerequest' | 'test';
  level: string;
  message: string;
}

export interface ExecutionJson {
  cursor: Json;
  item: Json;
  request: Json;
  response?: Json;
  assertions?: Array<{ assertion: string; skipped: boolean; error?: Json }>;
  requestError?: Json;
  prerequestScript?: Array<{ error: Json }>;
  testScript?: Array<{ error: Json }>;
}

/** Newman's report as `-r json` writes it (core's `newman-json` format). */
export interface NewmanReportJson {
  collection: Json;
  environment: Json;
  globals: Json;
  run: {
    stats: Json;
    timings: Json;
    executions: ExecutionJson[];
    transfers: Json;
    failures: Array<Json & { source?: Json }>;
    error: Json | null;
  };
}

export interface NewmanExecution {
  cursor: Json;
  item: Item;
  request: Request;
  response?: Response;
  id: string;
  assertions?: ExecutionJson['assertions'];
  requestError?: Json;
  prerequestScript?: Array<{ error: Json }>;
  testScript?: Array<{ error: Json }>;
}

export interface NewmanSummary {
  collection: Collection;
  environment: VariableScope;
  globals: VariableScope;
  run: Omit<NewmanReportJson['run'], 'executions' | 'failures'> & { executions: NewmanExecution[]; failures: Json[] };
}

function itemsById(collection: Collection): Map<string, Item> {
  const items = new Map<string, Item>();
  collection.forEachItem((item) => items.set(item.id, item));
  return items;
}

/** Finds the collection's own item for an execution, so that `item.parent()` works. */
export type ItemLookup = (json: Json) => Item;

export function itemLookup(collection: Collection): ItemLookup {
  const items = itemsById(collection);
  return (json) => items.get(String(json['id'])) ?? new Item(json);
}

/** One execution of the report with the collection SDK's objects reporters call methods on. */
export function newmanExecution(
  { item, request, response, ...rest }: ExecutionJson,
  itemOf: ItemLookup,
): NewmanExecution {
  return {
    ...rest,
    item: itemOf(item),
    request: new Request(request),
    ...(response && { response: new Response(response) }),
    id: String(item['id']),
  };
}

/**
 * The summary object Newman gives reporters, its items those of the collection so `parent()` works:
 * the collection reporters were given when the run started, when there is one.
 */
export function newmanSummary(report: NewmanReportJson, collection = new Collection(report.collection)): NewmanSummary {
  const itemOf = itemLookup(collection);
  const executions = report.run.executions.map((execution) => newmanExecution(execution, itemOf));
  const failures = report.run.failures.map((failure) => {
    const source = failure.source && itemOf(failure.source);
    return { ...failure, source, parent: source?.parent() };
  });
  return {
    collection,
    environment: new VariableScope(report.environment),
    globals: new VariableScope(report.globals),
    run: { ...report.run, executions, failures },
  };
}

/**
 * The run as Newman shows it to one reporter, fired while the run goes on in the order
 * postman-runtime fires its events for a sequential run: start; per iteration beforeIteration …
 * iteration; per execution beforeItem, the pre-request console and errors, beforeRequest, request,
 * the test console, assertion for each assertion, the test script's errors, item; then beforeDone,
 * which is when reporters push their exports. `done` is for the caller to fire once the exports are
 * written.
 */
export class NewmanRunEmitter extends EventEmitter {
  /** What the reporter asks to write, filled by its `beforeDone` listener. */
  readonly exports: NewmanExport[] = [];

  constructor(readonly summary: NewmanSummary) {
    super();
  }

  started(cursor: Json): void {
    this.emit('start', null, { cursor });
  }

  iterationStarted(cursor: Json): void {
    this.emit('beforeIteration', null, { cursor });
  }

  executed(execution: NewmanExecution, lines: readonly NewmanConsoleLine[]): void {
    const { cursor, item, request, response } = execution;
    const printed = (event: NewmanConsoleLine['event']) => {
      for (const line of lines.filter((entry) => entry.event === event)) {
        this.emit('console', null, { cursor, level: line.level, messages: [line.message] });
      }
    };
    this.emit('beforeItem', null, { cursor, item });
    printed('prerequest');
    for (const { error } of execution.prerequestScript ?? []) this.emit('exception', null, { cursor, error });
    this.emit('beforeRequest', null, { cursor, request, item });
    this.emit('request', execution.requestError ?? null, { cursor, response, request, item, cookies: [] });
    // A script's console lines and assertions interleave as its statements run, which the run does
    // not record: the lines come first, as in a script that logs what it then tests.
    printed('test');
    for (const { assertion, skipped, error } of execution.assertions ?? []) {
      this.emit('assertion', error ?? null, { cursor, assertion, skipped, error: error ?? null, item });
    }
    for (const { error } of execution.testScript ?? []) this.emit('exception', null, { cursor, error });
    this.emit('item', null, { cursor, item });
  }

  iterationEnded(cursor: Json): void {
    this.emit('iteration', null, { cursor });
  }

  finishing(cursor: Json): void {
    this.emit('beforeDone', null, { cursor, summary: this.summary });
  }
}
