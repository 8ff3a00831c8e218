import type { HttpResponse } from '../model/response.js';
import type { OAuthToken } from '../model/oauth.js';

/** The fields of a successful token response (RFC 6749 §5.1) that Courier keeps. */
export interface TokenReply {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  token_type?: string;
  scope?: string;
}

/** The response body as text, whichever way the transport carried it. */
export function responseText(response: HttpResponse): string {
  if (response.bodyEncoding !== 'base64') return response.body;
  return new TextDecoder().decode(Uint8Array.from(atob(response.body), (char) => char.charCodeAt(0)));
}

/**
 * Reads a token response: JSON (RFC 6749 §5.1) or form-encoded (GitHub without Accept JSON).
 * Undefined when it holds no access token — GitHub reports a bad code with 200 and `error=…`.
 */
export function readTokenReply(response: HttpResponse): TokenReply | undefined {
  const text = responseText(response).trim();
  const fields = text.startsWith('{') ? parseJsonObject(text) : Object.fromEntries(new URLSearchParams(text));
  if (!fields) return undefined;
  const access_token = stringField(fields.access_token);
  if (access_token === undefined || access_token === '') return undefined;
  return {
    access_token,
    refresh_token: stringField(fields.refresh_token) || undefined,
    expires_in: lifetime(fields.expires_in),
    token_type: stringField(fields.token_type) || undefined,
    scope: stringField(fields.scope),
  };
}

/** The token as stored; expires_at is null when the server gave no lifetime. */
export function storedToken(reply: TokenReply, providerId: string, now: number): OAuthToken {
  return withoutUndefined({
    access_token: reply.access_token,
    refresh_token: reply.refresh_token,
    expires_in: reply.expires_in,
    token_type: reply.token_type ?? 'Bearer',
    scope: reply.scope,
    providerId,
    stored_at: now,
    expires_at: reply.expires_in === undefined ? null : now + reply.expires_in * 1000,
  });
}

/**
 * A refreshed token gains updated_at. RFC 6749 §6: the server may keep the old
 * refresh token (and §5.1 the granted scope) by leaving it out, so those carry over.
 */
export function refreshedToken(reply: TokenReply, previous: OAuthToken, now: number): OAuthToken {
  const next = storedToken(
    { ...reply, refresh_token: reply.refresh_token ?? previous.refresh_token, scope: reply.scope ?? previous.scope },
    previous.providerId,
    now,
  );
  return { ...next, stored_at: previous.stored_at, updated_at: now };
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    // Not JSON after all: the caller reports the body as it came.
    return undefined;
  }
}

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Seconds; form-encoded replies (and some JSON ones) send it as a string. */
function lifetime(value: unknown): number | undefined {
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
