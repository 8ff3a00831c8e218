import { messageOf } from '@courier/core';
import type * as z from 'zod';
import { navigate } from './navigate.js';
import { fetchNoting } from './serverReachable.js';
import { sessionHeaders, useSession } from './session.js';

/** The server's API lives under /api on the same origin (Vite proxies it in dev). */
export const API_BASE = '/api';

/** What the user reads when GET /health fails. */
export const BACKEND_DOWN = 'Backend server is not responding';

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** The refusal's `data`, when it carries one (a 409 version conflict: what is stored now). */
  readonly data: unknown;
  constructor(status: number, code: string, message: string, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

/** A 401 for a call that needs a session: it is over, and the user signs in again. */
export function endSession(): void {
  useSession.getState().clear();
  navigate('/login');
}

/** Calls whose 401 means "wrong credentials", not "your session is over". */
const CREDENTIAL_CALLS = new Set(['/auth/login', '/auth/register']);

/**
 * JSON over fetch with the session's token: non-2xx answers with `{ message, code }` become an
 * `ApiError` (server error middleware). Any 401 ends the session and shows the sign-in page,
 * except on the sign-in and registration calls themselves.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetchNoting(`${API_BASE}${path}`, {
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...sessionHeaders(),
      ...init.headers,
    },
  });
  if (response.status === 401 && !CREDENTIAL_CALLS.has(path)) endSession();
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch (thrown) {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      `The server answered with invalid JSON: ${messageOf(thrown)}`,
    );
  }
  if (!response.ok) {
    const body = (data ?? {}) as { message?: unknown; code?: unknown; data?: unknown };
    throw new ApiError(
      response.status,
      typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
      typeof body.message === 'string' ? body.message : `${response.status} ${response.statusText}`,
      body.data,
    );
  }
  return data as T;
}

/**
 * A call whose reply is `{ success, message, data }`: `data` is parsed with `schema` here,
 * at the boundary, so screens only see checked shapes. A 2xx reply marked `success: false` is a refusal
 * in the server's words (`CALL_FAILED`); data of another shape is `INVALID_RESPONSE`.
 */
export async function apiCall<T>(
  path: string,
  schema: z.ZodType<T>,
  init?: RequestInit,
): Promise<{ message: string; data: T }> {
  const reply =
    (await apiFetch<{ success?: unknown; message?: unknown; data?: unknown } | undefined>(path, init)) ?? {};
  const message = typeof reply.message === 'string' ? reply.message : '';
  if (reply.success === false) throw new ApiError(200, 'CALL_FAILED', message);
  const parsed = schema.safeParse(reply.data);
  if (!parsed.success) throw new ApiError(200, 'INVALID_RESPONSE', `Unexpected answer from ${path}`);
  return { message, data: parsed.data };
}

/** A JSON body for `apiFetch` / `apiCall`. */
export const jsonBody = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

/**
 * A create the server makes once however often it is sent with the same key: a queued edit sent again
 * after a lost reply is answered, not made twice.
 */
export const withIdempotencyKey = (init: RequestInit, key?: string): RequestInit =>
  key ? { ...init, headers: { ...init.headers, 'Idempotency-Key': key } } : init;

/** True when GET /api/health answers 2xx. */
export async function checkHealth(): Promise<boolean> {
  try {
    const response = await fetchNoting(`${API_BASE}/health`, { headers: { Accept: 'application/json' } });
    return response.ok;
  } catch {
    return false;
  }
}
