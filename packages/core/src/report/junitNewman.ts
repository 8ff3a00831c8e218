// JUnit XML laid out as Newman 6's junit reporter writes it, so that a CI job switching from Newman
// keeps its test history (Jenkins keys a test on suite, class name and case name): one <testsuite>
// per request with every iteration folded into it, one <testcase> per assertion name, class names
// from the request's full name, Newman's failure message and text, and script and request errors
// as the suite's <system-err> and `errors` count rather than testcases of their own.
import camelCase from 'lodash/camelCase.js';
import upperFirst from 'lodash/upperFirst.js';
import type { RequestResult, RunResult } from '../model/run.js';
import { escapeMarkup as x } from './escape.js';
import { errorKind, qualifiedName, thrownMessage } from './groups.js';
import { stopSuite } from './junitStop.js';

/** Newman's class name: the suite's name in UpperCamelCase, word characters only. */
const classNameOf = (name: string): string => upperFirst(camelCase(name).replace(/\W/g, ''));

/** Text as a CDATA section; a `]]>` inside it ends one section and starts the next. */
const cdata = (text: string): string => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

const seconds = (ms: number): number => Math.round(ms) / 1000;

/** Executions of each request, in the order the requests first ran. */
function byRequest(requests: readonly RequestResult[]): RequestResult[][] {
  const groups = new Map<string, RequestResult[]>();
  for (const request of requests) {
    const key = request.requestId ?? request.id;
    const group = groups.get(key);
    if (group) group.push(request);
    else groups.set(key, [request]);
  }
  return [...groups.values()];
}

/** What Newman writes to a suite's <system-err> for an execution whose script or request failed. */
function errorText(request: RequestResult): string {
  const head = `Iteration: ${request.iteration}\n`;
  const kind = errorKind(request);
  if (kind === 'request') return `${head}RequestError: Error: ${request.error ?? ''}\n\n---\n`;
  const prop = kind === 'test-script' ? 'testScript' : 'prerequestScript';
  return `${head}\n---\n${prop}Error: ${thrownMessage(request)}\n---\n`;
}

interface Case {
  name: string;
  /** The errors of its failed runs since it last passed, as Newman keeps them. */
  failures: string[];
}

export function renderNewmanJunit(result: RunResult): string {
  const collectionName = result.collectionName ?? result.collectionId;
  let total = 0;
  const suites = byRequest(result.requests).map((executions) => {
    const first = executions[0]!;
    const name = qualifiedName(first);
    const cases = new Map<string, Case>();
    let errors = 0;
    let failures = 0;
    let errorMessages = '';
    for (const execution of executions) {
      if (execution.error !== undefined) {
        errors += 1;
        errorMessages += errorText(execution);
      }
      for (const test of execution.tests) {
        const failed = !test.passed && !test.skipped;
        // Newman forgets an assertion's earlier failures when it passes in a later iteration.
        const entry = cases.get(test.name) ?? { name: test.name, failures: [] };
        if (failed) {
          failures += 1;
          entry.failures.push(test.error ?? 'Assertion failed');
        } else entry.failures = [];
        cases.set(test.name, entry);
      }
    }
    const times = executions.map((execution) => seconds(execution.responseTime));
    total += times.reduce((sum, time) => sum + time, 0);
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    const last = times.at(-1) ?? 0;
    const className = classNameOf(name) || classNameOf(collectionName);
    const testcases = [...cases.values()].map((entry) => {
      const open = `    <testcase name="${x(entry.name)}" time="${last.toFixed(3)}" classname="${x(className)}"`;
      const [message] = entry.failures;
      if (message === undefined) return `${open}/>`;
      const lines = [
        `Failed ${entry.failures.length} times.`,
        `Collection JSON ID: ${result.collectionId}.`,
        `Collection name: ${collectionName}.`,
        `Request name: ${name}.`,
        `Test description: ${entry.name}.`,
        `Error message: ${message}.`,
        `Stacktrace: AssertionError: ${message}.`,
      ];
      return [
        `${open}>`,
        `      <failure type="AssertionFailure" message="${x(message)}">`,
        ...lines.map((line) => `        ${cdata(line)}`),
        '      </failure>',
        '    </testcase>',
      ].join('\n');
    });
    const tests = executions.at(-1)?.tests.length ?? 0;
    return [
      `  <testsuite name="${x(name)}" id="${x(first.requestId ?? first.id)}" timestamp="${x(result.startTime)}" tests="${tests}" failures="${failures}" errors="${errors}" time="${mean.toFixed(3)}">`,
      ...(errorMessages ? [`    <system-err>${cdata(errorMessages)}</system-err>`] : []),
      ...testcases,
      '  </testsuite>',
    ].join('\n');
  });
  const stopped = stopSuite(result, suites.length);
  if (stopped) suites.push(stopped);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${x(collectionName)}" tests="${result.requests.length}" time="${total.toFixed(3)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
