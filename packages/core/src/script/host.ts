import type { HttpRequest } from '../model/request.js';
import type { HttpResponse } from '../model/response.js';
import type { LogEntry, TestResult } from '../model/testResult.js';
import type { Variable } from '../model/variable.js';

/**
 * The contract between a script host (isolated-vm in Node, a Web Worker in browsers) and whoever
 * runs scripts (the send pipeline, the runner). Everything crossing it is plain JSON: the host
 * copies the input into the sandbox and copies the output back, so no host object is reachable
 * from script code. The ways out are the `ScriptBridge`'s: `pm.sendRequest` and `pm.cookies.jar()`.
 */

/** Variable scopes as Postman has them; `pm.variables` resolves local → data → environment → collection → globals (Postman’s order). */
export interface VariableScopes {
  globals: Variable[];
  environment: Variable[];
  collectionVariables: Variable[];
  /** Values set with `pm.variables.set`: they last for the current run (Postman's local scope). */
  local: Variable[];
  /** The current data-file row (`pm.iterationData`, legacy `data`). */
  iterationData: Record<string, unknown>;
}

/** One script source, named for error messages ('Collection', 'Folder Orders', 'Request Get order'). */
export interface ScriptSource {
  name: string;
  source: string;
  /** The name of the collection, folder or request the script belongs to (`pm.execution.location.current`). */
  item?: string;
}

export interface ScriptCookie {
  name: string;
  value: string;
  domain?: string;
  path?: string;
  expires?: string;
  httpOnly?: boolean;
  secure?: boolean;
}

export interface ScriptInfo {
  eventName: 'prerequest' | 'test';
  iteration: number;
  iterationCount: number;
  requestName: string;
  requestId: string;
  collectionName?: string;
  /** The run's environment, for `pm.environment.name`. */
  environmentName?: string;
  /** Collection, folder and request names down to the request (`pm.execution.location`). */
  location?: string[];
}

export interface ScriptInput {
  event: 'prerequest' | 'test';
  /** Run in order, in one context: collection, then folders (outermost first), then the request. */
  scripts: ScriptSource[];
  /**
   * The request as it will be (pre-request) or was (test) sent, variables already resolved, with
   * its description for `pm.request.description`.
   */
  request: HttpRequest & { description?: string };
  /** Test scripts only. */
  response?: HttpResponse;
  scopes: VariableScopes;
  info: ScriptInfo;
  cookies?: ScriptCookie[];
  /** Wall-clock budget for all of `scripts`, enforced by the host. */
  timeoutMs: number;
}

export interface ScriptOutput {
  /** False when a script threw outside `pm.test`, timed out or exhausted memory. */
  success: boolean;
  error?: { name: string; message: string; code?: string };
  tests: TestResult[];
  logs: LogEntry[];
  scopes: VariableScopes;
  /** The request after a pre-request script's changes (url, method, headers, body, auth). */
  request: HttpRequest;
  /** `setNextRequest`: undefined when not called, null to stop the run, else a request name or id. */
  nextRequest?: string | null;
  /** `pm.execution.skipRequest()` was called in a pre-request script. */
  skipRequest: boolean;
}

/** What `pm.cookies.jar()` asks of the run's cookie jar, by the URL the cookies belong to. */
export type CookieJarCall =
  | { action: 'getAll'; url: string }
  /** A cookie, or a Set-Cookie header's text (`'a=1; Path=/'`). */
  | { action: 'set'; url: string; cookie: ScriptCookie | string }
  | { action: 'unset'; url: string; name: string }
  | { action: 'clear'; url: string };

/** What a script may ask of the host: a real request through the host's transport, the run's cookies. */
export interface ScriptBridge {
  sendRequest(request: HttpRequest): Promise<HttpResponse>;
  /** Absent where the run keeps no cookie jar: the script's jar calls then fail with a message. */
  cookieJar?(call: CookieJarCall): Promise<ScriptCookie[] | ScriptCookie | null>;
}

export interface ScriptHost {
  run(input: ScriptInput, bridge: ScriptBridge): Promise<ScriptOutput>;
  /** Frees isolates or workers; the host cannot be used afterwards. */
  dispose(): Promise<void>;
}
