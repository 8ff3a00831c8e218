/** A Postman v2.1 item, request or saved response as the fields of its v3 file (the reverse of v3Request). */
import { WEBSOCKET_FIELDS } from '../postman/exportPostmanCollection.js';
import type { JsonRecord } from '../untrusted.js';
import { textValue } from './typedValue.js';

type Fields = Record<string, unknown>;

const SCRIPT_OF_EVENT: Record<string, string> = { prerequest: 'beforeRequest', test: 'afterResponse' };
const RAW_TYPES = new Set(['json', 'xml', 'html', 'javascript', 'text']);

function rows(value: unknown): Fields[] {
  return Array.isArray(value) ? value.filter((row): row is Fields => typeof row === 'object' && row !== null) : [];
}

function keyValues(value: unknown): Fields[] | undefined {
  const list = rows(value).map((row) => ({
    key: String(row.key ?? ''),
    value: row.value === null ? null : String(row.value ?? ''),
    ...(typeof row.description === 'string' ? { description: row.description } : {}),
    ...(row.disabled === true ? { disabled: true } : {}),
  }));
  return list.length === 0 ? undefined : list;
}

function compact(fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export function v3Auth(auth: unknown): Fields | undefined {
  if (typeof auth !== 'object' || auth === null) return undefined;
  const type = String((auth as Fields).type ?? '');
  return {
    type,
    credentials: rows((auth as Fields)[type]).map((row) => ({ key: String(row.key ?? ''), ...textValue(row) })),
  };
}

/** v2.1 events as v3 scripts; `prefix` names the protocol (`http:`) at collection and folder level. */
export function v3Scripts(events: unknown, prefix = ''): Fields[] | undefined {
  const scripts = rows(events).flatMap((event) => {
    const type = SCRIPT_OF_EVENT[String(event.listen)];
    const exec = (event.script as Fields | undefined)?.exec;
    const code = Array.isArray(exec) ? exec.join('\n') : String(exec ?? '');
    return type === undefined || code === '' ? [] : [{ type: `${prefix}${type}`, code, language: 'text/javascript' }];
  });
  return scripts.length === 0 ? undefined : scripts;
}

function v3Body(body: Fields | undefined): Fields | undefined {
  switch (body?.mode) {
    case 'raw': {
      const language = String(((body.options as Fields | undefined)?.raw as Fields | undefined)?.language ?? 'text');
      if (RAW_TYPES.has(language)) return { type: language, content: String(body.raw ?? '') };
      // A language the reference has no body type for is text, its language carried beside it.
      return { type: 'text', language, content: String(body.raw ?? '') };
    }
    case 'urlencoded':
      return { type: 'urlencoded', content: keyValues(body.urlencoded) ?? [] };
    case 'formdata':
      return {
        type: 'formdata',
        content: rows(body.formdata).map((row) =>
          compact({
            key: String(row.key ?? ''),
            type: row.type === 'file' ? 'file' : 'text',
            ...(row.type === 'file' ? { src: row.src } : { value: String(row.value ?? '') }),
            disabled: row.disabled === true ? true : undefined,
          }),
        ),
      };
    case 'file':
      return { type: 'file', content: { src: (body.file as Fields | undefined)?.src ?? null } };
    default:
      return undefined;
  }
}

/** The url without its query: v3 keeps the query as `queryParams`. */
function urlOf(url: unknown): { url: string; queryParams?: Fields[]; pathVariables?: Fields[] } {
  if (typeof url === 'string') return { url };
  const parts = (url ?? {}) as Fields;
  const raw = String(parts.raw ?? '');
  const queryParams = keyValues(parts.query);
  const pathVariables = keyValues(parts.variable);
  // The url keeps its query as typed (`?a&&b`), which the rows alone cannot say again.
  return compact({ url: raw, queryParams, pathVariables }) as {
    url: string;
  };
}

/**
 * A WebSocket request's file: the reference's fields (url, queryParams, headers) and what Courier
 * keeps beside them (description, auth, subprotocols, saved messages).
 */
function v3WebSocketFields(item: JsonRecord, head: Fields): Fields {
  const request = (item.request ?? {}) as Fields;
  const own = item[WEBSOCKET_FIELDS] as Fields;
  const protocols = Array.isArray(own.protocols) ? own.protocols : [];
  const messages = Array.isArray(own.messages) ? own.messages : [];
  return compact({
    $kind: 'websocket-request',
    ...head,
    description: typeof request.description === 'string' ? request.description : undefined,
    ...urlOf(request.url),
    headers: keyValues(request.header),
    auth: v3Auth(request.auth),
    protocols: protocols.length === 0 ? undefined : protocols,
    messages: messages.length === 0 ? undefined : messages,
  });
}

/** The fields of a request file, `order` and `name` given by the caller. */
export function v3RequestFields(item: JsonRecord, head: Fields): Fields {
  if (item[WEBSOCKET_FIELDS] !== undefined) return v3WebSocketFields(item, head);
  const request = (item.request ?? {}) as Fields;
  const body = request.body as Fields | undefined;
  const scripts = v3Scripts(item.event);
  if (body?.mode === 'graphql') {
    const graphql = (body.graphql ?? {}) as Fields;
    const method = String(request.method ?? 'POST');
    return compact({
      $kind: 'graphql-request',
      ...head,
      description: typeof request.description === 'string' ? request.description : undefined,
      // A GraphQL request goes out as a POST; another method is carried so the request is sent as it was.
      method: method === 'POST' ? undefined : method,
      ...urlOf(request.url),
      query: String(graphql.query ?? ''),
      variables: graphql.variables === undefined ? undefined : String(graphql.variables),
      headers: keyValues(request.header),
      auth: v3Auth(request.auth),
      scripts: v3Scripts(item.event)?.map((script) => ({
        ...script,
        type: script.type === 'beforeRequest' ? 'beforeQuery' : script.type,
      })),
      settings: item.protocolProfileBehavior,
    });
  }
  return compact({
    $kind: 'http-request',
    ...head,
    description: typeof request.description === 'string' ? request.description : undefined,
    method: String(request.method ?? 'GET'),
    ...urlOf(request.url),
    headers: keyValues(request.header),
    body: v3Body(body),
    auth: v3Auth(request.auth),
    settings: item.protocolProfileBehavior,
    scripts,
  });
}

/** The fields of an example file. */
export function v3ExampleFields(response: Fields, order: number): Fields {
  const original = (response.originalRequest ?? {}) as Fields;
  const language = String(response._postman_previewlanguage ?? 'text');
  return compact({
    $kind: 'http-example',
    request: { url: urlOf(original.url).url, method: String(original.method ?? 'GET') },
    response: compact({
      statusCode: Number(response.code ?? 200),
      statusText: String(response.status ?? ''),
      headers: keyValues(response.header),
      body: { type: RAW_TYPES.has(language) ? language : 'text', content: String(response.body ?? '') },
    }),
    order,
  });
}
