import type { RequestResult, RunResult } from '../model/run.js';
import { escapeMarkup as x } from './escape.js';
import { qualifiedName } from './groups.js';

/**
 * JUnit XML as Jenkins and GitLab read it. One <testsuite> per request EXECUTION, named
 * `Request` or `Folder / Request`, with its iteration as an attribute and a property, so nothing
 * is folded across iterations or setNextRequest repeats (Newman folds them: its issue #2197).
 * One <testcase> per assertion; a failed request without assertions is an <error> testcase.
 */
export function renderJunit(result: RunResult): string {
  const suites = result.requests.map((request, index) => suite(request, index));
  const counts = result.requests.map(countsOf).reduce(add, { tests: 0, failures: 0, errors: 0, skipped: 0 });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${x(result.collectionName ?? result.collectionId)}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${seconds(result.summary.performance.totalTime)}">`,
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

/** A request error gets its own testcase when no assertion would show it. */
function errorCase(request: RequestResult): boolean {
  return !request.success && request.tests.length === 0;
}

function countsOf(request: RequestResult): Counts {
  const error = errorCase(request) ? 1 : 0;
  return {
    tests: request.tests.length + error,
    failures: request.tests.filter((test) => !test.passed && !test.skipped).length,
    errors: error,
    skipped: request.tests.filter((test) => test.skipped).length,
  };
}

function suite(request: RequestResult, index: number): string {
  const name = x(qualifiedName(request));
  const counts = countsOf(request);
  const iteration = request.iteration;
  const cases = request.tests.map((test) => {
    const open = `    <testcase name="${x(test.name)}" classname="${name}" iteration="${iteration}"`;
    if (test.skipped) return `${open}>\n      <skipped/>\n    </testcase>`;
    if (test.passed) return `${open}/>`;
    const message = x(test.error ?? 'Assertion failed');
    return `${open}>\n      <failure type="AssertionFailure" message="${message}">${message}</failure>\n    </testcase>`;
  });
  if (errorCase(request)) {
    const message = x(request.error ?? `${request.method} ${request.url} answered ${request.status}`);
    cases.push(
      `    <testcase name="${x(request.name)}" classname="${name}" iteration="${iteration}">\n      <error type="RequestError" message="${message}">${message}</error>\n    </testcase>`,
    );
  }
  return [
    `  <testsuite name="${name}" id="${index}" iteration="${iteration}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${seconds(request.responseTime)}" timestamp="${x(request.timestamp)}">`,
    '    <properties>',
    `      <property name="iteration" value="${iteration}"/>`,
    `      <property name="method" value="${x(request.method)}"/>`,
    `      <property name="url" value="${x(request.url)}"/>`,
    `      <property name="status" value="${request.status}"/>`,
    '    </properties>',
    ...cases,
    // A failure beside assertions (a test script error, say) would otherwise be invisible.
    ...(request.error !== undefined && !errorCase(request) ? [`    <system-err>${x(request.error)}</system-err>`] : []),
    '  </testsuite>',
  ].join('\n');
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}
