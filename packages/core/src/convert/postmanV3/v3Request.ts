/** One v3 request file (HTTP or GraphQL) as the Postman v2.1 item it stands for. */
import { ImportError } from '../errors.js';
import { parsePostmanUrl } from '../postman/postmanUrl.js';
import type { JsonRecord } from '../untrusted.js';
import { typedValue } from './typedValue.js';

type Fields = Record<string, unknown>;

const RAW_LANGUAGE: Record<string, string> = {
  json: 'json',
  xml: 'xml',
  html: 'html',
  javascript: 'javascript',
  text: 'text',
};
/** v3 names a script by its moment; v2.1 by its event. */
const EVENT_OF_SCRIPT: Record<string, string> = {
  beforeRequest: 'prerequest',
  beforeQuery: 'prerequest',
  afterResponse: 'test',
};

function rows(value: unknown): Fields[] {
  return Array.isArray(value) ? value.filter((row): row is Fields => typeof row === 'object' && row !== null) : [];
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

function keyValues(value: unknown): JsonRecord[] {
  return rows(value).map((row) => ({
    key: text(row.key),
    value: row.value === null ? null : text(row.value),
    ...(row.description === undefined ? {} : { description: text(row.description) }),
    ...(row.disabled === true ? { disabled: true } : {}),
  }));
}

/** `{type, credentials: [{key, value}]}` → `{type, <type>: [{key, value}]}`. */
export function v21Auth(auth: unknown): JsonRecord | undefined {
  if (typeof auth !== 'object' || auth === null || Array.isArray(auth)) return undefined;
  const { type, credentials } = auth as Fields;
  const name = text(type);
  const settings = rows(credentials).map((row) => ({ key: text(row.key), ...typedValue(row) }));
  return name === 'noauth' || name === 'none' ? { type: 'noauth' } : { type: name, [name]: settings };
}

/** v3 scripts (`http:beforeRequest`, `afterResponse` …) as v2.1 events. */
export function v21Events(scripts: unknown): JsonRecord[] | undefined {
  const events = rows(scripts).flatMap((script) => {
    const moment = text(script.type).replace(/^[a-z]+:/, '');
    const listen = EVENT_OF_SCRIPT[moment];
    return listen === undefined
      ? []
      : [{ listen, script: { type: 'text/javascript', exec: text(script.code).split('\n') } }];
  });
  return events.length === 0 ? undefined : events;
}

function v21Body(body: unknown, where: string): JsonRecord | undefined {
  if (body === undefined || body === null) return undefined;
  const { type, content, language } = body as Fields;
  const kind = text(type);
  if (kind === '') throw new ImportError('IMPORT_FAILED', `${where}: body has no type`);
  if (kind === 'none') return undefined;
  if (kind in RAW_LANGUAGE) {
    const carried = kind === 'text' && typeof language === 'string' ? language : RAW_LANGUAGE[kind];
    return { mode: 'raw', raw: text(content), options: { raw: { language: carried } } };
  }
  if (kind === 'urlencoded') return { mode: 'urlencoded', urlencoded: keyValues(content) };
  if (kind === 'formdata') {
    return {
      mode: 'formdata',
      formdata: rows(content).map((row) =>
        row.type === 'file'
          ? {
              key: text(row.key),
              type: 'file',
              src: row.src ?? null,
              ...(row.disabled === true ? { disabled: true } : {}),
            }
          : {
              key: text(row.key),
              type: 'text',
              value: text(row.value),
              ...(row.disabled === true ? { disabled: true } : {}),
            },
      ),
    };
  }
  if (kind === 'file') return { mode: 'file', file: { src: (content as Fields | undefined)?.src ?? text(content) } };
  throw new ImportError('IMPORT_FAILED', `${where}: unknown body type "${kind}"`);
}

function v21Url(fields: Fields): JsonRecord {
  const query = keyValues(fields.queryParams);
  const raw = text(fields.url);
  const enabled = query.filter((row) => row.disabled !== true);
  const search = enabled.map((row) => `${String(row.key)}=${String(row.value)}`).join('&');
  const full = search === '' || raw.includes('?') ? raw : `${raw}?${search}`;
  // The parts beside `raw`, as the v2.1 exporter writes them: the importer reads the parts when present.
  return {
    ...parsePostmanUrl(full),
    raw: full,
    ...(query.length === 0 ? {} : { query }),
    ...(fields.pathVariables === undefined ? {} : { variable: keyValues(fields.pathVariables) }),
  };
}

/** The v2.1 request of a v3 HTTP or GraphQL request file. */
export function v21Request(fields: Fields, where: string): JsonRecord {
  const graphql = fields.$kind === 'graphql-request';
  const body = graphql
    ? { mode: 'graphql', graphql: { query: text(fields.query), variables: text(fields.variables) } }
    : v21Body(fields.body, where);
  const auth = v21Auth(fields.auth);
  return {
    method: text(fields.method ?? (graphql ? 'POST' : 'GET')).toUpperCase(),
    header: keyValues(fields.headers),
    url: v21Url(fields),
    ...(body === undefined ? {} : { body }),
    ...(auth === undefined ? {} : { auth }),
    ...(typeof fields.description === 'string' ? { description: fields.description } : {}),
  };
}

/** A v3 example file as a v2.1 saved response. */
export function v21Response(fields: Fields, where: string): JsonRecord {
  const request = (fields.request ?? {}) as Fields;
  const response = (fields.response ?? {}) as Fields;
  const body = response.body as Fields | undefined;
  return {
    name: text(fields.name),
    originalRequest: v21Request({ ...request, $kind: 'http-request' }, where),
    code: Number(response.statusCode ?? 200),
    status: text(response.statusText),
    header: keyValues(response.headers),
    body: body === undefined ? '' : text(body.content),
    ...(body?.type !== undefined && text(body.type) in RAW_LANGUAGE
      ? { _postman_previewlanguage: text(body.type) }
      : {}),
  };
}
