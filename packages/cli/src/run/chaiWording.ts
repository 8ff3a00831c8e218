// A Postman collection's failed assertions read in the CLI's reports as Newman writes them: chai's
// and chai-postman's wording (`expected [ 1, 2 ] to include 3`), which CI pipelines group failures
// by. The sandbox words them as the spec says (`Expected array to include 3`), which the web app
// shows, and keeps chai's message beside its own (`chaiError`) wherever it replaced one. The status
// assertions are Courier's own, so chai-postman's wording never existed for them: this table maps
// Courier's wording of them to chai-postman's, where Courier's message keeps all that chai's says.
// A message neither knows is left as it is.
import type { RequestResult, RunEvent, RunListener, RunResult, TestResult } from '@courier/core';

const QUOTED = String.raw`("(?:[^"\\]|\\.)*")`;

/** chai's inspect of a value the sandbox shows: strings in single quotes, the rest as they are. */
function chaiValue(shown: string): string {
  if (!shown.startsWith('"')) return shown;
  const text = JSON.parse(shown) as string;
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

interface Wording {
  /** The assertion, as a script writes it. */
  assertion: string;
  courier: RegExp;
  chai: (...values: string[]) => string;
}

/** Courier's wording ↔ chai-postman's, one row per assertion; each row is checked against Newman's output. */
export const CHAI_WORDINGS: readonly Wording[] = [
  {
    assertion: 'pm.response.to.have.status(201)',
    courier: /^Expected status to be (\d+), got (\d+|undefined)$/,
    chai: (expected, actual) => `expected response to have status code ${expected} but got ${actual}`,
  },
  {
    assertion: 'pm.response.to.not.have.status(200)',
    courier: /^Expected status to not be (\d+)$/,
    chai: (expected) => `expected response to not have status code ${expected}`,
  },
  {
    assertion: "pm.response.to.have.status('Created')",
    courier: new RegExp(`^Expected status to be ${QUOTED}, got ${QUOTED}$`),
    chai: (expected, actual) => `expected response to have status reason ${expected} but got ${actual}`,
  },
];

/** The message as chai-postman words it, when the table knows Courier's; else the message as it is. */
function tableMessage(message: string): string {
  for (const { courier, chai } of CHAI_WORDINGS) {
    const match = courier.exec(message);
    if (match) return chai(...match.slice(1).map(chaiValue));
  }
  return message;
}

/** The test with its failure in chai's wording, and no second wording beside it. */
function reworded<T extends Pick<TestResult, 'error' | 'chaiError'>>(test: T): Omit<T, 'chaiError'> {
  if (test.error === undefined) return test;
  const { chaiError, ...rest } = test;
  return { ...rest, error: chaiError ?? tableMessage(test.error) };
}

function rewordedRequest(request: RequestResult): RequestResult {
  return { ...request, tests: request.tests.map(reworded) };
}

/** The run result with every failed assertion in chai's wording. */
export function resultInChaiWording(result: RunResult): RunResult {
  return { ...result, requests: result.requests.map(rewordedRequest) };
}

/** A listener given the run's events with every failed assertion in chai's wording. */
export function inChaiWording(listener: RunListener): RunListener {
  return (event: RunEvent) => {
    if (event.type === 'test') listener({ ...event, test: reworded(event.test) });
    else if (event.type === 'request:done') listener({ ...event, result: rewordedRequest(event.result) });
    else if (event.type === 'run:end') listener({ ...event, result: resultInChaiWording(event.result) });
    else listener(event);
  };
}
