// The prelude: the `pm` API, evaluated INSIDE the sandbox by both hosts. The host
// calls `install(hooks)` once per context and keeps the returned `run` function to itself; script
// code sees neither `run` nor the hooks. `run` takes and returns JSON text only.
import { createConsole } from './console.js';
import { cookieJar } from './cookieJar.js';
import { assert, expect } from './expect.js';
import { describeThrown, toJsonText } from './format.js';
import { atob, btoa, randomInt, randomString, uuid } from './helpers.js';
import { callHost } from './hostCall.js';
import { FunctionConstructor, apply, intrinsicKeys, isBlank, parseJson } from './intrinsics.js';
import { LEGACY_NAMES, legacyGlobals, legacyNamesUsedBy } from './legacy.js';
import { createLibraries, defineLibraryGlobals } from './libraries.js';
import { useRequire } from './postmanAssertions.js';
import { RequestView, requestFromScript } from './request.js';
import { watchReshaping } from './reshaping.js';
import { snapshotIntrinsics } from './restore.js';
import { ResponseView, cookieList } from './response.js';
import { createPending, createTests } from './tests.js';
import { defineTimers } from './timers.js';
import { ResolvedScope, VariableScope, iterationScope, useFakerVariables, wasWritten } from './variables.js';

/**
 * @typedef {import('./types/prelude.js').Hooks} Hooks
 * @typedef {import('./types/prelude.js').RunState} RunState
 * @typedef {import('./types/prelude.js').Flow} Flow
 * @typedef {import('./types/prelude.js').Failure} Failure
 * @typedef {import('./types/prelude.js').ScriptInput} ScriptInput
 * @typedef {import('./types/prelude.js').SandboxOutput} SandboxOutput
 * @typedef {import('../../model/response.js').HttpResponse} HttpResponse
 * @typedef {import('./legacy.js').LegacyName} LegacyName
 * @typedef {{ fn: (...args: unknown[]) => Promise<void>, legacy: Set<LegacyName> }} CompiledScript
 * @typedef {{ globals: VariableScope, environment: VariableScope, collectionVariables: VariableScope, local: VariableScope, iterationData: VariableScope }} Scopes
 */

// What every script sees as its own variables, in this order.
const PARAMETERS = ['pm', 'postman', 'tests', 'console', 'require', 'assert', ...LEGACY_NAMES];
const COMPILED_LIMIT = 500;
/** @type {Array<keyof Scopes>} */
const SCOPE_NAMES = ['globals', 'environment', 'collectionVariables', 'local', 'iterationData'];
const BROKEN = '{"intact":false}';

/**
 * Sets the sandbox up once per context and answers the `run` function the host keeps.
 * @param {Hooks} hooks
 * @returns {(inputText: string) => Promise<string>}
 */
export function install(hooks) {
  const global = globalThis;
  const { require, load } = connectLibraries(hooks);
  /** @type {RunState | undefined} */
  let current;
  defineTimers(global, hooks.sleep, () => current);
  defineLibraryGlobals(global, load);
  defineHelpers(global, hooks);
  const restore = loadSugar(global, hooks);
  const compile = createCompiler();

  /**
   * One event's scripts, from the input's JSON to the output's. Each level's script (collection,
   * folders, request) runs as its own execution, as in Newman: an error stops its script, and the
   * run reports the first error, but the scripts of the levels after it still run.
   */
  return async function run(inputText) {
    /** @type {ScriptInput} */
    const input = parseJson(inputText);
    /** @type {Failure | undefined} */
    let firstFailure;
    let script = createScriptState((failure) => (firstFailure ??= failure));
    current = script;
    const logs = createConsole();
    const tests = createTests(() => script);
    const scopes = createScopes(input);
    const flow = createFlow();
    const sandbox = createPm(input, hooks, () => script, scopes, flow, tests);
    for (const { source, item } of input.scripts) {
      if (isBlank(String(source))) continue;
      if (script.failed()) current = script = createScriptState((failure) => (firstFailure ??= failure));
      sandbox.location.current = item ?? input.info.requestName;
      // Legacy `tests[…]` as the script body left them: Newman reads them when it returns, so
      // what a timer or a callback sets later is not recorded.
      /** @type {Record<string, unknown>} */
      const legacyTests = {};
      let legacyRecorded = false;
      try {
        const { fn, legacy: names } = compile(String(source));
        /** @type {unknown[]} */
        const args = [sandbox.pm, sandbox.legacy.postman(), legacyTests, logs.console, require, assert];
        for (const name of LEGACY_NAMES) args.push(names.has(name) ? sandbox.legacy[name]() : undefined);
        await apply(fn, global, args);
        tests.recordLegacy(legacyTests);
        legacyRecorded = true;
        await script.pending.drained(() => hooks.sleep(0));
        if (!script.failed()) tests.closeOpen();
      } catch (error) {
        script.fail(error);
      }
      if (!legacyRecorded) tests.recordLegacy(legacyTests);
    }
    // Originals first: the output below must not run through anything a script replaced. When
    // they cannot be put back (a frozen built-in), nothing here can be trusted: the host reports
    // the run as failed and replaces the context.
    if (!restore()) return BROKEN;
    const request = requestAfterScripts(sandbox.requestView(), script);
    /** @type {SandboxOutput} */
    const output = {
      success: firstFailure === undefined,
      tests: tests.results,
      logs: logs.entries(),
      scopes: writtenScopes(scopes),
      skipRequest: flow.skipRequest,
    };
    if (request !== undefined) output.request = request;
    if (firstFailure) output.error = firstFailure;
    if (flow.called) output.nextRequest = flow.nextRequest;
    return toJsonText({ intact: true, output });
  };
}

/**
 * `require` and the loader the legacy globals use, over the host's libraries; the assertions
 * that need a library (jsonSchema) and `replaceIn`'s faker variables reach them through these.
 * @param {Hooks} hooks
 */
function connectLibraries(hooks) {
  const libraries = createLibraries(hooks.loadLibrary);
  useRequire(libraries.require);
  // The faker-variables library is one function, `(name) → value | undefined` (build-prelude.mjs).
  useFakerVariables((name) =>
    /** @type {(name: string) => string | undefined} */ (libraries.load('faker-variables'))(name),
  );
  return libraries;
}

/**
 * uuid, randomInt, randomString, and atob/btoa as Postman's even where the sandbox has its own
 * (a browser Worker's reject base64url); `crypto.getRandomValues` where the sandbox has none.
 * @param {typeof globalThis & { crypto?: { getRandomValues?: unknown } }} global a Worker's has
 *   `crypto`, isolated-vm's not
 * @param {Hooks} hooks
 */
function defineHelpers(global, hooks) {
  /** @type {Record<string, unknown>} */
  const helpers = { uuid, randomInt, randomString, atob, btoa };
  // isolated-vm has no `crypto`; uuid and crypto-js need getRandomValues (the host's CSPRNG).
  if (typeof global.crypto?.getRandomValues !== 'function')
    helpers['crypto'] = {
      getRandomValues: /** @param {unknown} array */ (array) => fillRandom(array, hooks.randomValues),
    };
  for (const [name, value] of Object.entries(helpers)) {
    Object.defineProperty(global, name, { value, writable: true, configurable: true, enumerable: false });
  }
}

/**
 * Sugar.js extends the built-ins as in Postman's sandbox; where it replaces a standard method,
 * its version is the one the returned restore() puts back after every run.
 * @param {typeof globalThis} global
 * @param {Hooks} hooks
 */
function loadSugar(global, hooks) {
  const keys = intrinsicKeys(global);
  const takeReshaped = watchReshaping(keys.keys());
  const sugar = hooks.loadLibrary('sugar');
  if (typeof sugar === 'string') new FunctionConstructor(sugar).call(global);
  return snapshotIntrinsics(keys, takeReshaped);
}

/** Each script source compiled once (up to a bound) into a function of the script's parameters. */
function createCompiler() {
  /** @type {Map<string, CompiledScript>} */
  const compiled = new Map();
  /** @param {string} source */
  return function compile(source) {
    let script = compiled.get(source);
    if (!script) {
      // Each script gets its own function scope, as in Postman; `this` is the sandbox global.
      const fn = /** @type {CompiledScript['fn']} */ (
        new FunctionConstructor(...PARAMETERS, `return (async function () {\n${source}\n}).call(this);`)
      );
      script = { fn, legacy: new Set(legacyNamesUsedBy(source)) };
      if (compiled.size >= COMPILED_LIMIT) compiled.clear();
      compiled.set(source, script);
    }
    return script;
  };
}

/**
 * What one script shares with its timers, tests and calls out. Its first error goes to `report`;
 * one thrown by the script itself also stops it.
 * @param {(failure: Failure) => void} report
 * @returns {RunState}
 */
function createScriptState(report) {
  const pending = createPending();
  let reported = false;
  let stopped = false;
  /** @param {unknown} error */
  const reportOnce = (error) => {
    if (!reported) report(describeThrown(error));
    reported = true;
  };
  return {
    pending,
    asyncTest: { current: undefined },
    fail(error) {
      reportOnce(error);
      stopped = true;
      pending.abort();
    },
    report: reportOnce,
    failed: () => stopped,
  };
}

/** @param {ScriptInput} input @returns {Scopes} */
function createScopes(input) {
  return {
    globals: new VariableScope(input.scopes.globals),
    environment: new VariableScope(input.scopes.environment, input.info.environmentName),
    collectionVariables: new VariableScope(input.scopes.collectionVariables),
    local: new VariableScope(input.scopes.local),
    iterationData: iterationScope(input.scopes.iterationData),
  };
}

/** @returns {Flow} */
function createFlow() {
  /** @type {Flow} */
  const flow = {
    nextRequest: undefined,
    called: false,
    skipRequest: false,
    setNextRequest(name) {
      flow.called = true;
      flow.nextRequest = name === null || name === undefined ? null : String(name);
    },
  };
  return flow;
}

/**
 * `pm` and the legacy globals over one run's state; the request view is built on first use, so a
 * request no script read goes back to the host as it came.
 * @param {ScriptInput} input
 * @param {Hooks} hooks
 * @param {() => RunState} currentScript
 * @param {Scopes} scopes
 * @param {Flow} flow
 * @param {ReturnType<typeof createTests>} tests
 */
function createPm(input, hooks, currentScript, scopes, flow, tests) {
  // A test script of a send whose transport failed still runs (Newman does): postman-sandbox
  // then gives it an empty response, so `pm.response.code` is undefined and assertions fail.
  const response = input.response || input.event === 'test' ? new ResponseView(input.response ?? {}) : undefined;
  const cookies = Object.assign(cookieList(input.cookies), {
    jar: () =>
      cookieJar((makeCall, callback, toResult) => callHost(hooks, currentScript(), makeCall, callback, toResult)),
  });
  /** @type {RequestView | undefined} */
  let requestView;
  // `pm.execution.location`: collection, folders and request names; `current` is the level
  // whose script is running.
  /** @type {string[] & { current?: string }} */
  const location = [...(input.info.location ?? [])];
  const pm = {
    info: { ...input.info },
    environment: scopes.environment,
    globals: scopes.globals,
    collectionVariables: scopes.collectionVariables,
    variables: new ResolvedScope(scopes.local, [
      scopes.iterationData,
      scopes.environment,
      scopes.collectionVariables,
      scopes.globals,
    ]),
    iterationData: scopes.iterationData,
    get request() {
      requestView ??= new RequestView(input.request);
      return requestView;
    },
    set request(value) {
      requestView = value;
    },
    response,
    cookies,
    // Declared, not inferred: `pm` is the object this very literal builds.
    test: chainable(tests.test, /** @returns {object} */ () => pm),
    expect,
    // Newman (and so `courier run`) shows no visualizations: set and clear are accepted, as there.
    visualizer: { set() {}, clear() {} },
    sendRequest: /** @param {unknown} request @param {unknown} [callback] */ (request, callback) =>
      sendRequest(hooks, currentScript(), request, callback),
    execution: {
      location,
      setNextRequest: flow.setNextRequest,
      skipRequest() {
        if (input.event === 'prerequest') flow.skipRequest = true;
      },
    },
  };
  const legacy = legacyGlobals({ pm, scopes, flow, response, cookies, info: input.info });
  return { pm, legacy, location, requestView: () => requestView };
}

/**
 * The request as the scripts left it, edits made before a failure included (Newman sends the
 * request a failed pre-request script leaves behind); undefined when no script read it.
 * @param {RequestView | undefined} requestView
 * @param {RunState} state
 */
function requestAfterScripts(requestView, state) {
  if (requestView === undefined) return undefined;
  try {
    return requestView.toModel();
  } catch (error) {
    state.fail(error);
    return undefined;
  }
}

/**
 * Only what the scripts wrote: the host keeps the input for everything left out.
 * @param {Scopes} scopes
 */
function writtenScopes(scopes) {
  /** @type {SandboxOutput['scopes']} */
  const written = {};
  for (const name of SCOPE_NAMES) {
    const scope = scopes[name];
    if (!wasWritten(scope)) continue;
    if (name === 'iterationData') written.iterationData = /** @type {Record<string, unknown>} */ (scope.toObject());
    else written[name] = scope.toJSON();
  }
  return written;
}

/**
 * `crypto.getRandomValues` over the host's random bytes.
 * @param {unknown} array what the script passed: an integer typed array, filled in place
 * @param {Hooks['randomValues']} randomValues
 */
function fillRandom(array, randomValues) {
  if (!ArrayBuffer.isView(array)) throw new TypeError('getRandomValues needs an integer typed array');
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  if (bytes.length > 65536) throw new RangeError('getRandomValues: at most 65536 bytes at a time');
  const values = randomValues(bytes.length);
  // A missing value is written as 0, as the typed array itself would store undefined.
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = values[index] ?? 0;
  return array;
}

/**
 * `pm.sendRequest(request, callback?)`: callback style and promise style.
 * @param {Hooks} hooks
 * @param {RunState} run
 * @param {unknown} request a URL or a Postman request object
 * @param {unknown} callback
 */
function sendRequest(hooks, run, request, callback) {
  return callHost(
    hooks,
    run,
    () => ({ sendRequest: requestFromScript(request) }),
    callback,
    /** @param {HttpResponse} response */
    (response) => new ResponseView(response),
  );
}

/**
 * `pm.test` and `pm.test.skip` answer `pm`, so calls chain as in Postman.
 * @param {ReturnType<typeof createTests>['test']} test
 * @param {() => object} pmOf
 */
function chainable(test, pmOf) {
  /**
   * @param {unknown} name
   * @param {unknown} [fn]
   */
  const chained = (name, fn) => {
    test(name, fn);
    return pmOf();
  };
  /** @param {unknown} name */
  chained.skip = (name) => {
    test.skip(name);
    return pmOf();
  };
  return chained;
}
