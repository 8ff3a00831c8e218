import type { SystemError } from '../../model/systemError.js';
import type { Collection, Folder } from '../../model/collection.js';
import type { OAuthToken } from '../../model/oauth.js';
import type { HttpRequest, SavedRequest, ScriptField } from '../../model/request.js';
import type { HttpResponse } from '../../model/response.js';
import type { LogEntry, TestResult } from '../../model/testResult.js';
import type { ScriptCookie, ScriptHost, VariableScopes } from '../../script/host.js';
import type { EventStreamOptions, Transport } from '../transport.js';

/**
 * The inputs and outputs of one send. The pipeline is isomorphic: the browser and
 * Node differ only in the ports of `SendDeps` (how bytes travel, where scripts run, where OAuth
 * tokens live).
 */

/** A request as the builder or a collection holds it: the HTTP part plus its own scripts. */
export type SendableRequest = HttpRequest &
  Partial<Pick<SavedRequest, 'id' | 'name' | 'description' | ScriptField | 'protocolProfileBehavior'>>;

/** What a collection contributes to the requests below it (auth, scripts, switches). */
export type CollectionLevel = Pick<Collection, 'name' | 'auth' | ScriptField | 'protocolProfileBehavior'>;

export interface SendContext {
  request: SendableRequest;
  /** The folders above the request, outermost first. */
  folders?: readonly Folder[];
  collection?: CollectionLevel;
  /** The name of the environment the scopes' environment came from (`pm.environment.name`). */
  environmentName?: string;
  scopes: VariableScopes;
  /** Where the send sits in a run, for `pm.info`. */
  iteration?: number;
  iterationCount?: number;
  /** Transport deadline in milliseconds (30000 by default). */
  timeoutMs?: number;
  /** Budget of each script event; defaults to `timeoutMs`. */
  scriptTimeoutMs?: number;
  maxResponseBytes?: number;
  signal?: AbortSignal;
  /** How a `text/event-stream` response is followed while open: the web app shows its events live. */
  eventStream?: EventStreamOptions;
  /**
   * Newman still sends the request and runs its tests after a pre-request script fails (the
   * failure stays the request's error); the web app stops there. Default false.
   */
  sendAfterPreRequestError?: boolean;
}

/** The part of a stored token the send needs. */
type UsableOAuthToken = Pick<OAuthToken, 'access_token'> & Partial<Pick<OAuthToken, 'token_type'>>;

/**
 * Where the pipeline gets a provider's current token; undefined when none is
 * valid. Rejections are reported as 'OAuth error: {message}'.
 */
export interface OAuthPort {
  tokenFor(providerId: string): Promise<UsableOAuthToken | undefined>;
}

/** The cookies a script sees as `pm.cookies` for a URL (the jar itself lives with the transport). */
export interface CookiePort {
  cookiesFor(url: string): Promise<ScriptCookie[]>;
  /** `pm.cookies.jar().set`: stores a cookie (or a Set-Cookie text) for the URL; a port without it cannot be changed by scripts. */
  setCookie?(url: string, cookie: ScriptCookie | string): Promise<ScriptCookie | null>;
  /** `pm.cookies.jar().unset/clear`: removes the URL's cookies with that name, or all of them. */
  removeCookies?(url: string, name?: string): Promise<void>;
}

export interface SendDeps {
  transport: Transport;
  /** Required only when a level of the request carries a script. */
  scripts?: ScriptHost;
  oauth?: OAuthPort;
  cookies?: CookiePort;
}

export type SendStage = 'prerequest' | 'oauth' | 'transport' | 'test';

interface SendFailure {
  stage: SendStage;
  message: string;
  code?: string;
  /** The system call's error behind a transport failure (refused, reset, no such host …). */
  system?: SystemError;
}

/** Milliseconds spent in each step; the transport's own phases are in `response.timings`. */
interface SendTimings {
  preRequest: number;
  oauth: number;
  transport: number;
  test: number;
  total: number;
}

export interface SendResult {
  /** False when a script, OAuth or the transport failed; an HTTP 4xx/5xx is still a send. */
  success: boolean;
  /** The request as sent, or as far as it got. */
  request: HttpRequest;
  response?: HttpResponse;
  error?: SendFailure;
  /** `pm.execution.skipRequest()`: nothing was sent and no test script ran. */
  skipped: boolean;
  preRequestLogs: LogEntry[];
  testLogs: LogEntry[];
  testResults: TestResult[];
  /** The variable scopes after both scripts: the caller stores them back. */
  scopes: VariableScopes;
  /** `postman.setNextRequest`: undefined when not called, null to stop the run. */
  nextRequest?: string | null;
  timings: SendTimings;
}
