// What a recorded response may keep: response analysis stores entries for days, lists, compares and
// exports them, so nothing that authenticates is stored. Credentials are replaced where they are
// named (secret headers, query parameters, cookies, JSON and form fields, the URL's password), and
// every credential the request sent, or the user marked secret, is scrubbed wherever else it
// shows: an echo endpoint's body, a debug header, the URL's path.
// Why: docs/decisions/0030-recording-keeps-no-secrets.md
import { utf8ToBase64 } from '../send/auth/requestEdit.js';
import type { TransportRequestData } from '../send/transportRequestSchema.js';
import { secretNameRule } from './secretNames.js';

/** What stands where a credential was. */
export const REDACTED = '[redacted]';

/**
 * Values shorter than this are replaced where they are named but not searched for anywhere else:
 * scrubbing every `1`, `ab` or `yes` of a body would wreck it and protect nothing, a secret that
 * short being guessed in a few tries anyway.
 */
export const MIN_SCRUBBED_LENGTH = 4;

type HeaderPair = readonly [name: string, value: string];

export interface RecordingToRedact {
  url: string;
  /** What the request sent: read for credentials, never stored. */
  requestHeaders?: ReadonlyArray<{ name: string; value: string }>;
  requestBody?: TransportRequestData['body'];
  responseHeaders: readonly HeaderPair[];
  /** The response body as text; null when it is binary or not kept. */
  responseBody: string | null;
}

export interface RedactionRules {
  /** Names the user added to the built-in ones (secretNames.ts). */
  names?: readonly string[];
  /** Values of the variables the user marked secret. */
  secretValues?: readonly string[];
}

export interface RedactedRecording {
  url: string;
  responseHeaders: Array<[name: string, value: string]>;
  responseBody: string | null;
}

/** The credentials met while redacting, to be scrubbed from everything stored. */
type Collect = (value: string) => void;

/** Percent-decoded text; in a query or form `+` is a space, in the URL's user info it is itself. */
function decodeComponent(text: string, plusIsSpace = true): string {
  try {
    return decodeURIComponent(plusIsSpace ? text.replace(/\+/g, ' ') : text);
  } catch {
    // A malformed escape is kept as written: it is still the name or value that was sent.
    return text;
  }
}

/** `a=1&access_token=xyz` → `a=1&access_token=[redacted]`, the rest as written. */
function redactParams(params: string, isSecret: (name: string) => boolean, collect: Collect): string {
  return params
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0 || !isSecret(decodeComponent(pair.slice(0, equals)))) return pair;
      const value = pair.slice(equals + 1);
      collect(value);
      collect(decodeComponent(value));
      return `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
}

const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#@]*)@/i;

/** The URL with its password, secret query parameters and secret fragment parameters redacted. */
function redactUrl(url: string, isSecret: (name: string) => boolean, collect: Collect): string {
  const withoutPassword = url.replace(USERINFO, (whole, scheme: string, userinfo: string) => {
    const colon = userinfo.indexOf(':');
    if (colon < 0) return whole;
    const password = userinfo.slice(colon + 1);
    const decoded = decodeComponent(password, false);
    collect(password);
    collect(decoded);
    // The transport sends the user info as Basic credentials, which an echo shows as they went.
    collect(utf8ToBase64(`${decodeComponent(userinfo.slice(0, colon), false)}:${decoded}`));
    return `${scheme}${userinfo.slice(0, colon)}:${REDACTED}@`;
  });
  // The fragment is never sent, but an implicit OAuth grant puts its token there.
  return withoutPassword.replace(
    /([?#])([^#]*)/g,
    (_, mark: string, params: string) => mark + redactParams(params, isSecret, collect),
  );
}

/** The credential inside an Authorization-style value: `Bearer abc` → abc; Basic → its password too. */
function collectHeaderValue(name: string, value: string, collect: Collect): void {
  // Each cookie is its own credential; the names and the other cookies beside it are no secret.
  if (name.toLowerCase() === 'cookie') {
    for (const cookie of value.split(';')) collect(cookie.slice(cookie.indexOf('=') + 1).trim());
    return;
  }
  collect(value);
  const [, kind, credentials] = /^(\w+)\s+(.+)$/.exec(value.trim()) ?? [];
  if (kind === undefined || credentials === undefined) return;
  collect(credentials);
  if (kind.toLowerCase() !== 'basic') return;
  const decoded = basicCredentials(credentials);
  if (decoded === undefined) return;
  collect(decoded);
  collect(decoded.slice(decoded.indexOf(':') + 1));
}

/** `user:password` from Basic credentials (RFC 7617), or undefined when they are not base64. */
function basicCredentials(base64: string): string | undefined {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
  } catch {
    // Not base64: the value as sent is scrubbed all the same.
    return undefined;
  }
}

/** `sid=abc; Path=/; HttpOnly` → `sid=[redacted]; Path=/; HttpOnly`: its attributes are no secret. */
function redactSetCookie(value: string, collect: Collect): string {
  const end = value.indexOf(';');
  const pair = end < 0 ? value : value.slice(0, end);
  const equals = pair.indexOf('=');
  collect(pair.slice(equals + 1).trim());
  return `${pair.slice(0, equals + 1)}${REDACTED}${end < 0 ? '' : value.slice(end)}`;
}

/** Every text a secret field holds, however deep. */
function collectLeaves(value: unknown, collect: Collect): void {
  if (typeof value === 'string' || typeof value === 'number') collect(String(value));
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) collectLeaves(inner, collect);
}

/** A copy of a JSON value whose secret-named fields hold the marker; `changed` says whether any did. */
function redactJsonValue(
  value: unknown,
  isSecret: (name: string) => boolean,
  collect: Collect,
): { value: unknown; changed: boolean } {
  if (Array.isArray(value)) {
    const items = value.map((item) => redactJsonValue(item, isSecret, collect));
    return { value: items.map((item) => item.value), changed: items.some((item) => item.changed) };
  }
  if (!value || typeof value !== 'object') return { value, changed: false };
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (isSecret(key) && inner !== null && inner !== '') {
      collectLeaves(inner, collect);
      copy[key] = REDACTED;
      changed = true;
    } else {
      const redacted = redactJsonValue(inner, isSecret, collect);
      copy[key] = redacted.value;
      changed ||= redacted.changed;
    }
  }
  return { value: copy, changed };
}

function parsedJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!/^\s*[[{]/.test(text)) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A body's secret JSON or form fields redacted; other text as it was. */
function redactBodyFields(
  body: string,
  contentType: string | undefined,
  isSecret: (name: string) => boolean,
  collect: Collect,
): string {
  const json = parsedJson(body);
  if (json.ok) {
    const redacted = redactJsonValue(json.value, isSecret, collect);
    // Rewritten only when a field was redacted, indented as a pretty-printed body was.
    return redacted.changed ? JSON.stringify(redacted.value, null, body.includes('\n') ? 2 : undefined) : body;
  }
  if (contentType?.toLowerCase().includes('application/x-www-form-urlencoded')) {
    return redactParams(body, isSecret, collect);
  }
  return body;
}

function headerValue(headers: ReadonlyArray<{ name: string; value: string }>, name: string): string | undefined {
  return headers.find((header) => header.name.toLowerCase() === name)?.value;
}

/** The credentials a request body sent in secret-named fields (a login form's password). */
function collectRequestBody(
  body: TransportRequestData['body'],
  contentType: string | undefined,
  isSecret: (name: string) => boolean,
  collect: Collect,
): void {
  if (!body) return;
  if (body.type === 'text') redactBodyFields(body.text, contentType, isSecret, collect);
  else if (body.type === 'urlencoded') {
    for (const field of body.fields) if (isSecret(field.key)) collect(field.value);
  } else if (body.type === 'multipart') {
    for (const part of body.parts) if (part.kind === 'text' && isSecret(part.name)) collect(part.value);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The forms a value takes when echoed: as sent, URL-encoded (either way) and inside a JSON string. */
function echoedForms(value: string): string[] {
  const encoded = encodeURIComponent(value);
  return [value, encoded, encoded.replace(/%20/g, '+'), JSON.stringify(value).slice(1, -1)];
}

/** Replaces every credential of at least MIN_SCRUBBED_LENGTH characters, longest first. */
function scrubberOf(values: ReadonlySet<string>): (text: string) => string {
  const forms = new Set<string>();
  for (const value of values) {
    if (value.length < MIN_SCRUBBED_LENGTH) continue;
    for (const form of echoedForms(value)) forms.add(form);
  }
  if (forms.size === 0) return (text) => text;
  const pattern = new RegExp(
    [...forms]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'g',
  );
  return (text) => text.replace(pattern, REDACTED);
}

/** The recording with no credential left in its URL, response headers or response body. */
export function redactRecording(recording: RecordingToRedact, rules: RedactionRules = {}): RedactedRecording {
  const isSecret = secretNameRule(rules.names);
  const credentials = new Set<string>(rules.secretValues);
  const collect: Collect = (value) => {
    if (value !== '' && value !== REDACTED) credentials.add(value);
  };

  const requestHeaders = recording.requestHeaders ?? [];
  for (const { name, value } of requestHeaders) {
    if (isSecret(name)) collectHeaderValue(name, value, collect);
  }
  collectRequestBody(recording.requestBody, headerValue(requestHeaders, 'content-type'), isSecret, collect);

  const url = redactUrl(recording.url, isSecret, collect);
  const headers = recording.responseHeaders.map(([name, value]): [string, string] => {
    if (name.toLowerCase() === 'set-cookie') return [name, redactSetCookie(value, collect)];
    if (!isSecret(name)) return [name, value];
    collectHeaderValue(name, value, collect);
    return [name, REDACTED];
  });
  const contentType = headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  const body =
    recording.responseBody === null ? null : redactBodyFields(recording.responseBody, contentType, isSecret, collect);

  const scrub = scrubberOf(credentials);
  return {
    url: scrub(url),
    responseHeaders: headers.map(([name, value]) => [name, scrub(value)]),
    responseBody: body === null ? null : scrub(body),
  };
}
