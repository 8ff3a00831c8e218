import type { Body, FormPart } from '../../model/body.js';
import type { KeyValue } from '../../model/keyValue.js';
import { curlFailure } from './errors.js';

/** One `-d`-family argument: text, or a file curl would read (`-d @path`). */
export type DataPart = { text: string } | { file: string };

/**
 * `-d`, `--data-ascii`, `--data-binary`, `--json`: `@path` names a file. Kept as a file body
 * reference (a File body when it is the only data); curl's `-d @file` also drops the file's
 * newlines, which a reference cannot express, so such bodies are sent as the file holds them.
 */
export function dataArgument(value: string): DataPart {
  if (!value.startsWith('@')) return { text: value };
  const file = value.slice(1);
  if (file === '-' || file === '') throw curlFailure('reading the body from standard input (@-) is not supported');
  return { file };
}

/** curl's escaping: everything but unreserved characters (RFC 3986 §2.3) is percent-encoded. */
function curlEscape(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `--data-urlencode` forms (curl(1)): `content`, `=content`, `name=content`; `@file` and `name@file` read files. */
export function dataUrlencodeArgument(value: string): DataPart {
  const equals = value.indexOf('=');
  const at = value.indexOf('@');
  if (at >= 0 && (equals < 0 || at < equals)) {
    throw curlFailure('--data-urlencode with a file (name@file) is not supported');
  }
  if (equals < 0) return { text: curlEscape(value) };
  const name = value.slice(0, equals);
  const encoded = curlEscape(value.slice(equals + 1));
  return { text: name === '' ? encoded : `${name}=${encoded}` };
}

export function headerValue(headers: KeyValue[], name: string): string | undefined {
  const wanted = name.toLowerCase();
  return headers.findLast((header) => header.key.toLowerCase() === wanted)?.value;
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function parsesAsJsonDocument(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

/** `a=1&b=two%20words` as rows, or undefined when the text is not form data. */
function formRows(text: string): KeyValue[] | undefined {
  if (text === '') return undefined;
  const rows: KeyValue[] = [];
  for (const pair of text.split('&')) {
    const equals = pair.indexOf('=');
    if (equals <= 0) return undefined;
    try {
      const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
      rows.push({ key: decode(pair.slice(0, equals)), value: decode(pair.slice(equals + 1)), enabled: true });
    } catch {
      return undefined;
    }
  }
  return rows;
}

function rawLanguage(type: string): Extract<Body, { mode: 'raw' }>['language'] {
  if (type.includes('json')) return 'json';
  if (type.includes('xml')) return 'xml';
  if (type.includes('html')) return 'html';
  if (type.includes('javascript')) return 'javascript';
  return 'text';
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The body `-d` data makes, with any header it implies. Repeated data is joined with `&`, as curl
 * does. JSON text (or a JSON Content-Type) becomes a raw JSON body; `k=v&…` with no Content-Type
 * or the form one becomes urlencoded rows; anything else stays raw text, and gets the form
 * Content-Type curl would have sent when the command set none.
 */
export function bodyFromData(parts: DataPart[], headers: KeyValue[]): { body: Body; headers: KeyValue[] } {
  const files = parts.filter((part): part is { file: string } => 'file' in part);
  const contentType = headerValue(headers, 'content-type');
  if (files.length > 0) {
    if (parts.length > 1) throw curlFailure('a body file (@path) cannot be combined with other data');
    const body: Body = { mode: 'file', src: files[0]?.file ?? '' };
    if (contentType) body.contentType = contentType;
    return { body, headers };
  }

  const text = parts.map((part) => ('text' in part ? part.text : '')).join('&');
  const type = mediaType(contentType);
  if (type.includes('json') || parsesAsJsonDocument(text)) {
    return { body: { mode: 'raw', raw: text, language: 'json' }, headers };
  }
  const rows = type === '' || type === FORM_TYPE ? formRows(text) : undefined;
  if (rows) return { body: { mode: 'urlencoded', urlencoded: rows }, headers };
  const withType = contentType ? headers : [...headers, { key: 'Content-Type', value: FORM_TYPE, enabled: true }];
  return { body: { mode: 'raw', raw: text, language: rawLanguage(type) }, headers: withType };
}

/** Splits `value;type=…;filename=…` (curl(1) `-F`); a leading "…" protects semicolons in the value. */
function splitFormValue(value: string): { value: string; params: Map<string, string> } {
  let head = value;
  let tail = '';
  if (value.startsWith('"')) {
    const close = value.indexOf('"', 1);
    if (close > 0) {
      head = value.slice(1, close);
      tail = value.slice(close + 1);
    }
  } else {
    const semicolon = value.search(/;(?:type|filename|headers|encoder)=/);
    if (semicolon >= 0) {
      head = value.slice(0, semicolon);
      tail = value.slice(semicolon);
    }
  }
  const params = new Map<string, string>();
  for (const param of tail.split(';')) {
    const equals = param.indexOf('=');
    if (equals > 0) params.set(param.slice(0, equals).trim().toLowerCase(), param.slice(equals + 1).trim());
  }
  return { value: head, params };
}

/** One `-F name=value` / `-F name=@file` part; `--form-string` takes the value verbatim. */
export function formPart(argument: string, verbatim: boolean, warn: (text: string) => void): FormPart | undefined {
  const equals = argument.indexOf('=');
  if (equals <= 0) throw curlFailure(`invalid form part '${argument}' (expected name=value)`);
  const key = argument.slice(0, equals);
  const raw = argument.slice(equals + 1);
  if (verbatim) return { key, type: 'text', value: raw, enabled: true };

  if (raw.startsWith('<')) {
    warn(`Skipped form part '${key}': field content read from a file (<file) is not supported`);
    return undefined;
  }
  const isFile = raw.startsWith('@');
  const { value, params } = splitFormValue(isFile ? raw.slice(1) : raw);
  const contentType = params.get('type');
  const part: FormPart = isFile
    ? { key, type: 'file', src: [value], enabled: true }
    : { key, type: 'text', value, enabled: true };
  if (contentType) part.contentType = contentType;
  return part;
}
