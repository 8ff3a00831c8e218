// Types the prelude's JSDoc refers to: the hooks a host gives `install`, the state of one `run`,
// and the JSON `run` answers, tied to the host contract (ScriptInput/ScriptOutput in ../host.ts)
// that output.ts reads it back with.
import type { ScriptInput, ScriptOutput } from '../../host.js';
import type { SandboxEnvelope } from '../../output.js';

export type { ScriptInput, ScriptOutput };

/** What a host hands `install`; everything crossing is a string, a number or a promise of one. */
export interface Hooks {
  /** name → the library's code, synchronous; 'sugar' is asked for once, by `install`. */
  loadLibrary(name: string): string | undefined;
  /** JSON of a call out (`pm.sendRequest`, `pm.cookies.jar()`) → JSON `{ result }` or `{ error: { message } }` (hostCall.js). */
  call(callJson: string): Promise<string>;
  /** Resolves after `ms` milliseconds: the sandbox's only clock for timers. */
  sleep(ms: number): Promise<void>;
  /** That many random bytes, for sandboxes without `crypto`. */
  randomValues(count: number): ArrayLike<number>;
}

/** A failure as the host reports it: the thrown value's name and message. */
export type Failure = NonNullable<ScriptOutput['error']>;

/** What timers, tests and calls out share during one `run`. */
export interface RunState {
  pending: {
    start(): () => void;
    wait(): () => void;
    drained(settle: () => Promise<void>): Promise<void>;
    abort(): void;
  };
  /** The `done` of the done-style test whose code is running (tests.js). */
  asyncTest: { current: ((error?: unknown) => void) | undefined };
  /** A throw that stops the script: reported, and its pending work no longer waited for. */
  fail(error: unknown): void;
  /** A throw in a timer or a callback: reported, and the script's other work goes on. */
  report(error: unknown): void;
  /** Whether the script was stopped. */
  failed(): boolean;
}

/** setNextRequest and skipRequest, as the scripts of one run left them. */
export interface Flow {
  nextRequest: string | null | undefined;
  called: boolean;
  skipRequest: boolean;
  setNextRequest(name: unknown): void;
}

/** What `run` answers, as output.ts reads it back: only the scopes a script wrote to, the request only when one read it. */
export type Envelope = SandboxEnvelope;
export type SandboxOutput = Extract<SandboxEnvelope, { intact: true }>['output'];
