// Types the prelude's JSDoc refers to besides prelude.d.ts's: the JSON copies format.js makes of
// script values, the auth a script leaves on a request, what libraries.js reads of the sandbox's
// timers and of xml2js, and chai's Assertion as Courier's assertions extend it.

/** A JSON value as format.js copies a script's value: own enumerable data properties only. */
export type PlainValue = null | string | number | boolean | PlainValue[] | { [key: string]: PlainValue };

/**
 * An auth a script left on a request: a type and its fields (`token`) or `params`, as
 * RequestAuthView.toModel builds it; the host checks it against AuthSchema when the request goes.
 */
export interface AuthFromScript {
  type: string;
  [field: string]: unknown;
}

/** The timers timers.js defines on the sandbox's global, as the `timers` module hands them on. */
export interface SandboxTimers {
  setTimeout(fn: unknown, ms?: unknown, ...args: unknown[]): number;
  clearTimeout(id: unknown): void;
}

/** What xml2Json uses of xml2js: a parser that, with `async: false`, calls back before parseString returns. */
export interface Xml2jsModule {
  Parser: new (options: { explicitArray: boolean; async: boolean; trim: boolean; mergeAttrs: boolean }) => {
    parseString(text: string, callback: (error: unknown, result: unknown) => void): void;
  };
}

/** A chai 4 Assertion as the assertions Courier adds or overwrites see it (their `this`). */
export interface ChaiAssertion {
  /** Fails with `message` (or, negated, `negatedMessage`) unless `passed`; chai fills `#{exp}` and `#{act}` in. */
  assert(passed: boolean, message: string, negatedMessage: string, expected?: unknown, actual?: unknown): void;
}

/** A chai method or property getter, run with the assertion as `this`. */
export type AssertionMethod = (this: ChaiAssertion, ...args: unknown[]) => unknown;

/** chai 4's Assertion class as the prelude's plugins extend it. */
export interface ChaiAssertionClass {
  addMethod(name: string, method: AssertionMethod): void;
  addProperty(name: string, getter: AssertionMethod): void;
  overwriteMethod(name: string, wrap: (original: AssertionMethod) => AssertionMethod): void;
  overwriteProperty(name: string, wrap: (original: AssertionMethod) => AssertionMethod): void;
  overwriteChainableMethod(
    name: string,
    wrapMethod: (original: AssertionMethod) => AssertionMethod,
    wrapChaining: (original: AssertionMethod) => AssertionMethod,
  ): void;
}
