// Recorded responses for the analysis tests: JSON by default, any field overridden.
import type { CapturedResponse } from './types.js';

export function captured(overrides: Partial<CapturedResponse> & { json?: unknown } = {}): CapturedResponse {
  const { json, ...rest } = overrides;
  const body = json === undefined ? (rest.body ?? '{}') : JSON.stringify(json);
  return {
    status: 200,
    headers: [['Content-Type', 'application/json']],
    body,
    bodyHash: `hash of ${body}`,
    size: body?.length ?? 0,
    totalMs: 100,
    ...rest,
    ...(json === undefined ? {} : { body }),
  };
}
