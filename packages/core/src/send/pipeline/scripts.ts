import { DEFAULT_TIMEOUT_MS } from '../../model/settings.js';
import type { HttpRequest } from '../../model/request.js';
import type { HttpResponse } from '../../model/response.js';
import type {
  CookieJarCall,
  ScriptBridge,
  ScriptCookie,
  ScriptOutput,
  ScriptSource,
  VariableScopes,
} from '../../script/host.js';
import { withScheme } from '../requestUrl.js';
import { withoutJsonComments } from '../jsonComments.js';
import { authorizeAndSend } from './transportStep.js';
import type { CookiePort, SendContext, SendDeps } from './context.js';

/**
 * Runs one script event of a send: every level's script of that event (its `scriptChain`:
 * collection, then folders, then the request) in one ScriptInput. Undefined when no level has a
 * script, so a request without scripts never touches the script host.
 */
export async function runScriptEvent(
  event: 'prerequest' | 'test',
  scripts: ScriptSource[],
  ctx: SendContext,
  deps: SendDeps,
  request: HttpRequest,
  scopes: VariableScopes,
  response?: HttpResponse,
): Promise<ScriptOutput | undefined> {
  if (scripts.length === 0) return undefined;
  if (!deps.scripts) {
    return failedOutput(request, scopes, 'No script host is available to run scripts');
  }
  const cookies = deps.cookies ? await cookiesFor(deps.cookies, request.url) : undefined;
  return deps.scripts.run(
    {
      event,
      scripts,
      request: ctx.request.description === undefined ? request : { ...request, description: ctx.request.description },
      ...(response ? { response } : {}),
      scopes,
      info: {
        eventName: event,
        iteration: ctx.iteration ?? 0,
        iterationCount: ctx.iterationCount ?? 1,
        requestName: ctx.request.name ?? request.url,
        requestId: ctx.request.id ?? '',
        ...(ctx.collection ? { collectionName: ctx.collection.name } : {}),
        ...(ctx.environmentName !== undefined ? { environmentName: ctx.environmentName } : {}),
        location: [
          ...(ctx.collection ? [ctx.collection.name] : []),
          ...(ctx.folders ?? []).map((folder) => folder.name),
          ctx.request.name ?? request.url,
        ],
      },
      ...(cookies ? { cookies } : {}),
      timeoutMs: ctx.scriptTimeoutMs ?? ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    },
    scriptBridge(ctx, deps),
  );
}

/**
 * `pm.sendRequest` sends for real, through the same transport and auth as the pipeline;
 * `pm.cookies.jar()` reads and changes the run's cookies, which the requests send.
 */
function scriptBridge(ctx: SendContext, deps: SendDeps): ScriptBridge {
  const { cookies } = deps;
  return {
    sendRequest: (request) =>
      authorizeAndSend(
        deps.transport,
        // postman-runtime sends these through the same presend step: a JSON body loses its comments.
        withoutJsonComments(request, {}),
        request.auth.type === 'inherit' ? { type: 'none' } : request.auth,
        {
          ...(ctx.timeoutMs !== undefined ? { timeoutMs: ctx.timeoutMs } : {}),
          ...(ctx.signal ? { signal: ctx.signal } : {}),
        },
      ),
    ...(cookies && { cookieJar: (call) => callCookieJar(cookies, call) }),
  };
}

async function callCookieJar(port: CookiePort, call: CookieJarCall): Promise<ScriptCookie[] | ScriptCookie | null> {
  const url = withScheme(call.url);
  if (call.action === 'getAll') return port.cookiesFor(url);
  if (!port.setCookie || !port.removeCookies) throw new Error("This run's cookies cannot be changed by scripts");
  if (call.action === 'set') return port.setCookie(url, call.cookie);
  await port.removeCookies(url, call.action === 'unset' ? call.name : undefined);
  return null;
}

/**
 * `pm.cookies` for the URL the request goes to. A lookup that fails (a URL the jar cannot parse)
 * gives no cookies: the transport reports a bad URL itself, and cookies never fail a send.
 */
async function cookiesFor(port: CookiePort, url: string): Promise<ScriptCookie[] | undefined> {
  try {
    return await port.cookiesFor(withScheme(url));
  } catch {
    return undefined;
  }
}

function failedOutput(request: HttpRequest, scopes: VariableScopes, message: string): ScriptOutput {
  return {
    success: false,
    error: { name: 'Error', message },
    tests: [],
    logs: [],
    scopes,
    request,
    skipRequest: false,
  };
}
