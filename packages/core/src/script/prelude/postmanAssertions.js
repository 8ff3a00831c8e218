// Postman's chai plugins that apply to requests as well as responses, and to plain values
// (postman-sandbox's chai-postman): `postmanRequest`, `postmanResponse`, `postmanRequestOrResponse`,
// `header`, `statusCode`, `statusReason`, `statusCodeClass`, `withBody`, `responseTime`,
// `responseSize` and `jsonSchema`. Collections assert on these kinds, so the verdicts must be
// Postman's; the messages are Postman's, except where Courier words its own (e.g. for `statusCode`).
import chai from 'chai';
import { show } from './format.js';
import { RequestView } from './request.js';
import { ResponseView } from './response.js';

const { Assertion, AssertionError } = chai;
const flag = chai.util.flag;

let loadModule = () => {
  throw new Error('Libraries are not available');
};
/** The sandbox's `require`, for assertions that need a library (jsonSchema → ajv). */
export function useRequire(require) {
  loadModule = require;
}

function kindOf(object) {
  if (object instanceof ResponseView) return 'response';
  if (object instanceof RequestView) return 'request';
  return undefined;
}

const KINDS = {
  postmanRequest: ['request'],
  postmanResponse: ['response'],
  postmanRequestOrResponse: ['request', 'response'],
};
for (const [name, kinds] of Object.entries(KINDS)) {
  const label = kinds.map((kind) => `postman ${kind}`).join(' or ');
  Assertion.addProperty(name, function () {
    const object = flag(this, 'object');
    this.assert(
      kinds.includes(kindOf(object)),
      `expecting a ${label} object but got ${show(object)}`,
      `not expecting a ${label} object`,
    );
  });
}

/** The asserted object when it is one of `kinds`; anything else fails as Postman's plugin does. */
export function subject(assertion, kinds = ['response']) {
  const object = flag(assertion, 'object');
  if (!kinds.includes(kindOf(object))) {
    const label = kinds.map((kind) => `postman ${kind}`).join(' or ');
    throw new AssertionError(`expecting a ${label} object but got ${show(object)}`);
  }
  return object;
}

/** `to.have.header(name, value?)` on a request or a response; header names are caseless. */
Assertion.addMethod('header', function (...args) {
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
});

/** `to.have.statusCode(200)`: Postman's alias of `status(code)`, with Courier's message for it. */
Assertion.addMethod('statusCode', function (expected) {
  const { code } = subject(this);
  this.assert(
    code === Number(expected),
    `Expected status to be ${Number(expected)}, got ${code}`,
    `Expected status to not be ${Number(expected)}`,
  );
});

Assertion.addMethod('statusReason', function (expected) {
  const reason = subject(this).reason();
  this.assert(
    reason === String(expected),
    `expected response to have status reason ${show(String(expected))} but got ${show(reason)}`,
    `expected response to not have status reason ${show(reason)}`,
  );
});

/** `to.have.statusCodeClass(2)`: the first digit of the status code. */
Assertion.addMethod('statusCodeClass', function (digit) {
  const { code } = subject(this);
  this.assert(
    Math.floor(code / 100) === digit,
    `expected response code to be ${digit}XX but found ${code}`,
    `expected response code to not be ${digit}XX`,
  );
});

Assertion.addProperty('withBody', function () {
  const text = subject(this).text();
  this.assert(
    text.length > 0,
    'expected response to have content in body',
    'expected response to not have content in body',
  );
});

/**
 * `to.have.responseTime.below(500)` / `responseTime(42)` and the same for `responseSize`: the
 * chain moves the assertion onto the number, as Postman's plugin does.
 */
function measure(name, read) {
  Assertion.addChainableMethod(
    name,
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
    function () {
      flag(this, 'object', read(subject(this)));
    },
  );
}
measure('responseTime', (response) => response.responseTime);
measure('responseSize', (response) => response.size().total);

/**
 * `jsonSchema(schema)` validates any value; a response is validated by its JSON body (an
 * unparseable one fails with 'Response is not valid JSON'). Postman's
 * sandbox bundles ajv 6, whose error text collections assert on ('data.alpha should be boolean'),
 * so ajv 8's errors are written the ajv 6 way.
 */
Assertion.addMethod('jsonSchema', function (schema, options) {
  new Assertion(schema).to.be.an('object');
  const object = flag(this, 'object');
  let data = object;
  if (object instanceof ResponseView) {
    try {
      data = JSON.parse(object.text());
    } catch {
      throw new AssertionError('Response is not valid JSON');
    }
  }
  const Ajv = loadModule('ajv');
  const ajv = new Ajv({ allErrors: true, strict: false, logger: false, ...options });
  const validate = ajv.compile(schema);
  const valid = validate(data);
  this.assert(
    valid,
    `expected data to satisfy schema but found following errors: \n${ajv6ErrorsText(validate.errors)}`,
    'expected data to not satisfy schema',
  );
});

/** ajv 6's `errorsText()`: `data.a[0] should be boolean, data should have required property 'b'`. */
export function ajv6ErrorsText(errors) {
  if (!errors || errors.length === 0) return 'No errors';
  return errors.map((error) => `data${propertyPath(error.instancePath)} ${ajv6Message(error.message)}`).join(', ');
}

function ajv6Message(message) {
  return String(message ?? '').replace(/^must\b/, 'should');
}

/** JSON pointer (`/a/0/b~1c`) → JS property access (`.a[0]['b/c']`), ajv 6's `dataPath`. */
function propertyPath(pointer) {
  if (!pointer) return '';
  return pointer
    .split('/')
    .slice(1)
    .map((raw) => {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      if (/^\d+$/.test(key)) return `[${key}]`;
      if (/^[A-Za-z_$][\w$]*$/.test(key)) return `.${key}`;
      return `['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
    })
    .join('');
}
