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

// What every script sees as its own variables, in this order.
const PARAMETERS = ['pm', 'postman', 'tests', 'console', 'require', 'assert', ...LEGACY_NAMES];
const COMPILED_LIMIT = 500;
const SCOPE_NAMES = ['globals', 'environment', 'collectionVariables', 'local', 'iterationData'];
const BROKEN = '{"intact":false}';

/**
 * @param hooks.loadLibrary (name) → code string | undefined, synchronous; 'sugar' is loaded here
 * @param hooks.call (callJson) → Promise<'{"result":…}' | '{"error":{"message":…}}'>, for pm.sendRequest and pm.cookies.jar() (hostCall.js)
 * @param hooks.sleep (ms) → Promise that resolves after ms
 * @param hooks.randomValues (count) → that many random bytes, for sandboxes without `crypto`
 */
export function install(hooks) {
  const global = globalThis;
  const { require, load } = createLibraries(hooks.loadLibrary);
  useRequire(require);
  useFakerVariables((name) => load('faker-variables')(name));
  let current;
  defineTimers(global, hooks.sleep, () => current);
  defineLibraryGlobals(global, load);
  // atob/btoa are Postman's even where the sandbox has its own (a browser Worker's reject base64url).
  const helpers = { uuid, randomInt, randomString, atob, btoa };
  // isolated-vm has no `crypto`; uuid and crypto-js need getRandomValues (the host's CSPRNG).
  if (typeof global.crypto?.getRandomValues !== 'function')
    helpers.crypto = { getRandomValues: (array) => fillRandom(array, hooks.randomValues) };
  for (const [name, value] of Object.entries(helpers)) {
    Object.defineProperty(global, name, { value, writable: true, configurable: true, enumerable: false });
  }
  // Sugar.js extends the built-ins as in Postman's sandbox; where it replaces a standard method,
  // its version is the one restore() puts back.
  const keys = intrinsicKeys(global);
  const takeReshaped = watchReshaping(keys.keys());
  const sugar = hooks.loadLibrary('sugar');
  if (typeof sugar === 'string') new FunctionConstructor(sugar).call(global);
  const restore = snapshotIntrinsics(keys, takeReshaped);
  const compiled = new Map();

  function compile(source) {
    let script = compiled.get(source);
    if (!script) {
      // Each script gets its own function scope, as in Postman; `this` is the sandbox global.
      const fn = new FunctionConstructor(...PARAMETERS, `return (async function () {\n${source}\n}).call(this);`);
      script = { fn, legacy: new Set(legacyNamesUsedBy(source)) };
      if (compiled.size >= COMPILED_LIMIT) compiled.clear();
      compiled.set(source, script);
    }
    return script;
  }

  return async function run(inputText) {
    const input = parseJson(inputText);
    const pending = createPending();
    const logs = createConsole();
    const asyncTest = { current: undefined };
    const tests = createTests(pending, asyncTest);
    let failure;
    const run = {
      pending,
      asyncTest,
      fail(error) {
        failure ??= describeThrown(error);
        pending.abort();
      },
      failed: () => failure !== undefined,
    };
    current = run;
    const scopes = {
      globals: new VariableScope(input.scopes.globals),
      environment: new VariableScope(input.scopes.environment, input.info.environmentName),
      collectionVariables: new VariableScope(input.scopes.collectionVariables),
      local: new VariableScope(input.scopes.local),
      iterationData: iterationScope(input.scopes.iterationData),
    };
    const flow = {
      nextRequest: undefined,
      called: false,
      skipRequest: false,
      setNextRequest(name) {
        flow.called = true;
        flow.nextRequest = name === null || name === undefined ? null : String(name);
      },
    };
    // A test script of a send whose transport failed still runs (Newman does): postman-sandbox
    // then gives it an empty response, so `pm.response.code` is undefined and assertions fail.
    const response = input.response || input.event === 'test' ? new ResponseView(input.response ?? {}) : undefined;
    const cookies = cookieList(input.cookies);
    cookies.jar = () => cookieJar((makeCall, callback, toResult) => callHost(hooks, run, makeCall, callback, toResult));
    // Built on first use: a request no script read goes back to the host as it came.
    let requestView;
    // `pm.execution.location`: collection, folders and request names; `current` is the level
    // whose script is running.
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
      test: chainable(tests.test, () => pm),
      expect,
      // Newman (and so `courier run`) shows no visualizations: set and clear are accepted, as there.
      visualizer: { set() {}, clear() {} },
      sendRequest: (request, callback) => sendRequest(hooks, run, request, callback),
      execution: {
        location,
        setNextRequest: flow.setNextRequest,
        skipRequest() {
          if (input.event === 'prerequest') flow.skipRequest = true;
        },
      },
    };
    const legacy = legacyGlobals({ pm, scopes, flow, response, cookies, info: input.info });

    for (const script of input.scripts) {
      if (isBlank(String(script.source))) continue;
      location.current = script.item ?? input.info.requestName;
      const legacyTests = {};
      try {
        const { fn, legacy: names } = compile(String(script.source));
        const args = [pm, legacy.postman(), legacyTests, logs.console, require, assert];
        for (const name of LEGACY_NAMES) args.push(names.has(name) ? legacy[name]() : undefined);
        await apply(fn, global, args);
        await pending.drained(() => hooks.sleep(0));
        if (!run.failed()) tests.closeOpen();
      } catch (error) {
        run.fail(error);
      }
      tests.recordLegacy(legacyTests);
      if (failure) break;
    }

    // Originals first: the output below must not run through anything a script replaced. When
    // they cannot be put back (a frozen built-in), nothing here can be trusted: the host reports
    // the run as failed and replaces the context.
    if (!restore()) return BROKEN;
    // Edits made before a failure count too: Newman sends the request a failed pre-request
    // script leaves behind.
    let request;
    if (requestView !== undefined) {
      try {
        request = requestView.toModel();
      } catch (error) {
        run.fail(error);
      }
    }
    // Only what the scripts wrote: the host keeps the input for everything left out.
    const written = {};
    for (const name of SCOPE_NAMES) {
      const scope = scopes[name];
      if (wasWritten(scope)) written[name] = name === 'iterationData' ? scope.toObject() : scope.toJSON();
    }
    const output = {
      success: failure === undefined,
      tests: tests.results,
      logs: logs.entries(),
      scopes: written,
      skipRequest: flow.skipRequest,
    };
    if (request !== undefined) output.request = request;
    if (failure) output.error = failure;
    if (flow.called) output.nextRequest = flow.nextRequest;
    return toJsonText({ intact: true, output });
  };
}

function fillRandom(array, randomValues) {
  if (!ArrayBuffer.isView(array)) throw new TypeError('getRandomValues needs an integer typed array');
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  if (bytes.length > 65536) throw new RangeError('getRandomValues: at most 65536 bytes at a time');
  const values = randomValues(bytes.length);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = values[index];
  return array;
}

/** `pm.sendRequest(request, callback?)`: callback style and promise style. */
function sendRequest(hooks, run, request, callback) {
  return callHost(
    hooks,
    run,
    () => ({ sendRequest: requestFromScript(request) }),
    callback,
    (response) => new ResponseView(response),
  );
}

/** `pm.test` and `pm.test.skip` answer `pm`, so calls chain as in Postman. */
function chainable(test, pmOf) {
  const chained = (name, fn) => {
    test(name, fn);
    return pmOf();
  };
  chained.skip = (name) => {
    test.skip(name);
    return pmOf();
  };
  return chained;
}
