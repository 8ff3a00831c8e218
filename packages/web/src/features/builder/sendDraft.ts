// The Send command: validates, runs core's send pipeline with the browser's
// ports (proxy transport, Worker script host), stores script variables back and records history.
import {
  EMPTY_URL_MESSAGE,
  sendRequest,
  type Collection,
  type CookiePort,
  type ErrorInfo,
  type EventStreamHead,
  type OAuthPort,
  type ScriptHost,
  type SendResult,
  type ServerSentEvent,
  type Transport,
  type Variable,
} from '@courier/core';
import type { ResponseView } from '../response/responseStore.js';
import { sentRequestOf, type Draft } from './builderStore.js';
import { draftPlacement } from './draftPlacement.js';
import { describeJsonProblem, jsonBodyProblem, type JsonProblem } from './jsonBodyProblem.js';
import { sendState } from './sendState.js';
import type { BuilderScopes } from './variableView.js';

export interface SendPorts {
  transport: Transport;
  scripts: ScriptHost;
  /** Where an oauth2 auth naming a provider gets its current token. */
  oauth?: OAuthPort;
  /** The jar scripts read as `pm.cookies`: the one the transport sends from and fills. */
  cookies?: CookiePort;
  environment(): Variable[];
  /** Stores the environment as the scripts left it. */
  setEnvironment(variables: Variable[]): void;
  globals(): Variable[];
  setGlobals(variables: Variable[]): void;
  collections(): readonly Collection[];
  timeoutMs(): number;
  /** True while a send is in flight. */
  isSending(): boolean;
  start(abort: () => void): void;
  /** The response is an event stream: its events are shown as they arrive, and `stop` ends it keeping them. */
  streamOpened?(head: EventStreamHead, stop: () => void): void;
  streamReceived?(event: ServerSentEvent): void;
  show(view: ResponseView): void;
  record(draft: Draft, view: ResponseView): void;
  alert(message: string): void;
  /** A problem worth knowing that does not stop the send (a body that is not valid JSON). */
  warn(message: string): void;
}

const CANCELLED = Symbol('cancelled');

/** What the response panel shows after Cancel (or Esc): the transport's own words for an abort. */
const CANCELLED_VIEW: ResponseView = {
  response: null,
  error: { message: 'Request was cancelled', code: 'ABORTED' },
  testResults: [],
  preRequestLogs: [],
  testLogs: [],
};

function viewOf(result: SendResult): ResponseView {
  const error: ErrorInfo | undefined = result.error
    ? { message: result.error.message, ...(result.error.code ? { code: result.error.code } : {}) }
    : undefined;
  return {
    // A test-script failure still shows the response it ran against.
    response: result.response ?? null,
    ...(error ? { error } : {}),
    testResults: result.testResults,
    preRequestLogs: result.preRequestLogs,
    testLogs: result.testLogs,
  };
}

export async function sendDraft(draft: Draft, ports: SendPorts): Promise<SendResult | undefined> {
  const state = sendState(draft, builderScopesOf(ports), ports.isSending());
  if (state.kind === 'emptyUrl') ports.alert(EMPTY_URL_MESSAGE);
  if (state.kind !== 'ready') return undefined;
  const jsonProblem = sentJsonProblem(draft);
  if (jsonProblem) ports.warn(`The body is not valid JSON (${describeJsonProblem(jsonProblem)}); sent as written.`);

  const { collection, folders, saved } = draftPlacement(draft, ports.collections());
  const controller = new AbortController();
  const cancelled = new Promise<typeof CANCELLED>((resolve) =>
    controller.signal.addEventListener('abort', () => resolve(CANCELLED), { once: true }),
  );
  ports.start(() => controller.abort());
  // Stop is not Cancel: it ends an open event stream, and the send goes on to its tests with what arrived.
  const stopStream = new AbortController();

  const environment = ports.environment();
  const globals = ports.globals();
  const sent = sendRequest(
    {
      request: {
        ...sentRequestOf(draft),
        name: draft.name || draft.url,
        ...scriptsOf(draft),
        ...(draft.protocolProfileBehavior ? { protocolProfileBehavior: draft.protocolProfileBehavior } : {}),
        ...(saved ? { id: saved.id } : {}),
      },
      ...(collection ? { collection, folders } : {}),
      scopes: {
        globals,
        environment,
        collectionVariables: collection?.variables ?? [],
        local: [],
        iterationData: {},
      },
      timeoutMs: ports.timeoutMs(),
      signal: controller.signal,
      eventStream: {
        stop: stopStream.signal,
        listener: {
          opened: (head) => ports.streamOpened?.(head, () => stopStream.abort()),
          received: (event) => ports.streamReceived?.(event),
        },
      },
    },
    {
      transport: ports.transport,
      scripts: ports.scripts,
      ...(ports.oauth ? { oauth: ports.oauth } : {}),
      ...(ports.cookies ? { cookies: ports.cookies } : {}),
    },
  );
  // A cancel answers at once, even while a script loops and the send itself cannot notice.
  const result = await Promise.race([sent, cancelled]);
  if (result === CANCELLED) {
    ports.show(CANCELLED_VIEW);
    return undefined;
  }

  if (result.scopes.environment !== environment) ports.setEnvironment(result.scopes.environment);
  if (result.scopes.globals !== globals) ports.setGlobals(result.scopes.globals);
  const view: ResponseView = { ...viewOf(result), sent: sentRequestOf(draft) };
  ports.show(view);
  ports.record(draft, view);
  return result;
}

/** The scopes the builder's check reads: the same the send below resolves from. */
export function builderScopesOf(ports: Pick<SendPorts, 'environment' | 'globals' | 'collections'>): BuilderScopes {
  return { environment: ports.environment(), globals: ports.globals(), collections: ports.collections() };
}

function sentJsonProblem(draft: Draft): JsonProblem | undefined {
  const { body } = sentRequestOf(draft);
  return body.mode === 'raw' && body.language === 'json' ? jsonBodyProblem(body.raw) : undefined;
}

function scriptsOf(draft: Draft) {
  return { preRequestScript: draft.preRequestScript, postRequestScript: draft.postRequestScript };
}
