// `pm.expect`: chai 4 with the spec's messages for the assertions spec 01 §5/§8 lists, and
// Postman's response assertions (`pm.response.to.have.status(200)`, `to.be.ok`, …).
import chai from 'chai';
import { show } from './format.js';
import { subject } from './postmanAssertions.js';
import { ResponseView } from './response.js';

const { Assertion, AssertionError } = chai;

const flag = chai.util.flag;

/** Replaces chai's message with the spec's when an assertion without a user message fails. */
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

/** `to.have.status(200)` or `to.have.status('Created')`. */
Assertion.addMethod('status', function (expected) {
  const res = subject(this);
  if (typeof expected === 'string') {
    this.assert(
      res.status === expected,
      `Expected status to be ${show(expected)}, got ${show(res.status)}`,
      `Expected status to not be ${show(expected)}`,
    );
  } else {
    this.assert(
      res.code === expected,
      `Expected status to be ${expected}, got ${res.code}`,
      `Expected status to not be ${expected}`,
    );
  }
});

Assertion.addMethod('body', function (expected) {
  const text = subject(this).text();
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

/** First required property missing from `actual`, as a dotted path (spec 01 §5 structure check). */
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

function pathValue(object, path) {
  let value = object;
  for (const key of String(path).split('.')) {
    if (value === null || typeof value !== 'object' || !(key in value)) return MISSING;
    value = value[key];
  }
  return value;
}
const MISSING = Symbol('missing');

/** `to.have.jsonBody()`, `jsonBody('a.b')`, `jsonBody('a.b', value)`, `jsonBody({ required: { nested: {} } })`. */
Assertion.addMethod('jsonBody', function (...args) {
  const body = parsedBody(this);
  const [shape, value] = args;
  if (args.length === 0) return;
  if (shape !== null && typeof shape === 'object') {
    const missing = missingProperty(body, shape);
    this.assert(
      missing === undefined,
      `Missing required property: ${missing}`,
      'expected response body to not have the given structure',
    );
    return;
  }
  const found = pathValue(body, shape);
  this.assert(
    found !== MISSING,
    `Missing required property: ${shape}`,
    `expected response body to not have property ${show(shape)}`,
  );
  if (args.length > 1) chai.expect(found).to.deep.equal(value);
});

Assertion.addProperty('json', function () {
  const res = subject(this);
  const type = res.headers.get('content-type') ?? '';
  this.assert(
    /json/i.test(type),
    `expected response to have content type json, got ${show(type)}`,
    'expected response to not have content type json',
  );
  parsedBody(this);
});

// Postman's status-class properties; `ok` keeps chai's truthiness meaning for anything but a response.
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
    const { code } = subject(this);
    this.assert(
      code >= low && code <= high,
      `expected response code to be ${label} but found ${code}`,
      `expected response code to not be ${label} but found ${code}`,
    );
  });
}
const STATUS_CODES = {
  accepted: 202,
  withoutContent: 204,
  badRequest: 400,
  unauthorized: 401,
  unauthorised: 401,
  forbidden: 403,
  notFound: 404,
  notAcceptable: 406,
  rateLimited: 429,
};
for (const [name, expected] of Object.entries(STATUS_CODES)) {
  Assertion.addProperty(name, function () {
    const { code } = subject(this);
    this.assert(
      code === expected,
      `Expected status to be ${expected}, got ${code}`,
      `Expected status to not be ${expected}`,
    );
  });
}
Assertion.overwriteProperty(
  'ok',
  (original) =>
    function () {
      const object = flag(this, 'object');
      if (!(object instanceof ResponseView)) return original.call(this);
      this.assert(
        object.code === 200,
        `Expected status to be 200, got ${object.code}`,
        'Expected status to not be 200',
      );
      return undefined;
    },
);

export const expect = chai.expect;

/** The plain assert of spec 01 §5: fails with the given message or 'Assertion failed'. */
export function assert(condition, message) {
  if (!condition) throw new AssertionError(message === undefined ? 'Assertion failed' : String(message));
}

export { chai };
