import { messageOf } from '../../errors.js';
import type { Auth } from '../../model/auth.js';
import type { Body, FormPart } from '../../model/body.js';
import { createId } from '../../model/id.js';
import type { KeyValue } from '../../model/keyValue.js';
import { MethodSchema } from '../../model/method.js';
import type { ProtocolProfileBehavior, SavedRequest } from '../../model/request.js';
import type { DataPart } from './curlBody.js';
import { bodyFromData, dataArgument, dataUrlencodeArgument, formPart, headerValue } from './curlBody.js';
import { CurlImportError, curlFailure } from './errors.js';
import type { CurlOption } from './readCurlArguments.js';
import { readCurlArguments } from './readCurlArguments.js';
import { tokenizeCommand } from './tokenizeCommand.js';

export interface CurlImport {
  request: SavedRequest;
  /** What the command asked for that the request cannot hold (a proxy, a cookie file…), for the user to read. */
  warnings: string[];
}

/** What the options say, gathered before the request is built. */
interface Collected {
  method?: string;
  head: boolean;
  get: boolean;
  headers: KeyValue[];
  data: DataPart[];
  json: boolean;
  form: FormPart[];
  uploadFile?: string;
  urls: string[];
  query: string[];
  user?: string;
  authScheme: 'basic' | 'digest' | 'ntlm';
  bearer?: string;
  cookies: string[];
  userAgent?: string;
  referer?: string;
  compressed: boolean;
  behavior: ProtocolProfileBehavior;
  warnings: string[];
}

/** Options that would change the exchange but have no place in a saved request. */
const UNSUPPORTED = new Set([
  'proxy',
  'proxy-user',
  'preproxy',
  'socks4',
  'socks4a',
  'socks5',
  'socks5-hostname',
  'aws-sigv4',
  'request-target',
  'unix-socket',
  'abstract-unix-socket',
  'connect-to',
  'resolve',
  'cert',
  'key',
  'cacert',
  'capath',
  'config',
  'range',
  'time-cond',
  'continue-at',
  'negotiate',
]);

type Handler = (state: Collected, value: string) => void;

const data =
  (read: (value: string) => DataPart): Handler =>
  (state, value) => {
    state.data.push(read(value));
  };

const HANDLERS: Readonly<Record<string, Handler>> = {
  request: (state, value) => (state.method = value),
  head: (state) => (state.head = true),
  get: (state) => (state.get = true),
  header: (state, value) => addHeader(state, value),
  data: data(dataArgument),
  'data-ascii': data(dataArgument),
  'data-binary': data(dataArgument),
  'data-raw': data((value) => ({ text: value })),
  'data-urlencode': data(dataUrlencodeArgument),
  json: (state, value) => {
    state.json = true;
    state.data.push(dataArgument(value));
  },
  form: (state, value) => addFormPart(state, value, false),
  'form-string': (state, value) => addFormPart(state, value, true),
  'upload-file': (state, value) => (state.uploadFile = value),
  url: (state, value) => state.urls.push(value),
  // curl 8.8 --url-query: like --data-urlencode, a leading '+' means "already encoded".
  'url-query': (state, value) =>
    state.query.push(value.startsWith('+') ? value.slice(1) : textOf(dataUrlencodeArgument(value))),
  user: (state, value) => (state.user = value),
  basic: (state) => (state.authScheme = 'basic'),
  anyauth: (state) => (state.authScheme = 'basic'),
  digest: (state) => (state.authScheme = 'digest'),
  ntlm: (state) => (state.authScheme = 'ntlm'),
  'oauth2-bearer': (state, value) => (state.bearer = value),
  cookie: (state, value) => {
    if (value.includes('=')) state.cookies.push(value);
    else state.warnings.push(`Ignored cookie file '${value}': only name=value cookies can be imported`);
  },
  'cookie-jar': (state, value) =>
    state.warnings.push(`Ignored cookie jar '${value}': the cookies a response sets are kept in the environment's jar`),
  'user-agent': (state, value) => (state.userAgent = value),
  referer: (state, value) => (state.referer = value.replace(/;auto$/, '')),
  compressed: (state) => (state.compressed = true),
  insecure: (state) => (state.behavior.strictSSL = false),
  location: (state) => (state.behavior.followRedirects = true),
  'location-trusted': (state) => (state.behavior.followRedirects = true),
  'max-redirs': (state, value) => {
    const count = Number(value);
    if (Number.isInteger(count) && count >= 0) state.behavior.maxRedirects = count;
  },
};

function textOf(part: DataPart): string {
  return 'text' in part ? part.text : '';
}

function addHeader(state: Collected, raw: string): void {
  if (raw.startsWith('@')) {
    state.warnings.push(`Ignored header file '${raw.slice(1)}': headers read from a file are not supported`);
    return;
  }
  const colon = raw.indexOf(':');
  // curl(1): "Name;" sends an empty header, "Name:" removes an internal one.
  if (colon < 0) {
    if (raw.trim().endsWith(';')) state.headers.push({ key: raw.trim().slice(0, -1).trim(), value: '', enabled: true });
    else state.warnings.push(`Ignored header '${raw}': expected 'Name: value'`);
    return;
  }
  const key = raw.slice(0, colon).trim();
  const value = raw.slice(colon + 1).trim();
  if (key !== '' && value !== '') state.headers.push({ key, value, enabled: true });
}

function addFormPart(state: Collected, raw: string, verbatim: boolean): void {
  const part = formPart(raw, verbatim, (text) => state.warnings.push(text));
  if (part) state.form.push(part);
}

function collect(options: CurlOption[], urls: string[], unknown: string[]): Collected {
  const state: Collected = {
    head: false,
    get: false,
    headers: [],
    data: [],
    json: false,
    form: [],
    urls: [...urls],
    query: [],
    authScheme: 'basic',
    cookies: [],
    compressed: false,
    behavior: {},
    warnings: unknown.map((option) => `Ignored unknown option ${option}`),
  };
  for (const option of options) {
    const handler = HANDLERS[option.name];
    if (handler) handler(state, option.value ?? '');
    else if (UNSUPPORTED.has(option.name)) state.warnings.push(`Ignored --${option.name}: not supported`);
  }
  return state;
}

function ensureHeader(headers: KeyValue[], key: string, value: string | undefined): void {
  if (value !== undefined && headerValue(headers, key) === undefined) headers.push({ key, value, enabled: true });
}

/** http and https only; a URL without a scheme is http, as curl assumes. */
function normaliseUrl(raw: string): string {
  const url = raw.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
    throw curlFailure(`only http and https URLs are supported, not ${scheme}:`);
  }
  const full = scheme === undefined ? `http://${url}` : url;
  // Placeholders ({{baseUrl}}) are not URL syntax yet; they are checked when the request is sent.
  if (!full.includes('{{') && !URL.canParse(full)) throw curlFailure(`invalid URL '${raw}'`);
  return full;
}

/** `https://user:pass@host/` sends basic auth in curl; the credentials move to the auth tab. */
function splitCredentials(url: string): { url: string; user?: string } {
  const match = /^(https?:\/\/)([^/?#@]*)@/i.exec(url);
  if (!match) return { url };
  const [whole, scheme = '', userinfo = ''] = match;
  let user = userinfo;
  try {
    user = userinfo
      .split(':')
      .map((part) => decodeURIComponent(part))
      .join(':');
  } catch {
    // Not percent-encoded after all: keep the credentials as written.
  }
  return { url: scheme + url.slice(whole.length), user };
}

function authOf(state: Collected, user: string | undefined): Auth {
  if (state.bearer !== undefined) return { type: 'bearer', token: state.bearer };
  if (user === undefined) return { type: 'inherit' };
  const colon = user.indexOf(':');
  const username = colon < 0 ? user : user.slice(0, colon);
  const password = colon < 0 ? '' : user.slice(colon + 1);
  if (state.authScheme === 'basic') return { type: 'basic', username, password };
  return { type: state.authScheme, params: { username, password } };
}

function methodOf(state: Collected, hasBody: boolean): string {
  if (state.method !== undefined) {
    const parsed = MethodSchema.safeParse(state.method);
    if (!parsed.success) throw curlFailure(`invalid method '${state.method}'`);
    return parsed.data;
  }
  if (state.head) return 'HEAD';
  if (state.get) return 'GET';
  if (state.uploadFile !== undefined) return 'PUT';
  return hasBody ? 'POST' : 'GET';
}

function withQuery(url: string, pairs: string[]): string {
  if (pairs.length === 0) return url;
  const hash = url.indexOf('#');
  const base = hash < 0 ? url : url.slice(0, hash);
  return `${base}${base.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

function build(command: string): CurlImport {
  const { options, urls, unknown } = readCurlArguments(tokenizeCommand(command));
  const state = collect(options, urls, unknown);
  const [firstUrl] = state.urls;
  if (firstUrl === undefined) throw curlFailure('no URL found');
  if (state.urls.length > 1) state.warnings.push(`Only the first URL was imported: ${firstUrl}`);
  if (state.form.length > 0 && state.data.length > 0) throw curlFailure('-F/--form cannot be combined with -d/--data');

  // -G (curl(1)): the data goes into the query string and the request has no body.
  const query = [...state.query];
  if (state.get && state.data.length > 0) {
    if (state.data.some((part) => 'file' in part)) throw curlFailure('-G cannot put a body file (@path) in the URL');
    query.push(...state.data.map(textOf));
    state.data = [];
  }
  const { url: bareUrl, user: urlUser } = splitCredentials(normaliseUrl(firstUrl));
  const url = withQuery(bareUrl, query);

  let headers = state.headers;
  if (state.json) {
    ensureHeader(headers, 'Content-Type', 'application/json');
    ensureHeader(headers, 'Accept', 'application/json');
  }
  let body: Body = { mode: 'none' };
  if (state.form.length > 0) body = { mode: 'formdata', formdata: state.form };
  else if (state.data.length > 0) ({ body, headers } = bodyFromData(state.data, headers));
  else if (state.uploadFile !== undefined) body = { mode: 'file', src: state.uploadFile };

  ensureHeader(headers, 'User-Agent', state.userAgent);
  ensureHeader(headers, 'Referer', state.referer);
  if (state.compressed) ensureHeader(headers, 'Accept-Encoding', 'gzip, deflate, br');
  if (state.cookies.length > 0) {
    const existing = headers.find((header) => header.key.toLowerCase() === 'cookie');
    if (existing) existing.value = [existing.value, ...state.cookies].join('; ');
    else headers.push({ key: 'Cookie', value: state.cookies.join('; '), enabled: true });
  }

  const request: SavedRequest = {
    type: 'request',
    id: createId(),
    name: url,
    method: methodOf(state, body.mode !== 'none'),
    url,
    headers,
    pathVariables: [],
    body,
    auth: authOf(state, state.user ?? urlUser),
    preRequestScript: '',
    postRequestScript: '',
    createdAt: new Date().toISOString(),
  };
  if (Object.keys(state.behavior).length > 0) request.protocolProfileBehavior = state.behavior;
  return { request, warnings: state.warnings };
}

/**
 * A request from a pasted cURL command, as copied from browsers' "Copy as cURL"
 * (bash and cmd flavours) or written by hand. Throws only `CurlImportError`: 'Please enter a
 * cURL command' for empty input, 'cURL import failed: <reason>' otherwise.
 */
export function importCurl(command: string): CurlImport {
  if (typeof command !== 'string' || command.trim() === '') throw new CurlImportError('CURL_COMMAND_REQUIRED');
  try {
    return build(command);
  } catch (thrown) {
    if (thrown instanceof CurlImportError) throw thrown;
    throw new CurlImportError('CURL_IMPORT_FAILED', messageOf(thrown), { cause: thrown });
  }
}
