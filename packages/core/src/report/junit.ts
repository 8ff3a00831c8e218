import type { RequestResult, RunResult } from '../model/run.js';
import { escapeMarkup as x } from './escape.js';
import { errorKind, failedTests, qualifiedName, type ErrorKind } from './groups.js';
import { iterationCount } from './iterations.js';
import { stopSuite } from './junitStop.js';

/**
 * Courier's JUnit layout (the CLI's `--reporter-junit-layout courier`; Newman's is junitNewman.ts).
 * JUnit XML as Jenkins (xunit's junit-10.xsd), GitLab and Azure read it. One <testsuite> per
 * request EXECUTION, so nothing is folded across iterations or setNextRequest repeats (Newman
 * folds them: its issue #2197). One <testcase> per assertion, each with a time; when a run has
 * several iterations each testcase name ends with ` [iteration N]` (1-based), since CI tools key a
 * test's history on classname + name. A script error or a request that could not be sent is an
 * <error> testcase of its own, so `errors` counts it and CI turns red.
 */
export function renderJunit(result: RunResult): string {
  const numbered = iterationCount(result) > 1;
  const suites = result.requests.map((request, index) => suite(request, index, numbered));
  let counts = result.requests.map(countsOf).reduce(add, { tests: 0, failures: 0, errors: 0, skipped: 0 });
  const stopped = stopSuite(result, suites.length);
  if (stopped) {
    suites.push(stopped);
    counts = add(counts, { tests: 1, failures: 0, errors: 1, skipped: 0 });
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${x(result.collectionName ?? result.collectionId)}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" time="${seconds(result.summary.performance.totalTime)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

interface Counts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

function add(a: Counts, b: Counts): Counts {
  return {
    tests: a.tests + b.tests,
    failures: a.failures + b.failures,
    errors: a.errors + b.errors,
    skipped: a.skipped + b.skipped,
  };
}

function countsOf(request: RequestResult): Counts {
  const error = request.error !== undefined ? 1 : 0;
  return {
    tests: request.tests.length + error,
    failures: failedTests(request).length,
    errors: error,
    skipped: request.tests.filter((test) => test.skipped).length,
  };
}

const ERROR_CASES: Record<ErrorKind, { name: string; type: string }> = {
  'prerequest-script': { name: 'Pre-request script', type: 'PrerequestScriptError' },
  'test-script': { name: 'Test script', type: 'TestScriptError' },
  request: { name: 'Request', type: 'RequestError' },
};

function suite(request: RequestResult, index: number, numbered: boolean): string {
  const name = x(qualifiedName(request));
  const counts = countsOf(request);
  const suffix = numbered ? ` [iteration ${request.iteration + 1}]` : '';
  // Each assertion judged this exchange: its time is the exchange's, as Newman writes it.
  const open = (caseName: string) =>
    `    <testcase name="${x(caseName + suffix)}" classname="${name}" time="${seconds(request.responseTime)}"`;
  const cases = request.tests.map((test) => {
    if (test.skipped) return `${open(test.name)}>\n      <skipped/>\n    </testcase>`;
    if (test.passed) return `${open(test.name)}/>`;
    const message = x(test.error ?? 'Assertion failed');
    return `${open(test.name)}>\n      <failure type="AssertionFailure" message="${message}">${message}</failure>\n    </testcase>`;
  });
  if (request.error !== undefined) {
    const { name: caseName, type } = ERROR_CASES[errorKind(request)];
    const message = x(request.error);
    cases.push(
      `${open(caseName)}>\n      <error type="${type}" message="${message}">${message}</error>\n    </testcase>`,
    );
  }
  return [
    `  <testsuite name="${name}" id="${index}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${seconds(request.responseTime)}" timestamp="${x(request.timestamp)}">`,
    '    <properties>',
    `      <property name="iteration" value="${request.iteration + 1}"/>`,
    `      <property name="method" value="${x(request.method)}"/>`,
    `      <property name="url" value="${x(request.url)}"/>`,
    `      <property name="status" value="${request.status}"/>`,
    '    </properties>',
    ...cases,
    '  </testsuite>',
  ].join('\n');
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}
