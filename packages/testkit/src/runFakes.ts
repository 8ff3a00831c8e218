// Test doubles for the send pipeline and the runner: a scriptable Transport and a ScriptHost that
// runs script text as host-realm JavaScript against a tiny pm-like API. Only tests import this.
import {
  CollectionSchema,
  FolderSchema,
  SavedRequestSchema,
  type Collection,
  type Folder,
  type HttpResponse,
  type SavedRequest,
  type ScriptBridge,
  type ScriptHost,
  type ScriptInput,
  type ScriptOutput,
  type Transport,
  type TransportRequest,
  type Variable,
  type VariableScopes,
} from '@courier/core';

export function request(name: string, url: string, extra: Record<string, unknown> = {}): SavedRequest {
  return SavedRequestSchema.parse({ type: 'request', id: `id-${name}`, name, url, ...extra });
}

export function folder(name: string, items: unknown[], extra: Record<string, unknown> = {}): Folder {
  return FolderSchema.parse({ type: 'folder', id: `folder-${name}`, name, items, ...extra });
}

export function collection(items: unknown[], extra: Record<string, unknown> = {}): Collection {
  return CollectionSchema.parse({ id: 'col-1', name: 'Fixture', items, ...extra });
}

export interface Sent extends TransportRequest {
  at: number;
}

type Handler = (request: TransportRequest) => Partial<HttpResponse> | Promise<Partial<HttpResponse>>;

/** Answers every request with the handler's response (200 by default) after `delayMs`. */
export class FakeTransport implements Transport {
  readonly sent: Sent[] = [];
  readonly started = performance.now();
  inFlight = 0;
  maxInFlight = 0;
  aborted = 0;

  constructor(
    private readonly handler: Handler = () => ({}),
    private readonly delayMs = 0,
  ) {}

  async send(request: TransportRequest): Promise<HttpResponse> {
    this.sent.push({ ...request, at: performance.now() - this.started });
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.delayMs > 0) await this.wait(request.signal);
      const partial = await this.handler(request);
      const body = partial.body ?? '';
      return {
        status: 200,
        statusText: 'OK',
        headers: [],
        bodyEncoding: 'utf8',
        size: body.length,
        duration: 5,
        ...partial,
        body,
      };
    } finally {
      this.inFlight -= 1;
    }
  }

  private wait(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer);
        this.aborted += 1;
        reject(new Error('aborted'));
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, this.delayMs);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}

/** The API fake scripts see as `pm`. */
export interface FakePm {
  request: ScriptOutput['request'];
  response: HttpResponse | undefined;
  input: ScriptInput;
  get(key: string): unknown;
  set(scope: 'globals' | 'environment' | 'collectionVariables' | 'local', key: string, value: unknown): void;
  test(name: string, passed: boolean): void;
  skipTest(name: string): void;
  log(message: string): void;
  next(target: string | null): void;
  skip(): void;
  send(request: ScriptOutput['request']): Promise<HttpResponse>;
}

const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  name: string,
  body: string,
) => (pm: FakePm) => Promise<void>;

/** Runs each script source as `async (pm) => { source }` in order, like the real hosts do. */
export class FakeScriptHost implements ScriptHost {
  readonly calls: ScriptInput[] = [];

  async run(input: ScriptInput, bridge: ScriptBridge): Promise<ScriptOutput> {
    this.calls.push(input);
    const output: ScriptOutput = {
      success: true,
      tests: [],
      logs: [],
      scopes: structuredClone(input.scopes),
      request: structuredClone(input.request),
      skipRequest: false,
    };
    const pm = fakePm(input, output, bridge);
    try {
      for (const script of input.scripts) await new AsyncFunction('pm', script.source)(pm);
    } catch (thrown) {
      output.success = false;
      output.error = { name: 'Error', message: thrown instanceof Error ? thrown.message : String(thrown) };
    }
    return output;
  }

  async dispose(): Promise<void> {}
}

function fakePm(input: ScriptInput, output: ScriptOutput, bridge: ScriptBridge): FakePm {
  const scopes: VariableScopes = output.scopes;
  const timestamp = new Date().toISOString();
  return {
    request: output.request,
    response: input.response,
    input,
    get(key) {
      if (key in scopes.iterationData) return scopes.iterationData[key];
      for (const list of [scopes.local, scopes.environment, scopes.collectionVariables, scopes.globals]) {
        const found = list.find((variable) => variable.key === key);
        if (found) return found.value;
      }
      return undefined;
    },
    set(scope, key, value) {
      const list: Variable[] = scopes[scope];
      const found = list.find((variable) => variable.key === key);
      if (found) found.value = value as Variable['value'];
      else list.push({ key, value: value as Variable['value'], enabled: true });
    },
    test(name, passed) {
      output.tests.push({ name, passed, duration: 0, timestamp, ...(passed ? {} : { error: `${name} failed` }) });
    },
    skipTest(name) {
      output.tests.push({ name, passed: false, skipped: true, duration: 0, timestamp });
    },
    log(message) {
      output.logs.push({ level: 'log', message, timestamp });
    },
    next(target) {
      output.nextRequest = target;
    },
    skip() {
      output.skipRequest = true;
    },
    send: (request) => bridge.sendRequest(request),
  };
}
