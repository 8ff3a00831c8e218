// Postman's chai plugins that apply to requests as well as responses, and to plain values
// (postman-sandbox's chai-postman): `postmanRequest`, `postmanResponse`, `postmanRequestOrResponse`,
// `header`, `statusCode`, `statusReason`, `statusCodeClass`, `withBody`, `responseTime`,
// `responseSize` and `jsonSchema`. Collections assert on these kinds, so the verdicts must be
// Postman's; the messages are Postman's, except where Courier words its own (e.g. for `statusCode`).
import chai from 'chai';
import { show } from './format.js';
import { RequestView } from './request.js';
import { ResponseView } from './response.js';

/**
 * @typedef {import('./types/partA.js').ChaiAssertion} ChaiAssertion
 * @typedef {'request' | 'response'} Kind
 */
/**
 * What jsonSchema uses of ajv 6: a validator that keeps the errors of the last validation.
 * @typedef {new (options: object) => {
 *   validate(schema: unknown, data: unknown): boolean | PromiseLike<unknown>,
 *   errors?: unknown[] | null,
 *   errorsText(): string,
 * }} AjvClass
 */

const { Assertion, AssertionError } = chai;
/**
 * An assertion's flag (`object`: what is asserted on), or with a value, sets it.
 * @type {(assertion: ChaiAssertion, name: string, value?: unknown) => unknown}
 */
const flag = chai.util.flag;

/** @type {(name: string) => unknown} */
let loadModule = () => {
  throw new Error('Libraries are not available');
};
/**
 * The sandbox's `require`, for assertions that need a library (jsonSchema → ajv).
 * @param {(name: string) => unknown} require
 */
export function useRequire(require) {
  loadModule = require;
}

/**
 * @param {unknown} object
 * @returns {Kind | undefined}
 */
function kindOf(object) {
  if (object instanceof ResponseView) return 'response';
  if (object instanceof RequestView) return 'request';
  return undefined;
}

/** @type {Record<string, Array<Kind | undefined>>} */
const KINDS = {
  postmanRequest: ['request'],
  postmanResponse: ['response'],
  postmanRequestOrResponse: ['request', 'response'],
};
for (const [name, kinds] of Object.entries(KINDS)) {
  const label = kinds.map((kind) => `postman ${kind}`).join(' or ');
  Assertion.addProperty(
    name,
    /** @this {ChaiAssertion} */ function () {
      const object = flag(this, 'object');
      this.assert(
        kinds.includes(kindOf(object)),
        `expecting a ${label} object but got ${show(object)}`,
        `not expecting a ${label} object`,
      );
    },
  );
}

/**
 * The asserted object when it is a response; anything else fails as Postman's plugin does.
 * @overload
 * @param {ChaiAssertion} assertion
 * @returns {ResponseView}
 */
/**
 * The asserted object when it is one of `kinds`; anything else fails as Postman's plugin does.
 * @overload
 * @param {ChaiAssertion} assertion
 * @param {Array<Kind | undefined>} kinds
 * @returns {ResponseView | RequestView}
 */
/**
 * @param {ChaiAssertion} assertion
 * @param {Array<Kind | undefined>} [kinds]
 * @returns {ResponseView | RequestView}
 */
export function subject(assertion, kinds = ['response']) {
  const object = flag(assertion, 'object');
  if (!kinds.includes(kindOf(object))) {
    const label = kinds.map((kind) => `postman ${kind}`).join(' or ');
    throw new AssertionError(`expecting a ${label} object but got ${show(object)}`);
  }
  // Of one of the kinds, so a view of that kind.
  return /** @type {ResponseView | RequestView} */ (object);
}

/**
 * The status code, for chai-postman's assertions on it, which first require that the response has
 * one: without a response (a send that failed) they fail, negated or not.
 * @param {ChaiAssertion} assertion
 */
export function statusCodeOf(assertion) {
  const { code } = subject(assertion);
  if (typeof code !== 'number') throw new AssertionError(`Expected object to have property ${show('code')}`);
  return code;
}

/** `to.have.header(name, value?)` on a request or a response; header names are caseless. */
Assertion.addMethod(
  'header',
  /** @this {ChaiAssertion} @param {...unknown} args */ function (...args) {
    const [name, value] = args;
    const object = subject(this, ['request', 'response']);
    const kind = kindOf(object);
    const present = object.headers.has(name);
    this.assert(
      present,
      `expected ${kind} to have header with key ${show(String(name))}`,
      `expected ${kind} to not have header with key ${show(String(name))}`,
    );
    if (args.length < 2 || !present) return;
    const actual = object.headers.get(name);
    this.assert(
      actual === value,
      `expected ${show(String(name))} ${kind} header to be ${show(value)} but got ${show(actual)}`,
      `expected ${show(String(name))} ${kind} header to not be ${show(value)}`,
    );
  },
);

/** `to.have.statusCode(200)`: Postman's alias of `status(code)`, with Courier's message for it. */
Assertion.addMethod(
  'statusCode',
  /** @this {ChaiAssertion} @param {unknown} expected */ function (expected) {
    const code = statusCodeOf(this);
    this.assert(
      code === Number(expected),
      `Expected status to be ${Number(expected)}, got ${code}`,
      `Expected status to not be ${Number(expected)}`,
    );
  },
);

Assertion.addMethod(
  'statusReason',
  /** @this {ChaiAssertion} @param {unknown} expected */ function (expected) {
    const reason = subject(this).reason();
    this.assert(
      reason === String(expected),
      `expected response to have status reason ${show(String(expected))} but got ${show(reason)}`,
      `expected response to not have status reason ${show(reason)}`,
    );
  },
);

/** `to.have.statusCodeClass(2)`: the first digit of the status code. */
Assertion.addMethod(
  'statusCodeClass',
  /** @this {ChaiAssertion} @param {unknown} digit */ function (digit) {
    const code = statusCodeOf(this);
    this.assert(
      Math.floor(code / 100) === digit,
      `expected response code to be ${digit}XX but found ${code}`,
      `expected response code to not be ${digit}XX`,
    );
  },
);

Assertion.addProperty(
  'withBody',
  /** @this {ChaiAssertion} */ function () {
    const text = subject(this).text() ?? '';
    this.assert(
      text.length > 0,
      'expected response to have content in body',
      'expected response to not have content in body',
    );
  },
);

/**
 * `to.have.responseTime.below(500)` / `responseTime(42)` and the same for `responseSize`: the
 * chain moves the assertion onto the number, as Postman's plugin does.
 * @param {string} name
 * @param {(response: ResponseView) => unknown} read
 */
function measure(name, read) {
  Assertion.addChainableMethod(
    name,
    /** @this {ChaiAssertion} @param {...unknown} args */
    function (...args) {
      const value = flag(this, 'object');
      this.assert(
        typeof value === 'number',
        `expected response to have a valid ${name} but got ${show(value)}`,
        `expected response to not have a valid ${name} but got ${show(value)}`,
      );
      if (args.length > 0) {
        this.assert(
          value === args[0],
          `expected response ${name} to equal ${show(args[0])} but got ${show(value)}`,
          `expected response ${name} to not equal ${show(args[0])}`,
        );
      }
    },
    /** @this {ChaiAssertion} */
    function () {
      flag(this, 'object', read(subject(this)));
    },
  );
}
measure('responseTime', (response) => response.responseTime);
measure('responseSize', (response) => response.size().total);

/**
 * `jsonSchema(schema, options)` as chai-postman has it: a response is validated by its JSON body
 * (one that does not parse fails), anything else as it is, with the ajv 6 Postman's sandbox
 * bundles, so formats, draft-04 schemas and the error text collections assert on
 * ('data.alpha should be boolean') are Postman's.
 */
Assertion.addMethod(
  'jsonSchema',
  /** @this {ChaiAssertion} @param {unknown} schema @param {object} [options] ajv's */
  function (schema, options) {
    new Assertion(schema).to.be.an('object');
    const object = flag(this, 'object');
    const data = object instanceof ResponseView ? object.json() : object;
    const Ajv = /** @type {AjvClass} */ (loadModule('ajv'));
    const ajv = new Ajv({ allErrors: true, logger: false, ...options });
    const valid = ajv.validate(schema, data);
    this.assert(
      valid && !ajv.errors,
      `expected data to satisfy schema but found following errors: \n${ajv.errorsText()}`,
      'expected data to not satisfy schema',
    );
  },
);
