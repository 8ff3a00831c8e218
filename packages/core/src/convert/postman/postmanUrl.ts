/**
 * Postman keeps a URL twice: as `raw` text and as parts (protocol, host, path, query…). Newman
 * sends the parts and ignores `raw`, so the parts decide what a request's URL is; `raw` is kept
 * when it says the same thing. This file splits text into parts and joins parts into text the way
 * the Postman collection SDK does, so both sides agree on URLs with `{{variables}}` in them.
 */
import { isRecord, listOf, looseText, recordsOf, type JsonRecord } from '../untrusted.js';

interface PostmanQueryParam {
  key: string | null;
  value: string | null;
  disabled?: boolean;
  description?: string;
}

export interface PostmanUrlParts {
  protocol?: string;
  auth?: { user?: string; password?: string };
  host?: string[];
  port?: string;
  path?: string[];
  query?: PostmanQueryParam[];
  hash?: string;
}

/**
 * `{{host.name}}` must not be split at its dot (nor at `/ : ? # @ &`): every `{{…}}` is blanked
 * out in a same-length copy, separators are searched in the copy and the original is sliced.
 */
function maskVariables(text: string): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{[^{}]*\}\}/g, (variable) => '_'.repeat(variable.length));
}

/** `text.split(separator)`, except inside `{{variables}}`. */
function splitOutsideVariables(text: string, separator: string): string[] {
  const mask = maskVariables(text);
  const pieces: string[] = [];
  let start = 0;
  for (let at = mask.indexOf(separator); at !== -1; at = mask.indexOf(separator, start)) {
    pieces.push(text.slice(start, at));
    start = at + separator.length;
  }
  pieces.push(text.slice(start));
  return pieces;
}

function parseQueryParam(text: string): PostmanQueryParam {
  const equals = maskVariables(text).indexOf('=');
  return equals === -1 ? { key: text, value: null } : { key: text.slice(0, equals), value: text.slice(equals + 1) };
}

/** Splits URL text into Postman's parts; joining them again gives the same text. */
export function parsePostmanUrl(raw: string): PostmanUrlParts {
  const parts: PostmanUrlParts = {};
  let rest = raw;
  let mask = maskVariables(raw);
  const cut = (index: number, keep: 'before' | 'after', skip: number): string => {
    const taken = keep === 'before' ? rest.slice(index + skip) : rest.slice(0, index);
    rest = keep === 'before' ? rest.slice(0, index) : rest.slice(index + skip);
    mask = keep === 'before' ? mask.slice(0, index) : mask.slice(index + skip);
    return taken;
  };

  let index = mask.indexOf('#');
  if (index !== -1) parts.hash = cut(index, 'before', 1);
  index = mask.indexOf('?');
  if (index !== -1) {
    parts.query = splitOutsideVariables(cut(index, 'before', 1), '&').map(parseQueryParam);
  }
  index = mask.indexOf('://');
  if (index !== -1) parts.protocol = cut(index, 'after', 3);
  index = mask.indexOf('/');
  if (index !== -1) parts.path = splitOutsideVariables(cut(index, 'before', 1), '/');
  index = mask.lastIndexOf('@');
  if (index !== -1) {
    const credentials = cut(index, 'after', 1);
    const colon = maskVariables(credentials).indexOf(':');
    parts.auth =
      colon === -1
        ? { user: credentials }
        : { user: credentials.slice(0, colon), password: credentials.slice(colon + 1) };
  }
  index = mask.lastIndexOf(':');
  if (index !== -1 && !mask.slice(index + 1).includes(']')) parts.port = cut(index, 'before', 1);
  if (rest !== '') parts.host = splitOutsideVariables(rest, '.');
  return parts;
}

/**
 * A key or value given as a part may hold '&' or '#' (and a key '='), which would end it inside
 * URL text; like the Postman SDK, they are percent-encoded outside `{{variables}}`.
 */
function encodeReserved(text: string, isKey: boolean): string {
  const reserved = isKey ? /[&#=]/g : /[&#]/g;
  if (!reserved.test(text)) return text;
  reserved.lastIndex = 0;
  return text.replace(/(\{\{[^{}]*\}\})|[^{]+|\{/g, (chunk, variable: string | undefined) =>
    variable !== undefined
      ? chunk
      : chunk.replace(reserved, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`),
  );
}

function joinQueryParam(param: PostmanQueryParam): string {
  const key = typeof param.key === 'string' ? encodeReserved(param.key, true) : '';
  return typeof param.value === 'string' ? `${key}=${encodeReserved(param.value, false)}` : key;
}

/** Joins parts into the text that is sent: disabled query parameters are left out. */
export function joinPostmanUrl(parts: PostmanUrlParts): string {
  let url = '';
  // An empty protocol is left out, as the Postman SDK does.
  if (parts.protocol) url += parts.protocol.endsWith('://') ? parts.protocol : `${parts.protocol}://`;
  if (parts.auth && (parts.auth.user !== undefined || parts.auth.password !== undefined)) {
    url += `${parts.auth.user ?? ''}${parts.auth.password !== undefined ? `:${parts.auth.password}` : ''}@`;
  }
  if (parts.host) url += parts.host.join('.');
  if (parts.port !== undefined) url += `:${parts.port}`;
  if (parts.path) url += `/${parts.path.join('/')}`;
  const enabled = (parts.query ?? []).filter((param) => param.disabled !== true);
  if (enabled.length > 0) url += `?${enabled.map(joinQueryParam).join('&')}`;
  if (parts.hash !== undefined) url += `#${parts.hash}`;
  return url;
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Reads the parts of a URL object from a file, with Postman's loose typing. */
export function readUrlParts(definition: JsonRecord): PostmanUrlParts {
  const parts: PostmanUrlParts = {};
  const protocol = optionalText(definition['protocol']);
  if (protocol) parts.protocol = protocol;
  const auth = definition['auth'];
  if (isRecord(auth)) parts.auth = { user: optionalText(auth['user']), password: optionalText(auth['password']) };
  const host = definition['host'];
  if (typeof host === 'string') parts.host = host.split('.');
  else if (Array.isArray(host)) parts.host = host.map(looseText);
  const port = definition['port'];
  if (typeof port === 'string' || typeof port === 'number') parts.port = String(port);
  const path = definition['path'];
  if (typeof path === 'string') {
    const trimmed = path.replace(/^\//, '');
    if (path !== '') parts.path = trimmed.split('/');
  } else if (Array.isArray(path)) {
    parts.path = path.map((segment) => (isRecord(segment) ? looseText(segment['value']) : looseText(segment)));
  }
  if (Array.isArray(definition['query'])) {
    parts.query = recordsOf(definition['query']).map((param) => ({
      key: optionalText(param['key']) ?? null,
      value: optionalText(param['value']) ?? null,
      disabled: param['disabled'] === true,
    }));
  }
  const hash = optionalText(definition['hash']);
  if (hash !== undefined) parts.hash = hash;
  return parts;
}

/** True when a URL object carries parts rather than only `raw`. */
export function hasUrlParts(definition: JsonRecord): boolean {
  return (
    ['protocol', 'host', 'path', 'port'].some((key) => definition[key] !== undefined) ||
    listOf(definition['query']).length > 0
  );
}
