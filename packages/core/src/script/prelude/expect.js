// `pm.expect`: chai 4 with Courier's own messages for the common assertions (chai's kept beside
// them), and Postman's response assertions (`pm.response.to.have.status(200)`, `to.be.ok`, …).
import chai from 'chai';
import { show } from './format.js';
import { getPath, hasPath } from './lodashPath.js';
import { statusCodeOf, subject } from './postmanAssertions.js';
import { ResponseView } from './response.js';

/**
 * @typedef {import('./types/partA.js').ChaiAssertion} ChaiAssertion
 * @typedef {import('./types/partA.js').ChaiAssertionClass} ChaiAssertionClass
 */

/** @type {{ Assertion: ChaiAssertionClass, AssertionError: typeof chai.AssertionError }} */
const { Assertion, AssertionError } = chai;

/**
 * An assertion's flag: `object` (what is asserted on), `negate`, `message` (the user's).
 * @type {(assertion: ChaiAssertion, name: 'object' | 'negate' | 'message') => unknown}
 */
const flag = chai.util.flag;

/** Where a failed assertion keeps chai's message once Courier's has replaced it. */
const CHAI_MESSAGE = Symbol('chai message');
/** @typedef {Error & { [CHAI_MESSAGE]?: unknown }} Reworded */

/**
 * Replaces chai's message with Courier's when an assertion without a user message fails, and
 * keeps chai's beside it: the web app shows the spec's wording, while the CLI reports a Postman
 * collection's failures as Newman does, in chai's. An assertion made of others (`include` of an
 * object asserts each property) fails in chai with the message of the inner one that failed, so
 * the message kept is the first one replaced.
 * @template T
 * @param {() => T} run
 * @param {ChaiAssertion} assertion
 * @param {() => string} message Courier's, or '' to keep chai's
 * @returns {T}
 */
function withSpecMessage(run, assertion, message) {
  try {
    return run();
  } catch (error) {
    if (error instanceof AssertionError && !flag(assertion, 'message')) {
      const text = message();
      if (text) {
        /** @type {Reworded} */ (error)[CHAI_MESSAGE] ??= error.message;
        error.message = text;
      }
    }
    throw error;
  }
}

/**
 * chai's message for a failure whose message Courier's wording replaced; undefined for any other.
 * @param {unknown} thrown whatever a test threw, perhaps a Proxy whose traps throw
 * @returns {string | undefined}
 */
export function chaiMessageOf(thrown) {
  try {
    const kept = thrown instanceof AssertionError ? /** @type {Reworded} */ (thrown)[CHAI_MESSAGE] : undefined;
    return typeof kept === 'string' ? kept : undefined;
  } catch {
    // A Proxy's trap threw: what the script threw is no assertion of chai's.
    return undefined;
  }
}

/**
 * @param {string[]} names
 * @param {(actual: unknown, args: unknown[], negate: unknown, assertion: ChaiAssertion) => string} message
 */
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

/**
 * @param {string[]} names
 * @param {(actual: unknown, negate: unknown) => string} message
 */
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
  // chai's `property` takes a key: `in` and the lookup convert whatever was given, as chai's do.
  const key = /** @type {PropertyKey} */ (name);
  const present = actual !== null && actual !== undefined && key in Object(actual);
  if (args.length > 1 && present) {
    const found = /** @type {Record<PropertyKey, unknown>} */ (actual)[key];
    return `Expected property ${show(name)} to equal ${show(value)}, got ${show(found)}`;
  }
  return `Expected object to have property ${show(name)}`;
});
/**
 * @param {string[]} names
 * @param {(actual: unknown, args: unknown[]) => string} message
 */
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
  const size =
    actual instanceof Map || actual instanceof Set
      ? actual.size
      : /** @type {{ length?: unknown } | null | undefined} */ (actual)?.length;
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

/**
 * The response's body parsed as JSON; no response at all (undefined text) fails as bad JSON does.
 * @param {ChaiAssertion} assertion
 * @returns {unknown}
 */
function parsedBody(assertion) {
  try {
    return JSON.parse(/** @type {string} */ (subject(assertion).text()));
  } catch {
    throw new AssertionError('Response is not valid JSON');
  }
}

/**
 * First required property missing from `actual`, as a dotted path (the structure check).
 * @param {unknown} actual
 * @param {object} template the required properties, nested objects for nested ones
 * @param {string} [prefix]
 * @returns {string | undefined}
 */
export function missingProperty(actual, template, prefix = '') {
  for (const key of Object.keys(template)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (actual === null || typeof actual !== 'object' || !(key in actual)) return path;
    const nested = /** @type {Record<string, unknown>} */ (template)[key];
    if (nested !== null && typeof nested === 'object' && !Array.isArray(nested)) {
      const missing = missingProperty(/** @type {Record<string, unknown>} */ (actual)[key], nested, path);
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

/**
 * The response's body parsed as JSON, or MISSING when it is not JSON (or there is no response).
 * @param {ChaiAssertion} assertion
 * @returns {unknown}
 */
function jsonOrMissing(assertion) {
  try {
    return JSON.parse(/** @type {string} */ (subject(assertion).text()));
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

/**
 * Code, then reason: negated, either one matching fails, as chai-postman's two assertions do.
 * @param {ChaiAssertion} assertion
 * @param {ResponseView} response
 * @param {[code: number, reason: string]} status
 */
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

/**
 * The plain assert: fails with the given message or 'Assertion failed'.
 * @param {unknown} condition
 * @param {unknown} [message]
 */
export function assert(condition, message) {
  if (!condition) throw new AssertionError(message === undefined ? 'Assertion failed' : String(message));
}

export { chai };
