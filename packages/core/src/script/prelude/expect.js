// `pm.expect`: chai 4 with Courier's own messages for the common assertions, and
// Postman's response assertions (`pm.response.to.have.status(200)`, `to.be.ok`, …).
import chai from 'chai';
import { show } from './format.js';
import { getPath, hasPath } from './lodashPath.js';
import { statusCodeOf, subject } from './postmanAssertions.js';
import { ResponseView } from './response.js';

const { Assertion, AssertionError } = chai;

const flag = chai.util.flag;

/** Replaces chai's message with Courier's when an assertion without a user message fails. */
function withSpecMessage(run, assertion, message) {
  try {
    return run();
  } catch (error) {
    if (error instanceof AssertionError && !flag(assertion, 'message')) {
      const text = message();
      if (text) error.message = text;
    }
    throw error;
  }
}

function method(names, message) {
  for (const name of names) {
    Assertion.overwriteMethod(
      name,
      (original) =>
        function (...args) {
          return withSpecMessage(
            () => original.apply(this, args),
            this,
            () => message(flag(this, 'object'), args, flag(this, 'negate'), this),
          );
        },
    );
  }
}

function property(names, message) {
  for (const name of names) {
    Assertion.overwriteProperty(
      name,
      (original) =>
        function () {
          return withSpecMessage(
            () => original.call(this),
            this,
            () => message(flag(this, 'object'), flag(this, 'negate')),
          );
        },
    );
  }
}

method(
  ['equal', 'equals', 'eq', 'eql', 'eqls'],
  (actual, [expected], negate) => `Expected ${show(actual)} to ${negate ? 'not ' : ''}equal ${show(expected)}`,
);
method(['above', 'gt', 'greaterThan'], (actual, [bound], negate) =>
  negate ? '' : `Expected ${show(actual)} to be above ${show(bound)}`,
);
method(['below', 'lt', 'lessThan'], (actual, [bound], negate) =>
  negate ? '' : `Expected ${show(actual)} to be below ${show(bound)}`,
);
property(['true'], (actual, negate) => (negate ? '' : `Expected ${show(actual)} to be true`));
property(['false'], (actual, negate) => (negate ? '' : `Expected ${show(actual)} to be false`));
method(['property'], (actual, args, negate) => {
  if (negate) return '';
  const [name, value] = args;
  const present = actual !== null && actual !== undefined && name in Object(actual);
  if (args.length > 1 && present)
    return `Expected property ${show(name)} to equal ${show(value)}, got ${show(actual[name])}`;
  return `Expected object to have property ${show(name)}`;
});
function chainable(names, message) {
  for (const name of names) {
    Assertion.overwriteChainableMethod(
      name,
      (original) =>
        function (...args) {
          return withSpecMessage(
            () => original.apply(this, args),
            this,
            () => (flag(this, 'negate') ? '' : message(flag(this, 'object'), args)),
          );
        },
      (chaining) =>
        function () {
          chaining.call(this);
        },
    );
  }
}

chainable(['lengthOf', 'length'], (actual, [length]) => {
  const size = actual instanceof Map || actual instanceof Set ? actual.size : actual?.length;
  if (typeof size !== 'number') return 'Expected object to have length property';
  return `Expected length to be ${show(length)}, got ${size}`;
});
chainable(['include', 'includes', 'contain', 'contains'], (actual, [needle]) => {
  if (Array.isArray(actual)) return `Expected array to include ${show(needle)}`;
  if (typeof actual === 'string') return `Expected string to include ${show(needle)}`;
  if (typeof needle === 'string') return `Expected object to include property ${show(needle)}`;
  return '';
});

/** `to.have.status(200)` or, with anything but a number, the reason phrase: `to.have.status('Created')`. */
Assertion.addMethod('status', function (expected) {
  if (typeof expected === 'number') {
    const code = statusCodeOf(this);
    this.assert(
      code === expected,
      `Expected status to be ${expected}, got ${code}`,
      `Expected status to not be ${expected}`,
    );
    return;
  }
  const reason = subject(this).reason();
  this.assert(
    reason === expected,
    `Expected status to be ${show(expected)}, got ${show(reason)}`,
    `Expected status to not be ${show(expected)}`,
  );
});

Assertion.addMethod('body', function (expected) {
  // No response at all (a send that failed) has no text: as an empty body here.
  const text = subject(this).text() ?? '';
  if (expected === undefined) {
    this.assert(
      text.length > 0,
      'expected response to have content in body',
      'expected response to not have content in body',
    );
  } else if (expected instanceof RegExp) {
    this.assert(
      expected.test(text),
      `expected response body to match ${expected}`,
      `expected response body to not match ${expected}`,
    );
  } else {
    const wanted = typeof expected === 'string' ? expected : JSON.stringify(expected);
    this.assert(
      text === wanted,
      `expected response body to equal ${show(wanted)}`,
      `expected response body to not equal ${show(wanted)}`,
    );
  }
});

function parsedBody(assertion) {
  try {
    return JSON.parse(subject(assertion).text());
  } catch {
    throw new AssertionError('Response is not valid JSON');
  }
}

/** First required property missing from `actual`, as a dotted path (the structure check). */
export function missingProperty(actual, template, prefix = '') {
  for (const key of Object.keys(template)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (actual === null || typeof actual !== 'object' || !(key in actual)) return path;
    const nested = template[key];
    if (nested !== null && typeof nested === 'object' && !Array.isArray(nested)) {
      const missing = missingProperty(actual[key], nested, path);
      if (missing) return missing;
    }
  }
  return undefined;
}

/**
 * `to.have.jsonBody()` (the body is JSON), `jsonBody(path)` and `jsonBody(path, value)` with
 * chai-postman's lodash paths (`item[0].name`), and Courier's structure check
 * `jsonBody({ required: { nested: {} } })`. Any other first argument asserts nothing, as there.
 */
Assertion.addMethod('jsonBody', function (...args) {
  const [shape, value] = args;
  if (args.length === 0) {
    this.assert(
      jsonOrMissing(this) !== MISSING,
      'Response is not valid JSON',
      'expected response body not to be a valid json',
    );
    return;
  }
  if (shape !== null && typeof shape === 'object' && !Array.isArray(shape)) {
    const missing = missingProperty(parsedBody(this), shape);
    this.assert(
      missing === undefined,
      `Missing required property: ${missing}`,
      'expected response body to not have the given structure',
    );
    return;
  }
  if (typeof shape !== 'string') return;
  const body = jsonOrMissing(this);
  this.assert(
    body !== MISSING && hasPath(body, shape),
    `Missing required property: ${shape}`,
    `expected response body to not have property ${show(shape)}`,
  );
  if (args.length < 2) return;
  const found = getPath(body, shape);
  this.assert(
    chai.util.eql(found, value),
    `expected response body json at ${show(shape)} to contain #{exp} but got #{act}`,
    `expected response body json at ${show(shape)} to not contain #{exp} but got #{act}`,
    value,
    found,
  );
});

function jsonOrMissing(assertion) {
  try {
    return JSON.parse(subject(assertion).text());
  } catch {
    return MISSING;
  }
}
const MISSING = Symbol('missing');

// chai-postman's `to.be.json`: the body parses as JSON, whatever the Content-Type says.
Assertion.addProperty('json', function () {
  this.assert(
    jsonOrMissing(this) !== MISSING,
    'Response is not valid JSON',
    'expected response body not to be a valid json',
  );
});

// Postman's status-class properties; `ok` keeps chai's truthiness meaning for anything but a response.
/** @type {Record<string, [low: number, high: number, label: string]>} */
const STATUS_CLASSES = {
  info: [100, 199, '1XX'],
  success: [200, 299, '2XX'],
  redirection: [300, 399, '3XX'],
  clientError: [400, 499, '4XX'],
  serverError: [500, 599, '5XX'],
  error: [400, 599, '4XX or 5XX'],
};
for (const [name, [low, high, label]] of Object.entries(STATUS_CLASSES)) {
  Assertion.addProperty(name, function () {
    const code = statusCodeOf(this);
    this.assert(
      code >= low && code <= high,
      `expected response code to be ${label} but found ${code}`,
      `expected response code to not be ${label} but found ${code}`,
    );
  });
}
/**
 * chai-postman's named statuses check the code and the reason phrase (any case), so a 200 whose
 * reason is 'Success' is not `ok`. Its names are kept, even `notAcceptable`'s 'Acceptable' and
 * `unauthorised`'s British spelling, which no server sends: those two fail there, and here.
 */
/** @satisfies {Record<string, [code: number, reason: string]>} */
const STATUS_REASONS = {
  ok: [200, 'OK'],
  accepted: [202, 'Accepted'],
  withoutContent: [204, 'No Content'],
  badRequest: [400, 'Bad Request'],
  unauthorized: [401, 'Unauthorized'],
  unauthorised: [401, 'Unauthorised'],
  forbidden: [403, 'Forbidden'],
  notFound: [404, 'Not Found'],
  notAcceptable: [406, 'Acceptable'],
  rateLimited: [429, 'Too Many Requests'],
};

/** Code, then reason: negated, either one matching fails, as chai-postman's two assertions do. */
function assertStatus(assertion, response, [expected, reason]) {
  const { code } = response;
  assertion.assert(
    code === expected,
    `Expected status to be ${expected}, got ${code}`,
    `Expected status to not be ${expected}`,
  );
  const wanted = reason.toUpperCase();
  const actual = String(response.reason()).toUpperCase();
  assertion.assert(
    actual === wanted,
    `expected response to have status reason ${show(wanted)} but got ${show(actual)}`,
    `expected response to not have status reason ${show(actual)}`,
  );
}

for (const [name, status] of Object.entries(STATUS_REASONS)) {
  if (name === 'ok') continue;
  Assertion.addProperty(name, function () {
    assertStatus(this, subject(this), status);
  });
}
// `ok` keeps chai's truthiness meaning for anything but a response.
Assertion.overwriteProperty(
  'ok',
  (original) =>
    function () {
      const object = flag(this, 'object');
      if (!(object instanceof ResponseView)) return original.call(this);
      assertStatus(this, object, STATUS_REASONS.ok);
      return undefined;
    },
);

export const expect = chai.expect;

/** The plain assert: fails with the given message or 'Assertion failed'. */
export function assert(condition, message) {
  if (!condition) throw new AssertionError(message === undefined ? 'Assertion failed' : String(message));
}

export { chai };
