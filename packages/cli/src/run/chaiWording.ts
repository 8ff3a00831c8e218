// A Postman collection's failed assertions read in the CLI's reports as Newman writes them: chai's
// and chai-postman's wording (`expected response to have status code 201 but got 200`), which CI
// pipelines group failures by. The sandbox words them as the spec says (`Expected status to be 201,
// got 200`), which the web app shows; this table maps one wording to the other, where Courier's
// message keeps all that chai's says. A message it does not know is left as it is: chai's wording
// of `include`, `property` and `lengthOf` shows the object asserted on, which Courier's leaves out.
// The sandbox words `equal` and `eql` alike; both read as `eql`, the one Postman's snippets use.
import type { RequestResult, RunEvent, RunListener, RunResult, TestResult } from '@courier/core';

/** A value as the sandbox shows it: a number, a boolean, null, undefined or a JSON string. */
const VALUE = String.raw`(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|true|false|null|undefined|NaN|"(?:[^"\\]|\\.)*")`;
const QUOTED = String.raw`("(?:[^"\\]|\\.)*")`;

/** chai's inspect of a primitive: strings in single quotes, the rest as the sandbox shows it. */
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

/** Courier's wording ↔ chai's, one row per assertion; each row is checked against Newman's output. */
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
  {
    assertion: 'pm.expect(500).to.eql(201)',
    courier: new RegExp(`^Expected ${VALUE} to equal ${VALUE}$`),
    chai: (actual, expected) => `expected ${actual} to deeply equal ${expected}`,
  },
  {
    assertion: 'pm.expect(500).to.not.eql(500)',
    courier: new RegExp(`^Expected ${VALUE} to not equal ${VALUE}$`),
    chai: (actual, expected) => `expected ${actual} to not deeply equal ${expected}`,
  },
  {
    assertion: 'pm.expect(1).to.be.above(5)',
    courier: new RegExp(`^Expected ${VALUE} to be above ${VALUE}$`),
    chai: (actual, bound) => `expected ${actual} to be above ${bound}`,
  },
  {
    assertion: 'pm.expect(5).to.be.below(1)',
    courier: new RegExp(`^Expected ${VALUE} to be below ${VALUE}$`),
    chai: (actual, bound) => `expected ${actual} to be below ${bound}`,
  },
  {
    assertion: 'pm.expect(false).to.be.true',
    courier: new RegExp(`^Expected ${VALUE} to be true$`),
    chai: (actual) => `expected ${actual} to be true`,
  },
  {
    assertion: 'pm.expect(true).to.be.false',
    courier: new RegExp(`^Expected ${VALUE} to be false$`),
    chai: (actual) => `expected ${actual} to be false`,
  },
];

/** The message as chai words it, when the table knows Courier's; else the message as it is. */
export function chaiMessage(message: string): string {
  for (const { courier, chai } of CHAI_WORDINGS) {
    const match = courier.exec(message);
    if (match) return chai(...match.slice(1).map(chaiValue));
  }
  return message;
}

function reworded<T extends Pick<TestResult, 'error'>>(test: T): T {
  return test.error === undefined ? test : { ...test, error: chaiMessage(test.error) };
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
