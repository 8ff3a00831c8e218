import { messageOf } from '../../errors.js';
import type { SystemError } from '../../model/systemError.js';
import { systemErrorOf } from '../systemErrorOf.js';
import type { HttpRequest } from '../../model/request.js';
import type { HttpResponse } from '../../model/response.js';
import type { ScriptOutput } from '../../script/host.js';
import type { SendContext, SendDeps, SendResult, SendStage } from './context.js';
import { withoutJsonComments } from '../jsonComments.js';
import { withScheme } from '../requestUrl.js';
import { effectiveAuth, effectiveProtocolProfile, scriptChain } from './inherit.js';
import { applyOAuth } from './oauth.js';
import { resolveAfterPreRequest, resolveWithScopes } from './resolve.js';
import { runScriptEvent } from './scripts.js';
import { authorizeAndSend } from './transportStep.js';

/** The texts users see when a send fails. */
export const SEND_MESSAGES = {
  preRequest: (message: string) => `Pre-request script error: ${message}`,
  oauth: (message: string) => `OAuth error: ${message}`,
  test: (message: string) => `Test script error: ${message}`,
  network: 'Network error occurred',
} as const;

/**
 * One send: resolve variables → pre-request scripts → OAuth → transport (with the
 * effective auth) → test scripts. Never throws for a failing step: the result says which step
 * failed with `success: false`, and carries the logs, tests and variable scopes so far.
 */
export async function sendRequest(ctx: SendContext, deps: SendDeps): Promise<SendResult> {
  const started = now();
  const timings = { preRequest: 0, oauth: 0, transport: 0, test: 0, total: 0 };
  const template: HttpRequest = { ...httpPart(ctx.request), auth: effectiveAuth(ctx) };
  const preRequestScripts = scriptChain(ctx, 'prerequest');
  const testScripts = scriptChain(ctx, 'test');
  const result: SendResult = {
    success: true,
    // With a pre-request script the request is resolved again afterwards (see resolveAfterPreRequest).
    request: await resolveWithScopes(template, ctx.scopes, { dynamic: preRequestScripts.length === 0 }),
    skipped: false,
    preRequestLogs: [],
    testLogs: [],
    testResults: [],
    scopes: ctx.scopes,
    timings,
  };
  let preRequestFailure: string | undefined;
  const finish = (stage?: SendStage, message?: string, code?: string, system?: SystemError): SendResult => {
    if (preRequestFailure !== undefined) {
      result.success = false;
      result.error = { stage: 'prerequest', message: preRequestFailure };
    } else if (stage) {
      result.success = false;
      result.error = {
        stage,
        message: message || SEND_MESSAGES.network,
        ...(code ? { code } : {}),
        ...(system && { system }),
      };
    }
    timings.total = now() - started;
    return result;
  };

  let mark = now();
  const pre =
    preRequestScripts.length > 0
      ? await runScriptEvent('prerequest', preRequestScripts, ctx, deps, result.request, result.scopes)
      : undefined;
  timings.preRequest = now() - mark;
  if (pre) {
    result.preRequestLogs = pre.logs;
    // A pre-request script's pm.test verdicts count as the request's, before the test script's
    // (Newman records them too), also when the script then fails or skips the request.
    result.testResults = pre.tests;
    result.scopes = pre.scopes;
    if (!pre.success) {
      const message = SEND_MESSAGES.preRequest(pre.error?.message ?? 'Unknown error');
      if (!ctx.sendAfterPreRequestError) return finish('prerequest', message);
      preRequestFailure = message;
    } else if (pre.skipRequest) {
      result.skipped = true;
      if (pre.nextRequest !== undefined) result.nextRequest = pre.nextRequest;
      return finish();
    }
    // Newman goes on from a failed pre-request script as from one that succeeded: with the
    // request edits, the variables and the next request it set before failing.
    if (pre.nextRequest !== undefined) result.nextRequest = pre.nextRequest;
    result.request = await resolveAfterPreRequest(template, result.request, pre.request, result.scopes);
  }

  const behavior = effectiveProtocolProfile(ctx);
  result.request = withoutJsonComments(result.request, behavior);

  mark = now();
  const oauth = await applyOAuth(result.request.auth, deps.oauth);
  timings.oauth = now() - mark;
  if (!oauth.ok) return finish('oauth', SEND_MESSAGES.oauth(oauth.message));

  mark = now();
  let response: HttpResponse;
  try {
    response = await authorizeAndSend(deps.transport, result.request, oauth.auth, {
      protocolProfileBehavior: behavior,
      ...(ctx.timeoutMs !== undefined ? { timeoutMs: ctx.timeoutMs } : {}),
      ...(ctx.maxResponseBytes !== undefined ? { maxResponseBytes: ctx.maxResponseBytes } : {}),
      ...(ctx.signal ? { signal: ctx.signal } : {}),
      ...(ctx.eventStream ? { eventStream: ctx.eventStream } : {}),
    });
  } catch (thrown) {
    timings.transport = now() - mark;
    // Newman still runs the test scripts without a response and records their verdicts; the
    // send stays failed with the transport's message whatever the scripts do.
    await runTests(undefined);
    return finish('transport', thrown == null ? '' : messageOf(thrown), codeOf(thrown), systemErrorOf(thrown));
  }
  timings.transport = now() - mark;
  result.response = response;

  const post = await runTests(response);
  if (post && !post.success) return finish('test', SEND_MESSAGES.test(post.error?.message ?? 'Unknown error'));
  return finish();

  async function runTests(received: HttpResponse | undefined): Promise<ScriptOutput | undefined> {
    if (testScripts.length === 0) return undefined;
    const testsStarted = now();
    const sent = asSent(result.request, received);
    const output = await runScriptEvent('test', testScripts, ctx, deps, sent, result.scopes, received);
    timings.test = now() - testsStarted;
    if (output) {
      result.testResults = [...result.testResults, ...output.tests];
      result.testLogs = output.logs;
      result.scopes = output.scopes;
      if (output.nextRequest !== undefined) result.nextRequest = output.nextRequest;
    }
    return output;
  }
}

/**
 * The request as the test script sees it (Newman's `pm.request`): its URL with the scheme it was
 * sent with (`http://` when none was written), the headers the transport actually sent, and the
 * request's disabled headers after them, still disabled.
 */
function asSent(request: HttpRequest, response: HttpResponse | undefined): HttpRequest {
  if (!response?.requestHeaders) return request;
  const sent = response.requestHeaders.map(({ name, value }) => ({ key: name, value, enabled: true }));
  return {
    ...request,
    url: withScheme(request.url),
    headers: [...sent, ...request.headers.filter((header) => !header.enabled)],
  };
}

function httpPart(request: SendContext['request']): Omit<HttpRequest, 'auth'> {
  const { method, url, headers, pathVariables, body } = request;
  return { method, url, headers, pathVariables, body };
}

function codeOf(thrown: unknown): string | undefined {
  if (thrown !== null && typeof thrown === 'object' && 'code' in thrown && typeof thrown.code === 'string') {
    return thrown.code;
  }
  return undefined;
}

function now(): number {
  return globalThis.performance.now();
}
