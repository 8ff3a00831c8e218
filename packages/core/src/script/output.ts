// Reading what the sandbox hands back. The prelude runs beside untrusted code, so its JSON is
// parsed like any other outside input: a malformed answer becomes a failed run, never a crash.
import * as z from 'zod';
import { HttpRequestSchema } from '../model/request.js';
import { LogEntrySchema, TestResultSchema } from '../model/testResult.js';
import { VariableSchema } from '../model/variable.js';
import { ScriptError } from './errors.js';
import type { ScriptInput, ScriptOutput } from './host.js';

const OutputSchema = z.object({
  success: z.boolean(),
  error: z.object({ name: z.string(), message: z.string(), code: z.string().optional() }).optional(),
  tests: z.array(TestResultSchema),
  logs: z.array(LogEntrySchema),
  /** Only the scopes a script wrote to; the others are the input's. */
  scopes: z.object({
    globals: z.array(VariableSchema).optional(),
    environment: z.array(VariableSchema).optional(),
    collectionVariables: z.array(VariableSchema).optional(),
    local: z.array(VariableSchema).optional(),
    iterationData: z.record(z.string(), z.unknown()).optional(),
  }),
  /** Left out when no script read `pm.request`: the input's request stands. */
  request: z.unknown().optional(),
  nextRequest: z.string().nullable().optional(),
  skipRequest: z.boolean(),
});

/** `intact: false`: a script changed a built-in beyond repair; the host replaces the context. */
const EnvelopeSchema = z.discriminatedUnion('intact', [
  z.object({ intact: z.literal(true), output: OutputSchema }),
  z.object({ intact: z.literal(false) }),
]);

/** The JSON the prelude's `run` answers (prelude/index.js writes it to this type). */
export type SandboxEnvelope = z.input<typeof EnvelopeSchema>;

export interface SandboxResult {
  output: ScriptOutput;
  intact: boolean;
}

/** Parses the prelude's answer; a request the script made invalid fails the run, unchanged. */
export function readSandboxResult(text: string, input: ScriptInput): SandboxResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new ScriptError('SCRIPT_SANDBOX_FAILED', 'The script sandbox returned unreadable output', { cause });
  }
  const envelope = EnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    throw new ScriptError(
      'SCRIPT_SANDBOX_FAILED',
      `The script sandbox returned malformed output: ${envelope.error.issues[0]?.message ?? ''}`,
    );
  }
  if (!envelope.data.intact) {
    const error = new ScriptError(
      'SCRIPT_CONTEXT_BROKEN',
      'The script froze or locked a built-in object it had changed, so its results cannot be trusted; the sandbox was reset',
    );
    return { output: failedOutput(input, error), intact: false };
  }
  const { request: rawRequest, scopes, ...rest } = envelope.data.output;
  const request = rawRequest === undefined ? undefined : HttpRequestSchema.safeParse(rawRequest);
  const output: ScriptOutput = {
    ...rest,
    scopes: {
      globals: scopes.globals ?? input.scopes.globals,
      environment: scopes.environment ?? input.scopes.environment,
      collectionVariables: scopes.collectionVariables ?? input.scopes.collectionVariables,
      local: scopes.local ?? input.scopes.local,
      iterationData: scopes.iterationData ?? input.scopes.iterationData,
    },
    request: request?.success ? request.data : input.request,
  };
  if (request && !request.success && output.success) {
    const issue = request.error.issues[0];
    output.success = false;
    output.request = input.request;
    output.error = {
      name: 'ScriptError',
      code: 'SCRIPT_INVALID_REQUEST',
      message: `The script left the request invalid: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unknown reason'}`,
    };
  }
  return { output, intact: true };
}

/** A run that ended without the sandbox's answer (timeout, memory, crash): nothing changed. */
export function failedOutput(input: ScriptInput, error: ScriptError): ScriptOutput {
  return {
    success: false,
    error: { name: error.name, message: error.message, code: error.code },
    tests: [],
    logs: [],
    scopes: input.scopes,
    request: input.request,
    skipRequest: false,
  };
}

export function timeoutError(timeoutMs: number): ScriptError {
  return new ScriptError('SCRIPT_TIMEOUT', `Script timed out after ${timeoutMs} ms`);
}

/** The serialised input the prelude's `run` takes. */
export function inputText(input: ScriptInput): string {
  return JSON.stringify(input);
}
